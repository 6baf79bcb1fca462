import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {CheckoutState, ShopSettings} from '@schaufenster/core';
import {ANNA_ADDRESS, JEWELLER_SETTINGS, TWO_LINE_CART} from '../stories/checkoutSeed.ts';
import {buildOrder, linesTotal, roundPrice} from './buildOrder.ts';
import {INITIAL_CHECKOUT_STATE} from './checkoutReducer.ts';
import {plainShippingOptions} from './plainShipping.ts';
import {isFreeShipping, paymentMethodsFor, shippingOptionsFor} from './shippingOptions.ts';

// The jeweller without a shipping config: DHL Standard, International, Express at the flat
// 9,90 €, pick-up in store (id 4) free (decision 009i "Flat shipping").
const FLAT: ShopSettings = {...JEWELLER_SETTINGS, shipping_methods_config: []};

const checkout = (shippingMethod: number, paymentMethod = 1): CheckoutState => ({
  ...INITIAL_CHECKOUT_STATE,
  customerEmail: 'anna@example.com',
  shippingAddress: ANNA_ADDRESS,
  paymentMethod,
  shippingMethod,
});

describe('flat shipping without a shipping config (decision 009i)', () => {
  it('offers every plain method in every shipping country, free ones at 0, the rest at shipping_cost', () => {
    const options = shippingOptionsFor(FLAT, 'AT');
    expect(options.map((option) => [option.id, option.name, option.price_brutto])).toEqual([
      [1, 'DHL Standard (versichert)', 9.9],
      [2, 'DHL International (versichert)', 9.9],
      [3, 'DHL Express', 9.9],
      [4, 'Abholung im Geschäft', 0],
    ]);
    expect(shippingOptionsFor(FLAT, 'US')).toEqual([]);
    expect(options.every((option) => option.countries.includes('FR'))).toBe(true);
    expect(isFreeShipping(FLAT, options[3]!)).toBe(true);
    expect(isFreeShipping(FLAT, options[0]!)).toBe(false);
  });

  it('allows every payment method of the shop with each method', () => {
    const [standard] = shippingOptionsFor(FLAT, 'DE');
    expect(paymentMethodsFor(FLAT, standard).map((method) => method.id)).toEqual([4, 7, 1]);
  });

  it('keeps the plain methods translated names', () => {
    const methods = FLAT.shipping_methods.map((method) =>
      method.id === 4
        ? {...method, translations: [{language: 'en' as const, display_name: 'Pick-up'}]}
        : method,
    );
    const pickUp = plainShippingOptions({...FLAT, shipping_methods: methods})[3];
    expect(pickUp?.translations).toEqual([{language: 'en', name: 'Pick-up'}]);
  });

  it('is not used while the shop has a shipping config', () => {
    expect(shippingOptionsFor(JEWELLER_SETTINGS, 'DE').map((option) => option.name)).toEqual([
      'DHL Standard',
      'DHL Express',
      'Abholung im Geschäft',
    ]);
  });

  it('orders ship at the flat cost: the method id in the body, the cost in the total', () => {
    const standard = buildOrder(TWO_LINE_CART, checkout(1), FLAT);
    expect(standard.ok && [standard.order.shipping_method, standard.order.shipping_cost]).toEqual([
      1, 9.9,
    ]);
    expect(standard.ok && standard.order.total_price_brutto).toBe(272.8);
    const pickUp = buildOrder(TWO_LINE_CART, checkout(4, 4), FLAT);
    expect(pickUp.ok && pickUp.order.shipping_cost).toBe(0);
  });

  it('charges what the order service charges for any flat cost and free flag (its plainCost rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 10_000}).map((cents) => cents / 100),
        fc.array(fc.boolean(), {minLength: 1, maxLength: 5}),
        (shippingCost, freeFlags) => {
          const settings: ShopSettings = {
            ...FLAT,
            shipping_cost: shippingCost,
            shipping_methods: freeFlags.map((free, index) => ({
              id: index + 1,
              display_name: `Methode ${index + 1}`,
              free,
              translations: [],
            })),
          };
          freeFlags.forEach((free, index) => {
            const result = buildOrder(TWO_LINE_CART, checkout(index + 1), settings);
            if (!result.ok) throw new Error(result.problems.join());
            // packages/order-service/src/pricing/shipping.ts: method.free ? 0 : shipping_cost.
            const expected = free ? 0 : shippingCost;
            expect(result.order.shipping_cost).toBe(expected);
            expect(result.order.total_price_brutto).toBe(
              roundPrice(linesTotal(TWO_LINE_CART) + expected),
            );
          });
        },
      ),
    );
  });
});
