// Order limits over HTTP (decision 010e): at most 999 of a line, amounts in safe whole cents,
// and a total no larger than the maximum; nothing over a limit is stored.
import {afterEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {MAX_LINE_COUNT} from './limits.ts';
import {
  errorCodes,
  errorPaths,
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
afterEach(() => test.close());

// Product 123 (59 €) and 102 (4200 €) may be reordered without limit: stock does not cap them.
const REORDERABLE_CHEAP = {product: 123, price: 59};
const REORDERABLE_DEAR = {product: 102, price: 4200};
const SHIPPING = 9.9;

// An order of `count` pieces of `item` whose client prices agree with the catalogue.
function orderOf(item: {product: number; price: number}, count: number) {
  const total = Math.round((item.price * count + SHIPPING) * 100) / 100;
  return {
    ...orderBody({
      products: [
        {
          product: item.product,
          variant: null,
          personalization: {},
          count,
          price_brutto: item.price,
        },
      ],
      total_price_brutto: total,
    }),
    project: JEWELLER_DOMAIN,
  };
}

const orderAt = () => `${test.url}${ORDER_PATHS.order}`;

describe('POST /ecom/order: limits', () => {
  it('takes 1 to 999 of a line and refuses more with 400 at the count, storing nothing', async () => {
    test = await startTestService();
    const most = await post(orderAt(), orderOf(REORDERABLE_CHEAP, MAX_LINE_COUNT));
    expect([most.status, most.body['total']]).toEqual([200, 58_950.9]);
    for (const count of [1000, 1e6, 2 ** 53 + 2, 1e304]) {
      // The client's total of so many is itself too large from 2^53 on: that is reported too.
      const answer = await post(orderAt(), orderOf(REORDERABLE_CHEAP, count));
      expect([answer.status, errorPaths(answer)[0]], String(count)).toEqual([
        400,
        'products.0.count',
      ]);
      expect(new Set(errorCodes(answer))).toEqual(new Set(['invalid']));
    }
    expect(test.count('orders')).toBe(1);
  });

  it('refuses amounts whose cents are no safe integer (a client total of 1e307)', async () => {
    test = await startTestService();
    const answer = await post(orderAt(), {
      ...orderOf({...REORDERABLE_CHEAP, price: 1e14}, 1),
      shipping_cost: 2 ** 53,
      total_price_brutto: 1e307,
    });
    expect([answer.status, errorPaths(answer)]).toEqual([
      400,
      ['products.0.price_brutto', 'shipping_cost', 'total_price_brutto'],
    ]);
    expect(test.count('orders')).toBe(0);
  });

  it('refuses a total over 100,000 EUR by default with 422 total_limit', async () => {
    test = await startTestService();
    // 23 × 4200 + 9.90 = 96,609.90 EUR is under the maximum, 24 × 4200 is over it.
    const under = await post(orderAt(), orderOf(REORDERABLE_DEAR, 23));
    expect([under.status, under.body['total']]).toEqual([200, 96_609.9]);
    const over = await post(orderAt(), orderOf(REORDERABLE_DEAR, 24));
    expect([over.status, errorCodes(over), errorPaths(over)]).toEqual([
      422,
      ['total_limit'],
      ['total_price_brutto'],
    ]);
    expect(over.body['errors']).toMatchObject([{message: expect.stringContaining('100000.00')}]);
    expect(test.rows('orders')).toMatchObject([{total_cents: 9_660_990}]);
  });

  it('takes the maximum from the options', async () => {
    test = await startTestService({maxOrderTotal: 4237.9});
    const at = await post(orderAt(), {...orderBody(), project: JEWELLER_DOMAIN});
    expect(at.status).toBe(200);
    await test.close();
    test = await startTestService({maxOrderTotal: 4237.89});
    const over = await post(orderAt(), {...orderBody(), project: JEWELLER_DOMAIN});
    expect([over.status, errorCodes(over)]).toEqual([422, ['total_limit']]);
  });

  it('refuses to start with a maximum that is no amount above 0', async () => {
    for (const maxOrderTotal of [0, -1, Number.NaN, Infinity, 1e300]) {
      await expect(startTestService({maxOrderTotal}), String(maxOrderTotal)).rejects.toThrow(
        RangeError,
      );
    }
    test = await startTestService();
  });
});
