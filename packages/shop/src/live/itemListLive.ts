// Whether the item list's URL or live data differs from what the build prerendered (decision
// 036): a list that is still current need not hydrate at load. No React: the runtime runs this
// before it loads any island code.
import {dequal} from 'dequal/lite';
import {
  priceRange,
  type Attribute,
  type Id,
  type ProductPage,
  type ShopApi,
} from '@schaufenster/core';
import {priceRangeQuery, toProductQuery} from '../ItemList/itemListModel.ts';
import {hasFilters} from '../shopContext/shopContextReducer.ts';
import {fromSearchParams} from '../shopContext/urlQuery.ts';

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
