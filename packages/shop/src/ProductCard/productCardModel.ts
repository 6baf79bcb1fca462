// What a product card shows as price and rating (spec §2 Item page "on request" price text,
// §3 Product list fields: price_brutto, product_variants.price_brutto, ratings.rating). Pure.
import {publishedRatings, type ModeratedRating, type ProductListItem} from '@schaufenster/core';

/** What a card shows as price (spec §2 Item page "on request" price text). */
export type ListPrice =
  {kind: 'onRequest'} | {kind: 'exact'; value: number} | {kind: 'from'; value: number};

/**
 * A product's list price: with variants their lowest known price, as "from" when the variants
 * differ; otherwise its own price; "on request" when no price is known.
 */
export function listPrice(
  item: Pick<ProductListItem, 'price_brutto' | 'product_variants'>,
): ListPrice {
  const variantPrices = item.product_variants
    .map((variant) => variant.price_brutto)
    .filter((price): price is number => price !== null);
  if (variantPrices.length > 0) {
    const min = Math.min(...variantPrices);
    const max = Math.max(...variantPrices);
    return min === max ? {kind: 'exact', value: min} : {kind: 'from', value: min};
  }
  return item.price_brutto === null
    ? {kind: 'onRequest'}
    : {kind: 'exact', value: item.price_brutto};
}

/** The average of the published ratings to one decimal, or null without any. */
export function averageRating(ratings: readonly ModeratedRating[]): number | null {
  const published = publishedRatings(ratings);
  if (published.length === 0) return null;
  const sum = published.reduce((total, {rating}) => total + rating, 0);
  return Math.round((sum / published.length) * 10) / 10;
}
