// The client's prices must agree with the server's (security, decision 017): the checkout charges
// PayPal and Klarna the total it sent, so an order whose unit prices, shipping cost or total differ
// from the catalogue is refused (422) rather than stored at prices nobody saw. Each refusal
// carries the catalogue's value (`expected`), so the checkout can re-price the cart and ask the
// shopper to confirm again.
import type {OrderPayload} from '@schaufenster/core';
import type {ServiceError} from '../http/reply.ts';
import {fromCents, toCents} from './money.ts';
import type {PricedOrder} from './priceOrder.ts';

const euros = (cents: number) => (cents / 100).toFixed(2);

function mismatch(
  code: string,
  path: string,
  what: string,
  sentCents: number,
  catalogueCents: number,
): ServiceError {
  return {
    code,
    message: `${what} is ${euros(catalogueCents)}, not ${euros(sentCents)}: reload the cart`,
    path,
    expected: fromCents(catalogueCents),
  };
}

/**
 * Every place where `order` disagrees with its server price `priced`, compared in whole cents:
 * each line's `price_brutto` (unit price), `shipping_cost` and `total_price_brutto`.
 */
export function clientPriceErrors(order: OrderPayload, priced: PricedOrder): ServiceError[] {
  const errors: ServiceError[] = [];
  order.products.forEach((line, index) => {
    const server = priced.lines[index];
    const sent = toCents(line.price_brutto);
    if (server && sent !== server.unitCents) {
      errors.push(
        mismatch(
          'price_mismatch',
          `products.${index}.price_brutto`,
          `The catalogue price of ${server.name}`,
          sent,
          server.unitCents,
        ),
      );
    }
  });
  const shipping = toCents(order.shipping_cost);
  if (shipping !== priced.shippingCents) {
    errors.push(
      mismatch(
        'shipping_cost_mismatch',
        'shipping_cost',
        'The shipping cost',
        shipping,
        priced.shippingCents,
      ),
    );
  }
  const total = toCents(order.total_price_brutto);
  if (total !== priced.totalCents) {
    errors.push(
      mismatch('total_mismatch', 'total_price_brutto', 'The total', total, priced.totalCents),
    );
  }
  return errors;
}
