// GET /ecom/stock?project=P&ids=103,104: the pieces the ledger has now, so an item page built
// before the last piece sold shows it as sold when it loads (decision 070). Read-only and small
// (at most 50 ids), so it takes no rate-limit bucket, like /health.
import type {StaticCatalogue} from '@schaufenster/core';
import type {ServiceContext} from '../handlers/context.ts';
import {coded, codedRefusal} from '../http/coded.ts';
import type {ServiceReply} from '../http/reply.ts';
import {checkProject} from '../handlers/context.ts';
import type {StockLedger} from './ledger.ts';

/** Most product ids one request may ask for. */
export const MAX_STOCK_IDS = 50;

/** A product id as the query names it: a CMS id (digits or a short key). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The stock of one product: in all, and per variant; null where the content counts none. */
interface LiveStock {
  /** Pieces available (never below 0); for a product with variants, the sum of the counted ones. */
  available: number | null;
  /** Pieces available per variant id; empty for a product without variants. */
  variants: Record<string, number | null>;
}

const atLeastZero = (pieces: number | null) => (pieces === null ? null : Math.max(pieces, 0));

/** The stock of product `id` of `catalogue`, or undefined when the shop does not list it. */
function stockOf(
  catalogue: StaticCatalogue,
  ledger: StockLedger,
  id: string,
): LiveStock | undefined {
  const product = catalogue.products.find((entry) => String(entry.id) === id);
  if (!product) return undefined;
  if (product.variants.length === 0) {
    return {available: atLeastZero(ledger.available(id, '')), variants: {}};
  }
  const variants: Record<string, number | null> = {};
  let total: number | null = null;
  for (const variant of product.variants) {
    const pieces = atLeastZero(ledger.available(id, String(variant.id)));
    variants[String(variant.id)] = pieces;
    if (pieces !== null) total = (total ?? 0) + pieces;
  }
  return {available: total, variants};
}

/** The ids of `?ids=`: comma-separated, trimmed, each once; or the 400 answer. */
function idsOf(given: string | null): string[] | ServiceReply {
  const ids = [
    ...new Set(
      (given ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length === 0)
    return codedRefusal(400, 'invalid', 'ids names at least one product', 'ids');
  if (ids.length > MAX_STOCK_IDS) {
    return codedRefusal(400, 'invalid', `ids names at most ${MAX_STOCK_IDS} products`, 'ids');
  }
  const bad = ids.find((id) => !ID.test(id));
  if (bad !== undefined) {
    return codedRefusal(400, 'invalid', 'ids are product ids separated by commas', 'ids');
  }
  return ids;
}

/** Answers GET /ecom/stock: unknown ids are left out, so nobody learns about unlisted items. */
export function handleStock(query: URLSearchParams, context: ServiceContext): ServiceReply {
  const wrongProject = checkProject(context, query.get('project') ?? '');
  if (wrongProject) return coded(wrongProject);
  const ids = idsOf(query.get('ids'));
  if (!Array.isArray(ids)) return ids;
  const stock: Record<string, LiveStock> = {};
  for (const id of ids) {
    const found = stockOf(context.catalogue, context.orders.ledger, id);
    if (found) stock[id] = found;
  }
  return {status: 200, body: {status: 'ok', stock}};
}
