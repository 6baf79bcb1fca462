// The owner's stock corrections (`npm run orders -- stock <product> --adjust <+N|-N>`): an
// `adjust` movement in the ledger whose cause names the owner and the reason, refused when it
// would take an item below 0 pieces or when the content does not count the item's stock. Also the
// item's latest movements, which `stock <product>` shows under the pieces available.
import type {DatabaseSync} from 'node:sqlite';
import * as v from 'valibot';
import type {ServiceContext} from '../handlers/context.ts';
import {parseBody, refuse, type ServiceReply} from '../http/reply.ts';

/** Largest correction one command may make, in pieces either way. */
export const MAX_ADJUSTMENT = 1_000_000;
/** Longest reason kept with a correction. */
export const MAX_REASON_LENGTH = 200;
/** Movements `stock <product>` shows, newest first. */
const RECENT_MOVEMENTS = 10;

/** The body of `POST /owner/stock/:product/adjust`. */
const AdjustSchema = v.object({
  variant: v.optional(
    v.nullable(v.union([v.pipe(v.string(), v.trim(), v.maxLength(100)), v.number()])),
  ),
  quantity: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(-MAX_ADJUSTMENT),
    v.maxValue(MAX_ADJUSTMENT),
    v.check((value) => value !== 0, 'An adjustment is not 0'),
  ),
  reason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_REASON_LENGTH),
      v.regex(/^[^\p{Cc}]*$/u, 'A reason is one line of text'),
    ),
  ),
});

/** One movement as the owner sees it. */
interface Movement {
  variant: string | null;
  kind: string;
  quantity: number;
  cause: string;
  createdAt: string;
}

/** The latest `limit` movements of `product` (all its variants), newest first. */
export function recentMovements(
  db: DatabaseSync,
  product: string,
  limit = RECENT_MOVEMENTS,
): Movement[] {
  const rows = db
    .prepare(
      `SELECT variant, kind, quantity, cause, created_at FROM stock_movements WHERE product = ?
       ORDER BY id DESC LIMIT ?`,
    )
    .all(product, limit) as {
    variant: string;
    kind: string;
    quantity: number;
    cause: string;
    created_at: string;
  }[];
  return rows.map((row) => ({
    variant: row.variant === '' ? null : row.variant,
    kind: row.kind,
    quantity: Number(row.quantity),
    cause: row.cause,
    createdAt: row.created_at,
  }));
}

/** Thrown inside the transaction to roll it back with the answer. */
class Refused extends Error {
  readonly reply: ServiceReply;
  constructor(reply: ServiceReply) {
    super('refused');
    this.reply = reply;
  }
}

/**
 * Corrects the stock of `product` by the body's `quantity` (in `variant` for a product with
 * variants) in one transaction, so the check and the movement see the same pieces. The answer is
 * the item's pieces after it; 404 for an unknown product or variant, 409 when the item is not
 * counted or would go below 0.
 */
export function adjustStock(context: ServiceContext, product: string, body: unknown): ServiceReply {
  const parsed = parseBody(AdjustSchema, body);
  if (!parsed.ok) return parsed.reply;
  const {quantity, reason} = parsed.value;
  const given = parsed.value.variant;
  const known = context.catalogue.products.find((entry) => String(entry.id) === product);
  if (!known) return refuse(404, 'unknown_product', `No product ${product}`);
  let variant = '';
  if (known.variants.length > 0) {
    if (given === undefined || given === null || given === '') {
      return refuse(400, 'invalid', `Name the variant of ${known.display_name}`, 'variant');
    }
    const chosen = known.variants.find((entry) => String(entry.id) === String(given));
    if (!chosen)
      return refuse(404, 'unknown_variant', `Product ${product} has no variant ${given}`);
    variant = String(chosen.id);
  } else if (given !== undefined && given !== null && given !== '') {
    return refuse(400, 'invalid', `${known.display_name} has no variants`, 'variant');
  }
  const item = variant === '' ? `product ${product}` : `product ${product} variant ${variant}`;
  const cause = reason ? `owner: ${reason}` : 'owner';
  try {
    const available = context.store.transaction(() => {
      const before = context.orders.ledger.available(product, variant);
      if (before === null) {
        throw new Refused(
          refuse(409, 'not_counted', `The content counts no stock of ${item}; set one there first`),
        );
      }
      if (quantity < 0 && before + quantity < 0) {
        throw new Refused(
          refuse(
            409,
            'below_zero',
            `${item} has ${before} ${before === 1 ? 'piece' : 'pieces'} in stock; taking ${-quantity} would leave ${before + quantity}`,
          ),
        );
      }
      context.orders.ledger.adjust(product, variant, quantity, cause);
      return before + quantity;
    });
    return {
      status: 200,
      body: {status: 'ok', product, variant: variant === '' ? null : variant, available},
    };
  } catch (error) {
    if (error instanceof Refused) return error.reply;
    throw error;
  }
}
