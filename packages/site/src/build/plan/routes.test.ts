import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {REPO_ROOT} from '../options.ts';
import {htmlFile, notFoundPage, pageDataPath, planPages} from './routes.ts';

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
    expect(all.filter((p) => p.startsWith('/fr/')).sort()).toEqual(
      [
        '/fr/',
        '/fr/contact',
        '/fr/info',
        '/fr/marques',
        '/fr/merci',
        '/fr/mentions-legales',
        '/fr/service',
      ].sort(),
    );
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

  it('builds only the project languages, German always', () => {
    const german: SiteData = {...jeweller, project: {...jeweller.project, languages: ['de']}};
    const pages = planPages(german);
    expect(pages.every((page) => page.lang === 'de')).toBe(true);
    expect(pages.find((page) => page.path === '/kontakt')?.alternates).toEqual([
      {hreflang: 'de', path: '/kontakt'},
      {hreflang: 'x-default', path: '/kontakt'},
    ]);
  });

  it('leaves thanks and 404 out of the sitemap', () => {
    const pages = [...planPages(jeweller), notFoundPage()];
    const unlisted = pages.filter((page) => !page.sitemap).map((page) => page.path);
    expect(unlisted.sort()).toEqual(['/404.html', '/danke', '/en/thanks', '/fr/merci']);
  });

  it('refuses two pages on one path', () => {
    const rolex = jeweller.brands[0];
    if (!rolex) throw new Error('fixture has brands');
    const twice: SiteData = {...jeweller, brands: [rolex, {...rolex, id: 99}]};
    expect(() => planPages(twice)).toThrow('Two pages share the path /uhren/rolex');
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
