import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createSafeStorage, type Address, type ShippingConfig} from '@schaufenster/core';
import {
  checkoutStore,
  initCheckout,
  resetCheckout,
  setAvailableShippingMethods,
  setComment,
  setEmail,
  setInvoiceAddress,
  setPaymentMethod,
  setPaypal,
  setPresentWrap,
  setShippingAddress,
  setShippingMethod,
} from './checkoutStore.ts';

/** A minimal in-memory Web Storage that counts writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const area: Storage & {writes: number} = {
    writes: 0,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      area.writes += 1;
      data.set(key, String(value));
    },
  };
  return area;
}

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
  payment_methods: [{id: 4, method: 'paypal', config: {}}],
  additional_days: 0,
  countries: ['DE'],
  translations: [],
};

let area: ReturnType<typeof memoryStorage>;
let warn: ReturnType<typeof vi.spyOn>;
const init = (initial: Record<string, string> = {}) => {
  area = memoryStorage(initial);
  initCheckout({storage: createSafeStorage(() => area)});
};
const saved = () => JSON.parse(area.getItem('int-checkout') ?? 'null') as unknown;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers({now: new Date('2026-11-02T10:00:00Z')});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('checkout store persistence (spec §3 Checkout state, §4, §9 int-checkout)', () => {
  it('writes nothing on start-up when nothing is stored', () => {
    init();
    expect(area.getItem('int-checkout')).toBeNull();
    expect(area.writes).toBe(0);
    expect(checkoutStore.getState().shippingCost).toBe(0);
  });

  it('saves only the saved fields, with a timestamp, on every change', () => {
    init();
    setEmail('anna@example.com');
    expect(saved()).toEqual({
      customerEmail: 'anna@example.com',
      shippingAddress: null,
      invoiceAddress: null,
      comment: null,
      paymentMethod: null,
      shippingMethod: null,
      shippingCost: 0,
      presentWrap: false,
      timestamp: Date.parse('2026-11-02T10:00:00Z'),
    });
    setShippingAddress(address);
    setInvoiceAddress({...address, first_name: 'Bernd'});
    setComment('Bitte klingeln');
    setShippingMethod(standard);
    setPaymentMethod(4);
    setPresentWrap(true);
    expect(area.writes).toBe(7);
    expect(saved()).toEqual({
      customerEmail: 'anna@example.com',
      shippingAddress: address,
      invoiceAddress: {...address, first_name: 'Bernd'},
      comment: 'Bitte klingeln',
      paymentMethod: 4,
      shippingMethod: 1,
      shippingCost: 9.9,
      presentWrap: true,
      timestamp: expect.any(Number),
    });
  });

  it('never writes the memory-only fields, nor when a value stays the same', () => {
    init();
    setAvailableShippingMethods([standard]);
    setPaypal('PAYPAL-1');
    setPresentWrap(false);
    expect(area.writes).toBe(0);
    expect(checkoutStore.getState().paypalOrderId).toBe('PAYPAL-1');
    setEmail('anna@example.com');
    setEmail('anna@example.com');
    expect(area.writes).toBe(1);
    expect(saved()).not.toHaveProperty('availableShippingMethods');
    expect(saved()).not.toHaveProperty('paypalOrderId');
  });

  it('restores the stored fields at start-up without writing them back', () => {
    init({
      'int-checkout': JSON.stringify({
        customerEmail: 'anna@example.com',
        shippingAddress: address,
        paymentMethod: 4,
        shippingMethod: 1,
        shippingCost: 9.9,
        presentWrap: true,
        timestamp: 1,
      }),
    });
    expect(area.writes).toBe(0);
    expect(checkoutStore.getState()).toMatchObject({
      customerEmail: 'anna@example.com',
      shippingAddress: address,
      invoiceAddress: null,
      comment: null,
      paymentMethod: 4,
      shippingMethod: 1,
      shippingCost: 9.9,
      presentWrap: true,
    });
  });

  it('restores only once: a later initCheckout without storage changes nothing', () => {
    init();
    setEmail('anna@example.com');
    area.setItem('int-checkout', JSON.stringify({customerEmail: 'other@example.com'}));
    initCheckout();
    expect(checkoutStore.getState().customerEmail).toBe('anna@example.com');
  });

  it('drops a corrupt entry with a warning and starts empty', () => {
    init({'int-checkout': '{"customerEmail": 42'});
    expect(checkoutStore.getState().customerEmail).toBeNull();
    expect(area.getItem('int-checkout')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops an entry of the wrong shape with a warning', () => {
    init({'int-checkout': JSON.stringify({customerEmail: 42, shippingCost: -1})});
    expect(checkoutStore.getState().shippingCost).toBe(0);
    expect(area.getItem('int-checkout')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reset removes the stored entry and sets fields to null, shippingCost 0, presentWrap false', () => {
    init();
    setEmail('anna@example.com');
    setShippingMethod(standard);
    setPresentWrap(true);
    resetCheckout();
    expect(area.getItem('int-checkout')).toBeNull();
    expect(checkoutStore.getState()).toMatchObject({
      customerEmail: null,
      shippingMethod: null,
      shippingCost: 0,
      presentWrap: false,
    });
  });

  it('reset removes a stored entry even when the state is already empty', () => {
    init({'int-checkout': JSON.stringify({comment: null})});
    resetCheckout();
    expect(area.getItem('int-checkout')).toBeNull();
  });

  it('notifies subscribers on change only', () => {
    init();
    const listener = vi.fn();
    const unsubscribe = checkoutStore.subscribe(listener);
    setComment('Hallo');
    setComment('Hallo');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
