// What every shop island shares: its JSON config and the provider it renders in (decision 011
// "Shop pages"). In the browser all shop islands of a page share one settings store, one data
// API and one order client (shopRuntime.ts); while prerendering each island gets a fresh store,
// so nothing leaks from one page into the next one a worker renders. Islands that query products
// add the query cache (shopQueryIsland.tsx, decision 052).
import {useState, type ReactNode} from 'react';
import type {ShopApi, ShopSettings} from '@schaufenster/core';
import {createSettingsStore, ShopProvider} from '@schaufenster/shop';
import {lazyOrderClient} from './lazyOrderClient.ts';
import {useShopIslandConfig} from './shopConfig.ts';
import {browserOrderClient, browserSettingsStore, browserShopApi} from './shopRuntime.ts';

/** Props of {@link ShopIsland}. */
export interface ShopIslandProps {
  /**
   * The build's settings, put into the store before the first render (also over live ones an
   * earlier page left there), so the prerendered HTML and hydration show the same; the live
   * read refreshes them after mount. @default undefined
   */
  settings?: ShopSettings;
  /** The shop component. */
  children: ReactNode;
}

const isBrowser = typeof window !== 'undefined';

// Prerendering never reads live data (queries do not run in renderToString); a call would be a bug.
const noServerData = new Proxy({} as ShopApi, {
  get: () => () => Promise.reject(new Error('Shop data is not read while prerendering')),
});

/**
 * Wraps a shop island in `ShopProvider` over the page's shop config: the shared browser settings
 * store, data API and order client, with the build's settings seeded when given. The cart and checkout restore themselves from
 * storage when an island first reads them.
 */
export function ShopIsland({settings, children}: ShopIslandProps) {
  const config = useShopIslandConfig();
  const [environment] = useState(() => {
    const settingsStore = isBrowser ? browserSettingsStore() : createSettingsStore();
    if (settings) settingsStore.seed(config.domain, settings);
    return {
      settingsStore,
      api: isBrowser ? browserShopApi(config) : noServerData,
      // Prerendering never posts; a fresh lazy client loads nothing unless called.
      orders: isBrowser
        ? browserOrderClient(config)
        : lazyOrderClient({baseUrl: config.orderApiUrl ?? '', project: config.project}),
    };
  });
  return (
    <ShopProvider
      settingsStore={environment.settingsStore}
      api={environment.api}
      orders={environment.orders}
      domain={config.domain}
      storeRootPath={config.storeRootPath}
    >
      {children}
    </ShopProvider>
  );
}
