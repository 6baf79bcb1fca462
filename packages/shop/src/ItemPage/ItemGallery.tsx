import type {Image} from '@schaufenster/core';
import {Wordmark, useMessages} from '@schaufenster/ui';
import type {ProductImageSrc} from '../ProductCard/index.ts';
import styles from './ItemPage.module.css';

/** Props of {@link ItemGallery}. */
export interface ItemGalleryProps {
  /** The product's images, first one large. */
  images: readonly Image[];
  /** The product's name in the page language, for the alt texts. */
  name: string;
  /** Resolves an image's URL; null leaves the image out. */
  imageSrc: ProductImageSrc;
  /** The manufacturer's name in the page language, lettered where no image is shown; null: none. */
  manufacturer: string | null;
}

/**
 * The product images with their stored width and height, so the page does not shift while they
 * load. One image is described by the product name, several by name and position. Without an
 * image the picture column shows the manufacturer's wordmark (a neutral placeholder without one)
 * in the product cards' square, so it is not left empty beside the summary.
 */
export function ItemGallery({images, name, imageSrc, manufacturer}: ItemGalleryProps) {
  const t = useMessages();
  const shown = images.flatMap((image) => {
    const src = imageSrc(image);
    return src === null ? [] : [{image, src}];
  });
  if (shown.length === 0) {
    return (
      <div className={styles.gallery}>
        <Wordmark name={manufacturer} className={styles.wordmark} />
      </div>
    );
  }
  const total = shown.length;
  return (
    <div className={styles.gallery}>
      {shown.map(({image, src}, index) => (
        <img
          key={image.id}
          className={index === 0 ? styles.mainImage : styles.thumbnail}
          src={src}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt={total === 1 ? name : t('itemPageImage', {name, index: index + 1, total})}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}
