// The item list's filter and sort semantics, in memory (spec §4 Product status, §7 list filters;
// decision 008). The Directus query builder expresses the same rules as a Directus filter.
import type {Id} from '../model/common.ts';
import type {Product} from '../model/product.ts';
import {DEFAULT_PRODUCT_SORT, isProductSort, type ProductQuery, type ProductSort} from './types.ts';

/** Ids compare by their text, as the CMS does for `1` and `"1"`. */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a != null && b != null && String(a) === String(b);
}

function isSet<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** Attribute groups of a query that have at least one selected value. */
export function activeAttributeGroups(query: ProductQuery): (readonly Id[])[] {
  return Object.values(query.attributes ?? {}).filter((ids) => ids.length > 0);
}

/** Whether a product matches the query's filters; the price range only when `withPrice`. */
export function matchesProductQuery(
  product: Product,
  query: ProductQuery,
  withPrice = true,
): boolean {
  // spec §4: only "published" products are listed or counted.
  if (product.status !== 'published') return false;
  if (isSet(query.category) && !sameId(product.category?.id, query.category)) return false;
  if (isSet(query.manufacturer) && !sameId(product.manufacturer?.id, query.manufacturer)) {
    return false;
  }
  if (
    isSet(query.subcategory) &&
    !product.subcategories.some(({subcategory_id}) => sameId(subcategory_id.id, query.subcategory))
  ) {
    return false;
  }
  if (!(query.tags ?? []).every((tag) => product.tags.includes(tag))) return false;
  // The product's attributes are only looked at for a query that filters by them: the build
  // notes what each page reads (decision 033), and a list page should not depend on them.
  const groups = activeAttributeGroups(query);
  if (groups.length > 0) {
    const carried = product.attributes.flatMap((attribute) => attribute.display_values);
    for (const ids of groups) {
      if (!carried.some((value) => ids.some((id) => sameId(value.id, id)))) return false;
    }
  }
  if (withPrice && (isSet(query.priceMin) || isSet(query.priceMax))) {
    const {priceMin, priceMax} = query;
    const inRange = (price: number) =>
      (!isSet(priceMin) || price >= priceMin) && (!isSet(priceMax) || price <= priceMax);
    if (!offeredPrices(product).some(inRange)) return false;
  }
  return true;
}

/**
 * The prices a product is offered at: its own and its active variants' (unknown prices left
 * out). A product is in a price range when any of them is (decision 009i "Price filter"), so a
 * product priced only through its variants is found like any other.
 */
export function offeredPrices(product: Product): number[] {
  return [
    product.price_brutto,
    ...product.variants.filter((variant) => variant.active).map((variant) => variant.price_brutto),
  ].filter(isSet);
}

/** The query's sort key; unknown or missing keys fall back to the CMS order. */
export function resolveSort(sort: string | null | undefined): ProductSort {
  return isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT;
}

// Made on first use: creating a Collator loads ICU's collation data (25–35 ms on a phone-class
// core), which pages that only load this module (cart, checkout) must not pay (decision 057).
let collator: Intl.Collator | undefined;

type SortValue = string | number | null;

function sortValue(product: Product, field: string): SortValue {
  switch (field) {
    case 'price_brutto':
      return product.price_brutto;
    case 'display_name':
      return product.display_name;
    case 'date_created':
      return timestampValue(product.date_created);
    default:
      return product.sort;
  }
}

/**
 * Compares two values as PostgreSQL orders them: null counts as larger than any value, so it
 * comes last ascending and first descending. Strings use German collation.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('de');
  return collator.compare(String(a), String(b));
}

/**
 * An ISO timestamp as milliseconds, so dates sort by time as PostgreSQL orders them (whatever
 * the offset or precision each was written with) and without a Collator; null when missing.
 */
export function timestampValue(iso: string | null | undefined): number | null {
  const time = iso == null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** Compares ids: numbers numerically, otherwise by text (the list's final tie-break). */
export function compareIds(a: Id, b: Id): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** A comparator for the sort key, ties broken by ascending id so pages never overlap. */
export function productComparator(sort: ProductSort): (a: Product, b: Product) => number {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return (a, b) => {
    const order = compareSortValues(sortValue(a, field), sortValue(b, field));
    if (order !== 0) return descending ? -order : order;
    return compareIds(a.id, b.id);
  };
}
