// Deterministic colour generator for the property tests (no Math.random: tests must repeat).

/** `count` pseudo-random `#rrggbb` colours from a seeded linear congruential generator. */
export function randomColors(count: number, seed: number): string[] {
  let state = seed >>> 0;
  return Array.from({length: count}, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The high 24 bits of an LCG are its well-mixed ones: exactly one colour.
    return `#${(state >>> 8).toString(16).padStart(6, '0')}`;
  });
}
