import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Address, CheckoutState, ShippingConfig} from '@schaufenster/core';
import {
  INITIAL_CHECKOUT_STATE,
  SAVED_CHECKOUT_FIELDS,
  allowsPayment,
  checkoutReducer,
  savedFields,
  savedFieldsChanged,
  shippingConfigId,
  shippingCostOf,
  type CheckoutAction,
} from './checkoutReducer.ts';

const address: Address = {
  company: '',
  first_name: 'Anna',
  last_name: 'Muster',
  street: 'Goethestraße',
  number: '12',
  zip_code: '60313',
  city: 'Frankfurt am Main',
  country_code: 'DE',
  phone: '',
};

const standard: ShippingConfig = {
  id: 1,
  name: 'DHL Standard',
  shipping_provider: 'DHL',
  price_brutto: 9.9,
  payment_methods: [
    {id: 4, method: 'paypal', config: {}},
    {id: 1, method: 'prepayment', config: {}},
  ],
  additional_days: 0,
  countries: ['DE'],
  translations: [],
};

const express: ShippingConfig = {
  ...standard,
  id: 3,
  name: 'DHL Express',
  price_brutto: 19.9,
  payment_methods: [{id: 4, method: 'paypal', config: {}}],
};

const reduce = (actions: CheckoutAction[], from: CheckoutState = INITIAL_CHECKOUT_STATE) =>
  actions.reduce(checkoutReducer, from);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initial checkout state (spec §3 defaults)', () => {
  it('has every field null, shippingCost 0, presentWrap false and nothing in memory', () => {
    expect(INITIAL_CHECKOUT_STATE).toEqual({
      customerEmail: null,
      shippingAddress: null,
      invoiceAddress: null,
      comment: null,
      paymentMethod: null,
      shippingMethod: null,
      shippingCost: 0,
      presentWrap: false,
      availableShippingMethods: [],
      paypalOrderId: null,
    });
  });

  it('saves exactly the eight fields the spec names', () => {
    expect([...SAVED_CHECKOUT_FIELDS].sort()).toEqual(
      [
        'comment',
        'customerEmail',
        'invoiceAddress',
        'paymentMethod',
        'presentWrap',
        'shippingAddress',
        'shippingCost',
        'shippingMethod',
      ].sort(),
    );
  });
});

describe('field actions', () => {
  it('sets e-mail, addresses, comment, payment method and present wrap', () => {
    const invoice = {...address, first_name: 'Bernd'};
    const state = reduce([
      {type: 'setEmail', email: 'anna@example.com'},
      {type: 'setShippingAddress', address},
      {type: 'setInvoiceAddress', address: invoice},
      {type: 'setComment', comment: 'Bitte klingeln'},
      {type: 'setPaymentMethod', id: 4},
      {type: 'setPresentWrap', presentWrap: true},
    ]);
    expect(state).toMatchObject({
      customerEmail: 'anna@example.com',
      shippingAddress: address,
      invoiceAddress: invoice,
      comment: 'Bitte klingeln',
      paymentMethod: 4,
      presentWrap: true,
    });
  });

  it('clears the invoice address with null (invoice goes to the shipping address)', () => {
    const state = reduce([
      {type: 'setInvoiceAddress', address},
      {type: 'setInvoiceAddress', address: null},
    ]);
    expect(state.invoiceAddress).toBeNull();
  });

  it('returns the same state when a value does not change, so nothing is written', () => {
    const state = reduce([
      {type: 'setEmail', email: 'anna@example.com'},
      {type: 'setShippingAddress', address},
    ]);
    expect(checkoutReducer(state, {type: 'setEmail', email: 'anna@example.com'})).toBe(state);
    expect(checkoutReducer(state, {type: 'setShippingAddress', address: {...address}})).toBe(state);
    expect(checkoutReducer(state, {type: 'setPresentWrap', presentWrap: false})).toBe(state);
  });
});

describe('setShippingMethod (shipping cost from the shipping config)', () => {
  it('stores the config id and its brutto price as shippingCost', () => {
    const state = reduce([{type: 'setShippingMethod', method: standard}]);
    expect(state.shippingMethod).toBe(1);
    expect(state.shippingCost).toBe(9.9);
  });

  it('costs 0 when the method is flagged free', () => {
    const state = reduce([{type: 'setShippingMethod', method: express, isFree: true}]);
    expect(state.shippingMethod).toBe(3);
    expect(state.shippingCost).toBe(0);
  });

  it('null clears the method and sets shippingCost back to 0', () => {
    const state = reduce([
      {type: 'setShippingMethod', method: express},
      {type: 'setShippingMethod', method: null},
    ]);
    expect(state.shippingMethod).toBeNull();
    expect(state.shippingCost).toBe(0);
  });

  it('drops a payment method the new option does not allow, keeps an allowed one', () => {
    const prepay = reduce([
      {type: 'setPaymentMethod', id: 1},
      {type: 'setShippingMethod', method: express},
    ]);
    expect(prepay.paymentMethod).toBeNull();
    const paypal = reduce([
      {type: 'setPaymentMethod', id: 4},
      {type: 'setShippingMethod', method: express},
    ]);
    expect(paypal.paymentMethod).toBe(4);
  });

  it('uses the name as id when the config has none', () => {
    const {id: _unused, ...withoutId} = standard;
    expect(shippingConfigId(withoutId)).toBe('DHL Standard');
    expect(reduce([{type: 'setShippingMethod', method: withoutId}]).shippingMethod).toBe(
      'DHL Standard',
    );
  });

  it('helpers: cost of null is 0, allowsPayment compares ids as text', () => {
    expect(shippingCostOf(null)).toBe(0);
    expect(shippingCostOf(standard, false)).toBe(9.9);
    expect(allowsPayment(standard, '4')).toBe(true);
    expect(allowsPayment(standard, 7)).toBe(false);
    expect(allowsPayment(standard, null)).toBe(false);
  });
});

describe('memory-only fields', () => {
  it('setAvailableShippingMethods keeps a chosen method that is still offered', () => {
    const state = reduce([
      {type: 'setShippingMethod', method: standard},
      {type: 'setAvailableShippingMethods', methods: [standard, express]},
    ]);
    expect(state.availableShippingMethods).toEqual([standard, express]);
    expect(state.shippingMethod).toBe(1);
    expect(state.shippingCost).toBe(9.9);
  });

  it('setAvailableShippingMethods clears a chosen method no longer offered', () => {
    const state = reduce([
      {type: 'setShippingMethod', method: standard},
      {type: 'setAvailableShippingMethods', methods: [express]},
    ]);
    expect(state.shippingMethod).toBeNull();
    expect(state.shippingCost).toBe(0);
  });

  it('the same list again returns the same state', () => {
    const state = reduce([{type: 'setAvailableShippingMethods', methods: [standard]}]);
    expect(checkoutReducer(state, {type: 'setAvailableShippingMethods', methods: [standard]})).toBe(
      state,
    );
  });

  it('neither memory field counts as a saved change', () => {
    const state = reduce([
      {type: 'setAvailableShippingMethods', methods: [standard]},
      {type: 'setPaypal', orderId: 'PAYPAL-1'},
    ]);
    expect(state.paypalOrderId).toBe('PAYPAL-1');
    expect(savedFieldsChanged(INITIAL_CHECKOUT_STATE, state)).toBe(false);
    expect(savedFields(state)).toEqual(savedFields(INITIAL_CHECKOUT_STATE));
  });
});

describe('restore and reset (spec §4)', () => {
  it('restore takes the saved fields and leaves memory fields alone', () => {
    const before = reduce([{type: 'setAvailableShippingMethods', methods: [standard]}]);
    const state = checkoutReducer(before, {
      type: 'restore',
      stored: {
        customerEmail: 'anna@example.com',
        shippingAddress: address,
        invoiceAddress: null,
        comment: null,
        paymentMethod: 4,
        shippingMethod: 1,
        shippingCost: 9.9,
        presentWrap: true,
        timestamp: 1_700_000_000_000,
      },
    });
    expect(state).toEqual({
      ...INITIAL_CHECKOUT_STATE,
      availableShippingMethods: [standard],
      customerEmail: 'anna@example.com',
      shippingAddress: address,
      paymentMethod: 4,
      shippingMethod: 1,
      shippingCost: 9.9,
      presentWrap: true,
    });
  });

  it('reset sets fields to null, shippingCost 0 and presentWrap false', () => {
    const state = reduce([
      {type: 'setEmail', email: 'anna@example.com'},
      {type: 'setShippingMethod', method: standard},
      {type: 'setPresentWrap', presentWrap: true},
      {type: 'setPaypal', orderId: 'PAYPAL-1'},
      {type: 'reset'},
    ]);
    expect(state).toEqual(INITIAL_CHECKOUT_STATE);
  });

  it('logs and ignores an unknown action', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = reduce([{type: 'setEmail', email: 'a@b.de'}]);
    expect(checkoutReducer(state, {type: 'explode'} as unknown as CheckoutAction)).toBe(state);
    expect(warn).toHaveBeenCalledOnce();
  });
});
