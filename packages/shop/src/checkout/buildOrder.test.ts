import {describe, expect, it} from 'vitest';
import type {CheckoutState} from '@schaufenster/core';
import {buildOrder, linesTotal, roundPrice} from './buildOrder.ts';
import {ANNA_ADDRESS, JEWELLER_SETTINGS, TWO_LINE_CART} from '../stories/checkoutSeed.ts';
import {INITIAL_CHECKOUT_STATE} from './checkoutReducer.ts';

const filled: CheckoutState = {
  ...INITIAL_CHECKOUT_STATE,
  customerEmail: ' anna@example.com ',
  shippingAddress: ANNA_ADDRESS,
  comment: '  Bitte klingeln ',
  paymentMethod: 1,
  shippingMethod: 1,
  shippingCost: 9.9,
  presentWrap: true,
};

describe('buildOrder (POST /ecom/order body)', () => {
  it('builds the order from cart lines, checkout fields and the shipping config', () => {
    expect(buildOrder(TWO_LINE_CART, filled, JEWELLER_SETTINGS, 'en')).toEqual({
      ok: true,
      order: {
        customer_email: 'anna@example.com',
        shipping_address: ANNA_ADDRESS,
        invoice_address: null,
        comment: 'Bitte klingeln',
        payment_method: 1,
        shipping_method: 1,
        present_wrap: true,
        products: [
          {
            product: 114,
            variant: 1024,
            personalization: {engraving: 'A & B'},
            count: 2,
            price_brutto: 119,
          },
          {product: 137, variant: null, personalization: {}, count: 1, price_brutto: 24.9},
        ],
        shipping_cost: 9.9,
        total_price_brutto: 272.8,
        language: 'en',
      },
    });
  });

  it('takes the shipping cost from the settings, not from a stale stored shippingCost', () => {
    const result = buildOrder(TWO_LINE_CART, {...filled, shippingCost: 0}, JEWELLER_SETTINGS);
    expect(result.ok && result.order.shipping_cost).toBe(9.9);
  });

  it('a method flagged free in settings.shipping_methods costs nothing (DHL Express is not free)', () => {
    const expressCheckout = {...filled, shippingMethod: 3, paymentMethod: 4};
    const express = buildOrder(TWO_LINE_CART, expressCheckout, JEWELLER_SETTINGS);
    expect(express.ok && express.order.shipping_cost).toBe(19.9);
    const freeExpress = {
      ...JEWELLER_SETTINGS,
      shipping_methods: JEWELLER_SETTINGS.shipping_methods.map((m) =>
        m.id === 3 ? {...m, free: true} : m,
      ),
    };
    const result = buildOrder(TWO_LINE_CART, expressCheckout, freeExpress);
    expect(result.ok && result.order.shipping_cost).toBe(0);
    expect(result.ok && result.order.total_price_brutto).toBe(262.9);
  });

  it('pick-up in store costs nothing and allows prepayment', () => {
    const result = buildOrder(TWO_LINE_CART, {...filled, shippingMethod: 4}, JEWELLER_SETTINGS);
    expect(result.ok && result.order.shipping_cost).toBe(0);
    expect(result.ok && result.order.shipping_method).toBe(4);
  });

  it('sends a different invoice address and a null comment when it is blank', () => {
    const invoice = {...ANNA_ADDRESS, first_name: 'Bernd', city: 'Offenbach'};
    const result = buildOrder(
      TWO_LINE_CART,
      {...filled, invoiceAddress: invoice, comment: '   '},
      JEWELLER_SETTINGS,
    );
    expect(result.ok && result.order.invoice_address).toEqual(invoice);
    expect(result.ok && result.order.comment).toBeNull();
  });

  it('drops present wrapping when the shop does not offer it', () => {
    const result = buildOrder(TWO_LINE_CART, filled, {
      ...JEWELLER_SETTINGS,
      present_wrapping: false,
    });
    expect(result.ok && result.order.present_wrap).toBe(false);
  });

  it('reports every missing part of an empty checkout', () => {
    expect(
      buildOrder({...TWO_LINE_CART, products: []}, INITIAL_CHECKOUT_STATE, JEWELLER_SETTINGS),
    ).toEqual({
      ok: false,
      problems: ['emptyCart', 'email', 'shippingAddress', 'shippingMethod', 'paymentMethod'],
    });
  });

  it('rejects an invalid e-mail and an incomplete address', () => {
    const result = buildOrder(
      TWO_LINE_CART,
      {
        ...filled,
        customerEmail: 'anna@',
        shippingAddress: {...ANNA_ADDRESS, street: ' '},
        invoiceAddress: {...ANNA_ADDRESS, zip_code: ''},
      },
      JEWELLER_SETTINGS,
    );
    expect(result).toEqual({ok: false, problems: ['email', 'shippingAddress', 'invoiceAddress']});
  });

  it('rejects a country the shop does not ship to', () => {
    const result = buildOrder(
      TWO_LINE_CART,
      {...filled, shippingAddress: {...ANNA_ADDRESS, country_code: 'US'}},
      JEWELLER_SETTINGS,
    );
    expect(result).toEqual({
      ok: false,
      problems: ['shippingAddress', 'shippingMethod', 'paymentMethod'],
    });
  });

  it('rejects a shipping method that does not ship to the country (DHL Standard is DE only)', () => {
    const result = buildOrder(
      TWO_LINE_CART,
      {...filled, shippingAddress: {...ANNA_ADDRESS, country_code: 'AT'}},
      JEWELLER_SETTINGS,
    );
    expect(result).toEqual({ok: false, problems: ['shippingMethod', 'paymentMethod']});
  });

  it('rejects a payment method the shipping method does not allow (Express: no prepayment)', () => {
    const result = buildOrder(
      TWO_LINE_CART,
      {...filled, shippingMethod: 3, paymentMethod: 1},
      JEWELLER_SETTINGS,
    );
    expect(result).toEqual({ok: false, problems: ['paymentMethod']});
  });

  it('rounds totals to cents', () => {
    expect(roundPrice(0.1 + 0.2)).toBe(0.3);
    expect(linesTotal(TWO_LINE_CART)).toBe(262.9);
  });
});
