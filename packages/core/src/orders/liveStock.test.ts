import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import type {Id} from '../model/common.ts';
import type {Product} from '../model/product.ts';
import {allFixtureProducts} from '../shopApi/jewellerFixture.testing.ts';
import type {ShopApi} from '../shopApi/types.ts';
import {fetchLiveStock, overlayLiveStock, withLiveStock} from './liveStock.ts';

const BASE = 'https://orders.example.test';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PRODUCTS = allFixtureProducts();
const product = (id: number): Product => {
  const found = PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
// Tudor Ranger: one piece; Longines HydroConquest: variants 1004 (2), 1005 (1), 1006 (0).
const RANGER = product(103);
const HYDROCONQUEST = product(104);

/** A catalogue that only answers getProduct; the other reads are not used here. */
function catalogue(): ShopApi {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    getSettings: unused,
    listProducts: unused,
    randomProducts: unused,
    productPrices: unused,
    getRatings: unused,
    getAttributes: unused,
    getProduct: async (id: Id) => PRODUCTS.find((candidate) => candidate.id === Number(id)) ?? null,
  };
}

function stockAnswer(stock: Record<string, unknown>) {
  return http.get(`${BASE}/ecom/stock`, () => HttpResponse.json({status: 'ok', stock}));
}

describe('fetchLiveStock', () => {
  it('asks for the project and the ids and reads each entry', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/ecom/stock`, ({request}) => {
        url = new URL(request.url);
        return HttpResponse.json({
          status: 'ok',
          stock: {
            '103': {available: 0, variants: {}},
            '104': {available: 3, variants: {'1005': 0}},
          },
        });
      }),
    );
    const stock = await fetchLiveStock([103, '104', 103], {
      baseUrl: `${BASE}/`,
      project: 'morgenstern',
    });
    expect(url?.searchParams.get('project')).toBe('morgenstern');
    expect(url?.searchParams.get('ids')).toBe('103,104');
    expect(stock).toEqual({
      '103': {available: 0, variants: {}},
      '104': {available: 3, variants: {'1005': 0}},
    });
  });

  it('names at most 50 ids and makes no request for none', async () => {
    let ids: string[] = [];
    server.use(
      http.get(`${BASE}/ecom/stock`, ({request}) => {
        ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
        return HttpResponse.json({status: 'ok', stock: {}});
      }),
    );
    await fetchLiveStock(
      Array.from({length: 60}, (_, index) => index + 1),
      {baseUrl: BASE, project: 'p'},
    );
    expect(ids).toHaveLength(50);
    await expect(fetchLiveStock([], {baseUrl: BASE, project: 'p'})).resolves.toEqual({});
  });

  it('leaves out entries it cannot read', async () => {
    server.use(
      stockAnswer({'103': {available: 'none'}, '104': {available: null, variants: {'1004': 'x'}}}),
    );
    await expect(fetchLiveStock([103, 104], {baseUrl: BASE, project: 'p'})).resolves.toEqual({
      '104': {available: null, variants: {}},
    });
  });

  it('rejects an error answer, a refusal and a timeout', async () => {
    server.use(http.get(`${BASE}/ecom/stock`, () => HttpResponse.json({status: 'error'})));
    await expect(fetchLiveStock([103], {baseUrl: BASE, project: 'p'})).rejects.toThrow();
    server.use(http.get(`${BASE}/ecom/stock`, () => new HttpResponse(null, {status: 500})));
    await expect(fetchLiveStock([103], {baseUrl: BASE, project: 'p'})).rejects.toThrow('HTTP 500');
    server.use(
      http.get(`${BASE}/ecom/stock`, async () => {
        await delay(200);
        return HttpResponse.json({status: 'ok', stock: {}});
      }),
    );
    await expect(
      fetchLiveStock([103], {baseUrl: BASE, project: 'p', timeoutMs: 20}),
    ).rejects.toThrow('timeout');
  });
});

describe('overlayLiveStock', () => {
  it('lays the counted stock over the product and its named variants', () => {
    const live = overlayLiveStock(HYDROCONQUEST, {available: 1, variants: {'1004': 0}});
    expect(live.stock).toBe(1);
    expect(live.variants.map((variant) => variant.stock)).toEqual([0, 1, 0]);
    // The catalogue's record stays as it was.
    expect(HYDROCONQUEST.variants[0]?.stock).toBe(2);
  });

  it('keeps the catalogue where the service does not count', () => {
    expect(overlayLiveStock(RANGER, {available: null, variants: {}})).toBe(RANGER);
    expect(overlayLiveStock(RANGER, undefined)).toBe(RANGER);
    expect(overlayLiveStock(RANGER, {available: 1, variants: {}})).toBe(RANGER);
  });
});

describe('withLiveStock', () => {
  it('shows a sold piece as sold', async () => {
    server.use(stockAnswer({'103': {available: 0, variants: {}}}));
    const api = withLiveStock(catalogue(), {baseUrl: BASE, project: 'p'});
    expect(RANGER.stock).toBe(1);
    expect((await api.getProduct(103))?.stock).toBe(0);
  });

  it('keeps the catalogue stock when the read fails, and logs once', async () => {
    server.use(http.get(`${BASE}/ecom/stock`, () => HttpResponse.error()));
    const onError = vi.fn();
    const api = withLiveStock(catalogue(), {baseUrl: BASE, project: 'p', onError});
    await expect(api.getProduct(103)).resolves.toBe(RANGER);
    await expect(api.getProduct(104)).resolves.toBe(HYDROCONQUEST);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('answers null for an unknown product', async () => {
    server.use(stockAnswer({}));
    const api = withLiveStock(catalogue(), {baseUrl: BASE, project: 'p'});
    await expect(api.getProduct(999)).resolves.toBeNull();
  });

  it('shares one fresh read between the live check and the island', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/ecom/stock`, () => {
        reads += 1;
        return HttpResponse.json({status: 'ok', stock: {'103': {available: 0, variants: {}}}});
      }),
    );
    const api = withLiveStock(catalogue(), {baseUrl: BASE, project: 'p'});
    await api.getProduct(103);
    await api.getProduct(103);
    expect(reads).toBe(1);
  });
});
