// What the checkout tells Klarna about the buyer: country, locale and the addresses in Klarna's
// field names; amount and currency are added by the payment component.
import type {Address, Lang} from '@schaufenster/core';
import type {OrderDraft} from './buildOrder.ts';

function klarnaAddress(address: Address, email: string) {
  return {
    given_name: address.first_name,
    family_name: address.last_name,
    email,
    street_address: `${address.street} ${address.number}`.trim(),
    postal_code: address.zip_code,
    city: address.city,
    country: address.country_code,
  };
}

/** Klarna order data for an order: the invoice address bills, the shipping address receives. */
export function klarnaOrderDataFor(order: OrderDraft, lang: Lang): Record<string, unknown> {
  const shipping = order.shipping_address;
  const billing = order.invoice_address ?? shipping;
  return {
    purchase_country: billing.country_code,
    locale: `${lang}-${billing.country_code}`,
    billing_address: klarnaAddress(billing, order.customer_email),
    shipping_address: klarnaAddress(shipping, order.customer_email),
  };
}
