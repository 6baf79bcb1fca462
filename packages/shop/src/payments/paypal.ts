// PayPal with @paypal/react-paypal-js 10 and its JS SDK v5 Buttons. The order service creates the
// PayPal order for the total it computed and captures it (decision 072): the browser asks it for
// the PayPal order id, lets the buyer approve in PayPal's window and posts the approval as the
// order's PayPal transaction (spec §3 Payloads, §7, §8). No amount and no capture come from here.
import type {ReactPayPalScriptOptions} from '@paypal/react-paypal-js';
import {RequestFailure, type Lang, type OrderClient} from '@schaufenster/core';
import type {PaymentErrorKey} from './paymentFlow.ts';
import type {PayPalPaid, PaymentCurrency} from './types.ts';

/** PayPal's JS SDK (the real one); stories point `sdkBaseUrl` at a local stand-in. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/** The SDK's locale per page language, so PayPal's button and window speak the page language. */
const PAYPAL_LOCALES: Record<Lang, string> = {de: 'de_DE', en: 'en_GB', fr: 'fr_FR'};

/** Inputs of {@link paypalScriptOptions}. */
export interface PaypalScriptInput {
  /** The client id from the shop settings (core `paypalClientId`). */
  clientId: string;
  /** The currency the buttons charge in. */
  currency: PaymentCurrency;
  /** The page language. */
  lang: Lang;
  /** Where the SDK is loaded from. */
  sdkBaseUrl: string;
}

/** Options for `PayPalScriptProvider`: Buttons only, capture intent, the page's locale. */
export function paypalScriptOptions(input: PaypalScriptInput): ReactPayPalScriptOptions {
  return {
    clientId: input.clientId,
    currency: input.currency,
    intent: 'capture',
    components: 'buttons',
    locale: PAYPAL_LOCALES[input.lang],
    sdkBaseUrl: input.sdkBaseUrl,
  };
}

/** How posting an approval ended: confirmed, or failed with the message to show. */
export type PaypalApprovalOutcome =
  | {kind: 'paid'; result: PayPalPaid}
  | {kind: 'failed'; error: Error; message: PaymentErrorKey; refused: boolean};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * After the buyer approved: posts the approval (`{order_id, order_uuid, paypal: {orderID}}`, spec
 * §7 plus decisions 010f and 072) to `/ecom/order/paypal_transaction`; the order service captures
 * at most once and answers the payment state. Posting the same approval again is safe: a replay
 * gets the stored result. Never rejects; a failed post is "Could not post PayPal Transaction"
 * (spec §8), `refused` when the service answered with a refusal (4xx) rather than not at all.
 */
export async function postPaypalApproval(input: {
  orders: Pick<OrderClient, 'postPaypalTransaction'>;
  orderId: string;
  orderUuid: string;
  paypalOrderId: string;
}): Promise<PaypalApprovalOutcome> {
  const {orderId, orderUuid, paypalOrderId} = input;
  try {
    const response = await input.orders.postPaypalTransaction({
      order_id: orderId,
      order_uuid: orderUuid,
      paypal: {orderID: paypalOrderId},
    });
    const paymentState =
      typeof response.payment_state === 'string' ? response.payment_state : 'paid';
    return {
      kind: 'paid',
      result: {method: 'paypal', orderId, orderUuid, paypalOrderId, paymentState, response},
    };
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const refused = cause instanceof RequestFailure && cause.status !== null && cause.status < 500;
    return {
      kind: 'failed',
      error: asError(error),
      message: 'orderErrorPaypalTransaction',
      refused,
    };
  }
}
