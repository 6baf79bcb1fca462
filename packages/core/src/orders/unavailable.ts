// Reads the order service's "no longer available" refusal (decision 067): a piece in the cart
// sold out meanwhile, and the service answered 409 with one `no_longer_available` error per
// item. The checkout shows the spec's "Could not post order" and, from this, which piece is gone.
import {RequestFailure} from './timedFetch.ts';

/** The error code of the refusal. */
export const NO_LONGER_AVAILABLE = 'no_longer_available';

/** An item the order service could not give: product id and variant id (null without one). */
export interface UnavailableItem {
  /** Product id as text. */
  product: string;
  /** Variant id as text, or null. */
  variant: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The items a failed `postOrder` was refused for as no longer available, from its cause chain;
 * empty for every other failure.
 */
export function unavailableItemsOf(error: unknown): UnavailableItem[] {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof RequestFailure) {
      const errors = isObject(current.body) ? current.body['errors'] : undefined;
      if (current.status !== 409 || !Array.isArray(errors)) return [];
      return errors.flatMap((entry: unknown) =>
        isObject(entry) && entry['code'] === NO_LONGER_AVAILABLE && entry['product'] !== undefined
          ? [
              {
                product: String(entry['product']),
                variant:
                  entry['variant'] === null || entry['variant'] === undefined
                    ? null
                    : String(entry['variant']),
              },
            ]
          : [],
      );
    }
    current = current.cause;
  }
  return [];
}
