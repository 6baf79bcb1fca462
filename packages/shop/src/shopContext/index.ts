export {
  activeFilterCount,
  filtersOf,
  hasFilters,
  initialShopContext,
  NO_FILTERS,
  shopContextReducer,
} from './shopContextReducer.ts';
export type {
  ShopContextAction,
  ShopContextInit,
  ShopContextState,
  ShopFilters,
} from './shopContextReducer.ts';
export {
  fromSearchParams,
  mergeSearchParams,
  parseId,
  toSearchParams,
  URL_QUERY_KEYS,
  withoutFilterParams,
} from './urlQuery.ts';
export type {UrlQueryOptions} from './urlQuery.ts';
export {useShopContext} from './useShopContext.ts';
