import * as v from 'valibot';
import {describe, expect, it, vi} from 'vitest';
import type {OrderDraft} from '../checkout/buildOrder.ts';
import {orderKeyFor} from './orderKey.ts';

const DRAFT = {
  customer_email: 'kunde@example.com',
  payment_method: 4,
  shipping_method: 2,
  products: [{product: 101, variant: null, personalization: {}, count: 1, price_brutto: 149}],
  total_price_brutto: 149,
} as unknown as OrderDraft;

describe('orderKeyFor', () => {
  it('gives the same UUID for the same stored cart and order, as after a reload', async () => {
    const key = await orderKeyFor(DRAFT, 1_700_000_000_000);
    expect(v.is(v.pipe(v.string(), v.uuid()), key)).toBe(true);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await orderKeyFor(DRAFT, 1_700_000_000_000)).toBe(key);
  });

  it('gives a new key for a changed order or a new cart', async () => {
    const key = await orderKeyFor(DRAFT, 1_700_000_000_000);
    expect(await orderKeyFor({...DRAFT, shipping_method: 3}, 1_700_000_000_000)).not.toBe(key);
    expect(await orderKeyFor(DRAFT, 1_700_000_000_001)).not.toBe(key);
  });

  it('falls back to a random key without Web Crypto', async () => {
    vi.stubGlobal('crypto', {randomUUID: () => '00000000-0000-4000-8000-000000000000'});
    try {
      expect(await orderKeyFor(DRAFT, 1)).toBe('00000000-0000-4000-8000-000000000000');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
