// Live stock from the order service's ledger (decision 067): the catalogue's stock is the count at
// build time, the service's is what is left now. A shop data source wrapped by `withLiveStock`
// reads a product's stock from `GET /ecom/stock`, so an item page built before the last piece
// sold shows it as sold once the page loads.
import type {Id} from '../model/common.ts';
import type {Product} from '../model/product.ts';
import type {ShopApi} from '../shopApi/types.ts';
import {fetchJson, isJsonObject, type FetchLike} from './timedFetch.ts';

/** The order service's stock read, relative to its base URL. */
const STOCK_PATH = '/ecom/stock';

/** The most ids one stock read may name (the service refuses more). */
const STOCK_IDS_MAX = 50;

/** Time limit of a stock read, in ms: short, the catalogue's stock is a fine answer meanwhile. */
const STOCK_TIMEOUT_MS = 5_000;

/** How long one stock read answers again for the same product, in ms. */
const STOCK_FRESH_MS = 5_000;

/** One product's live stock: null where the service does not count it. */
export interface LiveStock {
  /** Pieces of the product itself left; null when its stock is not counted. */
  available: number | null;
  /** Pieces left per variant id; a variant left out keeps the catalogue's count. */
  variants: Readonly<Record<string, number | null>>;
}

/** Options of a stock read. */
export interface LiveStockOptions {
  /** The order service (`ORDER_API_URL`); '' for the site's own origin. */
  baseUrl: string;
  /** The project whose ledger is read. */
  project: string;
  /** Fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Time limit in ms. @default STOCK_TIMEOUT_MS */
  timeoutMs?: number;
}

const isCount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function parseEntry(value: unknown): LiveStock | null {
  if (!isJsonObject(value) || !isCount(value['available'])) return null;
  const variants: Record<string, number | null> = {};
  const given = value['variants'];
  if (isJsonObject(given)) {
    for (const [id, count] of Object.entries(given)) if (isCount(count)) variants[id] = count;
  }
  return {available: value['available'], variants};
}

/**
 * Reads the live stock of up to {@link STOCK_IDS_MAX} products, by product id as text; ids the
 * service does not know are left out. Rejects on a network error, a timeout, an HTTP error or an
 * answer that is not `{status: 'ok', stock}`.
 */
export async function fetchLiveStock(
  ids: readonly Id[],
  options: LiveStockOptions,
): Promise<Record<string, LiveStock>> {
  const unique = [...new Set(ids.map(String))].slice(0, STOCK_IDS_MAX);
  if (unique.length === 0) return {};
  const query = new URLSearchParams({project: options.project, ids: unique.join(',')});
  const answer = await fetchJson({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    url: `${options.baseUrl.replace(/\/+$/, '')}${STOCK_PATH}?${query.toString()}`,
    init: {method: 'GET', headers: {Accept: 'application/json'}, cache: 'no-store'},
    timeoutMs: options.timeoutMs ?? STOCK_TIMEOUT_MS,
  });
  if (!isJsonObject(answer) || answer['status'] !== 'ok' || !isJsonObject(answer['stock'])) {
    throw new Error('Stock: the answer is not {status: ok, stock}');
  }
  const stock: Record<string, LiveStock> = {};
  for (const [id, value] of Object.entries(answer['stock'])) {
    const entry = parseEntry(value);
    if (entry) stock[id] = entry;
  }
  return stock;
}

/**
 * The product with the live counts laid over the catalogue's: the product's own where the service
 * counts it, each variant's where the service names it. Without an entry, the product as it was.
 */
export function overlayLiveStock(product: Product, live: LiveStock | undefined): Product {
  if (live === undefined) return product;
  const stock = live.available ?? product.stock;
  let variantsChanged = false;
  const variants = product.variants.map((variant) => {
    const count = live.variants[String(variant.id)];
    if (count === undefined || count === null || count === variant.stock) return variant;
    variantsChanged = true;
    return {...variant, stock: count};
  });
  if (stock === product.stock && !variantsChanged) return product;
  return {...product, stock, variants};
}

/** Options of {@link withLiveStock}. */
export interface WithLiveStockOptions extends LiveStockOptions {
  /**
   * Called once, on the first failed stock read, with its error; the page keeps the catalogue's
   * stock. @default console.warn
   */
  onError?: (error: unknown) => void;
}

/**
 * A shop data source whose `getProduct` carries the order service's live stock. A failed stock
 * read keeps the catalogue's stock (logged once): the stock read must never cost the visitor
 * the product. Lists keep the catalogue's stock; the checkout's order is the last word there.
 */
export function withLiveStock(api: ShopApi, options: WithLiveStockOptions): ShopApi {
  const onError =
    options.onError ??
    ((error: unknown) =>
      console.warn('Shop data: live stock unavailable, showing the catalogue stock', error));
  let logged = false;
  // The item page's live check and its island read one product right after each other: one
  // stock read serves both while it is fresh.
  const recent = new Map<string, {at: number; stock: Promise<LiveStock | undefined>}>();
  const read = async (id: Id): Promise<LiveStock | undefined> => {
    try {
      return (await fetchLiveStock([id], options))[String(id)];
    } catch (error) {
      if (!logged) {
        logged = true;
        onError(error);
      }
      return undefined;
    }
  };
  const liveStock = (id: Id): Promise<LiveStock | undefined> => {
    const key = String(id);
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && now - kept.at < STOCK_FRESH_MS) return kept.stock;
    const stock = read(id);
    recent.set(key, {at: now, stock});
    return stock;
  };
  return {
    getSettings: (domain) => api.getSettings(domain),
    listProducts: (query) => api.listProducts(query),
    randomProducts: (limit) => api.randomProducts(limit),
    productPrices: (query) => api.productPrices(query),
    getRatings: (productId) => api.getRatings(productId),
    getAttributes: (groupIds) => api.getAttributes(groupIds),
    async getProduct(id) {
      // Both reads at once: the stock read adds no wait to the product's.
      const [product, live] = await Promise.all([api.getProduct(id), liveStock(id)]);
      return product === null ? null : overlayLiveStock(product, live);
    },
  };
}
