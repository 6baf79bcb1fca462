// The item page's live stock (decision 067): the islands' shared shop data lays the order
// service's stock over the catalogue's, so the page's live check (decision 036) sees a piece sold
// since the build and the page hydrates to show it as sold. A failed stock read keeps the
// catalogue's stock and the page as built. The service's published ratings are read the same way.
import {fileURLToPath} from 'node:url';
import {isValidElement, type ReactElement, type ReactNode} from 'react';
import {http, HttpResponse, type JsonBodyType} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {buildStaticCatalogue, ratingsOf, type SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {rawRetailers} from '@schaufenster/fixtures';
import {
  serviceRating,
  serviceRatingsHandler,
  stockHandler,
  withdrawalFailures,
} from '@schaufenster/fixtures/handlers';
import {ItemTemplate} from '../shop/ItemTemplate.tsx';
import {TEST_SITE_SETTINGS} from '../shop/siteSettings.testing.ts';
import type {ItemPageIslandProps} from './ItemPage.tsx';
import {IslandSlot} from './IslandSlot.tsx';
import type {ShopIslandConfig} from './shopConfig.ts';
import {sharedShopData} from './shopData.ts';
import {itemPageDiffers} from './shopLive.ts';

const SITE = 'https://shop.example.test';
const server = setupServer();
let jeweller: SiteData;

beforeAll(async () => {
  jeweller = await createFixtureSource(
    fileURLToPath(new URL('../../../fixtures/retailers/juwelier-morgenstern', import.meta.url)),
  ).load();
  // The static catalogue as the build writes it, the service holding no published rating; the
  // stock read as each test sets it.
  const catalogue = JSON.parse(JSON.stringify(buildStaticCatalogue(jeweller))) as JsonBodyType;
  server.listen({onUnhandledFrame: 'error'});
  server.resetHandlers(
    http.get(`${SITE}/shop-catalogue.json`, () => HttpResponse.json(catalogue)),
    serviceRatingsHandler(),
  );
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// One config per test: the page's shared data source (and its stock reads) is kept per config.
let configs = 0;
function config(): ShopIslandConfig {
  configs += 1;
  return {
    domain: jeweller.project.domain,
    project: jeweller.project.name,
    storeRootPath: '/shop',
    orderApiUrl: `https://orders-${configs}.example.test`,
    contentApiUrl: null,
    catalogueUrl: `${SITE}/shop-catalogue.json`,
  };
}

// The item page island's props for one product, as the prerender gives them.
function itemProps(id: number): ItemPageIslandProps {
  const product = jeweller.products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no product ${id}`);
  const ratings = ratingsOf(jeweller.ratings, product.id);
  const page = ItemTemplate(jeweller, 'de', {
    path: '/shop/x',
    settings: TEST_SITE_SETTINGS,
    images: () => null,
    product,
    ratings,
  });
  const found: ItemPageIslandProps[] = [];
  const walk = (child: ReactNode): void => {
    if (Array.isArray(child)) return child.forEach(walk);
    if (!isValidElement(child)) return;
    const {props} = child as ReactElement<{
      name?: string;
      props?: ItemPageIslandProps;
      children?: ReactNode;
    }>;
    if (child.type === IslandSlot && props.name === 'ItemPage' && props.props) {
      found.push(props.props);
    }
    walk(props.children);
  };
  walk(page.element);
  if (!found[0]) throw new Error('no ItemPage island');
  return found[0];
}

// Tudor Ranger: one piece in the catalogue, no variants.
const RANGER = 103;
// Longines HydroConquest: variants with 2, 1 and 0 pieces.
const HYDROCONQUEST = 104;

describe('live stock on the item page', () => {
  it('leaves a page whose stock is unchanged as built', async () => {
    server.use(stockHandler(rawRetailers['juwelier-morgenstern']));
    const shop = config();
    await expect(itemPageDiffers(itemProps(RANGER), shop, '')).resolves.toBe(false);
    await expect(itemPageDiffers(itemProps(HYDROCONQUEST), shop, '')).resolves.toBe(false);
  });

  it('hydrates the page of a piece sold since the build, which then reads as sold', async () => {
    server.use(stockHandler(rawRetailers['juwelier-morgenstern'], [RANGER]));
    const shop = config();
    await expect(itemPageDiffers(itemProps(RANGER), shop, '')).resolves.toBe(true);
    expect((await sharedShopData(shop).getProduct(RANGER))?.stock).toBe(0);
  });

  it('sees a variant sold since the build', async () => {
    server.use(
      http.get('*/ecom/stock', () =>
        HttpResponse.json({
          status: 'ok',
          stock: {[HYDROCONQUEST]: {available: 3, variants: {'1004': 0}}},
        }),
      ),
    );
    await expect(itemPageDiffers(itemProps(HYDROCONQUEST), config(), '')).resolves.toBe(true);
  });

  it('keeps the catalogue stock and the page as built when the stock read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(...withdrawalFailures.stockDown);
    const shop = config();
    await expect(itemPageDiffers(itemProps(RANGER), shop, '')).resolves.toBe(false);
    expect((await sharedShopData(shop).getProduct(RANGER))?.stock).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the order service’s ratings on the item page', () => {
  it('hydrates the page of a product rated through the service since the build', async () => {
    server.use(
      stockHandler(rawRetailers['juwelier-morgenstern']),
      serviceRatingsHandler([serviceRating(HYDROCONQUEST)]),
    );
    const shop = config();
    await expect(itemPageDiffers(itemProps(HYDROCONQUEST), shop, '')).resolves.toBe(true);
    const ratings = await sharedShopData(shop).getRatings(HYDROCONQUEST);
    expect(ratings[0]?.id).toBe('svc-1');
    // Newest first: the service's, then the two the catalogue has.
    expect(ratings.slice(1)).toHaveLength(2);
    expect(ratings.slice(1)).toEqual(ratingsOf(jeweller.ratings, HYDROCONQUEST));
  });
});
