// Reads the order service's price refusal: the browser sent prices the service's catalogue no
// longer has (the owner changed a price and the site was published again), and the service
// answered 422 with one `price_mismatch` per line, plus `shipping_cost_mismatch` and
// `total_mismatch`, each carrying the catalogue's value as `expected` (euros). The checkout
// re-prices the cart from this and asks the shopper to confirm again, instead of refusing.
import * as v from 'valibot';
import {RequestFailure} from './timedFetch.ts';

/** A line's unit price differs from the catalogue's (`path`: `products.<i>.price_brutto`). */
export const PRICE_MISMATCH = 'price_mismatch';
/** The shipping cost differs from the one the service computes (`path`: `shipping_cost`). */
const SHIPPING_COST_MISMATCH = 'shipping_cost_mismatch';
/** The order total differs from the one the service computes (`path`: `total_price_brutto`). */
export const TOTAL_MISMATCH = 'total_mismatch';

/** The HTTP status of a refused order whose content the service cannot accept. */
const UNPROCESSABLE = 422;

/** An amount in euros as the service sends it (e.g. `1290` or `89.9`). */
const AmountSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/**
 * One error of a refused order-service call, as sent: `code`, an English `message`, optionally the
 * body field's dot `path` and, on the price mismatches, the catalogue's value `expected`. Other
 * fields (a refusal may add its own, e.g. `product`) are kept.
 */
const ServiceErrorSchema = v.looseObject({
  code: v.string(),
  message: v.optional(v.string()),
  path: v.optional(v.string()),
  expected: v.optional(AmountSchema),
});

/** The body of a refused order-service call: `{status: 'error', errors: [...]}`. */
const ServiceRefusalSchema = v.looseObject({
  status: v.literal('error'),
  errors: v.array(ServiceErrorSchema),
});

/** The body of a refused order-service call, as the service sends it (stand-ins build it). */
export type ServiceRefusal = v.InferInput<typeof ServiceRefusalSchema>;

/** A line of the posted order the service priced differently: its index and catalogue price. */
export interface LinePriceCorrection {
  /** Index of the line in the posted order's `products`. */
  index: number;
  /** The catalogue's unit price brutto, in euros. */
  expected: number;
}

/** What the service said the order's prices should be, from a 422 price refusal. */
interface PriceCorrections {
  /** The lines whose unit price the service priced differently, by index, each once. */
  lines: LinePriceCorrection[];
  /** The shipping cost the service computes, when the sent one differs; else null. */
  shippingCost: number | null;
  /** The total the service computes, when the sent one differs; else null. */
  total: number | null;
}

const LINE_PRICE_PATH = /^products\.(0|[1-9]\d*)\.price_brutto$/;

/** The refusal in a failed call's cause chain: its HTTP status and parsed body, or null. */
function refusalOf(error: unknown): {status: number | null; body: unknown} | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof RequestFailure) return {status: current.status, body: current.body};
    current = current.cause;
  }
  return null;
}

/**
 * The price corrections a failed `postOrder` carries: only a 422 whose errors include
 * `price_mismatch`, `shipping_cost_mismatch` or `total_mismatch` with an `expected` value gives
 * any. Null for every other failure (and for a refusal without `expected`, as an older service
 * sends), so the caller shows the spec's "Could not post order" as before.
 */
export function priceCorrectionsOf(error: unknown): PriceCorrections | null {
  const refusal = refusalOf(error);
  if (refusal?.status !== UNPROCESSABLE) return null;
  const parsed = v.safeParse(ServiceRefusalSchema, refusal.body);
  if (!parsed.success) return null;
  const corrections: PriceCorrections = {lines: [], shippingCost: null, total: null};
  const seen = new Set<number>();
  for (const entry of parsed.output.errors) {
    if (entry.expected === undefined) continue;
    if (entry.code === PRICE_MISMATCH) {
      const match = LINE_PRICE_PATH.exec(entry.path ?? '');
      const index = match ? Number(match[1]) : NaN;
      if (!Number.isSafeInteger(index) || seen.has(index)) continue;
      seen.add(index);
      corrections.lines.push({index, expected: entry.expected});
    } else if (entry.code === SHIPPING_COST_MISMATCH) {
      corrections.shippingCost = entry.expected;
    } else if (entry.code === TOTAL_MISMATCH) {
      corrections.total = entry.expected;
    }
  }
  const found =
    corrections.lines.length > 0 || corrections.shippingCost !== null || corrections.total !== null;
  return found ? corrections : null;
}
