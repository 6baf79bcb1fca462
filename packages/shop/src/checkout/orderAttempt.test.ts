import {describe, expect, it, vi} from 'vitest';
import type {OrderDraft} from './buildOrder.ts';
import {klarnaClientTokenOf, nextAttempt, orderFingerprint, orderIdOf} from './orderAttempt.ts';

const order: OrderDraft = {
  customer_email: 'anna@example.com',
  shipping_address: {
    company: '',
    first_name: 'Anna',
    last_name: 'Muster',
    street: 'Goethestraße',
    number: '12',
    zip_code: '60313',
    city: 'Frankfurt am Main',
    country_code: 'DE',
    phone: '',
  },
  invoice_address: null,
  comment: null,
  payment_method: 1,
  shipping_method: 1,
  present_wrap: false,
  products: [{product: 137, variant: null, personalization: {}, count: 1, price_brutto: 24.9}],
  shipping_cost: 9.9,
  total_price_brutto: 34.8,
  language: 'de',
};

describe('order attempts (one idempotency key per cart and form)', () => {
  it('makes a key for the first attempt', () => {
    const createKey = vi.fn(() => 'key-1');
    expect(nextAttempt(null, order, createKey)).toEqual({
      key: 'key-1',
      fingerprint: orderFingerprint(order),
    });
    expect(createKey).toHaveBeenCalledOnce();
  });

  it('keeps the key for a retry of the same order', () => {
    const first = nextAttempt(null, order, () => 'key-1');
    const createKey = vi.fn(() => 'key-2');
    expect(nextAttempt(first, {...order}, createKey)).toBe(first);
    expect(createKey).not.toHaveBeenCalled();
  });

  it('makes a new key when the cart or the form changed', () => {
    const first = nextAttempt(null, order, () => 'key-1');
    expect(nextAttempt(first, {...order, comment: 'Bitte klingeln'}, () => 'key-2').key).toBe(
      'key-2',
    );
    expect(
      nextAttempt(first, {...order, products: [{...order.products[0]!, count: 2}]}, () => 'key-3')
        .key,
    ).toBe('key-3');
  });

  it('shows the service order_id, else the key', () => {
    expect(orderIdOf({status: 'ok', order_id: 'SF-1001'}, 'key-1')).toBe('SF-1001');
    expect(orderIdOf({status: 'ok', order_id: 42}, 'key-1')).toBe('42');
    expect(orderIdOf({status: 'ok'}, 'key-1')).toBe('key-1');
    expect(orderIdOf({status: 'ok', order_id: ''}, 'key-1')).toBe('key-1');
  });

  it('takes the Klarna client token from the order answer', () => {
    expect(klarnaClientTokenOf({status: 'ok', klarna_client_token: 'tok-1'})).toBe('tok-1');
    expect(klarnaClientTokenOf({status: 'ok', klarna_client_token: ''})).toBeNull();
    expect(klarnaClientTokenOf({status: 'ok'})).toBeNull();
  });
});
