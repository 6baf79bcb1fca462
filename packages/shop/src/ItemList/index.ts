export {ItemList} from './ItemList.tsx';
export type {ItemListSettings} from './ItemList.tsx';
export {filterOptionsOf} from './itemListModel.ts';
export type {FilterOptions} from './itemListModel.ts';
