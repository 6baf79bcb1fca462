// Live shop data with the static catalogue as a safety net (decision 008): when Directus cannot
// be reached, the shop keeps working from the data the build wrote.
import {RequestFailure} from '../orders/timedFetch.ts';
import type {Id} from '../model/common.ts';
import type {ProductQuery, ShopApi} from './types.ts';

// Gateway answers mean the CMS behind the proxy is down: treat them like no answer.
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** Whether an error (or any error in its `cause` chain) means the server could not be reached. */
export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current != null && depth < 10; depth += 1) {
    if (current instanceof RequestFailure) {
      return (
        current.kind === 'network' ||
        (current.kind === 'http' && UNREACHABLE_STATUSES.has(current.status ?? 0))
      );
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** Options of the fallback shop API. */
export interface FallbackShopApiOptions {
  /** Called once, on the first fallback, with the primary's error. @default console.warn */
  onFallback?: (error: unknown) => void;
}

/**
 * A ShopApi that asks `primary` and, when it is unreachable (network error, timeout, 502-504),
 * answers from `fallback`. Other errors (bad data, 4xx) are passed on. Logs the first fallback.
 */
export function createFallbackShopApi(
  primary: ShopApi,
  fallback: ShopApi,
  options: FallbackShopApiOptions = {},
): ShopApi {
  const onFallback =
    options.onFallback ??
    ((error: unknown) =>
      console.warn('Shop data: CMS unreachable, using the static catalogue', error));
  let logged = false;

  function withFallback<A extends unknown[], R>(call: (api: ShopApi, ...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        if (!logged) {
          logged = true;
          onFallback(error);
        }
        return call(fallback, ...args);
      }
    };
  }

  return {
    getSettings: withFallback((api, domain: string) => api.getSettings(domain)),
    listProducts: withFallback((api, query: ProductQuery) => api.listProducts(query)),
    randomProducts: withFallback((api, limit: number) => api.randomProducts(limit)),
    getProduct: withFallback((api, id: Id) => api.getProduct(id)),
    productPrices: withFallback((api, query: ProductQuery) => api.productPrices(query)),
    getRatings: withFallback((api, productId: Id) => api.getRatings(productId)),
    getAttributes: withFallback((api, groupIds: readonly Id[]) => api.getAttributes(groupIds)),
  };
}
