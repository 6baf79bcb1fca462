// The Directus REST requests of the shop, as pure URL builders (spec §7 Content reads;
// decision 008). Filters are sent as JSON in `filter`, except settings, which use the bracket
// form; both are Directus syntax.
import {FILES_JUNCTION_FIELD} from '../directus/fields.ts';
import type {Id} from '../model/common.ts';
import {normalisePage} from './paging.ts';
import {activeAttributeGroups, resolveSort} from './productFilter.ts';
import {PRODUCT_PAGE_SIZE, type ProductQuery} from './types.ts';

/** A Directus filter object (`{field: {_eq: value}}`, `{_and: [...]}`, …). */
type DirectusFilter = Readonly<Record<string, unknown>>;

/** Fields of the item list (spec §3 Product list fields); variants come as product_variants. */
export const PRODUCT_LIST_FIELDS = [
  'id',
  'display_name',
  'slug',
  'images.*',
  `images.${FILES_JUNCTION_FIELD}.*`,
  'manufacturer.id',
  'manufacturer.display_name',
  'manufacturer.slug',
  'manufacturer.translations.*',
  'category.id',
  'category.display_name',
  'category.slug',
  'category.translations.*',
  'stock',
  'product_variants.price_brutto',
  'ratings.rating',
  'price_brutto',
  'translations.language',
  'translations.display_name',
] as const;

/** Fields of the price query ("prices only", spec §7). */
const PRODUCT_PRICE_FIELDS = ['id', 'price_brutto', 'product_variants.price_brutto'] as const;

/** Fields of the item page (spec §3 Product detail). */
const PRODUCT_DETAIL_FIELDS = [
  '*',
  'images.*',
  `images.${FILES_JUNCTION_FIELD}.*`,
  'manufacturer.*',
  'manufacturer.translations.*',
  'category.*',
  'category.translations.*',
  'subcategories.subcategory_id.*',
  'subcategories.subcategory_id.translations.*',
  'project.domain',
  'attributes.group.*',
  'attributes.group.translations.*',
  'attributes.display_values.*',
  'attributes.display_values.translations.*',
  'variants.*',
  'variants.translations.*',
  'personalization.*',
  'personalization.translations.*',
  'personalization.fields.*',
  'personalization.fields.translations.*',
  'size_guide.*',
  'size_guide.translations.*',
  'ratings.rating',
  'translations.*',
] as const;

/** Fields of the shop settings (spec §3 Shop settings field list). */
const SETTINGS_FIELDS = [
  '*',
  'project.domain',
  'payment_methods.*',
  'payment_methods.translations.*',
  'shipping_methods.*',
  'shipping_methods.translations.*',
  'shipping_countries.*',
  'shipping_countries.translations.*',
  'legal_pages.*',
  'legal_pages.translations.*',
  'bank_details.*',
  'shipping_methods_config.*',
  'shipping_methods_config.payment_methods.*',
  'shipping_methods_config.translations.*',
  'translations.*',
] as const;

/** Fields of a rating; `status` as the build reads it, so a page as built equals one read live. */
const RATING_FIELDS = [
  'id',
  'product',
  'rating',
  'name',
  'comment',
  'date_created',
  'status',
] as const;

/** Fields of an attribute with its group. */
const ATTRIBUTE_FIELDS = [
  'id',
  'display_value',
  'sort',
  'translations.*',
  'attribute_group.id',
  'attribute_group.display_name',
  'attribute_group.translations.*',
] as const;

/** A published rating: only those are shown, counted and averaged. */
const PUBLISHED_RATING: DirectusFilter = {status: {_eq: 'published'}};

// The list reads the `variants` relation under the spec's name product_variants, active only,
// as `toProductListItem` projects it; and only the published ones of its `ratings`, so its
// average counts no pending or rejected rating.
const VARIANTS_ALIAS: [string, string] = ['alias[product_variants]', 'variants'];
const LIST_DEEP: [string, string] = [
  'deep',
  JSON.stringify({
    product_variants: {_filter: {active: {_eq: true}}},
    ratings: {_filter: PUBLISHED_RATING},
  }),
];
// The price query reads no ratings.
const PRICES_DEEP: [string, string] = [
  'deep',
  JSON.stringify({product_variants: {_filter: {active: {_eq: true}}}}),
];
// The item page reads its product's published ratings only.
const DETAIL_DEEP: [string, string] = [
  'deep',
  JSON.stringify({ratings: {_filter: PUBLISHED_RATING}}),
];

type Params = [string, string][];

function itemsUrl(baseUrl: string, collection: string, params: Params): string {
  const search = new URLSearchParams(params).toString();
  return `${baseUrl.replace(/\/+$/, '')}/items/${collection}?${search}`;
}

function filterParam(filter: DirectusFilter): [string, string] {
  return ['filter', JSON.stringify(filter)];
}

function fieldsParam(fields: readonly string[]): [string, string] {
  return ['fields', fields.join(',')];
}

/** Conditions every shop product read carries: published (spec §4) and the project domain. */
function baseProductFilters(domain: string): DirectusFilter[] {
  return [{status: {_eq: 'published'}}, {project: {domain: {_eq: domain}}}];
}

/** The list query's filter; the price range only when `withPrice` (same rules as in memory). */
function productFilter(domain: string, query: ProductQuery, withPrice = true): DirectusFilter {
  const and: DirectusFilter[] = baseProductFilters(domain);
  if (query.category != null) and.push({category: {id: {_eq: query.category}}});
  if (query.manufacturer != null) and.push({manufacturer: {id: {_eq: query.manufacturer}}});
  if (query.subcategory != null) {
    and.push({subcategories: {subcategory_id: {id: {_eq: query.subcategory}}}});
  }
  for (const tag of query.tags ?? []) and.push({tags: {_contains: tag}});
  for (const ids of activeAttributeGroups(query)) {
    and.push({attributes: {display_values: {id: {_in: [...ids]}}}});
  }
  if (withPrice) {
    const range = priceRangeFilter(query.priceMin, query.priceMax);
    if (range.length > 0) and.push({_or: [{_and: range}, {variants: {_and: [ACTIVE, ...range]}}]});
  }
  return {_and: and};
}

/** An active variant (the list shows active variants only). */
const ACTIVE: DirectusFilter = {active: {_eq: true}};

/**
 * The bounds of a price range on `price_brutto`. The list filter asks for them on the product
 * or, in one condition, on one of its active variants: a filter on a to-many relation matches
 * when some related item meets all of it (Directus's implicit `_some`), so a product with a
 * cheap and a dear variant is not taken for one in between (decision 009i "Price filter").
 */
function priceRangeFilter(min: number | null | undefined, max: number | null | undefined) {
  const range: DirectusFilter[] = [];
  if (min != null) range.push({price_brutto: {_gte: min}});
  if (max != null) range.push({price_brutto: {_lte: max}});
  return range;
}

/** `sort` value: the key, then id as tie-break. */
function productSortParam(sort: string | null | undefined): string {
  return `${resolveSort(sort)},id`;
}

/** Settings of one project domain, a single record. */
export function settingsUrl(baseUrl: string, domain: string): string {
  return itemsUrl(baseUrl, 'ecommerce_settings', [
    ['filter[project][domain][_eq]', domain],
    ['limit', '1'],
    fieldsParam(SETTINGS_FIELDS),
  ]);
}

/** One list page: limit 20, page sent as UI page + 1, with meta (spec §7). */
export function productListUrl(baseUrl: string, domain: string, query: ProductQuery): string {
  return itemsUrl(baseUrl, 'ecommerce_product', [
    filterParam(productFilter(domain, query)),
    ['sort', productSortParam(query.sort)],
    ['limit', String(PRODUCT_PAGE_SIZE)],
    ['page', String(normalisePage(query.page) + 1)],
    ['meta', '*'],
    fieldsParam(PRODUCT_LIST_FIELDS),
    VARIANTS_ALIAS,
    LIST_DEEP,
  ]);
}

/** Prices of every product matching the filters: limit -1 (spec §7 "prices only"). */
export function productPricesUrl(baseUrl: string, domain: string, query: ProductQuery): string {
  return itemsUrl(baseUrl, 'ecommerce_product', [
    filterParam(productFilter(domain, query, false)),
    ['sort', 'id'],
    ['limit', '-1'],
    fieldsParam(PRODUCT_PRICE_FIELDS),
    VARIANTS_ALIAS,
    PRICES_DEEP,
  ]);
}

/** Step 1 of the random list: ids of every published product, by id. */
export function randomPoolUrl(baseUrl: string, domain: string): string {
  return itemsUrl(baseUrl, 'ecommerce_product', [
    filterParam({_and: baseProductFilters(domain)}),
    ['sort', 'id'],
    ['limit', '-1'],
    fieldsParam(['id']),
  ]);
}

/** Step 2 of the random list: the picked products' list fields. */
export function productsByIdUrl(baseUrl: string, domain: string, ids: readonly Id[]): string {
  return itemsUrl(baseUrl, 'ecommerce_product', [
    filterParam({_and: [{id: {_in: [...ids]}}, ...baseProductFilters(domain)]}),
    ['limit', String(ids.length)],
    fieldsParam(PRODUCT_LIST_FIELDS),
    VARIANTS_ALIAS,
    LIST_DEEP,
  ]);
}

/** A single published product by id, with every detail field. */
export function productUrl(baseUrl: string, domain: string, id: Id): string {
  return itemsUrl(baseUrl, 'ecommerce_product', [
    filterParam({_and: [{id: {_eq: id}}, ...baseProductFilters(domain)]}),
    ['limit', '1'],
    fieldsParam(PRODUCT_DETAIL_FIELDS),
    DETAIL_DEEP,
  ]);
}

/** Published ratings of one product, newest first. */
export function ratingsUrl(baseUrl: string, productId: Id): string {
  return itemsUrl(baseUrl, 'ecommerce_product_rating', [
    filterParam({_and: [{product: {_eq: productId}}, PUBLISHED_RATING]}),
    ['sort', '-date_created,id'],
    ['limit', '-1'],
    fieldsParam(RATING_FIELDS),
  ]);
}

/** Attributes of the given groups, limit -1 (spec §7). */
export function attributesUrl(baseUrl: string, groupIds: readonly Id[]): string {
  return itemsUrl(baseUrl, 'ecommerce_attribute', [
    filterParam({attribute_group: {id: {_in: [...groupIds]}}}),
    ['sort', 'sort,id'],
    ['limit', '-1'],
    fieldsParam(ATTRIBUTE_FIELDS),
  ]);
}
