// Money in whole cents, so sums are exact (a catalogue price of 24.9 × 3 is 7470 cents, not 74.69999).

/** EUR amount → cents, rounded to the nearest cent. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * EUR amount → cents when those cents are a safe integer (at most 2^53 − 1), else null: beyond
 * that, doubles skip whole cents, and `1e307 * 100` is Infinity (decision 010e).
 */
export function safeCents(amount: number): number | null {
  const cents = toCents(amount);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents → EUR amount as sent in JSON (e.g. 3909.9). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Ids compare by text: Directus gives numbers, JSON files may give strings (decision 008). */
export function sameId(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
) {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}
