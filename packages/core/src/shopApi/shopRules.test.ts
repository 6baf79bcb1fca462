import {describe, expect, it} from 'vitest';
import {PAYPAL_PAYMENT_ID} from '../model/shop.ts';
import {QUERY_DEFAULTS, retryDelay} from './cacheSettings.ts';
import {
  isFreeShippingOption,
  onlinePaymentOf,
  ordersBeyondStock,
  paypalClientId,
  showsCartWidget,
  showsShopMenu,
} from './shopRules.ts';

const method = (id: number | string) => ({
  id,
  display_name: String(id),
  method: null,
  translations: [],
});

describe('paypalClientId (spec §4)', () => {
  const settings = (ids: (number | string)[], clientId: string | null = 'client-123') => ({
    payment_methods: ids.map(method),
    paypal_client_id: clientId,
  });

  it('gives the client id when exactly one payment method has id 4', () => {
    expect(PAYPAL_PAYMENT_ID).toBe(4);
    expect(paypalClientId(settings([1, 4, 7]))).toBe('client-123');
    expect(paypalClientId(settings(['4']))).toBe('client-123');
  });

  it('gives null with no PayPal method, with two, or without a client id', () => {
    expect(paypalClientId(settings([1, 7]))).toBeNull();
    expect(paypalClientId(settings([4, 4]))).toBeNull();
    expect(paypalClientId(settings([4], null))).toBeNull();
    expect(paypalClientId(settings([4], ''))).toBeNull();
    expect(paypalClientId(null)).toBeNull();
  });
});

describe('onlinePaymentOf', () => {
  const settings = {
    payment_methods: [
      method(4),
      {...method(7), method: 'klarna' as const},
      {...method(1), method: 'prepayment' as const},
    ],
  };

  it('PayPal is payment id 4, Klarna by its kind, prepayment needs no online payment', () => {
    expect(onlinePaymentOf(settings, 4)).toBe('paypal');
    expect(onlinePaymentOf(settings, '4')).toBe('paypal');
    expect(onlinePaymentOf(settings, 7)).toBe('klarna');
    expect(onlinePaymentOf(settings, '7')).toBe('klarna');
    expect(onlinePaymentOf(settings, 1)).toBeNull();
    expect(onlinePaymentOf(settings, 99)).toBeNull();
  });

  it('is null without a method or without settings', () => {
    expect(onlinePaymentOf(settings, null)).toBeNull();
    expect(onlinePaymentOf(null, 4)).toBeNull();
    expect(onlinePaymentOf(undefined, 7)).toBeNull();
  });
});

describe('cart widget and shop menu (spec §4)', () => {
  it('shows the widget only with the cart on and maintenance off', () => {
    expect(showsCartWidget({enable_cart: true, maintenance_mode: false})).toBe(true);
    expect(showsCartWidget({enable_cart: true, maintenance_mode: true})).toBe(false);
    expect(showsCartWidget({enable_cart: false, maintenance_mode: false})).toBe(false);
    expect(showsCartWidget(null)).toBe(false);
  });

  it('shows the shop menu whenever the cart is on, maintenance or not', () => {
    expect(showsShopMenu({enable_cart: true})).toBe(true);
    expect(showsShopMenu({enable_cart: true, maintenance_mode: true} as never)).toBe(true);
    expect(showsShopMenu({enable_cart: false})).toBe(false);
    expect(showsShopMenu(undefined)).toBe(false);
  });
});

describe('QUERY_DEFAULTS (spec §9 Data cache)', () => {
  it('pins cacheTime (gcTime), retry, staleTime and window focus', () => {
    expect(QUERY_DEFAULTS).toEqual({
      gcTime: 300000,
      retry: 3,
      retryDelay,
      staleTime: 0,
      refetchOnWindowFocus: false,
    });
  });

  it('retry delay is min(1000 * 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(QUERY_DEFAULTS.retryDelay(10)).toBe(30000);
  });
});

describe('ordersBeyondStock (spec §4 reorder, decision 009i purchase_to_order)', () => {
  it('allows ordering beyond the stock with the reorder flag or a shop selling to order', () => {
    expect(ordersBeyondStock(true, {purchase_to_order: false})).toBe(true);
    expect(ordersBeyondStock(false, {purchase_to_order: true})).toBe(true);
    expect(ordersBeyondStock(true, null)).toBe(true);
  });

  it('keeps to the stock otherwise', () => {
    expect(ordersBeyondStock(false, {purchase_to_order: false})).toBe(false);
    expect(ordersBeyondStock(false, null)).toBe(false);
    expect(ordersBeyondStock(false, undefined)).toBe(false);
  });
});

describe('isFreeShippingOption (checkout and order service agree)', () => {
  const settings = {
    shipping_methods: [
      {id: 'abholung', display_name: 'Abholung', free: true, translations: []},
      {id: 7, display_name: 'Versand', free: false, translations: []},
    ],
  };

  it('is free at price 0 or when the method of the same id is flagged free', () => {
    expect(isFreeShippingOption(settings, {id: 7, name: 'DHL', price_brutto: 0})).toBe(true);
    expect(isFreeShippingOption(settings, {id: 7, name: 'DHL', price_brutto: 5.9})).toBe(false);
    expect(isFreeShippingOption(settings, {id: 'abholung', name: 'x', price_brutto: 5})).toBe(true);
  });

  it('matches by name when the config entry has no id (as the order service did)', () => {
    expect(isFreeShippingOption(settings, {name: 'abholung', price_brutto: 5})).toBe(true);
    expect(isFreeShippingOption(settings, {name: 'Express', price_brutto: 5})).toBe(false);
  });
});
