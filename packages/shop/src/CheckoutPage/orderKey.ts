// The order's key (its idempotency key and order_uuid), derived from what the browser already
// stores: the cart with its timestamp and the order built from the saved checkout. The same cart
// and form give the same key after a reload, so placing again finds the same order at the order
// service (an idempotent replay) and the checkout can ask how its payment stands before it offers
// a pay button (decision 072). Nothing new is stored; a new cart (new timestamp) is a new key.
import {createIdempotencyKey} from '@schaufenster/core';
import {orderFingerprint} from '../checkout/orderAttempt.ts';
import type {OrderDraft} from '../checkout/buildOrder.ts';

const HEX = '0123456789abcdef';

/** A UUID (RFC 9562 version 8, "custom") made of the first 16 bytes of a SHA-256 digest. */
function uuidOf(digest: ArrayBuffer): string {
  const bytes = new Uint8Array(digest.slice(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => HEX[byte >> 4]! + HEX[byte & 15]!).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of the order `order` for the cart saved at `cartTimestamp`. Without Web Crypto (a page
 * served over plain http from another host) or a cart timestamp it is a random key: placing
 * works as before, only a reload cannot find the order again.
 */
export async function orderKeyFor(
  order: OrderDraft,
  cartTimestamp: number | undefined,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle || cartTimestamp === undefined) return createIdempotencyKey();
  const text = `schaufenster-order:${cartTimestamp}:${orderFingerprint(order)}`;
  return uuidOf(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
