export {activeFilterCount, filtersOf, hasFilters, NO_FILTERS} from './shopContextReducer.ts';
export type {ShopContextAction, ShopFilters} from './shopContextReducer.ts';
export {parseId, withoutFilterParams} from './urlQuery.ts';
export {useShopContext} from './useShopContext.ts';
