import {describe, expect, it} from 'vitest';
import {ANNA_ADDRESS, JEWELLER_SETTINGS, TWO_LINE_CART} from '../stories/checkoutSeed.ts';
import {buildOrder} from './buildOrder.ts';
import {INITIAL_CHECKOUT_STATE} from './checkoutReducer.ts';
import {klarnaOrderDataFor} from './klarnaData.ts';

const checkout = {
  ...INITIAL_CHECKOUT_STATE,
  customerEmail: 'anna@example.com',
  shippingAddress: ANNA_ADDRESS,
  paymentMethod: 7,
  shippingMethod: 1,
};

function orderOf(state: typeof checkout) {
  const result = buildOrder(TWO_LINE_CART, state, JEWELLER_SETTINGS, 'de');
  if (!result.ok) throw new Error(result.problems.join());
  return result.order;
}

describe('Klarna order data', () => {
  it('bills and ships to the shipping address when there is no invoice address', () => {
    const anna = {
      given_name: 'Anna',
      family_name: 'Muster',
      email: 'anna@example.com',
      street_address: 'Goethestraße 12',
      postal_code: '60313',
      city: 'Frankfurt am Main',
      country: 'DE',
    };
    expect(klarnaOrderDataFor(orderOf(checkout), 'de')).toEqual({
      purchase_country: 'DE',
      locale: 'de-DE',
      billing_address: anna,
      shipping_address: anna,
    });
  });

  it('bills the invoice address, in its country', () => {
    const invoice = {...ANNA_ADDRESS, first_name: 'Bernd', country_code: 'AT', city: 'Wien'};
    const data = klarnaOrderDataFor(orderOf({...checkout, invoiceAddress: invoice}), 'en');
    expect(data).toMatchObject({
      purchase_country: 'AT',
      locale: 'en-AT',
      billing_address: {given_name: 'Bernd', city: 'Wien', country: 'AT'},
      shipping_address: {given_name: 'Anna', country: 'DE'},
    });
  });
});
