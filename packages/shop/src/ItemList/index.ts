export {ItemList} from './ItemList.tsx';
export type {ItemListProps, ItemListSettings} from './ItemList.tsx';
export {
  attributeFilterGroups,
  filterOptionsOf,
  nextPageParam,
  priceRangeQuery,
  SORT_OPTIONS,
  subcategoryOptions,
  toProductQuery,
} from './itemListModel.ts';
export type {
  AttributeFilterGroup,
  FilterOptions,
  FilterOptionSource,
  SubcategoryOption,
} from './itemListModel.ts';
