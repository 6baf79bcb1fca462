import type {Image} from '@schaufenster/core';
import {useMessages} from '@schaufenster/ui';
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
}

/**
 * The product images with their stored width and height, so the page does not shift while they
 * load. One image is described by the product name, several by name and position.
 */
export function ItemGallery({images, name, imageSrc}: ItemGalleryProps) {
  const t = useMessages();
  const shown = images.flatMap((image) => {
    const src = imageSrc(image);
    return src === null ? [] : [{image, src}];
  });
  if (shown.length === 0) return null;
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
