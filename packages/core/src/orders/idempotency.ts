// Idempotency keys for order posts: one key per checkout attempt, reused on retry, so a retry or
// a double click cannot place two orders (decision 008).

/** A fresh idempotency key (a random UUID); make one per order attempt and reuse it on retry. */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The HTTP header that carries the key (the body repeats it as `idempotency_key`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
