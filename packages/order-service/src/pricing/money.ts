// Money in whole cents, so sums are exact (a catalogue price of 24.9 × 3 is 7470 cents, not 74.69999).

/** EUR amount → cents, rounded to the nearest cent. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
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
