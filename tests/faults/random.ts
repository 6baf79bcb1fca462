// A small seeded random source for the fault generators (decision 016): the same seed gives the
// same values on every machine, so a failing value can be found again by its index.

/** Draws from one seeded sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** mulberry32: 32-bit state, good enough spread for test data, trivially reproducible. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    pick<T>(list: readonly T[]): T {
      const value = list[int(list.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    chance: (p) => next() < p,
  };
}
