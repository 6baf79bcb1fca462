import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {REPO_ROOT} from '../options.ts';
import {htmlFile, notFoundPages, pageDataPath, planPages} from './routes.ts';

const load = (name: string) =>
  createFixtureSource(path.join(REPO_ROOT, 'fixtures/retailers', name)).load();

let jeweller: SiteData;
let optician: SiteData;
beforeAll(async () => {
  [jeweller, optician] = await Promise.all([load('juwelier-morgenstern'), load('optik-klarblick')]);
});

const paths = (site: SiteData) => planPages(site).map((page) => page.path);

describe('planPages', () => {
  it('builds each table row only in the languages with their own cell (spec §2 table)', () => {
    const watches = planPages(jeweller).filter(
      (page) => page.kind === 'category' && page.category === 'watches',
    );
    expect(watches.map(({path: p, lang}) => [p, lang])).toEqual([
      ['/uhren', 'de'],
      ['/en/watches', 'en'],
    ]);
    expect(watches[0]?.alternates).toEqual([
      {hreflang: 'de', path: '/uhren'},
      {hreflang: 'en', path: '/en/watches'},
      {hreflang: 'x-default', path: '/uhren'},
    ]);
  });

  it('has the home page per language and no French privacy page', () => {
    const all = paths(jeweller);
    expect(all).toEqual(
      expect.arrayContaining(['/', '/en/', '/fr/', '/datenschutz', '/en/privacy']),
    );
    // The shop's French pages live under /fr/boutique (its own section below).
    expect(all.filter((p) => p.startsWith('/fr/') && !p.startsWith('/fr/boutique')).sort()).toEqual(
      [
        '/fr/',
        '/fr/contact',
        '/fr/info',
        '/fr/marques',
        '/fr/merci',
        '/fr/mentions-legales',
        '/fr/newsletter-confirmation',
        '/fr/newsletter-desinscription',
        '/fr/retractation-du-contrat',
        '/fr/service',
      ].sort(),
    );
  });

  it('builds only the category pages with content (decision 027), in no alternates else', () => {
    const categories = (site: SiteData) =>
      planPages(site)
        .filter((page) => page.kind === 'category' && page.lang === 'de')
        .map((page) => page.path);
    expect(categories(jeweller)).toEqual([
      '/uhren',
      '/schmuck',
      '/trauringe',
      '/perlen',
      '/verlobungsringe',
    ]);
    expect(categories(optician)).toEqual(['/optik', '/fuer-kinder']);
    const named = planPages(optician).flatMap((page) => [
      page.path,
      ...page.alternates.map((alternate) => alternate.path),
    ]);
    for (const empty of ['/fahrraeder', '/en/bicycles', '/heimtextilien', '/florale-werkstatt']) {
      expect(named).not.toContain(empty);
    }
  });

  it('puts brand pages under their category page (spec §2: /uhren/rolex)', () => {
    expect(paths(jeweller)).toEqual(
      expect.arrayContaining(['/uhren/rolex', '/en/watches/rolex', '/perlen/gellner']),
    );
  });

  it('adds the shop legal pages only with a shop, accessibility and booking only when switched on', () => {
    expect(paths(jeweller)).toEqual(
      expect.arrayContaining(['/agb', '/widerruf', '/versand-und-zahlung']),
    );
    expect(paths(jeweller)).not.toContain('/barrierefreiheit');
    expect(paths(jeweller)).not.toContain('/terminvereinbarung');
    expect(paths(optician)).not.toContain('/agb');
    expect(paths(optician)).toEqual(
      expect.arrayContaining(['/barrierefreiheit', '/terminvereinbarung']),
    );
  });

  it('adds the withdrawal form only with a shop, the newsletter pages always', () => {
    const newsletter = ['/newsletter-bestaetigen', '/newsletter-abmelden'];
    expect(paths(jeweller)).toEqual(expect.arrayContaining(['/vertrag-widerrufen', ...newsletter]));
    expect(paths(optician)).not.toContain('/vertrag-widerrufen');
    expect(paths(optician)).toEqual(expect.arrayContaining(newsletter));
  });

  it('builds only the project languages, German always', () => {
    const german: SiteData = {...jeweller, project: {...jeweller.project, languages: ['de']}};
    const pages = planPages(german);
    expect(pages.every((page) => page.lang === 'de')).toBe(true);
    expect(pages.find((page) => page.path === '/kontakt')?.alternates).toEqual([
      {hreflang: 'de', path: '/kontakt'},
      {hreflang: 'x-default', path: '/kontakt'},
    ]);
  });

  it('leaves thanks, 404, the link-only pages and the shop cart, checkout and further list pages out of the sitemap', () => {
    const pages = [...planPages(jeweller), ...notFoundPages(jeweller)];
    const unlisted = pages.filter((page) => !page.sitemap).map((page) => page.path);
    const shopUnlisted = ['/shop', '/en/shop', '/fr/boutique'].flatMap((root) => [
      `${root}/warenkorb`,
      `${root}/kasse`,
      `${root}/seite/2`,
    ]);
    expect(unlisted.sort()).toEqual(
      [
        '/404.html',
        '/en/404.html',
        '/fr/404.html',
        '/danke',
        '/en/thanks',
        '/fr/merci',
        ...['/vertrag-widerrufen', '/en/withdraw-from-contract', '/fr/retractation-du-contrat'],
        ...['/newsletter-bestaetigen', '/en/newsletter-confirm', '/fr/newsletter-confirmation'],
        ...['/newsletter-abmelden', '/en/newsletter-unsubscribe', '/fr/newsletter-desinscription'],
        ...shopUnlisted,
      ].sort(),
    );
  });

  it('plans a 404 page per built language, German at /404.html', () => {
    expect(notFoundPages(jeweller).map(({path, lang}) => [path, lang])).toEqual([
      ['/404.html', 'de'],
      ['/en/404.html', 'en'],
      ['/fr/404.html', 'fr'],
    ]);
    expect(htmlFile('/en/404.html')).toBe('en/404.html');
    expect(notFoundPages(optician).every((page) => page.kind === 'notFound')).toBe(true);
  });

  it('refuses two pages on one path', () => {
    const rolex = jeweller.brands[0];
    if (!rolex) throw new Error('fixture has brands');
    const twice: SiteData = {...jeweller, brands: [rolex, {...rolex, id: 99}]};
    expect(() => planPages(twice)).toThrow('Two pages share the path /uhren/rolex');
  });
});

describe('planPages: the shop (decision 011 "Shop pages")', () => {
  const shop = (site: SiteData) =>
    planPages(site).filter((page) =>
      ['window', 'itemList', 'listPage', 'item', 'cart', 'checkout'].includes(page.kind),
    );

  it('plans window, item list, further list pages, cart and checkout per language', () => {
    const pages = shop(jeweller).filter((page) => page.kind !== 'item');
    expect(pages.map(({kind, path: p, lang, sitemap}) => [kind, p, lang, sitemap])).toEqual([
      ['window', '/digitales-schaufenster', 'de', true],
      ['window', '/en/store-window', 'en', true],
      ['itemList', '/shop', 'de', true],
      ['itemList', '/en/shop', 'en', true],
      ['itemList', '/fr/boutique', 'fr', true],
      // 37 listed products: two pages of 20 (spec §9 page size).
      ['listPage', '/shop/seite/2', 'de', false],
      ['listPage', '/en/shop/seite/2', 'en', false],
      ['listPage', '/fr/boutique/seite/2', 'fr', false],
      ['cart', '/shop/warenkorb', 'de', false],
      ['cart', '/en/shop/warenkorb', 'en', false],
      ['cart', '/fr/boutique/warenkorb', 'fr', false],
      ['checkout', '/shop/kasse', 'de', false],
      ['checkout', '/en/shop/kasse', 'en', false],
      ['checkout', '/fr/boutique/kasse', 'fr', false],
    ]);
  });

  it('plans one item page per listed product and language, in the sitemap', () => {
    const items = shop(jeweller).filter((page) => page.kind === 'item');
    const listed = jeweller.products.filter((product) => product.status === 'published');
    expect(items).toHaveLength(listed.length * 3);
    expect(items.every((page) => page.sitemap)).toBe(true);
    const tudor = items.filter((page) => page.path.endsWith('/artikel/tudor-black-bay-58'));
    expect(tudor.map(({path: p}) => p)).toEqual([
      '/shop/artikel/tudor-black-bay-58',
      '/en/shop/artikel/tudor-black-bay-58',
      '/fr/boutique/artikel/tudor-black-bay-58',
    ]);
    expect(tudor[0]?.alternates).toContainEqual({
      hreflang: 'x-default',
      path: '/shop/artikel/tudor-black-bay-58',
    });
    // Drafts and archived products get no page (spec §4 Product status).
    expect(items.some((page) => page.path.endsWith('/tudor-pelagos-39'))).toBe(false);
  });

  it('plans no cart or checkout without the cart (enable_cart off)', () => {
    const settings = jeweller.shopSettings;
    if (!settings) throw new Error('the jeweller has the shop add-on');
    const catalogue: SiteData = {...jeweller, shopSettings: {...settings, enable_cart: false}};
    const kinds = new Set(shop(catalogue).map((page) => page.kind));
    expect([...kinds]).toEqual(['window', 'itemList', 'listPage', 'item']);
    // Maintenance closes them in the browser; the pages stay, so a shared cart link still works.
    const closed: SiteData = {...jeweller, shopSettings: {...settings, maintenance_mode: true}};
    expect(shop(closed).filter((page) => page.kind === 'cart')).toHaveLength(3);
  });

  it('plans no shop page for a retailer without the shop add-on', () => {
    expect(shop(optician)).toEqual([]);
    expect(paths(optician).some((p) => p.includes('/warenkorb') || p.includes('/artikel/'))).toBe(
      false,
    );
  });

  it('puts the shop under a configured store root that is not in the route table', () => {
    const laden: SiteData = {
      ...jeweller,
      project: {...jeweller.project, store_root_path: '/laden'},
    };
    const lists = shop(laden).filter((page) => page.kind === 'itemList');
    expect(lists.map(({path: p}) => p)).toEqual(['/laden', '/en/laden', '/fr/laden']);
  });
});

describe('file names', () => {
  it('maps paths to page-data folders (root → index) and HTML files', () => {
    expect(pageDataPath('/')).toBe('index');
    expect(pageDataPath('/en/')).toBe('en');
    expect(pageDataPath('/uhren/rolex')).toBe('uhren/rolex');
    expect(pageDataPath('/404.html')).toBe('404.html');
    expect(htmlFile('/')).toBe('index.html');
    expect(htmlFile('/fr/')).toBe('fr/index.html');
    expect(htmlFile('/kontakt')).toBe('kontakt/index.html');
    expect(htmlFile('/404.html')).toBe('404.html');
  });
});
