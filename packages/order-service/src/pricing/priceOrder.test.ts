import * as v from 'valibot';
import {beforeAll, describe, expect, it} from 'vitest';
import {OrderPayloadSchema, type ShopSettings, type StaticCatalogue} from '@schaufenster/core';
import {JEWELLER_DOMAIN, loadJeweller, orderBody} from '../testService.testing.ts';
import {priceOrder, type PricingResult} from './priceOrder.ts';

let catalogue: StaticCatalogue;
let settings: ShopSettings;

beforeAll(async () => {
  ({catalogue} = await loadJeweller());
  if (!catalogue.settings) throw new Error('jeweller fixture has no shop settings');
  settings = catalogue.settings;
});

type Line = {product: number; variant?: number | null; count?: number; personalization?: object};

function order(overrides: Record<string, unknown> = {}) {
  return v.parse(OrderPayloadSchema, {...orderBody(overrides), project: JEWELLER_DOMAIN});
}

function withLines(lines: Line[], overrides: Record<string, unknown> = {}) {
  return order({
    products: lines.map((line) => ({
      variant: null,
      count: 1,
      price_brutto: 0,
      personalization: {},
      ...line,
    })),
    ...overrides,
  });
}

function errorsOf(result: PricingResult) {
  if (result.ok) throw new Error('expected the order to be refused');
  return result.errors.map(({code, path}) => ({code, path}));
}

function totalOf(result: PricingResult) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.order;
}

describe('priceOrder: prices come from the catalogue', () => {
  it('prices lines and shipping from the catalogue, ignoring the client prices', () => {
    const priced = totalOf(priceOrder(catalogue, order()));
    expect(priced.lines.map((line) => [line.product, line.variant, line.unitCents])).toEqual([
      ['101', '1001', 405_000],
      ['119', null, 8_900],
    ]);
    expect(priced.subtotalCents).toBe(405_000 + 2 * 8_900);
    expect(priced.shippingCents).toBe(990);
    expect(priced.totalCents).toBe(423_790);
  });

  it('sums cents exactly (3 × 24.90 is 74.70)', () => {
    const priced = totalOf(priceOrder(catalogue, withLines([{product: 137, count: 3}])));
    expect(priced.subtotalCents).toBe(7_470);
  });

  it('charges the chosen option: DHL Express 19.90, pick-up nothing', () => {
    const express = priceOrder(catalogue, order({shipping_method: 3}));
    expect(totalOf(express).shippingCents).toBe(1_990);
    const pickup = priceOrder(catalogue, order({shipping_method: 4}));
    expect(totalOf(pickup).shippingCents).toBe(0);
  });

  it('charges nothing for an option whose shipping method is flagged free', () => {
    const freeExpress: StaticCatalogue = {
      ...catalogue,
      settings: {
        ...settings,
        shipping_methods: settings.shipping_methods.map((method) => ({
          ...method,
          free: method.id === 3,
        })),
      },
    };
    expect(totalOf(priceOrder(freeExpress, order({shipping_method: 3}))).shippingCents).toBe(0);
    expect(totalOf(priceOrder(freeExpress, order({shipping_method: 1}))).shippingCents).toBe(990);
  });

  it('without shipping config uses the flat shipping_cost, free methods cost nothing', () => {
    const plain: StaticCatalogue = {
      ...catalogue,
      settings: {...settings, shipping_methods_config: [], shipping_cost: 7.5},
    };
    expect(totalOf(priceOrder(plain, order({shipping_method: 1}))).shippingCents).toBe(750);
    expect(totalOf(priceOrder(plain, order({shipping_method: 4}))).shippingCents).toBe(0);
  });

  it('keeps trimmed personalization values', () => {
    const priced = priceOrder(
      catalogue,
      withLines([{product: 118, personalization: {engraving_text: '  Für immer  '}}]),
    );
    expect(totalOf(priced).lines[0]?.personalization).toEqual({engraving_text: 'Für immer'});
  });
});

describe('priceOrder: what cannot be ordered', () => {
  it('refuses unknown, draft and other-domain products', () => {
    const result = priceOrder(
      catalogue,
      withLines([{product: 999}, {product: 138}, {product: 141}]),
    );
    expect(errorsOf(result)).toEqual([
      {code: 'unknown_product', path: 'products.0.product'},
      {code: 'unknown_product', path: 'products.1.product'},
      {code: 'unknown_product', path: 'products.2.product'},
    ]);
  });

  it('needs an active variant of the product when it has variants', () => {
    const result = priceOrder(
      catalogue,
      withLines([{product: 101}, {product: 101, variant: 1004}, {product: 104, variant: 1006}]),
    );
    expect(errorsOf(result)).toEqual([
      {code: 'variant_required', path: 'products.0.variant'},
      {code: 'unknown_variant', path: 'products.1.variant'},
      {code: 'variant_unavailable', path: 'products.2.variant'},
    ]);
  });

  it('refuses a variant for a product without variants and a price on request', () => {
    const result = priceOrder(
      catalogue,
      withLines([{product: 119, variant: 1001}, {product: 110}]),
    );
    expect(errorsOf(result)).toEqual([
      {code: 'unknown_variant', path: 'products.0.variant'},
      {code: 'price_on_request', path: 'products.1'},
    ]);
  });

  it('refuses more than the stock without the reorder flag, summed over lines', () => {
    expect(errorsOf(priceOrder(catalogue, withLines([{product: 108}])))).toEqual([
      {code: 'out_of_stock', path: 'products.0.count'},
    ]);
    expect(errorsOf(priceOrder(catalogue, withLines([{product: 103, count: 2}])))).toEqual([
      {code: 'out_of_stock', path: 'products.0.count'},
    ]);
    const split = withLines([
      {product: 119, count: 1},
      {product: 103, count: 1},
      {product: 103, count: 1, personalization: {}},
    ]);
    expect(errorsOf(priceOrder(catalogue, split))).toEqual([
      {code: 'out_of_stock', path: 'products.1.count'},
    ]);
  });

  it('allows any count when the reorder flag is set, also at stock 0', () => {
    expect(priceOrder(catalogue, withLines([{product: 102, count: 5}])).ok).toBe(true);
    expect(priceOrder(catalogue, withLines([{product: 101, variant: 1003, count: 4}])).ok).toBe(
      true,
    );
    expect(priceOrder(catalogue, withLines([{product: 103, count: 1}])).ok).toBe(true);
  });

  it('sells beyond the stock with purchase_to_order, as the purchase box does (decision 009i)', () => {
    if (!catalogue.settings) throw new Error('the jeweller has shop settings');
    const toOrder = {...catalogue, settings: {...catalogue.settings, purchase_to_order: true}};
    expect(priceOrder(toOrder, withLines([{product: 108}])).ok).toBe(true);
    expect(priceOrder(toOrder, withLines([{product: 103, count: 7}])).ok).toBe(true);
  });

  it('checks personalization: required, known fields, length and options', () => {
    const result = priceOrder(
      catalogue,
      withLines([
        {product: 118},
        {product: 118, personalization: {engraving_text: 'x'.repeat(25)}},
        {product: 118, personalization: {engraving_text: 'A', engraving_font: 'Comic'}},
        {product: 119, personalization: {colour: 'red'}},
      ]),
    );
    expect(errorsOf(result)).toEqual([
      {code: 'personalization_missing', path: 'products.0.personalization.engraving_text'},
      {code: 'invalid_personalization', path: 'products.1.personalization.engraving_text'},
      {code: 'invalid_personalization', path: 'products.2.personalization.engraving_font'},
      {code: 'invalid_personalization', path: 'products.3.personalization.colour'},
    ]);
  });

  it('checks country, shipping option and payment method against the settings', () => {
    const address = order().shipping_address;
    expect(
      errorsOf(priceOrder(catalogue, order({shipping_address: {...address, country_code: 'US'}}))),
    ).toEqual([
      {code: 'shipping_country_unavailable', path: 'shipping_address.country_code'},
      {code: 'shipping_country_unavailable', path: 'shipping_method'},
    ]);
    expect(errorsOf(priceOrder(catalogue, order({shipping_method: 2})))).toEqual([
      {code: 'shipping_country_unavailable', path: 'shipping_method'},
    ]);
    expect(errorsOf(priceOrder(catalogue, order({shipping_method: 4, payment_method: 7})))).toEqual(
      [{code: 'payment_not_allowed', path: 'payment_method'}],
    );
    expect(errorsOf(priceOrder(catalogue, order({payment_method: 99})))).toEqual([
      {code: 'unknown_payment_method', path: 'payment_method'},
      {code: 'payment_not_allowed', path: 'payment_method'},
    ]);
    expect(errorsOf(priceOrder(catalogue, order({shipping_method: 99})))).toEqual([
      {code: 'unknown_shipping_method', path: 'shipping_method'},
    ]);
  });

  it('refuses gift wrapping the shop does not offer', () => {
    const noWrap: StaticCatalogue = {
      ...catalogue,
      settings: {...settings, present_wrapping: false},
    };
    expect(priceOrder(catalogue, order({present_wrap: true})).ok).toBe(true);
    expect(errorsOf(priceOrder(noWrap, order({present_wrap: true})))).toEqual([
      {code: 'present_wrap_unavailable', path: 'present_wrap'},
    ]);
  });

  it('takes no order without a shop, with the cart off or in maintenance mode (spec §4)', () => {
    const closed = [
      {...catalogue, settings: null},
      {...catalogue, settings: {...settings, enable_cart: false}},
      {...catalogue, settings: {...settings, maintenance_mode: true}},
    ];
    for (const shop of closed) {
      expect(errorsOf(priceOrder(shop, order()))).toEqual([{code: 'shop_closed', path: undefined}]);
    }
  });
});
