// The PayPal stand-in's resources as it keeps them: orders (Orders v2) with their purchase
// units, captures and refunds (Payments v2), and PayPal's money, a currency code with a decimal
// string, which the stand-in counts in exact cents.
// References: https://developer.paypal.com/docs/api/orders/v2/ and
// https://developer.paypal.com/docs/api/payments/v2/.

/** PayPal's money: an ISO 4217 code and a decimal string ("4237.90"). */
interface Money {
  currency_code: string;
  value: string;
}

/** A decimal string PayPal accepts as an amount. */
export const MONEY_VALUE = /^\d{1,10}(\.\d{1,2})?$/;
/** An ISO 4217 currency code. */
export const CURRENCY = /^[A-Z]{3}$/;

/** Cents of a decimal string; exact ("0.29" is 29). */
export function centsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The decimal string of `cents`. */
export const valueOf = (cents: number) => (cents / 100).toFixed(2);

/** A capture status (Orders v2 `capture.status`). */
type CaptureStatus =
  'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

/** What the next capture comes to (a stand-in control: PayPal decides this itself). */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

/** A captured payment, as PayPal shows it in an order and in webhook events. */
export interface StandInCapture {
  id: string;
  status: CaptureStatus;
  status_details?: {reason: string};
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  final_capture: true;
  create_time: string;
  update_time: string;
  supplementary_data: {related_ids: {order_id: string}};
  /** Stand-in only: cents refunded so far (not sent). */
  refundedCents: number;
}

/** A refund of a capture. */
export interface StandInRefund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  note_to_payer?: string;
  create_time: string;
  captureId: string;
}

/** A purchase unit of an order, with its captures. */
export interface PurchaseUnit {
  reference_id: string;
  amount: Money & {breakdown?: unknown};
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  captures: StandInCapture[];
}

/** An order in the stand-in. */
export interface StandInOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchaseUnits: PurchaseUnit[];
  payer?: {payer_id: string; email_address: string; name: {given_name: string; surname: string}};
  createTime: string;
  updateTime: string;
}
