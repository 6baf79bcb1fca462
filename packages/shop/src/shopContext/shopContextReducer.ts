// The item list's shop context (spec §3 Shop context, §4 "The page number resets to 0 when the
// category, manufacturer or subcategory filter changes"). Pure: tested in node.
import {DEFAULT_PRODUCT_SORT, type Id, type ShopContext} from '@schaufenster/core';

/**
 * The spec's shop context plus the price range the item list filters by (spec §2 Item-list page
 * "filters for … price range"; the spec's context field list has no place for it).
 */
export interface ShopContextState extends ShopContext {
  /** Lowest price shown (own or variant price, decision 009i), inclusive; null: no lower bound. */
  priceMin: number | null;
  /** Highest price shown (own or variant price), inclusive; null means no upper bound. */
  priceMax: number | null;
}

/** The filter and sort part of the context: what the URL query carries (see urlQuery.ts). */
export type ShopFilters = Pick<
  ShopContextState,
  | 'category'
  | 'manufacturer'
  | 'subcategory'
  | 'attributes'
  | 'tags'
  | 'priceMin'
  | 'priceMax'
  | 'sort'
>;

/** What the context starts from: where the shop lives and which sort applies by default. */
export interface ShopContextInit {
  /** The shop's root path (`{storeRootPath}/warenkorb`, spec §2). */
  storeRootPath: string;
  /** The project the shop belongs to (its domain, as the order service knows it). */
  projectName: string;
  /** The shop's default sort (settings `default_sort`). @default 'sort' */
  defaultSort?: string;
  /** The Directus meta request. @default '*' */
  meta?: string;
}

/** Every change the context knows; one `case` each. */
export type ShopContextAction =
  | {type: 'categoryChange'; category: Id | null}
  | {type: 'manufacturerChange'; manufacturer: Id | null}
  | {type: 'subcategoryChange'; subcategory: Id | null}
  | {type: 'attributesChange'; attributes: readonly Id[]}
  | {type: 'tagsChange'; tags: readonly string[]}
  | {type: 'priceRangeChange'; priceMin: number | null; priceMax: number | null}
  | {type: 'sortChange'; sort: string}
  | {type: 'metaChange'; meta: string}
  | {type: 'pageChange'; page: number}
  | {type: 'filtersRestore'; filters: ShopFilters}
  | {type: 'filtersReset'};

/** No filter set: every published product. */
export const NO_FILTERS = {
  category: null,
  manufacturer: null,
  subcategory: null,
  attributes: [],
  tags: [],
  priceMin: null,
  priceMax: null,
} as const satisfies Omit<ShopFilters, 'sort'>;

/** The context at start: no filters, the default sort, page 0. */
export function initialShopContext(init: ShopContextInit): ShopContextState {
  return {
    storeRootPath: init.storeRootPath,
    projectName: init.projectName,
    ...NO_FILTERS,
    attributes: [],
    tags: [],
    sort: init.defaultSort ?? DEFAULT_PRODUCT_SORT,
    meta: init.meta ?? '*',
    page: 0,
  };
}

/** Ids compare by text, as the CMS does for `1` and `"1"`. */
function sameId(a: Id | null, b: Id | null): boolean {
  return a === null || b === null ? a === b : String(a) === String(b);
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, index) => String(value) === String(b[index]));
}

/** A value that must not reach the state: not finite, negative or fractional pages. */
function validPage(page: number): number | null {
  return Number.isInteger(page) && page >= 0 ? page : null;
}

function validPrice(price: number | null): number | null {
  return price !== null && Number.isFinite(price) && price >= 0 ? price : null;
}

/**
 * Sets one taxonomy filter. spec §4: the page goes back to 0 when category, manufacturer or
 * subcategory changes; setting the same id again changes nothing (the state object is kept).
 */
function withTaxon(
  state: ShopContextState,
  field: 'category' | 'manufacturer' | 'subcategory',
  id: Id | null,
): ShopContextState {
  if (sameId(state[field], id)) return state;
  return {...state, [field]: id, page: 0};
}

/**
 * Sets a filter the spec's reset rule does not name (attributes, tags, price, sort). The page
 * goes back to 0 as well: page N of another result set means nothing (decision 009 list).
 */
function withFilter<K extends 'attributes' | 'tags' | 'priceMin' | 'priceMax' | 'sort'>(
  state: ShopContextState,
  patch: Pick<ShopContextState, K>,
): ShopContextState {
  return {...state, ...patch, page: 0};
}

function filtersEqual(state: ShopContextState, filters: ShopFilters): boolean {
  return (
    sameId(state.category, filters.category) &&
    sameId(state.manufacturer, filters.manufacturer) &&
    sameId(state.subcategory, filters.subcategory) &&
    sameList(state.attributes, filters.attributes) &&
    sameList(state.tags, filters.tags) &&
    state.priceMin === filters.priceMin &&
    state.priceMax === filters.priceMax &&
    state.sort === filters.sort
  );
}

/** Replaces every filter at once (URL restore, reset); page 0 unless nothing changed. */
function withFilters(state: ShopContextState, filters: ShopFilters): ShopContextState {
  if (filtersEqual(state, filters)) return state;
  return {
    ...state,
    ...filters,
    attributes: [...filters.attributes],
    tags: [...filters.tags],
    page: 0,
  };
}

/** The filters of a state, for comparisons and the URL. */
export function filtersOf(state: ShopContextState): ShopFilters {
  const {category, manufacturer, subcategory, attributes, tags, priceMin, priceMax, sort} = state;
  return {category, manufacturer, subcategory, attributes, tags, priceMin, priceMax, sort};
}

/** Whether any filter (not the sort) is set, e.g. to offer "reset filters". */
export function hasFilters(state: ShopFilters): boolean {
  return (
    state.category !== null ||
    state.manufacturer !== null ||
    state.subcategory !== null ||
    state.attributes.length > 0 ||
    state.tags.length > 0 ||
    state.priceMin !== null ||
    state.priceMax !== null
  );
}

/**
 * How many filters are set, as the phone's "Filter (n)" button shows it: each select, the price
 * range once, and each attribute and tag.
 */
export function activeFilterCount(state: ShopFilters): number {
  return (
    Number(state.category !== null) +
    Number(state.manufacturer !== null) +
    Number(state.subcategory !== null) +
    Number(state.priceMin !== null || state.priceMax !== null) +
    state.attributes.length +
    state.tags.length
  );
}

/** The shop context reducer: one case per action, unknown changes leave the state as it is. */
export function shopContextReducer(
  state: ShopContextState,
  action: ShopContextAction,
): ShopContextState {
  switch (action.type) {
    case 'categoryChange':
      return withTaxon(state, 'category', action.category);
    case 'manufacturerChange':
      return withTaxon(state, 'manufacturer', action.manufacturer);
    case 'subcategoryChange':
      return withTaxon(state, 'subcategory', action.subcategory);
    case 'attributesChange':
      if (sameList(state.attributes, action.attributes)) return state;
      return withFilter(state, {attributes: [...action.attributes]});
    case 'tagsChange':
      if (sameList(state.tags, action.tags)) return state;
      return withFilter(state, {tags: [...action.tags]});
    case 'priceRangeChange': {
      const priceMin = validPrice(action.priceMin);
      const priceMax = validPrice(action.priceMax);
      if (state.priceMin === priceMin && state.priceMax === priceMax) return state;
      return withFilter(state, {priceMin, priceMax});
    }
    case 'sortChange':
      if (state.sort === action.sort) return state;
      return withFilter(state, {sort: action.sort});
    case 'metaChange':
      return state.meta === action.meta ? state : {...state, meta: action.meta};
    case 'pageChange': {
      const page = validPage(action.page);
      return page === null || page === state.page ? state : {...state, page};
    }
    case 'filtersRestore':
      return withFilters(state, action.filters);
    case 'filtersReset':
      return withFilters(state, {...NO_FILTERS, attributes: [], tags: [], sort: state.sort});
    default:
      // A caller outside TypeScript may send anything; the state stays as it is.
      return state;
  }
}
