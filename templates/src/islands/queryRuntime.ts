// The browser's one query cache for the islands that query products (spec §9 Data cache): item
// list, item page and teasers share it. Apart from shopRuntime.ts so cart and checkout, which
// read only the settings, load no query library (decision 052).
import type {QueryClient} from '@tanstack/react-query';
import {createShopQueryClient} from '@schaufenster/shop';

let queryClient: QueryClient | null = null;

/** The page's one query cache with the spec §9 settings. */
export function browserQueryClient(): QueryClient {
  queryClient ??= createShopQueryClient();
  return queryClient;
}
