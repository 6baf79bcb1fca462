// Small statistics for repeated measurements (the bench reports the median of 3 runs). Pure.
/** The median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median() of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The `p`th percentile (0 < p ≤ 100) of a non-empty list by the nearest-rank method: the
 * smallest value with at least p % of the values at or below it (p99 of 1,000 latencies is the
 * 990th smallest).
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile() of nothing');
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], not ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1] as number;
}
