// ShopApi over Directus REST (spec §7 Content reads, §8 "Could not load settings").
import * as v from 'valibot';
import {FILES_JUNCTION_FIELD} from '../directus/fields.ts';
import type {Id} from '../model/common.ts';
import {
  AttributeSchema,
  ProductListItemSchema,
  ProductRatingSchema,
  ProductSchema,
} from '../model/product.ts';
import {ShopSettingsSchema} from '../model/shop.ts';
import {fetchJson, type FetchLike} from '../orders/timedFetch.ts';
import {pickRandom, type RandomSource} from './catalogueQueries.ts';
import {
  attributesUrl,
  productListUrl,
  productPricesUrl,
  productsByIdUrl,
  productUrl,
  randomPoolUrl,
  ratingsUrl,
  settingsUrl,
} from './directusQuery.ts';
import {normalisePage, pagingMeta} from './paging.ts';
import {sameId} from './productFilter.ts';
import {SETTINGS_ERROR, SHOP_DATA_ERRORS, type ShopApi} from './types.ts';

/** Time limit of one shop-data read in the browser, in ms (decision 008). */
const SHOP_API_TIMEOUT_MS = 15_000;

/** Options of the Directus shop API. */
export interface DirectusShopApiOptions {
  /** Directus base URL, e.g. https://cms.example.com. */
  url: string;
  /** The project domain whose products and settings are read. */
  domain: string;
  /** A read-only access token, when public reads are not allowed. */
  token?: string;
  /** Fetch to use; defaults to the global one. */
  fetch?: FetchLike;
  /** Time limit per request in ms. @default 15000 */
  timeoutMs?: number;
  /** Random source of `randomProducts`. @default Math.random */
  random?: RandomSource;
}

const PriceItemSchema = v.object({
  id: ProductListItemSchema.entries.id,
  price_brutto: ProductListItemSchema.entries.price_brutto,
  product_variants: ProductListItemSchema.entries.product_variants,
});

function dataOf<S extends v.GenericSchema>(item: S) {
  return v.object({data: v.array(item)});
}

const ListResponseSchema = v.object({
  data: v.array(ProductListItemSchema),
  meta: v.object({filter_count: v.pipe(v.number(), v.integer(), v.minValue(0))}),
});

/**
 * A Directus with a many-to-many files field for product images (ours, cms/) answers a junction
 * row per image, `{directus_files_id: file}`: each becomes its file, as the build reads them
 * (core's directus/normalise.ts, which the browser does not load for this alone).
 */
function unwrapFileJunctions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapFileJunctions);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const file = record[FILES_JUNCTION_FIELD];
  if (file !== null && typeof file === 'object' && !Array.isArray(file)) return file;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(record)) result[key] = unwrapFileJunctions(entry);
  return result;
}

/** A ShopApi reading live data from Directus; failures keep the reason as `cause`. */
export function createDirectusShopApi(options: DirectusShopApiOptions): ShopApi {
  const {url, domain} = options;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? SHOP_API_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const headers: Record<string, string> = {Accept: 'application/json'};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  async function read<S extends v.GenericSchema>(
    requestUrl: string,
    schema: S,
    message: string,
  ): Promise<v.InferOutput<S>> {
    try {
      const body = await fetchJson({
        fetch: doFetch,
        url: requestUrl,
        init: {method: 'GET', headers},
        timeoutMs,
      });
      return v.parse(schema, unwrapFileJunctions(body));
    } catch (error) {
      throw new Error(message, {cause: error});
    }
  }

  return {
    async getSettings(settingsDomain) {
      const {data} = await read(
        settingsUrl(url, settingsDomain),
        dataOf(ShopSettingsSchema),
        SETTINGS_ERROR,
      );
      // spec §8: an empty answer is as much a failure as a failed fetch.
      const settings = data[0];
      if (!settings) throw new Error(SETTINGS_ERROR);
      return settings;
    },
    async listProducts(query) {
      const page = normalisePage(query.page);
      const {data, meta} = await read(
        productListUrl(url, domain, {...query, page}),
        ListResponseSchema,
        SHOP_DATA_ERRORS.products,
      );
      return {data, meta: pagingMeta(page, meta.filter_count, data.length)};
    },
    async randomProducts(limit) {
      // Directus has no random sort: read the ids, pick, then read the picked ones (decision 008).
      const pool = await read(
        randomPoolUrl(url, domain),
        dataOf(v.object({id: ProductSchema.entries.id})),
        SHOP_DATA_ERRORS.random,
      );
      const ids = pickRandom(
        pool.data.map((item) => item.id),
        limit,
        random,
      );
      if (ids.length === 0) return [];
      const {data} = await read(
        productsByIdUrl(url, domain, ids),
        dataOf(ProductListItemSchema),
        SHOP_DATA_ERRORS.random,
      );
      return ids.flatMap((id) => data.filter((item) => sameId(item.id, id)));
    },
    async getProduct(id: Id) {
      const {data} = await read(
        productUrl(url, domain, id),
        dataOf(ProductSchema),
        SHOP_DATA_ERRORS.product,
      );
      return data[0] ?? null;
    },
    async productPrices(query) {
      const {data} = await read(
        productPricesUrl(url, domain, query),
        dataOf(PriceItemSchema),
        SHOP_DATA_ERRORS.prices,
      );
      return data;
    },
    async getRatings(productId) {
      const {data} = await read(
        ratingsUrl(url, productId),
        dataOf(ProductRatingSchema),
        SHOP_DATA_ERRORS.ratings,
      );
      return data;
    },
    async getAttributes(groupIds) {
      // An empty `_in` list is not a filter Directus handles the same everywhere: skip the call.
      if (groupIds.length === 0) return [];
      const {data} = await read(
        attributesUrl(url, groupIds),
        dataOf(AttributeSchema),
        SHOP_DATA_ERRORS.attributes,
      );
      return data;
    },
  };
}
