// One idempotency key per order attempt (decision 008 Idempotency): a retry or a double click of
// the same cart and form reuses the key, so the order service cannot place the order twice; a
// changed cart or form is a new attempt with a new key.
import type {OrderDraft} from './buildOrder.ts';

/** The key of the last order attempt and the order it was made for. */
export interface OrderAttempt {
  /** The idempotency key, also sent as the order's `order_uuid`. */
  key: string;
  /** The order the key belongs to, as canonical JSON. */
  fingerprint: string;
}

/** The order as text: equal drafts give equal fingerprints (the draft is built in a fixed order). */
export function orderFingerprint(order: OrderDraft): string {
  return JSON.stringify(order);
}

/**
 * The attempt for `order`: the previous one when it was made for the same order (a retry), else
 * a fresh one with a key from `createKey` (core `createIdempotencyKey`).
 */
export function nextAttempt(
  previous: OrderAttempt | null,
  order: OrderDraft,
  createKey: () => string,
): OrderAttempt {
  const fingerprint = orderFingerprint(order);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return {key: createKey(), fingerprint};
}

/**
 * The order id to show: the service's `order_id` (the local order service answers
 * `{status: 'ok', order_id}`), else the attempt's key, which the order carries as order_uuid.
 */
export function orderIdOf(answer: Readonly<Record<string, unknown>>, key: string): string {
  const id = answer.order_id;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return key;
}

/**
 * The Klarna session's client token from the order answer (`klarna_client_token`): Klarna
 * sessions are opened server-side, and the spec names no other call for it (decision 009
 * checkout). Null when the answer has none.
 */
export function klarnaClientTokenOf(answer: Readonly<Record<string, unknown>>): string | null {
  const token = answer.klarna_client_token;
  return typeof token === 'string' && token !== '' ? token : null;
}
