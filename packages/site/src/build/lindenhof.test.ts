// The third fixture retailer, uhrmacher-lindenhof, holds what a stock Directus holds (decision
// 029): region language codes, unserved and empty translations, string booleans, rgb()/hsl()
// theme colours, unusual but valid e-mail addresses, and five bad list records (two of them page
// sections: a Vimeo link as video, an unknown kind). It loads through
// the build's own loader; the report says what was skipped and which texts fell back.
import path from 'node:path';
import {reportWarnings} from '@schaufenster/core';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {formatContentReport} from './contentReport.ts';
import {loadContent} from './contentSource.ts';
import {REPO_ROOT} from './options.ts';

const LINDENHOF = path.join(REPO_ROOT, 'fixtures/retailers/uhrmacher-lindenhof');

async function load(strictContent = false) {
  return loadContent({contentDir: LINDENHOF, directus: null, strictContent});
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fixture retailer uhrmacher-lindenhof (stock CMS oddities)', () => {
  it('builds its SiteData, skipping five bad list records with one warning each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {report} = await load();
    expect(report.skipped).toEqual([
      {collection: 'branch', id: '2', field: 'zip', problem: 'expected string, received 88131'},
      {
        collection: 'menu_entry',
        id: '3',
        field: 'external_path',
        problem: 'Invalid URL: Received "instagram.com/lindenhof"',
      },
      {collection: 'brand', id: '2', field: 'slug', problem: 'expected lower-case slug'},
      {
        collection: 'page_section',
        id: '2',
        field: 'video',
        problem: 'expected a YouTube video id or link',
      },
      {
        collection: 'page_section',
        id: '3',
        field: 'kind',
        problem: expect.stringContaining('received "carousel"'),
      },
    ]);
    expect(
      report.warnings.map(({collection, field, problem}) => [collection, field, problem]),
    ).toEqual([
      ['site_config', 'translations.2.language', 'language "it-IT" is not served'],
      ['legal', 'translations.2.language', 'language "es" is not served'],
      ['menu_entry', 'translations.2.language', 'language "fr-FR" is not served'],
    ]);
    expect(warn.mock.calls.map(([line]) => line)).toEqual(reportWarnings(report));
    expect(report.read).toMatchObject({
      branch: 2,
      menu_entry: 3,
      brand: 2,
      page_section: 4,
      ecommerce_product: 0,
    });
  });

  it('falls back requested → the project languages in order, and reports each fallback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {site, report} = await load();
    expect(
      report.fallbacks.map(({collection, id, field, language, from, text}) =>
        [collection, id, field, `${language}←${from}`, text].join(' '),
      ),
    ).toEqual([
      'site_config 1 translations en←de seo_description',
      'legal 1 translations en←de insurance',
      'legal 1 translations en←de privacy',
      'branch 1 opening_periods.1.translations en←de free_text',
      'opening_hours 2 translations en←de ',
      'menu_entry 2 translations en←de ',
      'brand 1 translations en←de title',
      'page_section 1 translations en←de text',
      'page_section 4 translations en←de ',
    ]);
    const english = site.legal.translations.find((row) => row.language === 'en');
    expect(english?.privacy).toContain('Datenschutz');
    expect(formatContentReport(report)).toContain(
      'Content: 5 record(s) skipped, 3 ignored, fallbacks en 9',
    );
  });

  it('reads region codes, string booleans, rgb()/hsl() colours and unusual e-mail addresses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {site} = await load();
    expect(site.project.languages).toEqual(['de', 'en']);
    expect(site.project.features).toEqual({calendar_booking: true, newsletter: false});
    expect(site.openingHours.map((row) => row.closed)).toEqual([false, true]);
    expect(site.siteConfig.theme).toMatchObject({
      brand_color: 'rgb(122, 28, 64)',
      base_color: 'hsl(40, 30%, 97%)',
    });
    expect(site.company.emails[0]).toEqual({
      email: "o'brien@uhrmacher-lindenhöf.example",
      primary: true,
    });
    expect(site.branches.map((branch) => branch.email)).toEqual([
      'werkstatt@uhrmacher-lindenhöf.example',
    ]);
    expect(site.menus.social).toEqual([]);
    expect(site.brands.map((brand) => brand.slug)).toEqual(['junghans']);
  });

  it('fails under STRICT_CONTENT=1, naming the first warning', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(load(true)).rejects.toThrow(
      'STRICT_CONTENT=1 and 8 content warning(s), first: Skipped content in collection "branch", id "2", field "zip"',
    );
  });
});
