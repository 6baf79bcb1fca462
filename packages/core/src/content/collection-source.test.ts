import {describe, expect, it} from 'vitest';
import {ContentValidationError} from '../model/validate.ts';
import {createCollectionSource} from './collection-source.ts';
import type {PreparedRecord, PreparedRecordCache} from './preparedRecords.ts';
import {reportWarnings} from './report.ts';
import {COLLECTION_NAMES, type CollectionName} from './collections.ts';

const DOMAIN = 'shop.example';

function product(id: number, status: string, domain = DOMAIN) {
  return {
    id,
    status,
    display_name: `Ring ${id}`,
    slug: `ring-${id}`,
    project: {domain},
    price_brutto: 100,
  };
}

/** The smallest valid retailer; tests override single collections. */
function minimal(): Record<CollectionName, unknown> {
  return {
    site_config: {seo_title: 'Shop', theme: {brand_color: '#8a6d3b', base_color: '#ffffff'}},
    project: {name: 'shop', domain: DOMAIN, languages: ['de']},
    company: {company_name: 'Shop GmbH', display_name: 'Shop', legal_form: 'other'},
    legal: {},
    branch: [],
    opening_hours: [],
    menu_entry: [
      {
        id: 3,
        position: 'social',
        media: 'facebook',
        display_name: 'Facebook',
        external_path: 'https://facebook.com/x',
        sort: 1,
      },
      {id: 2, position: 'primary', display_name: 'Kontakt', path: '/kontakt', sort: 2},
      {id: 1, position: 'primary', display_name: 'Uhren', path: '/uhren', sort: 1},
    ],
    widget: [
      {id: 2, widget_name: 'contact', sort: 2},
      {id: 1, widget_name: 'address', sort: 1, props: {showLogo: true}},
    ],
    consent: [],
    page_section: [],
    brand: [],
    ecommerce_settings: [
      {id: 1, project: {domain: 'other.example'}, default_tax_percent: 7},
      {id: 2, project: {domain: DOMAIN}, default_tax_percent: 19, enable_cart: true},
    ],
    ecommerce_product: [
      product(1, 'published'),
      product(2, 'draft'),
      product(3, 'archived'),
      product(4, 'published', 'other.example'),
      product(5, 'published'),
    ],
    ecommerce_product_rating: [
      {id: 1, product: 1, rating: 5},
      {id: 2, product: 2, rating: 1},
    ],
    ecommerce_attribute: [],
  };
}

function sourceOf(data: Record<CollectionName, unknown>) {
  return createCollectionSource('test', async (collection) => data[collection]);
}

async function loadError(data: Record<CollectionName, unknown>): Promise<ContentValidationError> {
  const error: unknown = await sourceOf(data)
    .load()
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(ContentValidationError);
  return error as ContentValidationError;
}

describe('createCollectionSource', () => {
  it('reads every collection once', async () => {
    const read: CollectionName[] = [];
    const data = minimal();
    await createCollectionSource('test', async (collection) => {
      read.push(collection);
      return data[collection];
    }).load();
    expect([...read].sort()).toEqual([...COLLECTION_NAMES].sort());
  });

  it('lists only published products of the project domain (spec §4 Product status)', async () => {
    const site = await sourceOf(minimal()).load();
    expect(site.products.map((p) => p.id)).toEqual([1, 5]);
  });

  it('keeps only ratings of listed products', async () => {
    const site = await sourceOf(minimal()).load();
    expect(site.ratings.map((r) => r.id)).toEqual([1]);
  });

  it('picks the shop settings record of the project domain', async () => {
    const site = await sourceOf(minimal()).load();
    expect(site.shopSettings?.id).toBe(2);
    expect(site.shopSettings?.default_tax_percent).toBe(19);
  });

  it('gives null shop settings when no record matches or the collection is missing', async () => {
    const none = {...minimal(), ecommerce_settings: []};
    expect((await sourceOf(none).load()).shopSettings).toBeNull();
    const missing = {...minimal(), ecommerce_settings: undefined, ecommerce_product: undefined};
    const site = await sourceOf(missing).load();
    expect(site.shopSettings).toBeNull();
    expect(site.products).toEqual([]);
  });

  it('splits menus by position and orders lists by sort', async () => {
    const site = await sourceOf(minimal()).load();
    expect(site.menus.primary.map((m) => m.display_name)).toEqual(['Uhren', 'Kontakt']);
    expect(site.menus.social.map((m) => m.media)).toEqual(['facebook']);
    expect(site.widgets.map((w) => w.widget_name)).toEqual(['address', 'contact']);
  });

  it('skips a bad list record and names collection, id and field in the report', async () => {
    const data = minimal();
    data.ecommerce_product = [
      product(1, 'published'),
      {...product(17, 'published'), price_brutto: 'abc'},
    ];
    const {site, report} = await sourceOf(data).loadWithReport();
    expect(site.products.map((p) => p.id)).toEqual([1]);
    expect(report.skipped).toEqual([
      {
        collection: 'ecommerce_product',
        id: '17',
        field: 'price_brutto',
        problem: 'expected number, received "abc"',
      },
    ]);
    expect(reportWarnings(report)).toEqual([
      'Skipped content in collection "ecommerce_product", id "17", field "price_brutto": expected number, received "abc"',
    ]);
  });

  it('counts the records read per collection, skipped ones included', async () => {
    const data = minimal();
    data.brand = [{id: 1, display_name: 'Tudor', slug: 'Not A Slug', type: 'watches'}];
    const {site, report} = await sourceOf(data).loadWithReport();
    expect(site.brands).toEqual([]);
    expect(report.read).toMatchObject({brand: 1, ecommerce_product: 5, company: 1, branch: 0});
    expect(report.skipped.map((issue) => [issue.collection, issue.id, issue.field])).toEqual([
      ['brand', '1', 'slug'],
    ]);
  });

  it('validates records that are filtered out afterwards', async () => {
    const data = minimal();
    data.ecommerce_product = [{...product(2, 'draft'), slug: 'Not A Slug'}];
    const {report} = await sourceOf(data).loadWithReport();
    expect(report.skipped.map((issue) => [issue.collection, issue.id, issue.field])).toEqual([
      ['ecommerce_product', '2', 'slug'],
    ]);
  });

  it('uses the list position when a bad record has no id', async () => {
    const data = minimal();
    data.consent = [
      {id: 1, function_id: 'youtube', display_name: 'YouTube'},
      {function_id: '', display_name: 'Karte'},
    ];
    const {site, report} = await sourceOf(data).loadWithReport();
    expect(site.consents.map((c) => c.function_id)).toEqual(['youtube']);
    expect(report.skipped.map((issue) => [issue.collection, issue.id, issue.field])).toEqual([
      ['consent', '#1', 'function_id'],
    ]);
  });

  it('keeps the first of two records with the same id and skips the second', async () => {
    const data = minimal();
    data.ecommerce_product = [product(1, 'published'), product(1, 'draft')];
    const {site, report} = await sourceOf(data).loadWithReport();
    expect(site.products.map((p) => p.status)).toEqual(['published']);
    expect(reportWarnings(report)).toEqual([
      'Skipped content in collection "ecommerce_product", id "1", field "id": duplicate id',
    ]);
  });

  it('fails on a bad singleton naming collection, id and field', async () => {
    const data = minimal();
    data.company = {id: 4, company_name: 'Shop GmbH', display_name: 'Shop', legal_form: 'gmbh'};
    const error = await loadError(data);
    expect([error.collection, error.id, error.field]).toEqual(['company', '4', 'legal_form']);
  });

  it('fails on a bad shop settings record: the shop cannot run on a guess', async () => {
    const data = minimal();
    data.ecommerce_settings = [{id: 2, project: {domain: DOMAIN}, default_tax_percent: 'x'}];
    const error = await loadError(data);
    expect(error.message).toBe(
      'Invalid content in collection "ecommerce_settings", id "2", field "default_tax_percent": expected number, received "x"',
    );
  });

  it('normalises a stock CMS record at the boundary for both sources (decision 029)', async () => {
    const data = minimal();
    data.project = {name: 'shop', domain: DOMAIN, languages: ['de-DE', 'en-US']};
    data.brand = [
      {
        id: 7,
        display_name: 'Tudor',
        slug: 'tudor',
        type: 'watches',
        translations: [
          {language: 'de-DE', title: 'Tudor Uhren'},
          {language: 'en-US', title: ''},
          {language: 'es', title: 'Relojes'},
        ],
      },
    ];
    data.widget = [{id: 1, widget_name: 'address', props: {showLogo: 'true'}}];
    const {site, report} = await sourceOf(data).loadWithReport();
    expect(site.project.languages).toEqual(['de', 'en']);
    expect(site.brands[0]?.translations).toEqual([
      {language: 'de', title: 'Tudor Uhren', description: null, seo_description: null},
      {language: 'en', title: 'Tudor Uhren', description: null, seo_description: null},
    ]);
    expect(report.warnings).toEqual([
      {
        collection: 'brand',
        id: '7',
        field: 'translations.2.language',
        problem: 'language "es" is not served',
      },
    ]);
    expect(report.fallbacks).toContainEqual({
      collection: 'brand',
      id: '7',
      field: 'translations',
      language: 'en',
      from: 'de',
      text: 'title',
    });
    expect(site.widgets[0]?.props.showLogo).toBe(true);
  });

  it('reports nothing for clean content, and load() gives the same site', async () => {
    const source = sourceOf(minimal());
    const {site, report} = await source.loadWithReport();
    expect(reportWarnings(report)).toEqual([]);
    expect(await source.load()).toEqual(site);
  });

  it('takes list records from a cache of prepared records, skipping bad ones as without', async () => {
    // Decision 058: the build keeps prepared records between builds, as JSON.
    const data = minimal();
    data.ecommerce_product = [
      product(1, 'published'),
      product(1, 'draft'),
      {...product(17, 'published'), price_brutto: 'abc'},
      product(5, 'published'),
    ];
    const kept = new Map<string, string>();
    let prepared = 0;
    const cache: PreparedRecordCache = {
      prepare: (collection, raw, served, work) => {
        const key = JSON.stringify([collection, served, raw]);
        const json = kept.get(key);
        if (json !== undefined) return JSON.parse(json) as PreparedRecord;
        prepared++;
        const result = work();
        kept.set(key, JSON.stringify(result));
        return result;
      },
    };
    const without = await sourceOf(data).loadWithReport();
    const first = await sourceOf(data).loadWithReport({cache});
    const records = prepared;
    const second = await sourceOf(data).loadWithReport({cache});
    expect(records).toBeGreaterThan(5);
    // Only the bad record, never kept, is prepared again.
    expect(prepared).toBe(records + 1);
    for (const loaded of [first, second]) {
      expect(loaded.site).toStrictEqual(without.site);
      expect(loaded.report).toStrictEqual(without.report);
    }
  });

  it('rejects a singleton that is missing or a list', async () => {
    expect((await loadError({...minimal(), company: undefined})).message).toBe(
      'Invalid content in collection "company", id "(singleton)", record: expected object, received undefined',
    );
    expect((await loadError({...minimal(), legal: []})).collection).toBe('legal');
  });

  it('rejects a list collection that is not an array', async () => {
    const error = await loadError({...minimal(), branch: {id: 1}});
    expect(error.message).toContain('collection "branch"');
    expect(error.message).toContain('expected array, received object');
  });
});
