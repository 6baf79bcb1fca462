// The answer to an order whose stock ran out since the visitor put it in the cart (decision 067):
// 409 with one `no_longer_available` error per missing item, naming it, so the checkout can say
// which piece is gone next to the spec's "Could not post order" and keep the cart.
import {NO_LONGER_AVAILABLE} from '@schaufenster/core';
import {failure, type ServiceError, type ServiceReply} from '../http/reply.ts';
import type {StockRefusal} from './ledger.ts';

/** A refused line: the error plus the item's ids and the pieces still there. */
interface UnavailableError extends ServiceError {
  /** Product id as text. */
  product: string;
  /** Variant id as text, or null. */
  variant: string | null;
  /** Pieces still available (0 when none). */
  available: number;
}

/** The 409 answer of `refusal`. */
export function noLongerAvailable(refusal: StockRefusal): ServiceReply {
  const errors: UnavailableError[] = refusal.lines.map((line) => ({
    code: NO_LONGER_AVAILABLE,
    message:
      line.available > 0
        ? `Only ${line.available} of ${line.name} ${line.available === 1 ? 'is' : 'are'} still available`
        : `${line.name} is no longer available`,
    path: `products.${line.index}.count`,
    product: line.product,
    variant: line.variant,
    available: line.available,
  }));
  return failure(409, errors);
}
