// The shop's page templates rendered as the build renders them (decision 011 "Shop pages").
import {fileURLToPath} from 'node:url';
import {createElement, type ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  ratingsOf,
  type Lang,
  type Product,
  type ProductRating,
  type SiteData,
} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {LanguageProvider, SiteProvider} from '@schaufenster/ui';
import {IslandsInPlace} from '../islands/IslandsInPlace.tsx';
import {loadIslandComponents} from '../islands/islandTable.ts';
import type {PageExtra} from '../types.ts';
import {CartTemplate} from './CartTemplate.tsx';
import {CheckoutTemplate} from './CheckoutTemplate.tsx';
import {ItemListTemplate, itemListData} from './ItemListTemplate.tsx';
import {ItemTemplate} from './ItemTemplate.tsx';
import {ListPageTemplate} from './ListPageTemplate.tsx';
import {productJsonLd, shortDescription} from './productJsonLd.ts';
import {
  listPage,
  listPageCount,
  listPagePath,
  shopIslandConfig,
  shopIsOn,
  storeRootFor,
} from './shopPages.ts';
import {TEST_SITE_SETTINGS} from './siteSettings.testing.ts';

const retailer = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/retailers/${name}`, import.meta.url));

const SETTINGS = TEST_SITE_SETTINGS;

let jeweller: SiteData;
let components: Awaited<ReturnType<typeof loadIslandComponents>>;
beforeAll(async () => {
  jeweller = await createFixtureSource(retailer('juwelier-morgenstern')).load();
  components = await loadIslandComponents();
}, 30_000);

const extra = (path: string): PageExtra => ({path, settings: SETTINGS, images: () => null});

function html(element: ReactElement, lang: Lang): string {
  const shop = shopIslandConfig(jeweller, lang, SETTINGS);
  const marked = createElement(IslandsInPlace, {components, shop, children: element});
  const site = createElement(SiteProvider, {host: SETTINGS.host, children: marked});
  return renderToString(
    createElement(LanguageProvider, {lang, available: jeweller.project.languages, children: site}),
  );
}

function product(slug: string): Product {
  const found = jeweller.products.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`fixture product ${slug}`);
  return found;
}

/** What an item page is given besides the page extra: the product and its ratings. */
function shown(slug: string): {product: Product; ratings: ProductRating[]} {
  const found = product(slug);
  return {product: found, ratings: ratingsOf(jeweller.ratings, found.id)};
}

describe('store root per language', () => {
  it('follows the route table for /shop and prefixes another configured root', () => {
    expect((['de', 'en', 'fr'] as const).map((lang) => storeRootFor(jeweller, lang))).toEqual([
      '/shop',
      '/en/shop',
      '/fr/boutique',
    ]);
    const laden: SiteData = {
      ...jeweller,
      project: {...jeweller.project, store_root_path: '/laden'},
    };
    expect([storeRootFor(laden, 'de'), storeRootFor(laden, 'en')]).toEqual(['/laden', '/en/laden']);
    expect([listPagePath('/shop', 1), listPagePath('/shop', 3)]).toEqual([
      '/shop',
      '/shop/seite/3',
    ]);
  });
});

describe('item page', () => {
  it('shows the price, the VAT note and a Product JSON-LD with its variant offers', () => {
    const page = ItemTemplate(jeweller, 'de', {
      ...extra('/shop/artikel/tudor-black-bay-58'),
      ...shown('tudor-black-bay-58'),
    });
    const markup = html(page.element, 'de');
    expect(markup).toContain('data-island="ItemPage"');
    expect(markup).toContain('ab 3.850,00\u00a0€');
    expect(markup).toContain('inkl. MwSt.');
    expect(page.head).toMatchObject({title: 'Tudor Black Bay 58', type: 'product'});
    expect(page.head.jsonLd?.[0]).toMatchObject({
      '@type': 'Product',
      name: 'Tudor Black Bay 58',
      url: 'https://shop.example.de/shop/artikel/tudor-black-bay-58',
      offers: {'@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: 3850, highPrice: 4050},
    });
  });

  it('says "on request" with the request action, and leaves offers out of the JSON-LD', () => {
    const page = ItemTemplate(jeweller, 'en', {
      ...extra('/en/shop/artikel/wellendorff-ring-sonnenglanz'),
      ...shown('wellendorff-ring-sonnenglanz'),
    });
    const markup = html(page.element, 'en');
    expect(markup).toContain('on request');
    expect(markup).toContain('request availability');
    expect(page.head.jsonLd?.[0]).toHaveProperty('@type', 'Product');
    expect(page.head.jsonLd?.[0]).not.toHaveProperty('offers');
  });
});

describe('item list', () => {
  it('prerenders the first 20 products and plain links to the further pages', () => {
    const page = ItemListTemplate(jeweller, 'de', extra('/shop'));
    const markup = html(page.element, 'de');
    expect(markup.match(/href="\/shop\/artikel\/[^"]+"/g)).toHaveLength(20);
    expect(markup).toMatch(/<noscript><nav[^>]*><ul[^>]*>.*href="\/shop\/seite\/2">Seite 2<\/a>/);
    expect(page.head.title).toBe('Unsere Produkte');
  });

  it('renders the same from the data the build works out once for every language', () => {
    if (!shopIsOn(jeweller)) throw new Error('the jeweller has the shop');
    const list = itemListData(jeweller);
    for (const [lang, path] of [
      ['de', '/shop'],
      ['fr', '/fr/boutique'],
    ] as const) {
      const own = ItemListTemplate(jeweller, lang, extra(path));
      const given = ItemListTemplate(jeweller, lang, {...extra(path), list});
      expect(html(given.element, lang)).toBe(html(own.element, lang));
    }
  });

  it('renders a further page as plain HTML with a link back to page 1', () => {
    if (!shopIsOn(jeweller)) throw new Error('the jeweller has the shop');
    const page = ListPageTemplate(jeweller, 'fr', {
      ...extra('/fr/boutique/seite/2'),
      page: 2,
      list: listPage(jeweller, 1),
      count: listPageCount(jeweller),
    });
    const markup = html(page.element, 'fr');
    // 37 listed products: 17 on page 2.
    expect(markup.match(/href="\/fr\/boutique\/artikel\/[^"]+"/g)).toHaveLength(17);
    expect(markup).toContain('href="/fr/boutique">Page 1</a>');
    expect(markup).toContain('aria-current="page">Page 2</a>');
    expect(markup).not.toContain('data-island');
  });
});

describe('cart and checkout', () => {
  it('are noindex', () => {
    expect(CartTemplate(jeweller, 'de', extra('/shop/warenkorb')).head).toMatchObject({
      title: 'Warenkorb',
      noindex: true,
    });
    expect(CheckoutTemplate(jeweller, 'de', extra('/shop/kasse')).head).toMatchObject({
      title: 'Kasse',
      noindex: true,
    });
  });

  it('gives the checkout the settings without the legal pages texts', () => {
    const {element} = CheckoutTemplate(jeweller, 'de', extra('/shop/kasse'));
    const markup = html(element, 'de');
    expect(markup).toContain('data-island="CheckoutPage"');
    expect(jeweller.shopSettings?.legal_pages.length).toBeGreaterThan(0);
    const island = (element.props as {children: ReactElement<{props: {settings: unknown}}>})
      .children;
    expect(island.props.props.settings).toMatchObject({legal_pages: []});
  });
});

describe('productJsonLd', () => {
  it('gives one Offer for a product without variants and the rating average', () => {
    const nomos = product('nomos-tangente-38');
    const data = productJsonLd({
      product: {...nomos, variants: [], price_brutto: 2180, stock: 0, reorder_possible: false},
      name: 'NOMOS Tangente 38',
      description: '',
      ratings: [
        {id: 1, product: nomos.id, rating: 5, name: null, comment: null, date_created: null},
        {id: 2, product: nomos.id, rating: 4, name: null, comment: null, date_created: null},
      ],
      url: '/shop/artikel/nomos-tangente-38',
      images: [],
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: 2180,
      availability: 'https://schema.org/OutOfStock',
      url: '/shop/artikel/nomos-tangente-38',
    });
    expect(data.aggregateRating).toMatchObject({ratingValue: 4.5, ratingCount: 2});
    expect(data).not.toHaveProperty('description');
  });

  it('cuts long descriptions at a word', () => {
    expect(shortDescription('eins zwei drei', 9)).toBe('eins…');
    expect(shortDescription('kurz', 9)).toBe('kurz');
  });
});
