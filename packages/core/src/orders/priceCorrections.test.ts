// The checkout reads the catalogue's prices from a failed postOrder: only a 422 whose price
// mismatches carry `expected` gives corrections; every other failure keeps "Could not post order".
import {describe, expect, it} from 'vitest';
import {createOrderClient} from './orderClient.ts';
import {PRICE_MISMATCH, priceCorrectionsOf} from './priceCorrections.ts';
import type {FetchLike} from './timedFetch.ts';

const answering =
  (status: number, body: string): FetchLike =>
  () =>
    Promise.resolve(new Response(body, {status, headers: {'Content-Type': 'application/json'}}));

async function failureOf(fetch: FetchLike): Promise<unknown> {
  const client = createOrderClient({baseUrl: 'https://orders.example.test', project: 'p', fetch});
  const order = {} as Parameters<typeof client.postOrder>[0];
  return client.postOrder(order, 'key-1').then(
    () => null,
    (error: unknown) => error,
  );
}

const refusal = (errors: unknown[]) => JSON.stringify({status: 'error', errors});

// What the order service answers after the ring's price went from 2490 to 2590 (wire shape).
const RING_REPRICED = refusal([
  {
    code: PRICE_MISMATCH,
    message: 'The catalogue price of Solitärring Aurora is 2590.00, not 2490.00: reload the cart',
    path: 'products.1.price_brutto',
    expected: 2590,
  },
  {
    code: 'total_mismatch',
    message: 'The total is 6674.80, not 6574.80: reload the cart',
    path: 'total_price_brutto',
    expected: 6674.8,
  },
]);

describe('priceCorrectionsOf', () => {
  it('reads the lines and the total of a 422 price refusal, behind "Could not post order"', async () => {
    const error = await failureOf(answering(422, RING_REPRICED));
    expect(error).toMatchObject({message: 'Could not post order'});
    expect(priceCorrectionsOf(error)).toEqual({
      lines: [{index: 1, expected: 2590}],
      shippingCost: null,
      total: 6674.8,
    });
  });

  it('reads a shipping cost alone, and several lines once each', async () => {
    const error = await failureOf(
      answering(
        422,
        refusal([
          {code: PRICE_MISMATCH, message: '…', path: 'products.0.price_brutto', expected: 89.9},
          {code: PRICE_MISMATCH, message: '…', path: 'products.2.price_brutto', expected: 0},
          {code: PRICE_MISMATCH, message: '…', path: 'products.2.price_brutto', expected: 5},
          {code: 'shipping_cost_mismatch', message: '…', path: 'shipping_cost', expected: 4.9},
        ]),
      ),
    );
    expect(priceCorrectionsOf(error)).toEqual({
      lines: [
        {index: 0, expected: 89.9},
        {index: 2, expected: 0},
      ],
      shippingCost: 4.9,
      total: null,
    });
    const shippingOnly = await failureOf(
      answering(
        422,
        refusal([
          {code: 'shipping_cost_mismatch', message: '…', path: 'shipping_cost', expected: 0},
        ]),
      ),
    );
    expect(priceCorrectionsOf(shippingOnly)).toEqual({lines: [], shippingCost: 0, total: null});
  });

  it('skips entries without a usable expected value or line path', async () => {
    const error = await failureOf(
      answering(
        422,
        refusal([
          // An older service: no `expected`.
          {code: PRICE_MISMATCH, message: '…', path: 'products.0.price_brutto'},
          {code: PRICE_MISMATCH, message: '…', path: 'products.x.price_brutto', expected: 1},
          {code: PRICE_MISMATCH, message: '…', path: 'products.01.price_brutto', expected: 1},
          {code: PRICE_MISMATCH, message: '…', path: 'products.1.count', expected: 1},
          {code: PRICE_MISMATCH, message: '…', expected: 1},
          {code: 'invalid', message: '…', path: 'products.3.price_brutto', expected: 1},
        ]),
      ),
    );
    expect(priceCorrectionsOf(error)).toBeNull();
  });

  it('gives none for other failures', async () => {
    // The same body with another status, a malformed body, and no refusal at all.
    expect(priceCorrectionsOf(await failureOf(answering(409, RING_REPRICED)))).toBeNull();
    expect(priceCorrectionsOf(await failureOf(answering(500, RING_REPRICED)))).toBeNull();
    expect(priceCorrectionsOf(await failureOf(answering(422, 'not json')))).toBeNull();
    const negative = refusal([
      {code: PRICE_MISMATCH, message: '…', path: 'products.0.price_brutto', expected: -1},
    ]);
    expect(priceCorrectionsOf(await failureOf(answering(422, negative)))).toBeNull();
    const notANumber = refusal([
      {code: PRICE_MISMATCH, message: '…', path: 'products.0.price_brutto', expected: '12'},
    ]);
    expect(priceCorrectionsOf(await failureOf(answering(422, notANumber)))).toBeNull();
    expect(priceCorrectionsOf(new Error('x'))).toBeNull();
    expect(priceCorrectionsOf(undefined)).toBeNull();
  });
});
