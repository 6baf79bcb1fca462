// A shop island whose component queries products (item list, item page, teasers): the shop
// island with the query cache around it (decision 052). In the browser the islands share one
// cache (queryRuntime.ts); while prerendering each gets a fresh one.
import {useState, type ReactNode} from 'react';
import type {QueryClient} from '@tanstack/react-query';
import {createShopQueryClient, ShopQueries} from '@schaufenster/shop';
import {useShopIslandConfig, type ShopIslandConfig} from './shopConfig.ts';
import {ShopIsland} from './shopIsland.tsx';
import {browserQueryClient} from './queryRuntime.ts';

/** Props of {@link ShopQueryIsland}. */
export interface ShopQueryIslandProps {
  /**
   * Puts build-time data into the cache before the first render, so the prerendered HTML and
   * hydration show the same; live reads refresh it after mount. @default undefined
   */
  seed?: (client: QueryClient, config: ShopIslandConfig) => void;
  /** The shop component. */
  children: ReactNode;
}

const isBrowser = typeof window !== 'undefined';

function Queries({seed, children}: ShopQueryIslandProps) {
  const config = useShopIslandConfig();
  const [client] = useState(() => {
    const queryClient = isBrowser ? browserQueryClient() : createShopQueryClient();
    seed?.(queryClient, config);
    return queryClient;
  });
  return <ShopQueries client={client}>{children}</ShopQueries>;
}

/** {@link ShopIsland} with the shared query cache, the island's build-time data seeded. */
export function ShopQueryIsland({seed, children}: ShopQueryIslandProps) {
  return (
    <ShopIsland>
      <Queries seed={seed}>{children}</Queries>
    </ShopIsland>
  );
}

/**
 * Puts the build's value into the cache, also over live data an earlier page left there: the
 * island hydrates against HTML prerendered from the build's value, so its first render must see
 * the same. The value counts as stale (spec §9 staleTime 0), so mounted queries refresh it.
 */
export function seedQuery(client: QueryClient, key: readonly unknown[], value: unknown): void {
  client.setQueryData(key, value);
}
