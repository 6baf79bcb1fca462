// GET /ecom/stock over HTTP (decision 070): the ledger's pieces per product and variant with the
// jeweller's real stock, the last piece sold showing 0, unknown ids left out, the id limits, CORS
// and no caching.
import {afterEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {SHOP_PATHS} from '../limits.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  post,
  startTestService,
  type TestService,
} from '../testService.testing.ts';
import {MAX_STOCK_IDS} from './liveStock.ts';

let test: TestService;
afterEach(() => test.close());

/** The service over the jeweller's real stock (103 "Tudor Ranger" has one piece). */
async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  test = await startTestService({catalogue: (await loadJeweller()).catalogue, ...options});
  return test;
}

/** GETs the stock of `ids` (a raw query value) with optional headers; status, headers, body. */
async function stock(ids: string, headers: Record<string, string> = {}, project = JEWELLER_DOMAIN) {
  const query = new URLSearchParams({project, ids});
  const response = await fetch(`${test.url}${SHOP_PATHS.stock}?${query}`, {headers});
  const body = (await response.json()) as Record<string, unknown>;
  return {status: response.status, headers: response.headers, body};
}

describe('GET /ecom/stock', () => {
  it('shows the last piece as sold once an order took it', async () => {
    await start();
    expect((await stock('103')).body).toEqual({
      status: 'ok',
      stock: {'103': {available: 1, variants: {}}},
    });
    const order = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({
        payment_method: 1,
        products: [
          {product: 103, variant: null, personalization: {}, count: 1, price_brutto: 3100},
        ],
        total_price_brutto: 3109.9,
      }),
      project: JEWELLER_DOMAIN,
    });
    expect(order.status).toBe(200);
    expect((await stock('103')).body['stock']).toEqual({'103': {available: 0, variants: {}}});
  });

  it('gives variants apart, null where the content counts none, and leaves unknown ids out', async () => {
    await start();
    const answer = await stock(' 101, 110,999,abc,101 ');
    expect(answer.status).toBe(200);
    expect(answer.body['stock']).toEqual({
      // Variants 1001 and 1002 have a piece each, 1003 none.
      '101': {available: 2, variants: {'1001': 1, '1002': 1, '1003': 0}},
      '110': {available: null, variants: {}},
    });
  });

  it(`refuses more than ${MAX_STOCK_IDS} ids, none, and ids that are not ids: 400`, async () => {
    await start();
    const many = Array.from({length: MAX_STOCK_IDS + 1}, (_, index) => String(100 + index));
    expect((await stock(many.slice(0, MAX_STOCK_IDS).join(','))).status).toBe(200);
    for (const ids of [many.join(','), '', ',,', '101,a b', '101;drop', 'ä', 'x'.repeat(101)]) {
      const answer = await stock(ids);
      expect([answer.status, answer.body['code'], errorCodes(answer)], ids).toEqual([
        400,
        'invalid',
        ['invalid'],
      ]);
    }
    const project = await stock('101', {}, 'other.example');
    expect([project.status, project.body['code']]).toEqual([422, 'unknown_project']);
    const none = await fetch(`${test.url}${SHOP_PATHS.stock}?ids=101`);
    expect(none.status).toBe(422);
  });

  it('answers with CORS for the site and is never cached', async () => {
    await start();
    const origin = 'http://localhost:4173';
    const answer = await stock('103', {Origin: origin});
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const preflight = await fetch(`${test.url}${SHOP_PATHS.stock}`, {
      method: 'OPTIONS',
      headers: {Origin: origin, 'Access-Control-Request-Method': 'GET'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    const foreign = await stock('103', {Origin: 'https://evil.example'});
    expect(foreign.status).toBe(403);
  });

  it('takes GET only', async () => {
    await start();
    const answer = await post(`${test.url}${SHOP_PATHS.stock}`, {ids: '103'});
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, OPTIONS');
  });
});
