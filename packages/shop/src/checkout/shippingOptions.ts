// What the shop offers for a checkout, from its settings (spec §3 Shop settings, Shipping config):
// shipping options per country, their free flag, and the payment methods each option allows.
import type {Id, PaymentMethod, ShippingConfig, ShopSettings} from '@schaufenster/core';
import {allowsPayment, isShippingMethod} from './checkoutReducer.ts';
import {shopShippingOptions} from './plainShipping.ts';

/** The country preselected in an empty address: DE when the shop ships there (spec §9 default country). */
export function defaultCountry(settings: ShopSettings): string {
  const codes = settings.shipping_countries.map((country) => country.country_code);
  return codes.includes('DE') ? 'DE' : (codes[0] ?? 'DE');
}

/**
 * The shipping options that ship to `countryCode`, in the order the shop lists them: its
 * shipping config, or without one its plain methods at the flat `shipping_cost` (decision 009i).
 */
export function shippingOptionsFor(
  settings: ShopSettings,
  countryCode: string | null | undefined,
): ShippingConfig[] {
  if (!countryCode) return [];
  return shopShippingOptions(settings).filter((option) => option.countries.includes(countryCode));
}

/** The option stored as `id` among `options`, if any. */
export function findShippingOption(
  options: readonly ShippingConfig[],
  id: Id | null,
): ShippingConfig | undefined {
  return options.find((option) => isShippingMethod(option, id));
}

// Whether an option costs nothing: core's rule, which the order service prices shipping by too.
export {isFreeShippingOption as isFreeShipping} from '@schaufenster/core';

/** The shop's payment methods that `option` allows, in the shop's order; none without an option. */
export function paymentMethodsFor(
  settings: ShopSettings,
  option: ShippingConfig | null | undefined,
): PaymentMethod[] {
  if (!option) return [];
  return settings.payment_methods.filter((method) => allowsPayment(option, method.id));
}
