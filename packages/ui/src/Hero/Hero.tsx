import type {LinkInput} from '@schaufenster/core';
import {ContentImage, type ContentImageSource} from '../ContentImage/ContentImage.tsx';
import {Link} from '../Link/Link.tsx';
import {RichText} from '../RichText/RichText.tsx';
import styles from './Hero.module.css';

/** Where the picture is shown: full width on phones, half the width from 48em (Hero.module.css). */
const HERO_SIZES = '(min-width: 48em) 50vw, 100vw';

/** The hero's one call to action. */
interface HeroLink {
  /** Target: a page id, a path, a URL, mailto:/tel:, or `{page|path, anchor}` (spec §2 Links). */
  to: LinkInput;
  /** The link text. */
  label: string;
}

/** Props of {@link Hero}. */
export interface HeroProps {
  /** The heading. */
  heading: string;
  /** Level of the heading; the page's h1 is above it. @default 2 */
  headingLevel?: 2 | 3;
  /** Rich text below the heading (CMS HTML, sanitized by RichText). @default undefined */
  html?: string | null;
  /** The picture; without one the hero is a coloured panel. @default undefined */
  image?: ContentImageSource | null;
  /** Text alternative of the picture; '' marks it decorative. @default '' */
  alt?: string;
  /** Width the picture is shown at per viewport (HTML `sizes`). @default '(min-width: 48em) 50vw, 100vw' */
  sizes?: string;
  /** The picture is in the first screen: loaded at once with high priority, not lazily. @default false */
  priority?: boolean;
  /** One prominent link below the text. @default undefined */
  link?: HeroLink | null;
}

/**
 * A page section that leads a page: a picture, a heading, a short text and one prominent link.
 * On phones the picture is on top at 3:2; from 48em picture and text sit side by side. The text
 * is on a panel in the brand colour with the brand's contrast colour (black or white, at least
 * 4.5:1 for any brand), never over the picture, so contrast holds for every theme.
 */
export function Hero({
  heading,
  headingLevel = 2,
  html,
  image,
  alt = '',
  sizes = HERO_SIZES,
  priority = false,
  link,
}: HeroProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.hero} data-image={image ? 'true' : undefined}>
      {image && (
        <ContentImage
          image={image}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className={styles.image}
        />
      )}
      <div className={styles.panel}>
        <Heading className={styles.heading}>{heading}</Heading>
        {/* No anchors: a section's headings are not part of the page's table of contents. */}
        <RichText html={html} headingAnchors={false} className={styles.text} />
        {link && (
          <p className={styles.action}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
