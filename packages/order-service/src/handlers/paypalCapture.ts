// What the service reads from the `paypal` field of a PayPal transaction (decision 010f): PayPal's
// answer to capturing an Orders v2 order, as the PayPal JS SDK's `actions.order.capture()` gives
// it. The shop creates one purchase unit and captures it once (intent CAPTURE, decision 009a), so
// exactly one unit with one capture is expected; everything else PayPal sends is dropped.
import * as v from 'valibot';
import type {PaypalPayment} from '../store/payments.ts';

/** Longest PayPal id (order, capture, payer) kept; PayPal's are 13 to 17 characters. */
const MAX_PAYPAL_ID_LENGTH = 64;

const PaypalId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_PAYPAL_ID_LENGTH));
const Status = v.pipe(v.string(), v.nonEmpty(), v.maxLength(32));

/** PayPal's money: a currency code and a decimal string with at most two decimals ("2490.00"). */
const AmountSchema = v.object({
  currency_code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code')),
  value: v.pipe(v.string(), v.regex(/^\d{1,10}(\.\d{1,2})?$/, 'Expected an amount like 2490.00')),
});

const CaptureSchema = v.looseObject({id: PaypalId, status: Status, amount: AmountSchema});

const PurchaseUnitSchema = v.looseObject({
  payments: v.looseObject({captures: v.strictTuple([CaptureSchema])}),
});

/** The part of PayPal's capture answer the shop needs; other fields pass unread. */
export const PaypalCaptureSchema = v.looseObject({
  id: PaypalId,
  status: Status,
  purchase_units: v.strictTuple([PurchaseUnitSchema]),
  payer: v.optional(v.looseObject({payer_id: v.optional(PaypalId)})),
});
/** A capture answer that has what the shop needs. */
type PaypalCapture = v.InferOutput<typeof PaypalCaptureSchema>;

/** PayPal's "the money moved" status, of the order and of its capture. */
export const PAYPAL_COMPLETED = 'COMPLETED';

/** Cents of PayPal's decimal string; exact, no floating point ("0.29" is 29). */
function centsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The fields stored of a capture. The status is the capture's when the order says COMPLETED,
 * else the order's: a COMPLETED order can still hold a PENDING capture (e.g. an eCheck), and only
 * a completed capture is money received.
 */
export function paypalPaymentOf(capture: PaypalCapture): PaypalPayment {
  const captured = capture.purchase_units[0].payments.captures[0];
  return {
    paypalOrderId: capture.id,
    captureId: captured.id,
    status: capture.status === PAYPAL_COMPLETED ? captured.status : capture.status,
    amountCents: centsOf(captured.amount.value),
    currency: captured.amount.currency_code,
    payerId: capture.payer?.payer_id ?? null,
  };
}
