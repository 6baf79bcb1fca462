// Amounts read back from storage or content (decision 016 fault tests): JSON.parse turns 1e999
// into Infinity, and a stored cart line at that price used to be restored as it was.
import * as v from 'valibot';
import {describe, expect, it} from 'vitest';
import {CartSchema, StoredCheckoutSchema} from './cart.ts';
import {PriceSchema} from './common.ts';

describe('PriceSchema', () => {
  it('takes finite amounts from 0', () => {
    for (const price of [0, 0.01, 89, 24.9, 1_000_000]) {
      expect(v.is(PriceSchema, price), String(price)).toBe(true);
    }
  });

  it('rejects Infinity, NaN and negative amounts', () => {
    for (const price of [Infinity, -Infinity, NaN, -0.01, JSON.parse('1e999') as number]) {
      expect(v.is(PriceSchema, price), String(price)).toBe(false);
    }
  });

  it('makes a cart line priced 1e999 and a shipping cost of 1e999 invalid', () => {
    const line = {cartId: 'p1', product: {id: 1}, count: 1, priceBrutto: 89};
    const cart = (priceText: string) =>
      JSON.parse(
        `{"products":[${JSON.stringify(line).replace('89', priceText)}],"totalCount":1,"totalPriceBrutto":89,"timestamp":1}`,
      ) as unknown;
    expect(v.is(CartSchema, cart('89'))).toBe(true);
    expect(v.is(CartSchema, cart('1e999'))).toBe(false);
    expect(v.is(StoredCheckoutSchema, JSON.parse('{"shippingCost":1e999}'))).toBe(false);
    expect(v.is(StoredCheckoutSchema, JSON.parse('{"shippingCost":9.9}'))).toBe(true);
  });
});
