// The order body posted to /ecom/order, built from cart, checkout and settings alone (spec §7
// Order service; §3 Payloads "Order: not shown in detail", so the shape is core's OrderPayload).
import * as v from 'valibot';
import {
  EmailSchema,
  type Address,
  type Cart,
  type CheckoutState,
  type Lang,
  type OrderInput,
  type ShopSettings,
} from '@schaufenster/core';
import {
  findShippingOption,
  isFreeShipping,
  paymentMethodsFor,
  shippingOptionsFor,
} from './shippingOptions.ts';
import {shippingConfigId, shippingCostOf} from './checkoutReducer.ts';

/** An order without its `order_uuid`, which the checkout adds per attempt (idempotency key). */
export type OrderDraft = Omit<OrderInput, 'order_uuid'>;

/** Why an order cannot be built yet; the checkout sends the shopper back to that step. */
type OrderProblem =
  'emptyCart' | 'email' | 'shippingAddress' | 'invoiceAddress' | 'shippingMethod' | 'paymentMethod';

/** The order, or every reason it cannot be built. */
export type BuildOrderResult =
  {ok: true; order: OrderDraft} | {ok: false; problems: OrderProblem[]};

/** Address fields a shopper must fill; company and phone are optional. */
const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'street',
  'number',
  'zip_code',
  'city',
  'country_code',
] as const satisfies readonly (keyof Address)[];

/** Rounds to cents, so 0.1 + 0.2 is 0.3 in the total. */
export function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The cart's lines summed (count × unit price brutto), in cents precision. */
export function linesTotal(cart: Cart): number {
  return roundPrice(cart.products.reduce((sum, line) => sum + line.count * line.priceBrutto, 0));
}

function trimmed(address: Address): Address {
  const entries = Object.entries(address).map(([key, value]) => [key, value.trim()]);
  return Object.fromEntries(entries) as Address;
}

function isComplete(address: Address): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((field) => address[field] !== '');
}

/**
 * Builds the order body from the cart, the checkout and the shop settings. Prices come from the
 * cart lines (the server recomputes them) and the shipping cost from the settings, not from the
 * stored shippingCost, so stale storage cannot change what is charged. Pure.
 */
export function buildOrder(
  cart: Cart,
  checkout: CheckoutState,
  settings: ShopSettings,
  lang: Lang = 'de',
): BuildOrderResult {
  const problems: OrderProblem[] = [];
  if (cart.products.length === 0) problems.push('emptyCart');

  const email = (checkout.customerEmail ?? '').trim();
  if (!v.is(EmailSchema, email)) problems.push('email');

  const shipping = checkout.shippingAddress ? trimmed(checkout.shippingAddress) : null;
  const shipsThere = settings.shipping_countries.some(
    (country) => country.country_code === shipping?.country_code,
  );
  if (!shipping || !isComplete(shipping) || !shipsThere) problems.push('shippingAddress');

  const invoice = checkout.invoiceAddress ? trimmed(checkout.invoiceAddress) : null;
  if (invoice && !isComplete(invoice)) problems.push('invoiceAddress');

  const option = findShippingOption(
    shippingOptionsFor(settings, shipping?.country_code),
    checkout.shippingMethod,
  );
  if (!option) problems.push('shippingMethod');

  const payment = paymentMethodsFor(settings, option).find(
    (method) => String(method.id) === String(checkout.paymentMethod),
  );
  if (!payment) problems.push('paymentMethod');

  if (problems.length > 0 || !shipping || !option || !payment) {
    return {ok: false, problems};
  }

  const shippingCost = shippingCostOf(option, isFreeShipping(settings, option));
  const comment = (checkout.comment ?? '').trim();
  return {
    ok: true,
    order: {
      customer_email: email,
      shipping_address: shipping,
      invoice_address: invoice,
      comment: comment === '' ? null : comment,
      payment_method: payment.id,
      shipping_method: shippingConfigId(option),
      present_wrap: settings.present_wrapping && checkout.presentWrap,
      products: cart.products.map((line) => ({
        product: line.product.id,
        variant: line.variant?.id ?? null,
        personalization: line.personalization,
        count: line.count,
        price_brutto: line.priceBrutto,
      })),
      shipping_cost: shippingCost,
      total_price_brutto: roundPrice(linesTotal(cart) + shippingCost),
      language: lang,
    },
  };
}
