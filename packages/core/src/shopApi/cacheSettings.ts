// Data-cache settings of the shop's live queries (spec §9 Timing "Data cache"). Names are
// TanStack Query v5's: the spec's cacheTime is called gcTime there (decision 008).

/** Retry delay before attempt n+1: 1 s doubling per failure, at most 30 s (spec §9). */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Default options of every shop query (pass as `defaultOptions.queries`). */
export const QUERY_DEFAULTS = {
  /** spec §9 cacheTime 300000 ms. */
  gcTime: 300_000,
  retry: 3,
  retryDelay,
  staleTime: 0,
  refetchOnWindowFocus: false,
} as const;
