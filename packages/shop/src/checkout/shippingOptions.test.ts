import {describe, expect, it} from 'vitest';
import {JEWELLER_SETTINGS} from '../stories/checkoutSeed.ts';
import {
  defaultCountry,
  findShippingOption,
  isFreeShipping,
  paymentMethodsFor,
  shippingOptionsFor,
} from './shippingOptions.ts';

const names = (list: readonly {name: string}[]) => list.map((item) => item.name);

describe('shipping options from the shipping config (spec §3 Shipping config)', () => {
  it('offers the options that ship to the country', () => {
    expect(names(shippingOptionsFor(JEWELLER_SETTINGS, 'DE'))).toEqual([
      'DHL Standard',
      'DHL Express',
      'Abholung im Geschäft',
    ]);
    expect(names(shippingOptionsFor(JEWELLER_SETTINGS, 'AT'))).toEqual(['DHL International']);
    expect(shippingOptionsFor(JEWELLER_SETTINGS, 'US')).toEqual([]);
    expect(shippingOptionsFor(JEWELLER_SETTINGS, null)).toEqual([]);
  });

  it('finds an option by its stored id, compared as text', () => {
    const options = shippingOptionsFor(JEWELLER_SETTINGS, 'DE');
    expect(findShippingOption(options, '3')?.name).toBe('DHL Express');
    expect(findShippingOption(options, 2)).toBeUndefined();
    expect(findShippingOption(options, null)).toBeUndefined();
  });

  it('is free at price 0 or when the shop method of the same name is flagged free', () => {
    const [standard, express, pickup] = shippingOptionsFor(JEWELLER_SETTINGS, 'DE');
    const [international] = shippingOptionsFor(JEWELLER_SETTINGS, 'AT');
    expect(isFreeShipping(JEWELLER_SETTINGS, pickup!)).toBe(true);
    expect(isFreeShipping(JEWELLER_SETTINGS, standard!)).toBe(false);
    // Shop method 2 (pick-up) is free; config 2 is DHL International: ids do not correspond.
    expect(isFreeShipping(JEWELLER_SETTINGS, international!)).toBe(false);
    const freeExpress = {
      ...JEWELLER_SETTINGS,
      shipping_methods: JEWELLER_SETTINGS.shipping_methods.map((m) => ({
        ...m,
        free: m.display_name === 'DHL Express',
      })),
    };
    expect(isFreeShipping(freeExpress, express!)).toBe(true);
    expect(isFreeShipping(freeExpress, standard!)).toBe(false);
  });

  it('allows only the payment methods the option lists, in the shop order', () => {
    const [standard, express] = shippingOptionsFor(JEWELLER_SETTINGS, 'DE');
    expect(paymentMethodsFor(JEWELLER_SETTINGS, standard).map((m) => m.id)).toEqual([4, 7, 1]);
    expect(paymentMethodsFor(JEWELLER_SETTINGS, express).map((m) => m.id)).toEqual([4, 7]);
    expect(paymentMethodsFor(JEWELLER_SETTINGS, undefined)).toEqual([]);
  });

  it('preselects DE when the shop ships there, else the first country', () => {
    expect(defaultCountry(JEWELLER_SETTINGS)).toBe('DE');
    const austriaFirst = {
      ...JEWELLER_SETTINGS,
      shipping_countries: JEWELLER_SETTINGS.shipping_countries.filter(
        (c) => c.country_code !== 'DE',
      ),
    };
    expect(defaultCountry(austriaFirst)).toBe('AT');
  });
});
