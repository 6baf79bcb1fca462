// The shop's live data sources in the browser (decision 008, decision 011 "Shop pages"); loaded
// on the first read through shopRuntime's lazy ShopApi, so it is a chunk of its own.
import {
  createDirectusShopApi,
  createFallbackShopApi,
  createStaticShopApi,
  parseStaticCatalogue,
  serviceRatingsReader,
  withLiveStock,
  type ShopApi,
} from '@schaufenster/core';
import {lazyShopApi} from './lazyShopApi.ts';
import type {ShopIslandConfig} from './shopConfig.ts';

/**
 * The static catalogue (`/shop-catalogue.json`, validated) as a ShopApi. A failed fetch rejects
 * the read, and react-query retries it (spec §9); the next read fetches again. A product's
 * ratings add the order service's published ones: on a site built from fixtures a visitor's
 * rating lives there only; without an answer the catalogue's stay.
 */
function staticShopData(config: ShopIslandConfig): ShopApi {
  return lazyShopApi(async () => {
    const response = await fetch(config.catalogueUrl, {headers: {Accept: 'application/json'}});
    if (!response.ok) throw new Error(`Shop catalogue: HTTP ${response.status}`);
    return createStaticShopApi(parseStaticCatalogue(await response.json()), {
      serviceRatings: serviceRatingsReader({
        baseUrl: config.orderApiUrl ?? '',
        project: config.project,
      }),
    });
  });
}

const shared = new Map<string, ShopApi>();

/**
 * The page's one shop data source per config: the islands and their live checks (decision 036)
 * share it, so the static catalogue is fetched once.
 */
export function sharedShopData(config: ShopIslandConfig): ShopApi {
  const key = JSON.stringify([
    config.contentApiUrl,
    config.domain,
    config.catalogueUrl,
    config.orderApiUrl,
    config.project,
  ]);
  let api = shared.get(key);
  if (!api) {
    api = createShopData(config);
    shared.set(key, api);
  }
  return api;
}

/**
 * Directus with the static catalogue as fallback, or the static catalogue alone; a product's
 * stock read live from the order service's ledger (decision 067), so an item page built before
 * its last piece sold shows it as sold. Without an answer the catalogue's stock stays.
 */
function createShopData(config: ShopIslandConfig): ShopApi {
  const catalogue = staticShopData(config);
  const content =
    config.contentApiUrl === null
      ? catalogue
      : createFallbackShopApi(
          createDirectusShopApi({url: config.contentApiUrl, domain: config.domain}),
          catalogue,
        );
  return withLiveStock(content, {baseUrl: config.orderApiUrl ?? '', project: config.project});
}
