import {useId} from 'react';
import type {ProductListItem} from '@schaufenster/core';
import {Link, useMessages} from '@schaufenster/ui';
import {ProductCard, ProductCardSkeleton, type ProductImageSrc} from '../ProductCard/index.ts';
import styles from './ProductTeaser.module.css';

/** Props of {@link ProductTeaserView}. */
export interface ProductTeaserViewProps {
  /** The products to show; null keeps the room of `limit` cards with placeholders. */
  products: readonly ProductListItem[] | null;
  /** How many placeholders stand in while `products` is null. */
  limit: number;
  /** The shop's root path the cards link under. Null: cards without links. */
  storeRootPath: string | null;
  /** Resolves product image URLs. @default () => null (placeholders) */
  imageSrc?: ProductImageSrc;
  /** Level of the teaser heading; product names are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /** The heading; null says "productTeaserHeading". @default null */
  heading?: string | null;
  /** Where "show all" goes; null shows no link. @default null */
  moreHref?: string | null;
}

/**
 * The teaser's markup without data fetching: a heading, product cards and "show all". Content
 * pages render it at build time with the build's pick (decision 034: no script on the page);
 * {@link ProductTeaser} renders it with a live pick.
 */
export function ProductTeaserView({
  products,
  limit,
  storeRootPath,
  imageSrc,
  headingLevel = 2,
  heading = null,
  moreHref = null,
}: ProductTeaserViewProps) {
  const t = useMessages();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.teaser} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading ?? t('productTeaserHeading')}
      </Heading>
      <ul
        className={styles.grid}
        aria-labelledby={headingId}
        aria-busy={products === null || undefined}
      >
        {products
          ? products.map((product) => (
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
      {moreHref !== null && (
        <p className={styles.more}>
          <Link to={moreHref}>{t('productTeaserMore')}</Link>
        </p>
      )}
    </section>
  );
}
