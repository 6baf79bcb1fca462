// Ratings visitors left through the order service. On a site built from fixtures the service is the
// only place a visitor's rating lives: it keeps each one `pending` until the owner publishes it,
// then answers it from `GET /ecom/ratings?product=<id>`. The static shop API adds those to the
// catalogue's ratings when it reads a product's ratings (staticShopApi.ts). Built like the live
// stock read (liveStock.ts): short, and a failed read only leaves the catalogue's ratings.
import * as v from 'valibot';
import type {Id} from '../model/common.ts';
import {isPublishedRating, ProductRatingSchema, type ProductRating} from '../model/product.ts';
import {sameId} from '../shopApi/productFilter.ts';
import {fetchJson, isJsonObject, type FetchLike} from './timedFetch.ts';

/** The order service's ratings read, relative to its base URL. */
const RATINGS_PATH = '/ecom/ratings';

/** Time limit of a ratings read, in ms: short, the catalogue's ratings are a fine answer. */
const RATINGS_TIMEOUT_MS = 5_000;

/** How long one ratings read answers again for the same product, in ms. */
const RATINGS_FRESH_MS = 5_000;

/** Options of a ratings read. */
export interface ServiceRatingsOptions {
  /** The order service (`ORDER_API_URL`); '' for the site's own origin. */
  baseUrl: string;
  /** The project whose ratings are read. */
  project: string;
  /** Fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Time limit in ms. @default RATINGS_TIMEOUT_MS */
  timeoutMs?: number;
}

/**
 * Reads the published ratings the order service holds for `productId`. An entry that is not a
 * valid rating of that product, or not published, is left out. Rejects on a network error, a
 * timeout, an HTTP error or an answer that is not `{status: 'ok', ratings: [...]}`.
 */
export async function fetchServiceRatings(
  productId: Id,
  options: ServiceRatingsOptions,
): Promise<ProductRating[]> {
  const query = new URLSearchParams({product: String(productId), project: options.project});
  const answer = await fetchJson({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    url: `${options.baseUrl.replace(/\/+$/, '')}${RATINGS_PATH}?${query.toString()}`,
    init: {method: 'GET', headers: {Accept: 'application/json'}},
    timeoutMs: options.timeoutMs ?? RATINGS_TIMEOUT_MS,
  });
  if (!isJsonObject(answer) || answer['status'] !== 'ok' || !Array.isArray(answer['ratings'])) {
    throw new Error('Ratings: the answer is not {status: ok, ratings}');
  }
  return answer['ratings'].flatMap((entry: unknown) => {
    const parsed = v.safeParse(ProductRatingSchema, entry);
    if (!parsed.success) return [];
    const rating = parsed.output;
    return sameId(rating.product, productId) && isPublishedRating(rating) ? [rating] : [];
  });
}

/** Options of {@link serviceRatingsReader}. */
export interface ServiceRatingsReaderOptions extends ServiceRatingsOptions {
  /**
   * Called once, on the first failed read, with its error; the page keeps the catalogue's
   * ratings. @default console.warn
   */
  onError?: (error: unknown) => void;
}

/** Reads one product's ratings from the order service; never rejects (see the reader). */
export type ServiceRatings = (productId: Id) => Promise<ProductRating[]>;

/**
 * The order service's published ratings of a product, or none when the read fails (logged once):
 * the service must never cost the visitor the ratings the catalogue has. The item page's live
 * check and its rating list read one product right after each other: one read serves both while
 * it is fresh.
 */
export function serviceRatingsReader(options: ServiceRatingsReaderOptions): ServiceRatings {
  const onError =
    options.onError ??
    ((error: unknown) =>
      console.warn('Shop data: the order service’s ratings are unavailable', error));
  let logged = false;
  const recent = new Map<string, {at: number; ratings: Promise<ProductRating[]>}>();
  const read = async (productId: Id): Promise<ProductRating[]> => {
    try {
      return await fetchServiceRatings(productId, options);
    } catch (error) {
      if (!logged) {
        logged = true;
        onError(error);
      }
      return [];
    }
  };
  return (productId) => {
    const key = String(productId);
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && now - kept.at < RATINGS_FRESH_MS) return kept.ratings;
    const ratings = read(productId);
    recent.set(key, {at: now, ratings});
    return ratings;
  };
}

/**
 * The catalogue's ratings with the service's added, less any the catalogue holds already as its
 * CMS copy (a site built from Directus, where the service's sync writes each rating with its
 * `origin_id`): a service rating whose `origin_id` or id is a catalogue rating's `origin_id`, or
 * whose id is a catalogue rating's id.
 */
export function withServiceRatings(
  catalogue: readonly ProductRating[],
  service: readonly ProductRating[],
): ProductRating[] {
  const ids = new Set(catalogue.map((rating) => String(rating.id)));
  const origins = new Set(
    catalogue.flatMap((rating) => (rating.origin_id ? [rating.origin_id] : [])),
  );
  const known = (rating: ProductRating) =>
    ids.has(String(rating.id)) ||
    origins.has(String(rating.id)) ||
    (rating.origin_id !== undefined && origins.has(rating.origin_id));
  return [...catalogue, ...service.filter((rating) => !known(rating))];
}
