import styles from './ContentImage.module.css';

/** An image file with its responsive sizes, e.g. a content image the site build resolved. */
export interface ContentImageSource {
  /** URL for `src` (the largest size in a format every browser reads). */
  src: string;
  /** `srcset` candidates with width descriptors (`a-480.webp 480w, …`); '' or missing: `src` only. */
  srcSet?: string;
  /** Intrinsic width in px; null when unknown (then the page may shift while it loads). */
  width: number | null;
  /** Intrinsic height in px; null when unknown. */
  height: number | null;
}

/** Props of {@link ContentImage}. */
export interface ContentImageProps {
  /** The image file and its sizes. */
  image: ContentImageSource;
  /** Text alternative; '' marks a decorative image (e.g. beside a heading saying the same). */
  alt: string;
  /** Width the image is shown at per viewport (HTML `sizes`), for picking from `srcSet`. @default '100vw' */
  sizes?: string;
  /** The page's main image (its largest paint): loaded at once with high priority instead of lazily. @default false */
  priority?: boolean;
  /** Class for the layout around it. @default undefined */
  className?: string;
}

/**
 * A content image that never shifts the page: width and height from the file (the browser keeps
 * the aspect ratio while it loads), responsive sizes from `srcSet`, lazy and async decoding
 * unless it is the page's main image (decision 013).
 */
export function ContentImage({
  image,
  alt,
  sizes = '100vw',
  priority = false,
  className,
}: ContentImageProps) {
  const srcSet = image.srcSet ? image.srcSet : undefined;
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
