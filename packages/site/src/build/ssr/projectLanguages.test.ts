// A retailer without French gets no French page, alternate, switcher link, 404 page or redirect
// (decision 027): the project's `languages` decide, German always.
import path from 'node:path';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import type {SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {LanguageLinks} from '@schaufenster/templates';
import {LanguageProvider} from '@schaufenster/ui';
import {REPO_ROOT, readBuildOptions} from '../options.ts';
import {prepareBuild, type PreparedBuild} from './server.ts';

let build: PreparedBuild;
beforeAll(async () => {
  const jeweller = await createFixtureSource(
    path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern'),
  ).load();
  const noFrench: SiteData = {...jeweller, project: {...jeweller.project, languages: ['de', 'en']}};
  const settings = {
    ...readBuildOptions({}).settings,
    siteUrl: 'https://shop.example.de',
    adminPortalUrl: 'https://admin.example.com',
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  build = prepareBuild(noFrench, settings);
  vi.restoreAllMocks();
});

const isFrench = (urlPath: string) => urlPath === '/fr' || urlPath.startsWith('/fr/');

describe('a retailer with de and en only', () => {
  it('gets German and English pages and 404 pages, none French', () => {
    const langs = new Set(build.pages.map((page) => page.lang));
    expect([...langs].sort()).toEqual(['de', 'en']);
    expect(build.pages.filter((page) => isFrench(page.path))).toEqual([]);
    expect(build.pages.filter((page) => page.kind === 'notFound').map((page) => page.path)).toEqual(
      ['/404.html', '/en/404.html'],
    );
    expect(build.pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/en/', '/kontakt', '/en/contact', '/shop', '/en/shop']),
    );
  });

  it('names no French alternate in any page, the sitemap or _redirects', () => {
    const alternates = build.pages.flatMap((page) => page.alternates);
    expect(alternates.filter((alternate) => alternate.hreflang === 'fr')).toEqual([]);
    expect(alternates.filter((alternate) => isFrench(alternate.path))).toEqual([]);
    const sitemap = build.files['sitemap.xml'] ?? '';
    expect(sitemap).toContain('hreflang="en" href="https://shop.example.de/en/contact"');
    expect(sitemap).not.toContain('hreflang="fr"');
    expect(sitemap).not.toContain('https://shop.example.de/fr');
    expect(build.files._redirects).toContain('/en/*  /en/404.html  404');
    expect(build.files._redirects).not.toContain('/fr/');
  });

  it('offers no French link in the language switcher', () => {
    const contact = build.pages.find((page) => page.path === '/kontakt');
    if (!contact) throw new Error('the contact page is planned');
    const html = renderToString(
      createElement(LanguageProvider, {
        lang: 'de',
        available: ['de', 'en'],
        children: createElement(LanguageLinks, {
          alternates: contact.alternates,
          available: ['de', 'en'],
        }),
      }),
    );
    expect(html).toContain('href="/en/contact"');
    expect(html).toMatch(/hreflang="en"/i);
    expect(html).not.toMatch(/hreflang="fr"/i);
    expect(html).not.toContain('/fr/');
  });
});
