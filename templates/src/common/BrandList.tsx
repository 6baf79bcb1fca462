import type {Brand} from '@schaufenster/core';
import {ContentImage, Link, RichText, Wordmark, useLanguage} from '@schaufenster/ui';
import type {ImageResolver} from '../types.ts';
import {brandHref, brandTexts} from './brands.ts';
import {BRAND_CARD_SIZES} from './imageSizes.ts';
import styles from './BrandList.module.css';

/** Whether a file is a vector drawing (a logo, shown whole) rather than a photo. */
function isVector(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src);
}

/** Props of {@link BrandList}. */
export interface BrandListProps {
  /** The brands to list, in content order. */
  brands: readonly Brand[];
  /** Finds each brand's picture (its `logo` image), shown above its name when the file exists. */
  images: ImageResolver;
  /** Level of each brand's name heading. @default 3 */
  headingLevel?: 2 | 3;
  /** Show each brand's description. @default true */
  showDescription?: boolean;
}

/**
 * Brands as cards linking to their brand pages (spec §2: brand pages under their category), each
 * with its picture when it has one: lazy, and decorative, since the name follows as the heading.
 * Cards are of equal height; photos fill one 3:2 shape, logos (SVG) are shown whole, and a brand
 * without a picture shows its name as a wordmark in that shape.
 */
export function BrandList({
  brands,
  images,
  headingLevel = 3,
  showDescription = true,
}: BrandListProps) {
  const {lang, available} = useLanguage();
  const Heading = `h${headingLevel}` as const;
  if (brands.length === 0) return null;
  return (
    <ul className={styles.list}>
      {brands.map((brand) => {
        const href = brandHref(brand, lang);
        const {title, description} = brandTexts(brand, lang, available);
        const picture = images(brand.logo);
        return (
          <li key={brand.id} className={styles.brand}>
            {picture ? (
              <ContentImage
                image={picture}
                alt=""
                sizes={BRAND_CARD_SIZES}
                className={
                  isVector(picture.src) ? `${styles.picture} ${styles.logo}` : styles.picture
                }
              />
            ) : (
              // No picture: the name as a wordmark in the picture's place, so every card has the
              // same shape. Hidden from screen readers: the heading below says it.
              <Wordmark name={title} className={styles.wordmark} />
            )}
            <Heading className={styles.name}>
              {href === null ? title : <Link to={href}>{title}</Link>}
            </Heading>
            {showDescription && <RichText html={description} headingAnchors={false} />}
          </li>
        );
      })}
    </ul>
  );
}
