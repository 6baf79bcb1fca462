// Story-only: wraps shop stories in a ShopProvider talking to the shared msw handlers
// (fixtures/src/handlers.ts) through the real Directus ShopApi and order client.
import type {Decorator} from '@storybook/react-vite';
import {QueryClient} from '@tanstack/react-query';
import {
  buildStaticCatalogue,
  createDirectusShopApi,
  createOrderClient,
  createStaticShopApi,
  serviceRatingsReader,
  type ShopApi,
  type SiteData,
} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {ShopNotice} from '../ShopNotice/ShopNotice.tsx';
import {createSettingsStore} from '../settings/settingsStore.ts';
import {ShopProvider} from '../ShopProvider/ShopProvider.tsx';
import {ShopQueries} from '../ShopProvider/ShopQueries.tsx';

/** Where stories send content reads and orders; msw answers both. */
export const STORY_CMS_URL = 'https://cms.example.test';
export const STORY_ORDER_URL = 'https://orders.example.test';

/**
 * A fresh cache per story so stories never see each other's data; no retries, so error states
 * show at once instead of after the spec's back-off (production uses QUERY_DEFAULTS). The
 * settings store below is made the same way.
 */
function storyQueryClient(): QueryClient {
  return new QueryClient({defaultOptions: {queries: {retry: false, gcTime: Infinity}}});
}

/**
 * The shop data a story reads: Directus through msw, or with `parameters.shopData: 'catalogue'`
 * the static catalogue as a site built from fixtures reads it, the order service's published
 * ratings (msw group `ratings`) added to the catalogue's.
 */
function storyShopApi(site: SiteData, source: unknown): ShopApi {
  const domain = site.project.domain;
  if (source !== 'catalogue') return createDirectusShopApi({url: STORY_CMS_URL, domain});
  return createStaticShopApi(buildStaticCatalogue(site), {
    serviceRatings: serviceRatingsReader({baseUrl: STORY_ORDER_URL, project: domain}),
  });
}

/**
 * Decorator: the toolbar retailer's shop (or, for the optician, the shop the msw handlers serve),
 * backed by the shared msw handlers. With the Shop toolbar off the site has no shop UI: the story
 * shows the notice a visitor gets where ordering online is off (decision 048).
 */
export const withShop: Decorator = (Story, {loaded, globals, parameters}) => {
  if (globals.shop === 'off') return <ShopNotice state="cartOff" />;
  const site = shopSiteOf(loaded);
  const domain = site.project.domain;
  return (
    <ShopProvider
      api={storyShopApi(site, parameters.shopData)}
      orders={createOrderClient({baseUrl: STORY_ORDER_URL, project: domain})}
      domain={domain}
      storeRootPath={site.project.store_root_path ?? '/shop'}
      settingsStore={createSettingsStore({retry: false})}
    >
      <ShopQueries client={storyQueryClient()}>
        <Story />
      </ShopQueries>
    </ShopProvider>
  );
};
