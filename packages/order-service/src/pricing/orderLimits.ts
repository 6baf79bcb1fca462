// Limits of an order beyond core's schema (decision 010e): at most 999 of a line, every amount a
// safe integer number of cents, and a total no larger than the shop's maximum. Without them one
// reorderable product could be ordered 10^304 times, and totals overflowed to Infinity (stored
// as REAL, answered as `"total": null`), so a client total of 1e307 "agreed" with the server's.
import type {OrderPayload} from '@schaufenster/core';
import type {ServiceError} from '../http/reply.ts';
import {MAX_LINE_COUNT} from '../limits.ts';
import {fromCents, safeCents} from './money.ts';

const UNSAFE_AMOUNT = 'Expected an amount in whole cents below 2^53 cents';

/**
 * What in `order` breaks the limits of its shape, as 400 `invalid` errors with the field's
 * path: a line count over 999, an amount whose cents are not a safe integer.
 */
export function orderLimitErrors(order: OrderPayload): ServiceError[] {
  const errors: ServiceError[] = [];
  order.products.forEach((line, index) => {
    if (line.count > MAX_LINE_COUNT) {
      errors.push({
        code: 'invalid',
        message: `Expected at most ${MAX_LINE_COUNT} of one line`,
        path: `products.${index}.count`,
      });
    }
    if (safeCents(line.price_brutto) === null) {
      errors.push({
        code: 'invalid',
        message: UNSAFE_AMOUNT,
        path: `products.${index}.price_brutto`,
      });
    }
  });
  for (const field of ['shipping_cost', 'total_price_brutto'] as const) {
    if (safeCents(order[field]) === null) {
      errors.push({code: 'invalid', message: UNSAFE_AMOUNT, path: field});
    }
  }
  return errors;
}

/**
 * The 422 `total_limit` error when the server's total is over `maxCents` (or not a safe integer
 * at all, which a catalogue price near 2^53 cents could give), else null.
 */
export function totalLimitError(totalCents: number, maxCents: number): ServiceError | null {
  if (Number.isSafeInteger(totalCents) && totalCents <= maxCents) return null;
  return {
    code: 'total_limit',
    message: `The order total is over the shop's maximum of ${fromCents(maxCents).toFixed(2)} EUR`,
    path: 'total_price_brutto',
  };
}

/** The maximum order total in cents; throws a RangeError unless `maxTotal` (EUR) is above 0. */
export function maxTotalCents(maxTotal: number): number {
  const cents = safeCents(maxTotal);
  if (cents === null || cents < 1) {
    throw new RangeError(`The maximum order total must be an amount above 0, not ${maxTotal}`);
  }
  return cents;
}
