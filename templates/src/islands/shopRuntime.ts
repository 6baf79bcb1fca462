// The browser side of the shop islands (decision 011 "Shop pages"): module-level singletons, so
// every shop island of a page load shares one settings store (spec §9 Data cache, decision 052),
// one data API and one order client; the query cache is in queryRuntime.ts. The cart and checkout restore themselves when first read (useCart,
// useCheckout), so an island that never shows them never loads their code (decision 014).
import type {OrderClient, ShopApi} from '@schaufenster/core';
import {createSettingsStore, type SettingsStore} from '@schaufenster/shop';
import {lazyOrderClient} from './lazyOrderClient.ts';
import {lazyShopApi} from './lazyShopApi.ts';
import type {ShopIslandConfig} from './shopConfig.ts';

let settingsStore: SettingsStore | null = null;
const apis = new Map<string, ShopApi>();
const orderClients = new Map<string, OrderClient>();

/** The page's one settings store, with the spec §9 retries. */
export function browserSettingsStore(): SettingsStore {
  settingsStore ??= createSettingsStore();
  return settingsStore;
}

/**
 * The shop data API: Directus with the static catalogue as fallback when a content API is
 * configured, else the static catalogue. Its code loads on the first read (shopData.ts), so an
 * island that starts from build-time data hydrates without it.
 */
export function browserShopApi(config: ShopIslandConfig): ShopApi {
  const key = JSON.stringify([config.contentApiUrl, config.domain, config.catalogueUrl]);
  let api = apis.get(key);
  if (!api) {
    api = lazyShopApi(() =>
      import('./shopData.ts').then((module) => module.sharedShopData(config)),
    );
    apis.set(key, api);
  }
  return api;
}

/**
 * The order client: `ORDER_API_URL`, or the site's own origin when none is configured. Its code
 * loads on the first post (lazyOrderClient.ts).
 */
export function browserOrderClient(config: ShopIslandConfig): OrderClient {
  const key = JSON.stringify([config.orderApiUrl, config.project]);
  let client = orderClients.get(key);
  if (!client) {
    client = lazyOrderClient({baseUrl: config.orderApiUrl ?? '', project: config.project});
    orderClients.set(key, client);
  }
  return client;
}
