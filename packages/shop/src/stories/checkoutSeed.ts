// Story- and test-only checkout data (never exported from the package index): the jeweller's
// validated shop settings, an address and a two-line cart (fixtures/retailers/juwelier-morgenstern).
import * as v from 'valibot';
import {
  STORAGE_KEYS,
  ShopSettingsSchema,
  createSafeStorage,
  type Address,
  type Cart,
  type ShopSettings,
  type StoredCheckout,
} from '@schaufenster/core';
import {rawRetailers} from '@schaufenster/fixtures';
import {initCheckout} from '../checkout/checkoutStore.ts';

/** The jeweller's shop settings (DE: DHL Standard 9.90, Express 19.90, pick-up; PayPal, Klarna, prepayment). */
export const JEWELLER_SETTINGS: ShopSettings = v.parse(
  ShopSettingsSchema,
  (rawRetailers['juwelier-morgenstern'].ecommerce_settings as unknown[])[0],
);

/** A complete German address. */
export const ANNA_ADDRESS: Address = {
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

/** Two fixture products: a ring in size 54 with engraving (2 × 119) and a care set (1 × 24.90). */
export const TWO_LINE_CART: Cart = {
  products: [
    {
      cartId: 'line-1',
      product: {
        id: 114,
        display_name: 'Thomas Sabo Ring Zirkonia',
        slug: 'thomas-sabo-ring-zirkonia',
      },
      variant: {id: 1024, display_name: 'Größe 54'},
      personalization: {engraving: 'A & B'},
      count: 2,
      priceBrutto: 119,
    },
    {
      cartId: 'line-2',
      product: {id: 137, display_name: 'Schmuckpflege-Set', slug: 'schmuckpflege-set'},
      variant: null,
      personalization: {},
      count: 1,
      priceBrutto: 24.9,
    },
  ],
  totalCount: 3,
  totalPriceBrutto: 262.9,
  timestamp: 1,
};

/** A checkout ready for the review: Anna, DHL Standard (9,90 €), prepayment, no present wrap. */
export const FILLED_CHECKOUT: StoredCheckout = {
  customerEmail: 'anna@example.com',
  shippingAddress: ANNA_ADDRESS,
  invoiceAddress: null,
  comment: null,
  paymentMethod: 1,
  shippingMethod: 1,
  shippingCost: 9.9,
  presentWrap: false,
};

function browserSafeStorage() {
  return createSafeStorage(() => globalThis.localStorage);
}

/** Empties the checkout store and its int-checkout entry (for `beforeEach`; the store is shared). */
export function freshCheckout(): void {
  globalThis.localStorage.removeItem(STORAGE_KEYS.checkout);
  initCheckout({storage: browserSafeStorage()});
}

/** Stores `stored` under int-checkout as a returning shopper left it, then restores it. */
export function seedCheckout(stored: Partial<StoredCheckout> = FILLED_CHECKOUT): void {
  globalThis.localStorage.setItem(
    STORAGE_KEYS.checkout,
    JSON.stringify({...stored, timestamp: Date.UTC(2026, 10, 2)}),
  );
  initCheckout({storage: browserSafeStorage()});
}
