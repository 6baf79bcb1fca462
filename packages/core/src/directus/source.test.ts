import {http, HttpResponse, delay} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {createCollectionSource} from '../content/collection-source.ts';
import {COLLECTION_NAMES, type CollectionName} from '../content/collections.ts';
import {ContentValidationError} from '../model/validate.ts';
import {createDirectusClient} from './client.ts';
import {DirectusClientError} from './errors.ts';
import {collectImages} from './images.ts';
import {createDirectusSource, DIRECTUS_PAGE_SIZE} from './source.ts';

const URL_ = 'https://cms.example.test';
const DOMAIN = 'shop.example';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LOGO = {id: 'f-logo', filename_download: 'Logo.SVG', title: 'Shop', width: 240, height: 80};

function product(id: number) {
  return {
    id,
    status: 'published',
    display_name: `Ring ${id}`,
    slug: `ring-${id}`,
    project: {domain: DOMAIN},
  };
}

/** A small retailer in fixture shape. */
function retailer(): Record<CollectionName, unknown> {
  return {
    site_config: {
      id: 1,
      seo_title: 'Shop',
      logo: LOGO,
      theme: {brand_color: '#8a6d3b', base_color: '#ffffff'},
    },
    project: {id: 1, name: 'shop', domain: DOMAIN, languages: ['de', 'en']},
    company: {id: 1, company_name: 'Shop GmbH', display_name: 'Shop', legal_form: 'other'},
    legal: {id: 1},
    branch: [{id: 1, display_name: 'Zeil', street: 'Zeil 1', zip: '60313', city: 'Frankfurt'}],
    opening_hours: [],
    menu_entry: [{id: 1, position: 'primary', display_name: 'Uhren', path: '/uhren', sort: 1}],
    widget: [{id: 1, widget_name: 'address', sort: 1}],
    consent: [],
    page_section: [],
    brand: [{id: 1, display_name: 'Rolex', slug: 'rolex', type: 'watches', logo: LOGO}],
    ecommerce_settings: [
      {id: 2, project: {domain: DOMAIN}, enable_cart: true, default_tax_percent: 19},
    ],
    ecommerce_product: [product(101), product(102)],
    ecommerce_product_rating: [{id: 1, product: 101, rating: 5}],
    ecommerce_attribute: [],
  };
}

interface Seen {
  collection: string;
  params: URLSearchParams;
}

/**
 * A Directus stand-in: lists paged by limit/page, counts for `aggregate`, singletons as objects,
 * and every field of a list's records present (null where a record lacks it), as Directus does.
 */
function serve(data: Record<string, unknown>, options: {wait?: number} = {}) {
  const seen: Seen[] = [];
  let inFlight = 0;
  let pagesInFlight = 0;
  // peak: all requests at once; pagePeak: later pages of one list at once.
  const state = {seen, peak: 0, pagePeak: 0};
  server.use(
    http.get(`${URL_}/items/:collection`, async ({params, request}) => {
      const collection = String(params.collection);
      const search = new URL(request.url).searchParams;
      seen.push({collection, params: search});
      const laterPage = Number(search.get('page') ?? 1) > 1;
      inFlight += 1;
      if (laterPage) pagesInFlight += 1;
      state.peak = Math.max(state.peak, inFlight);
      state.pagePeak = Math.max(state.pagePeak, pagesInFlight);
      await delay(options.wait ?? 0);
      inFlight -= 1;
      if (laterPage) pagesInFlight -= 1;
      const value = data[collection];
      if (!Array.isArray(value)) return HttpResponse.json({data: value ?? null});
      if (search.has('aggregate'))
        return HttpResponse.json({data: [{count: String(value.length)}]});
      const keys = new Set(value.flatMap((record: object) => Object.keys(record)));
      const full = value.map((record: Record<string, unknown>) =>
        Object.fromEntries([...keys].map((key) => [key, record[key] ?? null])),
      );
      const limit = Number(search.get('limit') ?? 100);
      const page = Number(search.get('page') ?? 1);
      return HttpResponse.json({data: full.slice((page - 1) * limit, page * limit)});
    }),
  );
  return state;
}

function source() {
  return createDirectusSource({
    client: createDirectusClient({url: URL_, project: DOMAIN, token: 't'}),
  });
}

async function loadError(): Promise<unknown> {
  return source()
    .load()
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
}

describe('createDirectusSource', () => {
  it('yields what the fixture source yields for the same records', async () => {
    const data = retailer();
    serve(data);
    const expected = await createCollectionSource('x', async (c) => data[c]).load();
    expect(await source().load()).toEqual(expected);
  });

  it('reads every collection with its relations expanded and the project’s filters', async () => {
    const {seen} = serve(retailer());
    await source().load();
    expect([...new Set(seen.map((s) => s.collection))].sort()).toEqual(
      [...COLLECTION_NAMES].sort(),
    );
    const query = (c: string) => seen.find((s) => s.collection === c)?.params;
    expect(query('site_config')?.get('fields')).toBe(
      '*,logo.*,translations.*,brand_config.*,theme.*,theme.config.*',
    );
    expect(query('project')?.get('filter')).toBe(`{"domain":{"_eq":"${DOMAIN}"}}`);
    expect(query('ecommerce_settings')?.get('filter')).toBe(
      `{"project":{"domain":{"_eq":"${DOMAIN}"}}}`,
    );
    expect(JSON.parse(query('ecommerce_product')?.get('filter') ?? '')).toEqual({
      _and: [{status: {_eq: 'published'}}, {project: {domain: {_eq: DOMAIN}}}],
    });
    expect(query('brand')?.get('sort')).toBe('id');
    expect(query('brand')?.get('limit')).toBe(String(DIRECTUS_PAGE_SIZE));
  });

  it('reads a long list in pages, in parallel after the first, in id order', async () => {
    const data = retailer();
    const ids = Array.from({length: 2 * DIRECTUS_PAGE_SIZE + 37}, (_, i) => 1000 + i);
    data.ecommerce_product = ids.map(product);
    const state = serve(data, {wait: 5});
    const site = await source().load();
    expect(site.products.map((p) => p.id)).toEqual(ids);
    const reads = state.seen.filter((s) => s.collection === 'ecommerce_product');
    expect(reads.map((s) => s.params.get('page') ?? 'count')).toEqual(['1', 'count', '2', '3']);
    expect(state.pagePeak).toBe(2);
    expect(state.peak).toBeLessThanOrEqual(10);
  });

  it('takes a singleton stored as a list of one record', async () => {
    const data = retailer();
    data.company = [data.company];
    serve(data);
    expect((await source().load()).company.company_name).toBe('Shop GmbH');
  });

  it('fails when the project record is not the configured domain (SITE_DOMAIN)', async () => {
    const data = retailer();
    data.project = {id: 1, name: 'other', domain: 'other.example', languages: ['de']};
    serve(data);
    const error = await loadError();
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as Error).message).toBe(
      `Invalid content in collection "project", id "1", field "domain": expected the configured project domain "${DOMAIN}", received "other.example"`,
    );
  });

  it('fails on two records where one is due', async () => {
    const data = retailer();
    data.legal = [{id: 1}, {id: 2}];
    serve(data);
    expect((await loadError()) as Error).toMatchObject({
      collection: 'legal',
      message: expect.stringContaining('expected one record, received 2'),
    });
  });

  it('skips a bad list record naming collection, id and field (decision 029)', async () => {
    const data = retailer();
    data.branch = [{id: 9, display_name: 'F', street: 'Zeil', zip: 60313, city: 'Frankfurt'}];
    serve(data);
    const {site, report} = await source().loadWithReport();
    expect(site.branches).toEqual([]);
    expect(report.skipped).toEqual([
      {collection: 'branch', id: '9', field: 'zip', problem: 'expected string, received 60313'},
    ]);
  });

  it('fails on a bad singleton naming collection, id and field', async () => {
    const data = retailer();
    data.company = {id: 2, company_name: 'X', display_name: 'X', legal_form: 'gmbh'};
    serve(data);
    expect((await loadError()) as Error).toMatchObject({
      message: expect.stringContaining(
        'Invalid content in collection "company", id "2", field "legal_form"',
      ) as unknown,
    });
  });

  it('passes the server’s refusal on (e.g. a token without read access)', async () => {
    serve(retailer());
    server.use(
      http.get(`${URL_}/items/consent`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: "You don't have permission to access this.",
                extensions: {code: 'FORBIDDEN'},
              },
            ],
          },
          {status: 403},
        ),
      ),
    );
    const error = await loadError();
    expect(error).toBeInstanceOf(DirectusClientError);
    expect(error).toMatchObject({code: 403, request: 'GET /items/consent'});
  });

  it('lists each image file once, by lower-cased name', async () => {
    serve(retailer());
    const images = collectImages(await source().load());
    expect(images).toEqual([LOGO]);
  });
});
