// What every shop island shares: its JSON config and the provider it renders in (decision 011
// "Shop pages"). In the browser all shop islands of a page share one query cache, one data API
// and one order client (shopRuntime.ts); while prerendering each island gets a fresh cache, so
// nothing leaks from one page into the next one a worker renders.
import {useState, type ReactNode} from 'react';
import type {QueryClient} from '@tanstack/react-query';
import type {ShopApi} from '@schaufenster/core';
import {createShopQueryClient, ShopProvider} from '@schaufenster/shop';
import {lazyOrderClient} from './lazyOrderClient.ts';
import {browserOrderClient, browserQueryClient, browserShopApi} from './shopRuntime.ts';

/** Where a shop island reads and posts, from content and build configuration (all JSON). */
export interface ShopIslandConfig {
  /** The project domain whose shop settings and products apply (spec §1). */
  domain: string;
  /** Project name sent with every order-service call (spec §7 payloads "project"). */
  project: string;
  /** The shop's root path in the page language, e.g. `/en/shop`. */
  storeRootPath: string;
  /** The order service (`ORDER_API_URL`); null posts to the site's own origin. */
  orderApiUrl: string | null;
  /** Directus for live data (`CONTENT_API_URL`); null reads the static catalogue only. */
  contentApiUrl: string | null;
  /** The static catalogue the build writes (`/shop-catalogue.json`). */
  catalogueUrl: string;
}

/** Props of {@link ShopIsland}. */
export interface ShopIslandProps {
  /** The island's shop config. */
  config: ShopIslandConfig;
  /**
   * Puts build-time data into the cache before the first render, so the prerendered HTML and
   * hydration show the same; live reads refresh it after mount. @default undefined
   */
  seed?: (client: QueryClient) => void;
  /** The shop component. */
  children: ReactNode;
}

const isBrowser = typeof window !== 'undefined';

// Prerendering never reads live data (queries do not run in renderToString); a call would be a bug.
const noServerData = new Proxy({} as ShopApi, {
  get: () => () => Promise.reject(new Error('Shop data is not read while prerendering')),
});

/**
 * Wraps a shop island in `ShopProvider`: the shared browser cache, data API and order client,
 * with the island's build-time data seeded. The cart and checkout restore themselves from
 * storage when an island first reads them.
 */
export function ShopIsland({config, seed, children}: ShopIslandProps) {
  const [environment] = useState(() => {
    const queryClient = isBrowser ? browserQueryClient() : createShopQueryClient();
    seed?.(queryClient);
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
