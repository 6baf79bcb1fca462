// How an order loses its person (decision 075): the erasure on request and the retention sweep
// both change an order's columns with `anonymisedOrder`, so an order anonymised either way looks
// the same and a second pass finds nothing more to change.
import {erasedAddress, normalised} from './records.ts';

type Json = unknown;

/** `value` with every string equal to `email` (trimmed, any case) replaced by `pseudonym`. */
function replaceAddress(value: Json, email: string, pseudonym: string): Json {
  if (typeof value === 'string') return normalised(value) === email ? pseudonym : value;
  if (Array.isArray(value)) return value.map((entry) => replaceAddress(entry, email, pseudonym));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, replaceAddress(entry, email, pseudonym)]),
    );
  }
  return value;
}

const objectOf = (value: Json): Record<string, Json> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, Json>)
    : null;

/** An address without its phone number, or (past the retention) with only its country. */
function strippedAddress(value: Json, full: boolean): Json {
  const address = objectOf(value);
  if (address === null) return value;
  if (full) return 'country_code' in address ? {country_code: address['country_code']} : {};
  const {phone: _phone, ...rest} = address;
  return rest;
}

/** Items without their personalisation (an engraving may name a person). */
const withoutPersonalisation = (items: Json): Json =>
  Array.isArray(items)
    ? items.map((item) => {
        const line = objectOf(item);
        return line === null || !('personalization' in line)
          ? item
          : {...line, personalization: {}};
      })
    : items;

/**
 * The order columns after the erasure: within the retention the e-mail address (replaced by its
 * pseudonym), phone numbers and the customer's comment go; the name, address, items and amounts
 * stay for the invoice. `full` (past the retention): the name and address go too, and the items'
 * personalisation; the amounts and products stay, no longer about anyone.
 */
export function anonymisedOrder(row: Record<string, unknown>, email: string, full: boolean) {
  const pseudonym = erasedAddress(email);
  const payload = objectOf(replaceAddress(JSON.parse(String(row['payload'])), email, pseudonym));
  const next = {...payload};
  next['customer_email'] = pseudonym;
  if ('comment' in next) next['comment'] = null;
  for (const field of ['shipping_address', 'invoice_address']) {
    if (field in next) next[field] = strippedAddress(next[field], full);
  }
  let lines: Json = JSON.parse(String(row['lines']));
  if (full) {
    next['products'] = withoutPersonalisation(next['products']);
    lines = withoutPersonalisation(lines);
  }
  return {
    customerEmail: pseudonym,
    payload: JSON.stringify(next),
    lines: JSON.stringify(lines),
    response: JSON.stringify(replaceAddress(JSON.parse(String(row['response'])), email, pseudonym)),
  };
}

/** The columns `anonymisedOrder` writes. */
export type AnonymisedOrder = ReturnType<typeof anonymisedOrder>;

/** Whether `next` changes nothing in `row` (it was anonymised that way before). */
export const orderUnchanged = (row: Record<string, unknown>, next: AnonymisedOrder): boolean =>
  next.customerEmail === row['customer_email'] &&
  next.payload === row['payload'] &&
  next.lines === row['lines'] &&
  next.response === row['response'];
