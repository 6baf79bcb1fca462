// Whether the shop's live data differs from what the build prerendered (decision 036). A shop
// island whose prerendered HTML is still current need not hydrate at load, so these answer for
// the item page and the item list from the same reads the islands make. No React: the runtime
// runs them before it loads any island code.
import {dequal} from 'dequal/lite';
import {
  priceRange,
  shopState,
  type Attribute,
  type Id,
  type Product,
  type ProductPage,
  type ProductRating,
  type ShopApi,
  type ShopState,
} from '@schaufenster/core';
import {priceRangeQuery, toProductQuery} from '../ItemList/itemListModel.ts';
import {hasFilters} from '../shopContext/shopContextReducer.ts';
import {fromSearchParams} from '../shopContext/urlQuery.ts';

/** What the build prerendered an item page from (its island's props). */
export interface BuiltItemPage {
  /** The project domain whose settings apply. */
  domain: string;
  /** The product as built. */
  product: Product;
  /** Its ratings as built. */
  ratings: readonly ProductRating[];
  /** The shop state of the build's settings. */
  shopState: ShopState;
  /** Settings `show_stock` as built. */
  showStock: boolean;
  /** Settings `purchase_to_order` as built. */
  purchaseToOrder: boolean;
  /** Settings `allow_ratings` as built. */
  allowRatings: boolean;
}

/**
 * True when the live settings, product or ratings differ from the build's: the page then shows
 * live data at once. A failed read rejects; the caller leaves the page as built.
 */
export async function itemPageDiffers(api: ShopApi, built: BuiltItemPage): Promise<boolean> {
  const [settings, product, ratings] = await Promise.all([
    api.getSettings(built.domain),
    api.getProduct(built.product.id),
    api.getRatings(built.product.id),
  ]);
  return (
    shopState(settings) !== built.shopState ||
    settings.show_stock !== built.showStock ||
    settings.purchase_to_order !== built.purchaseToOrder ||
    settings.allow_ratings !== built.allowRatings ||
    !dequal(product, built.product) ||
    !dequal(ratings, built.ratings)
  );
}

/** What the build prerendered the item list from (its island's props). */
export interface BuiltItemList {
  /** The settings the list reads: a URL naming the default sort is the unfiltered list. */
  settings: {filters: boolean; attribute_filter: readonly Id[]; default_sort: string};
  /** The unfiltered first page as built. */
  initialData: ProductPage;
  /** The attribute filter's values as built. */
  initialAttributes: readonly Attribute[];
  /** The unfiltered list's price span as built. */
  initialPriceRange: {min: number; max: number} | null;
}

/**
 * True when the URL's query asks for filters or another sort than the built list's (the list
 * reads them at once, decision 008), or the live unfiltered first page, attribute values or price
 * span differ from the build's. Other query parameters (e.g. `utm_source`) do not count.
 */
export async function itemListDiffers(
  api: ShopApi,
  search: string,
  built: BuiltItemList,
): Promise<boolean> {
  const {
    filters: showFilters,
    attribute_filter: groupIds,
    default_sort: defaultSort,
  } = built.settings;
  const filters = fromSearchParams(new URLSearchParams(search), {defaultSort});
  if (hasFilters(filters) || filters.sort !== defaultSort) return true;
  const query = toProductQuery(filters, []);
  const [page, attributes, prices] = await Promise.all([
    api.listProducts({...query, page: 0}),
    showFilters && groupIds.length > 0 ? api.getAttributes(groupIds) : [],
    showFilters ? api.productPrices(priceRangeQuery(query)) : null,
  ]);
  return (
    !dequal(page, built.initialData) ||
    (showFilters && groupIds.length > 0 && !dequal(attributes, built.initialAttributes)) ||
    (prices !== null && !dequal(priceRange(prices), built.initialPriceRange))
  );
}
