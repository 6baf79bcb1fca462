// The browser side of the shop islands (decision 011 "Shop pages"): module-level singletons, so
// every shop island of a page load shares one query cache (spec §9 Data cache), one data API and
// one order client, and the cart and checkout are restored once.
import type {QueryClient} from '@tanstack/react-query';
import {createOrderClient, type OrderClient, type ShopApi} from '@schaufenster/core';
import {createShopQueryClient, initCart, initCheckout} from '@schaufenster/shop';
import {lazyShopApi} from './lazyShopApi.ts';
import type {ShopIslandConfig} from './shopIsland.tsx';

let queryClient: QueryClient | null = null;
const apis = new Map<string, ShopApi>();
const orderClients = new Map<string, OrderClient>();
let storesReady = false;

/** The page's one query cache with the spec §9 settings. */
export function browserQueryClient(): QueryClient {
  queryClient ??= createShopQueryClient();
  return queryClient;
}

/** Restores the cart (int-cart) and the checkout (int-checkout) once per page load. */
export function initShopStores(): void {
  if (storesReady) return;
  storesReady = true;
  initCart();
  initCheckout();
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
      import('./shopData.ts').then((module) => module.createShopData(config)),
    );
    apis.set(key, api);
  }
  return api;
}

/** The order client: `ORDER_API_URL`, or the site's own origin when none is configured. */
export function browserOrderClient(config: ShopIslandConfig): OrderClient {
  const key = JSON.stringify([config.orderApiUrl, config.project]);
  let client = orderClients.get(key);
  if (!client) {
    client = createOrderClient({baseUrl: config.orderApiUrl ?? '', project: config.project});
    orderClients.set(key, client);
  }
  return client;
}
