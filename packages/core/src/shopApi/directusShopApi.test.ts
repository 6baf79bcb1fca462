import {delay, http, HttpResponse, type JsonBodyType} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {createDirectusShopApi} from './directusShopApi.ts';

const CMS = 'https://cms.example.test';
const DOMAIN = 'juwelier-morgenstern.example';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (timeoutMs?: number) =>
  createDirectusShopApi({url: CMS, domain: DOMAIN, timeoutMs, random: () => 0, token: 'read'});

const ITEM = {
  id: 101,
  display_name: 'Tudor Black Bay 58',
  slug: 'tudor-black-bay-58',
  images: [],
  manufacturer: null,
  category: null,
  stock: 2,
  product_variants: [{price_brutto: 3900}],
  ratings: [{rating: 5}],
  price_brutto: 3900,
  translations: [],
};

const SETTINGS = {
  id: 1,
  project: {domain: DOMAIN},
  default_tax_percent: 19,
  enable_cart: true,
};

/** Records each request URL of a collection and answers with `body`. */
function answer(collection: string, body: JsonBodyType, seen: URL[] = []) {
  server.use(
    http.get(`${CMS}/items/${collection}`, ({request}) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('expected a rejection with an Error');
  return error;
}

describe('getSettings (spec §4 Settings load, §8)', () => {
  it('reads the single record of the domain, with the token', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${CMS}/items/ecommerce_settings`, ({request}) => {
        auth = request.headers.get('authorization');
        const url = new URL(request.url);
        expect(url.searchParams.get('filter[project][domain][_eq]')).toBe(DOMAIN);
        return HttpResponse.json({data: [SETTINGS]});
      }),
    );
    const settings = await api().getSettings(DOMAIN);
    expect(settings).toMatchObject({id: 1, enable_cart: true, default_sort: 'sort'});
    expect(auth).toBe('Bearer read');
  });

  it.each([
    ['empty', () => HttpResponse.json({data: []}), undefined],
    ['HTTP 403', () => HttpResponse.json({errors: []}, {status: 403}), 'http'],
    ['network error', () => HttpResponse.error(), 'network'],
    ['invalid JSON', () => HttpResponse.text('{'), 'json'],
  ])('rejects with "Could not load settings" when %s', async (_name, resolver, kind) => {
    server.use(http.get(`${CMS}/items/ecommerce_settings`, resolver));
    const error = await failure(api().getSettings(DOMAIN));
    expect(error.message).toBe('Could not load settings');
    if (kind) expect(error.cause).toMatchObject({kind});
  });

  it('rejects a record that fails validation, naming the reason in cause', async () => {
    answer('ecommerce_settings', {data: [{id: 1}]});
    const error = await failure(api().getSettings(DOMAIN));
    expect(error.message).toBe('Could not load settings');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('rejects after the time limit', async () => {
    server.use(
      http.get(`${CMS}/items/ecommerce_settings`, async () => {
        await delay('infinite');
        return HttpResponse.json({data: [SETTINGS]});
      }),
    );
    const error = await failure(api(25).getSettings(DOMAIN));
    expect(error.cause).toMatchObject({message: 'timeout of 25 ms exceeded'});
  });
});

describe('listProducts', () => {
  it('sends page + 1 and builds the paging meta from filter_count', async () => {
    const seen = answer('ecommerce_product', {
      data: [ITEM],
      meta: {filter_count: 41, total_count: 50},
    });
    const page = await api().listProducts({page: 2, category: 1});
    expect(seen[0]?.searchParams.get('page')).toBe('3');
    expect(seen[0]?.searchParams.get('limit')).toBe('20');
    expect(page.data).toEqual([ITEM]);
    expect(page.meta).toEqual({
      result_count: 1,
      filter_count: 41,
      limit: 20,
      offset: 40,
      page: 3,
      page_count: 3,
      links: {self: '?page=3', first: '?page=1', prev: '?page=2', next: null, last: '?page=3'},
    });
  });

  it('rejects with "Could not load products" without meta', async () => {
    answer('ecommerce_product', {data: [ITEM]});
    await expect(api().listProducts({})).rejects.toThrow('Could not load products');
  });
});

describe('randomProducts', () => {
  it('reads the id pool, then the picked products in pick order', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${CMS}/items/ecommerce_product`, ({request}) => {
        const url = new URL(request.url);
        seen.push(url);
        if (url.searchParams.get('fields') === 'id') {
          return HttpResponse.json({data: [{id: 101}, {id: 102}, {id: 103}]});
        }
        // Directus answers in its own order; the client restores the pick order.
        return HttpResponse.json({data: [ITEM, {...ITEM, id: 102}]});
      }),
    );
    const items = await api().randomProducts(2);
    expect(items.map((item) => item.id)).toEqual([101, 102]);
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[1]?.searchParams.get('filter') ?? '')._and[0]).toEqual({
      id: {_in: [101, 102]},
    });
  });

  it('makes one request only when there is nothing to pick', async () => {
    const seen = answer('ecommerce_product', {data: []});
    expect(await api().randomProducts(3)).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe('getProduct, getRatings, getAttributes', () => {
  it('reads images of a many-to-many files field (junction rows) as files, and asks for them', async () => {
    const file = {id: 'a1b2', filename_download: 'bb58.jpg', title: 'Black Bay 58'};
    const seen = answer('ecommerce_product', {
      data: [{...ITEM, images: [{id: 19, ecommerce_product_id: 101, directus_files_id: file}]}],
      meta: {filter_count: 1},
    });
    const items = await api().listProducts({page: 0});
    expect(items.data[0]?.images).toMatchObject([file]);
    expect(seen[0]?.searchParams.get('fields')).toContain('images.directus_files_id.*');
  });

  it('answers null for a product that is not there', async () => {
    answer('ecommerce_product', {data: []});
    expect(await api().getProduct(138)).toBeNull();
  });

  it('reads ratings of one product', async () => {
    const rating = {id: 1, product: 101, rating: 5, name: 'A', comment: null, date_created: null};
    const seen = answer('ecommerce_product_rating', {data: [rating]});
    expect(await api().getRatings(101)).toEqual([rating]);
    expect(seen[0]?.searchParams.get('limit')).toBe('-1');
  });

  it('skips the request for no groups', async () => {
    const seen = answer('ecommerce_attribute', {data: []});
    expect(await api().getAttributes([])).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('rejects with "Could not load attributes" on HTTP 500', async () => {
    server.use(
      http.get(`${CMS}/items/ecommerce_attribute`, () => HttpResponse.json({}, {status: 500})),
    );
    const error = await failure(api().getAttributes([1]));
    expect(error.message).toBe('Could not load attributes');
    expect(error.cause).toMatchObject({kind: 'http', status: 500});
  });
});
