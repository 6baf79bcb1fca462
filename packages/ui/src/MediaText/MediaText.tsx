import {ContentImage, type ContentImageSource} from '../ContentImage/ContentImage.tsx';
import {LinkText} from '../Link/LinkText.tsx';
import {RichText} from '../RichText/RichText.tsx';
import styles from './MediaText.module.css';

/** Where the picture is shown beside text: full width on phones, half the width from 48em. */
const BESIDE_TEXT_SIZES = '(min-width: 48em) 50vw, 100vw';

/** Props of {@link MediaText}. */
export interface MediaTextProps {
  /** The picture. */
  image: ContentImageSource;
  /** Text alternative of the picture; '' marks it decorative. */
  alt: string;
  /** Caption below the picture; a bare address in it is a link (spec §2). @default undefined */
  caption?: string | null;
  /** Heading beside the picture. @default undefined */
  heading?: string | null;
  /** Level of the heading; the page's h1 is above it. @default 2 */
  headingLevel?: 2 | 3;
  /** Rich text beside the picture (CMS HTML, sanitized by RichText). @default undefined */
  html?: string | null;
  /** Which side the picture takes from 48em; on phones it is always on top. @default 'start' */
  imagePosition?: 'start' | 'end';
  /**
   * Width the picture is shown at per viewport (HTML `sizes`).
   * @default '(min-width: 48em) 50vw, 100vw' beside text, '100vw' alone
   */
  sizes?: string;
  /** The section is the page's first, in the first screen: loaded at once, not lazily. @default false */
  priority?: boolean;
}

/**
 * A picture with an optional caption (`figure`/`figcaption`) and optionally a heading and rich
 * text beside it: the image and image + text page sections. Without heading and text it is the
 * figure alone at the content's width. On phones the picture is on top; from 48em it takes the
 * `imagePosition` half. The picture loads lazily unless `priority` (decision 013).
 */
export function MediaText({
  image,
  alt,
  caption,
  heading,
  headingLevel = 2,
  html,
  imagePosition = 'start',
  sizes,
  priority = false,
}: MediaTextProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const hasHeading = Boolean(heading?.trim());
  const hasText = hasHeading || Boolean(html?.trim());
  const figure = (
    <figure className={styles.figure}>
      <ContentImage
        image={image}
        alt={alt}
        sizes={sizes ?? (hasText ? BESIDE_TEXT_SIZES : '100vw')}
        priority={priority}
        className={styles.image}
      />
      {caption?.trim() ? (
        <figcaption className={styles.caption}>
          <LinkText text={caption} />
        </figcaption>
      ) : null}
    </figure>
  );
  if (!hasText) return <div className={styles.mediaText}>{figure}</div>;
  return (
    <div className={styles.mediaText} data-layout="beside" data-image-position={imagePosition}>
      {figure}
      <div className={styles.body}>
        {hasHeading && <Heading className={styles.heading}>{heading}</Heading>}
        {/* No anchors: a section's headings are not part of the page's table of contents. */}
        <RichText html={html} headingAnchors={false} />
      </div>
    </div>
  );
}
