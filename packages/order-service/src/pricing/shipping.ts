// Shipping cost of an order from the shop settings, by the checkout's own rules (spec §3 Shop
// settings, Shipping config), so the server's total and the checkout's agree (decision 010).
import {isFreeShippingOption, type OrderPayload, type ShopSettings} from '@schaufenster/core';
import type {ServiceError} from '../http/reply.ts';
import {sameId, toCents} from './money.ts';

/** The shipping cost in cents, or why the order's shipping and payment choice is refused. */
export type ShippingResult = {ok: true; cents: number} | {ok: false; errors: ServiceError[]};

type ShippingChoice = Pick<
  OrderPayload,
  'shipping_method' | 'payment_method' | 'shipping_address' | 'present_wrap'
>;

/**
 * Prices the shipping of `order`. The options are `shipping_methods_config` (an option's id, or
 * its name when it has none, is the order's `shipping_method`): it must ship to the address's
 * country and allow the payment method; it costs its `price_brutto`, or nothing when the
 * `shipping_methods` entry with the same id is flagged free. Without any config the plain
 * `shipping_methods` apply: free ones cost nothing, the others the flat `shipping_cost`.
 */
export function priceShipping(settings: ShopSettings, order: ShippingChoice): ShippingResult {
  const errors: ServiceError[] = [];
  const country = order.shipping_address.country_code;
  if (!settings.shipping_countries.some((entry) => entry.country_code === country)) {
    errors.push({
      code: 'shipping_country_unavailable',
      message: `The shop does not ship to ${country}`,
      path: 'shipping_address.country_code',
    });
  }
  if (!settings.payment_methods.some((method) => sameId(method.id, order.payment_method))) {
    errors.push({
      code: 'unknown_payment_method',
      message: `Unknown payment method ${String(order.payment_method)}`,
      path: 'payment_method',
    });
  }
  if (order.present_wrap && !settings.present_wrapping) {
    errors.push({
      code: 'present_wrap_unavailable',
      message: 'The shop does not offer gift wrapping',
      path: 'present_wrap',
    });
  }
  const cost =
    settings.shipping_methods_config.length > 0
      ? configuredCost(settings, order, errors)
      : plainCost(settings, order, errors);
  return errors.length > 0 || cost === null ? {ok: false, errors} : {ok: true, cents: cost};
}

function configuredCost(
  settings: ShopSettings,
  order: ShippingChoice,
  errors: ServiceError[],
): number | null {
  const option = settings.shipping_methods_config.find((entry) =>
    sameId(entry.id ?? entry.name, order.shipping_method),
  );
  if (!option) {
    errors.push(unknownShipping(order));
    return null;
  }
  const country = order.shipping_address.country_code;
  if (!option.countries.includes(country)) {
    errors.push({
      code: 'shipping_country_unavailable',
      message: `Shipping option ${option.name} does not ship to ${country}`,
      path: 'shipping_method',
    });
  }
  if (!option.payment_methods.some((payment) => sameId(payment.id, order.payment_method))) {
    errors.push({
      code: 'payment_not_allowed',
      message: `Shipping option ${option.name} does not allow payment method ${String(order.payment_method)}`,
      path: 'payment_method',
    });
  }
  return isFreeShippingOption(settings, option) ? 0 : toCents(option.price_brutto);
}

function plainCost(
  settings: ShopSettings,
  order: ShippingChoice,
  errors: ServiceError[],
): number | null {
  const method = settings.shipping_methods.find((entry) => sameId(entry.id, order.shipping_method));
  if (!method) {
    errors.push(unknownShipping(order));
    return null;
  }
  return method.free ? 0 : toCents(settings.shipping_cost);
}

function unknownShipping(order: ShippingChoice): ServiceError {
  return {
    code: 'unknown_shipping_method',
    message: `Unknown shipping method ${String(order.shipping_method)}`,
    path: 'shipping_method',
  };
}
