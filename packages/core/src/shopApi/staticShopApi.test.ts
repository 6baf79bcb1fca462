import {beforeAll, describe, expect, it} from 'vitest';
import type {SiteData} from '../content/site-data.ts';
import {
  allFixtureProducts,
  JEWELLER_DOMAIN,
  loadJewellerSiteData,
} from './jewellerFixture.testing.ts';
import {
  buildStaticCatalogue,
  parseStaticCatalogue,
  staticCatalogueFile,
} from './staticCatalogue.ts';
import {createStaticShopApi} from './staticShopApi.ts';

let site: SiteData;
beforeAll(async () => {
  site = await loadJewellerSiteData();
});

describe('staticCatalogueFile', () => {
  it('is the catalogue with the project name the pages send, first as in the file', () => {
    const file = staticCatalogueFile(site);
    expect(Object.keys(file)[0]).toBe('project');
    expect(file).toEqual({project: 'juwelier-morgenstern', ...buildStaticCatalogue(site)});
  });
});

describe('buildStaticCatalogue', () => {
  it('takes settings, published products, ratings and attributes from site data', () => {
    const catalogue = buildStaticCatalogue(site);
    expect(Object.keys(catalogue).sort()).toEqual([
      'attributes',
      'products',
      'ratings',
      'settings',
    ]);
    expect(catalogue.settings?.project.domain).toBe(JEWELLER_DOMAIN);
    expect(catalogue.products).toHaveLength(37);
    expect(catalogue.ratings.length).toBeGreaterThan(0);
    expect(catalogue.attributes).toHaveLength(20);
  });

  it('drops unpublished products even if the site data carried them', () => {
    const catalogue = buildStaticCatalogue({...site, products: allFixtureProducts()});
    expect(catalogue.products.some((product) => product.status !== 'published')).toBe(false);
  });

  it('survives a JSON round trip and validation unchanged', () => {
    const catalogue = buildStaticCatalogue(site);
    expect(parseStaticCatalogue(JSON.parse(JSON.stringify(catalogue)))).toEqual(catalogue);
    expect(() => parseStaticCatalogue({settings: null, products: [{id: 1}]})).toThrow();
  });
});

describe('createStaticShopApi', () => {
  it('answers settings for its own domain only (spec §8)', async () => {
    const api = createStaticShopApi(buildStaticCatalogue(site));
    expect((await api.getSettings(JEWELLER_DOMAIN)).id).toBe(1);
    await expect(api.getSettings('other.example')).rejects.toThrow('Could not load settings');
    const noShop = createStaticShopApi({...buildStaticCatalogue(site), settings: null});
    await expect(noShop.getSettings(JEWELLER_DOMAIN)).rejects.toThrow('Could not load settings');
  });

  it('finds published products by id, number or text', async () => {
    const api = createStaticShopApi({
      ...buildStaticCatalogue(site),
      products: allFixtureProducts(),
    });
    expect((await api.getProduct(101))?.display_name).toBe('Tudor Black Bay 58');
    expect((await api.getProduct('101'))?.id).toBe(101);
    expect(await api.getProduct(138)).toBeNull();
    expect(await api.getProduct(1)).toBeNull();
  });

  it('lists, pages and picks from the catalogue', async () => {
    const api = createStaticShopApi(buildStaticCatalogue(site), {random: () => 0});
    expect((await api.listProducts({page: 1})).meta.result_count).toBe(17);
    expect((await api.randomProducts(2)).map((item) => item.id)).toEqual([101, 102]);
    expect((await api.getAttributes([4])).map((attribute) => attribute.id)).toEqual([30, 31, 32]);
    expect((await api.getRatings(104)).map((rating) => rating.id)).toEqual([5, 4]);
    expect(await api.productPrices({manufacturer: 3})).toEqual([
      {id: 107, price_brutto: 2180, product_variants: []},
      {id: 108, price_brutto: 1500, product_variants: []},
    ]);
  });
});
