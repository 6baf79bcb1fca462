import {useQuery} from '@tanstack/react-query';
import {useId} from 'react';
import type {ProductListItem} from '@schaufenster/core';
import {useMessages} from '@schaufenster/ui';
import {ProductCard, ProductCardSkeleton, type ProductImageSrc} from '../ProductCard/index.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import styles from './ProductTeaser.module.css';

/** Products a teaser shows unless told otherwise. */
export const PRODUCT_TEASER_LIMIT = 4;

/** Props of {@link ProductTeaser}. */
export interface ProductTeaserProps {
  /** How many random products to show (spec §7: random list with a limit). @default 4 */
  limit?: number;
  /** Products picked at build time: shown at once, then replaced by a live pick. */
  initialProducts?: ProductListItem[];
  /** Resolves product image URLs. @default () => null (placeholders) */
  imageSrc?: ProductImageSrc;
  /** Level of the teaser heading; product names are one level below. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * A few random products for the digital store window (spec §2 window page, §7 random list):
 * a heading and product cards. While loading it keeps the cards' room with placeholders; when
 * the shop cannot answer or has nothing to show, the teaser stays out of the way (renders
 * nothing) rather than putting an error into a shop window.
 */
export function ProductTeaser({
  limit = PRODUCT_TEASER_LIMIT,
  initialProducts,
  imageSrc,
  headingLevel = 2,
}: ProductTeaserProps) {
  const t = useMessages();
  const {api, domain, storeRootPath} = useShopEnvironment();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const products = useQuery({
    queryKey: ['shop', domain, 'random', limit],
    queryFn: () => api.randomProducts(limit),
    initialData: initialProducts,
  });

  if (products.isError || products.data?.length === 0) return null;

  return (
    <section className={styles.teaser} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('productTeaserHeading')}
      </Heading>
      <ul
        className={styles.grid}
        aria-labelledby={headingId}
        aria-busy={products.isPending || undefined}
      >
        {products.data
          ? products.data.map((product) => (
              <li key={String(product.id)} className={styles.cell}>
                <ProductCard
                  product={product}
                  storeRootPath={storeRootPath}
                  imageSrc={imageSrc}
                  headingLevel={(headingLevel + 1) as 3 | 4}
                />
              </li>
            ))
          : Array.from({length: limit}, (_, index) => (
              <li key={index} className={styles.cell}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
