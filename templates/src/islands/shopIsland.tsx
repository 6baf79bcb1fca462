// What every shop island shares: its JSON config and the provider it renders in (decision 011
// "Shop pages"). In the browser all shop islands of a page share one query cache, one data API
// and one order client (shopRuntime.ts); while prerendering each island gets a fresh cache, so
// nothing leaks from one page into the next one a worker renders.
import {useState, type ReactNode} from 'react';
import type {QueryClient} from '@tanstack/react-query';
import type {ShopApi} from '@schaufenster/core';
import {createShopQueryClient, ShopProvider} from '@schaufenster/shop';
import {lazyOrderClient} from './lazyOrderClient.ts';
import {useShopIslandConfig, type ShopIslandConfig} from './shopConfig.ts';
import {browserOrderClient, browserQueryClient, browserShopApi} from './shopRuntime.ts';

/** Props of {@link ShopIsland}. */
export interface ShopIslandProps {
  /**
   * Puts build-time data into the cache before the first render, so the prerendered HTML and
   * hydration show the same; live reads refresh it after mount. @default undefined
   */
  seed?: (client: QueryClient, config: ShopIslandConfig) => void;
  /** The shop component. */
  children: ReactNode;
}

const isBrowser = typeof window !== 'undefined';

// Prerendering never reads live data (queries do not run in renderToString); a call would be a bug.
const noServerData = new Proxy({} as ShopApi, {
  get: () => () => Promise.reject(new Error('Shop data is not read while prerendering')),
});

/**
 * Wraps a shop island in `ShopProvider` over the page's shop config: the shared browser cache,
 * data API and order client, with the island's build-time data seeded. The cart and checkout restore themselves from
 * storage when an island first reads them.
 */
export function ShopIsland({seed, children}: ShopIslandProps) {
  const config = useShopIslandConfig();
  const [environment] = useState(() => {
    const queryClient = isBrowser ? browserQueryClient() : createShopQueryClient();
    seed?.(queryClient, config);
    return {
      queryClient,
      api: isBrowser ? browserShopApi(config) : noServerData,
      // Prerendering never posts; a fresh lazy client loads nothing unless called.
      orders: isBrowser
        ? browserOrderClient(config)
        : lazyOrderClient({baseUrl: config.orderApiUrl ?? '', project: config.project}),
    };
  });
  return (
    <ShopProvider
      queryClient={environment.queryClient}
      api={environment.api}
      orders={environment.orders}
      domain={config.domain}
      storeRootPath={config.storeRootPath}
    >
      {children}
    </ShopProvider>
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
