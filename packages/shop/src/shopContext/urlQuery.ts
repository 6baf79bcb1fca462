// The item list's filters in the URL query, so a filtered list can be shared and reloaded. Pure:
// tested in node.
import {DEFAULT_PRODUCT_SORT, isProductSort, type Id} from '@schaufenster/core';
import {NO_FILTERS, type ShopFilters} from './shopContextReducer.ts';

/** Query parameter per filter; lists repeat their key (`attribute=3&attribute=7`). */
const URL_QUERY_KEYS = {
  category: 'category',
  manufacturer: 'manufacturer',
  subcategory: 'subcategory',
  attributes: 'attribute',
  tags: 'tag',
  priceMin: 'price_min',
  priceMax: 'price_max',
  sort: 'sort',
} as const satisfies Record<keyof ShopFilters, string>;

/** Options of the URL mapping. */
export interface UrlQueryOptions {
  /** The sort that is left out of the URL and used when it names none. @default 'sort' */
  defaultSort?: string;
}

// Ids come from the CMS: integers or UUID-like strings. Anything else in a URL is ignored.
const NUMERIC_ID = /^\d{1,15}$/;
const STRING_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const MAX_TAG_LENGTH = 100;
const MAX_LIST_LENGTH = 50;

/** An id from the URL: digits become a number, other safe text stays a string; else null. */
export function parseId(value: string | null): Id | null {
  const text = value?.trim() ?? '';
  if (NUMERIC_ID.test(text)) return Number(text);
  return STRING_ID.test(text) ? text : null;
}

function parsePrice(value: string | null): number | null {
  const text = value?.trim() ?? '';
  return PRICE.test(text) ? Number(text) : null;
}

function unique<T>(values: readonly T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = String(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function parseIds(values: readonly string[]): Id[] {
  const ids = values.map(parseId).filter((id): id is Id => id !== null);
  return unique(ids).slice(0, MAX_LIST_LENGTH);
}

function parseTags(values: readonly string[]): string[] {
  const tags = values.map((tag) => tag.trim()).filter((tag) => tag !== '');
  return unique(tags.filter((tag) => tag.length <= MAX_TAG_LENGTH)).slice(0, MAX_LIST_LENGTH);
}

/**
 * The filters a URL query names. Missing, unknown or invalid values fall back to "no filter"
 * (or the default sort); a price range whose minimum exceeds its maximum is dropped whole.
 */
export function fromSearchParams(
  params: URLSearchParams,
  {defaultSort = DEFAULT_PRODUCT_SORT}: UrlQueryOptions = {},
): ShopFilters {
  let priceMin = parsePrice(params.get(URL_QUERY_KEYS.priceMin));
  let priceMax = parsePrice(params.get(URL_QUERY_KEYS.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    priceMin = null;
    priceMax = null;
  }
  const sort = params.get(URL_QUERY_KEYS.sort);
  return {
    ...NO_FILTERS,
    category: parseId(params.get(URL_QUERY_KEYS.category)),
    manufacturer: parseId(params.get(URL_QUERY_KEYS.manufacturer)),
    subcategory: parseId(params.get(URL_QUERY_KEYS.subcategory)),
    attributes: parseIds(params.getAll(URL_QUERY_KEYS.attributes)),
    tags: parseTags(params.getAll(URL_QUERY_KEYS.tags)),
    priceMin,
    priceMax,
    sort: isProductSort(sort) ? sort : defaultSort,
  };
}

/** The URL query of the filters: only what is set, the default sort left out, in fixed order. */
export function toSearchParams(
  filters: ShopFilters,
  {defaultSort = DEFAULT_PRODUCT_SORT}: UrlQueryOptions = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== null) params.set(URL_QUERY_KEYS.category, String(filters.category));
  if (filters.manufacturer !== null) {
    params.set(URL_QUERY_KEYS.manufacturer, String(filters.manufacturer));
  }
  if (filters.subcategory !== null) {
    params.set(URL_QUERY_KEYS.subcategory, String(filters.subcategory));
  }
  for (const id of filters.attributes) params.append(URL_QUERY_KEYS.attributes, String(id));
  for (const tag of filters.tags) params.append(URL_QUERY_KEYS.tags, tag);
  if (filters.priceMin !== null) params.set(URL_QUERY_KEYS.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) params.set(URL_QUERY_KEYS.priceMax, String(filters.priceMax));
  if (filters.sort !== defaultSort) params.set(URL_QUERY_KEYS.sort, filters.sort);
  return params;
}

/** Removes the filter parameters from a query, keeping every other parameter. */
export function withoutFilterParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const key of Object.values(URL_QUERY_KEYS)) rest.delete(key);
  return rest;
}

/**
 * A page's query with the filters written in: other parameters (e.g. tracking or a story id)
 * stay as they were, the filter parameters follow them.
 */
export function mergeSearchParams(
  current: URLSearchParams,
  filters: ShopFilters,
  options: UrlQueryOptions = {},
): URLSearchParams {
  const merged = withoutFilterParams(current);
  for (const [key, value] of toSearchParams(filters, options)) merged.append(key, value);
  return merged;
}
