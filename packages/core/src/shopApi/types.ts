// The shop's live data as one interface with a Directus and a static implementation
// (spec §7 Content reads, §3 Paging response, §9 page size; decision 008).
import type {Id} from '../model/common.ts';
import type {Attribute, Product, ProductListItem, ProductRating} from '../model/product.ts';
import type {PagingResponse, ShopSettings} from '../model/shop.ts';

/** Products per list page (spec §9 "product page size 20"). */
export const PRODUCT_PAGE_SIZE = 20;

/** Sort keys the item list offers; `-` means descending (fields of ecommerce_product). */
export const PRODUCT_SORTS = [
  'sort',
  '-sort',
  'price_brutto',
  '-price_brutto',
  'display_name',
  '-display_name',
  'date_created',
  '-date_created',
] as const;
/** A sort key of the item list. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The sort used when none (or an unknown one) is given: the CMS order. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'sort';

/** Narrows a string (e.g. settings.default_sort or a URL value) to a product sort key. */
export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/**
 * The item list's query. Filters combine with AND; null or empty means "any".
 * Within one attribute group any selected value matches, across groups all must.
 */
export interface ProductQuery {
  /** Category id. */
  category?: Id | null;
  /** Manufacturer id. */
  manufacturer?: Id | null;
  /** Subcategory id, matched against subcategories.subcategory_id. */
  subcategory?: Id | null;
  /** Tags the product must all contain. */
  tags?: readonly string[];
  /** Selected attribute value ids per attribute group id (see `groupAttributeIds`). */
  attributes?: Readonly<Record<string, readonly Id[]>>;
  /**
   * Lowest price, inclusive: the product's own or an active variant's price must lie in the range
   * (decision 009i); products without any price drop out when set.
   */
  priceMin?: number | null;
  /** Highest price, inclusive, under the same rule as `priceMin`. */
  priceMax?: number | null;
  /** Sort key. @default 'sort' */
  sort?: string | null;
  /** Zero-based page as the UI counts (spec §7; sent to Directus as page + 1). @default 0 */
  page?: number;
}

/** One page of the item list. */
export interface ProductPage {
  data: ProductListItem[];
  meta: PagingResponse;
}

/** A product's prices only (for the price filter's range). */
export interface ProductPrice {
  id: Id;
  price_brutto: number | null;
  product_variants: {price_brutto: number | null}[];
}

/** Live shop data, from Directus or from the static catalogue written at build time. */
export interface ShopApi {
  /** The domain's settings; rejects with "Could not load settings" when missing or failing. */
  getSettings(domain: string): Promise<ShopSettings>;
  /** One page of published products matching the query, with paging meta. */
  listProducts(query: ProductQuery): Promise<ProductPage>;
  /** Up to `limit` published products in random order. */
  randomProducts(limit: number): Promise<ProductListItem[]>;
  /** A published product by id, or null when there is none. */
  getProduct(id: Id): Promise<Product | null>;
  /** Prices of all products matching the query's filters (price range, sort, page ignored). */
  productPrices(query: ProductQuery): Promise<ProductPrice[]>;
  /** Ratings of one product, newest first. */
  getRatings(productId: Id): Promise<ProductRating[]>;
  /** Attributes of the given groups, by sort (all of them: limit -1). */
  getAttributes(groupIds: readonly Id[]): Promise<Attribute[]>;
}

/** Message of the settings failure (spec §4 Settings load, §8). */
export const SETTINGS_ERROR = 'Could not load settings';

/** Messages of the other read failures (the spec names none; decision 008). */
export const SHOP_DATA_ERRORS = {
  products: 'Could not load products',
  random: 'Could not load products',
  product: 'Could not load product',
  prices: 'Could not load prices',
  ratings: 'Could not load ratings',
  attributes: 'Could not load attributes',
} as const;
