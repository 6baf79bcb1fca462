// Shipping for a shop without a shipping config (spec §3 Shop settings: shipping_methods,
// shipping_cost; decision 009i "Flat shipping"): every plain shipping method ships to every
// shipping country with every payment method, free ones for nothing and the others for the flat
// `shipping_cost`. The order service prices such orders by the same rule
// (packages/order-service/src/pricing/shipping.ts, plainCost), so both totals agree.
import type {ShippingConfig, ShopSettings} from '@schaufenster/core';

type PlainSettings = Pick<
  ShopSettings,
  'shipping_methods' | 'shipping_cost' | 'shipping_countries' | 'payment_methods'
>;

/** The shop's plain shipping methods as checkout options (ids kept, so orders name the method). */
export function plainShippingOptions(settings: PlainSettings): ShippingConfig[] {
  const countries = settings.shipping_countries.map((country) => country.country_code);
  if (countries.length === 0) return [];
  const payments = settings.payment_methods.map((method) => ({
    id: method.id,
    method: method.method ?? '',
    config: {},
  }));
  return settings.shipping_methods.map((method) => ({
    id: method.id,
    name: method.display_name,
    shipping_provider: '',
    price_brutto: method.free ? 0 : settings.shipping_cost,
    payment_methods: payments,
    additional_days: 0,
    countries,
    translations: method.translations.map(({language, display_name}) => ({
      language,
      name: display_name,
    })),
  }));
}

/**
 * Every shipping option of the shop: its `shipping_methods_config` when it has one, else its
 * plain shipping methods at the flat cost (the order service's choice, decision 010c).
 */
export function shopShippingOptions(
  settings: PlainSettings & Pick<ShopSettings, 'shipping_methods_config'>,
): ShippingConfig[] {
  return settings.shipping_methods_config.length > 0
    ? settings.shipping_methods_config
    : plainShippingOptions(settings);
}
