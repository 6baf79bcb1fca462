// In-memory versions of the shop's other reads (spec §7 Content reads): random products,
// prices, ratings, attributes; plus helpers the item list's filters need.
import type {Id} from '../model/common.ts';
import {
  isPublishedRating,
  type Attribute,
  type Product,
  type ProductRating,
} from '../model/product.ts';
import {
  compareIds,
  compareSortValues,
  matchesProductQuery,
  sameId,
  timestampValue,
} from './productFilter.ts';
import type {ProductPrice, ProductQuery} from './types.ts';

/** The random source: a function returning a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/**
 * Up to `limit` items picked at random without repetition (partial Fisher-Yates), in pick
 * order. With the same `random` sequence it picks the same items, which keeps stories stable.
 */
export function pickRandom<T>(items: readonly T[], limit: number, random: RandomSource): T[] {
  const pool = [...items];
  const count = Math.max(0, Math.min(Math.floor(limit), pool.length));
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Published products ordered by id: the pool random picks are drawn from. */
export function randomPool(products: readonly Product[]): Product[] {
  return products
    .filter((product) => product.status === 'published')
    .sort((a, b) => compareIds(a.id, b.id));
}

/** A product's prices: its own and its active variants' (the list fields' price part). */
function toProductPrice(product: Product): ProductPrice {
  return {
    id: product.id,
    price_brutto: product.price_brutto,
    product_variants: product.variants
      .filter((variant) => variant.active)
      .map((variant) => ({price_brutto: variant.price_brutto})),
  };
}

/** Prices of every published product matching the filters (not the price range), by id. */
export function pricesOf(products: readonly Product[], query: ProductQuery): ProductPrice[] {
  return products
    .filter((product) => matchesProductQuery(product, query, false))
    .sort((a, b) => compareIds(a.id, b.id))
    .map(toProductPrice);
}

/** The lowest and highest known price among products and their variants; null when none. */
export function priceRange(prices: readonly ProductPrice[]): {min: number; max: number} | null {
  const values = prices
    .flatMap((price) => [price.price_brutto, ...price.product_variants.map((v) => v.price_brutto)])
    .filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  return {min: Math.min(...values), max: Math.max(...values)};
}

/**
 * The published ratings of one product, newest first (no date counts as newest), ties by id. A
 * pending or rejected rating is never shown, counted nor averaged (see `isPublishedRating`).
 */
export function ratingsOf(ratings: readonly ProductRating[], productId: Id): ProductRating[] {
  return ratings
    .filter((rating) => sameId(rating.product, productId) && isPublishedRating(rating))
    .sort(
      (a, b) =>
        -compareSortValues(timestampValue(a.date_created), timestampValue(b.date_created)) ||
        compareIds(a.id, b.id),
    );
}

/** Attributes of the given groups, by sort then id. */
export function attributesOf(
  attributes: readonly Attribute[],
  groupIds: readonly Id[],
): Attribute[] {
  return attributes
    .filter((attribute) => groupIds.some((id) => sameId(attribute.attribute_group.id, id)))
    .sort((a, b) => a.sort - b.sort || compareIds(a.id, b.id));
}

/**
 * Turns flat selected attribute value ids (ShopContext.attributes) into the query's
 * per-group form, looking each id up in the loaded attributes; unknown ids are dropped.
 */
export function groupAttributeIds(
  ids: readonly Id[],
  attributes: readonly Attribute[],
): Record<string, Id[]> {
  const groups: Record<string, Id[]> = {};
  for (const id of ids) {
    const attribute = attributes.find((candidate) => sameId(candidate.id, id));
    if (!attribute) continue;
    const group = String(attribute.attribute_group.id);
    (groups[group] ??= []).push(attribute.id);
  }
  return groups;
}
