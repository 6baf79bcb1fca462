// What the order confirmation shows for a prepayment (decision 009i "Prepayment"): the amount, the
// shop's bank account from settings (spec §3 bank_details) and the order number as the transfer's
// reference. Pure.
import type {Id, ShopSettings} from '@schaufenster/core';

/** The shop's bank account as settings hold it. */
type BankAccount = NonNullable<ShopSettings['bank_details']>;

/** What a shopper needs to pay a prepayment order by bank transfer. */
export interface BankTransfer {
  /** The order total to transfer, brutto. */
  amount: number;
  /** The transfer's reference ("Verwendungszweck"): the order number. */
  reference: string;
  /** The account to pay into; null when settings have none (the shop sends it by e-mail). */
  account: BankAccount | null;
}

/** The placed order as the confirmation knows it. */
export interface PlacedOrder {
  /** The order number the order service gave. */
  orderId: string;
  /** The order total, brutto. */
  amount: number;
  /** The payment method the order was placed with. */
  paymentMethod: Id;
}

/** Whether the payment method `id` is prepayment (its kind in settings, spec §3 payment_methods). */
export function isPrepayment(settings: Pick<ShopSettings, 'payment_methods'>, id: Id): boolean {
  const method = settings.payment_methods.find((entry) => String(entry.id) === String(id));
  return method?.method === 'prepayment';
}

/**
 * The bank transfer a placed order still needs: for a prepayment order its amount, the order
 * number as reference and the account (null without bank details); null for other methods.
 */
export function bankTransferFor(
  settings: Pick<ShopSettings, 'payment_methods' | 'bank_details'>,
  order: PlacedOrder,
): BankTransfer | null {
  if (!isPrepayment(settings, order.paymentMethod)) return null;
  return {amount: order.amount, reference: order.orderId, account: settings.bank_details};
}
