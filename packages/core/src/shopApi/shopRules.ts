// Rules that read shop settings (spec §4 Cart widget, PayPal client id, reorder).
import type {Id} from '../model/common.ts';
import {PAYPAL_PAYMENT_ID, type ShippingConfig, type ShopSettings} from '../model/shop.ts';
import {sameId} from './productFilter.ts';

type PaypalSettings = Pick<ShopSettings, 'payment_methods' | 'paypal_client_id'>;
type CartSettings = Pick<ShopSettings, 'enable_cart' | 'maintenance_mode'>;

/** The PayPal client id, only when exactly one payment method has payment id 4 (spec §4). */
export function paypalClientId(settings: PaypalSettings | null | undefined): string | null {
  if (!settings) return null;
  const paypal = settings.payment_methods.filter((method) => sameId(method.id, PAYPAL_PAYMENT_ID));
  return paypal.length === 1 ? settings.paypal_client_id || null : null;
}

/** Whether the cart widget shows: cart enabled and not in maintenance (spec §4 Cart widget). */
export function showsCartWidget(settings: CartSettings | null | undefined): boolean {
  return settings?.enable_cart === true && settings.maintenance_mode === false;
}

/** Whether the shop menu shows: cart enabled; maintenance is not checked (spec §4). */
export function showsShopMenu(
  settings: Pick<ShopSettings, 'enable_cart'> | null | undefined,
): boolean {
  return settings?.enable_cart === true;
}

/** How a payment method is paid online, if at all: PayPal (payment id 4, spec §4), Klarna, or neither. */
export type OnlinePayment = 'paypal' | 'klarna' | null;

/**
 * Which online payment flow the payment method `id` needs after the order is created. The
 * checkout and the order service both ask this, so a PayPal or Klarna payment is accepted only
 * for an order the checkout would have paid that way (decision 010f).
 */
export function onlinePaymentOf(
  settings: Pick<ShopSettings, 'payment_methods'> | null | undefined,
  id: Id | null,
): OnlinePayment {
  if (!settings || id === null) return null;
  // PayPal is recognised by its id alone, as for the client id (spec §4); Klarna by its kind.
  if (sameId(id, PAYPAL_PAYMENT_ID)) return 'paypal';
  const method = settings.payment_methods.find((candidate) => sameId(candidate.id, id));
  return method?.method === 'klarna' ? 'klarna' : null;
}

/**
 * Whether an item may be ordered beyond its stock: its reorder flag is set (spec §4 "Reorder is
 * possible when the reorder flag is set or stock is not empty"), or the shop sells everything to
 * order (`purchase_to_order`, decision 009i). The purchase box and the order service both ask
 * this, so what one allows the other accepts.
 */
export function ordersBeyondStock(
  reorderFlag: boolean,
  settings: Pick<ShopSettings, 'purchase_to_order'> | null | undefined,
): boolean {
  return reorderFlag || settings?.purchase_to_order === true;
}

/**
 * Whether a shipping config entry costs nothing: its price is 0, or the shop flags the shipping
 * method of the same id (the entry's name when it has no id) free. The checkout and the order
 * service both ask this, so their totals agree.
 */
export function isFreeShippingOption(
  settings: Pick<ShopSettings, 'shipping_methods'>,
  option: Pick<ShippingConfig, 'id' | 'name' | 'price_brutto'>,
): boolean {
  if (option.price_brutto === 0) return true;
  const id = option.id ?? option.name;
  return settings.shipping_methods.some((method) => method.free && sameId(method.id, id));
}
