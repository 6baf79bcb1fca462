// PayPal with @paypal/react-paypal-js 10 and its JS SDK v5 Buttons: the order is created
// client-side for the checkout total, captured on approval, and the capture is posted to the order
// service as a PayPal transaction (spec §3 Payloads, §7, §8).
import type {PayPalButtonsComponentProps, ReactPayPalScriptOptions} from '@paypal/react-paypal-js';
import type {Lang, OrderClient} from '@schaufenster/core';
import type {PaymentErrorKey} from './paymentFlow.ts';
import type {PayPalPaid, PaymentCurrency} from './types.ts';

/** PayPal's JS SDK (the real one); stories point `sdkBaseUrl` at a local stand-in. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/** The SDK's locale per page language, so PayPal's button and window speak the page language. */
const PAYPAL_LOCALES: Record<Lang, string> = {de: 'de_DE', en: 'en_GB', fr: 'fr_FR'};

type CreateOrder = NonNullable<PayPalButtonsComponentProps['createOrder']>;
type OnApprove = NonNullable<PayPalButtonsComponentProps['onApprove']>;
/** The body `actions.order.create` takes (PayPal Orders v2 request). */
export type PaypalOrderRequest = Parameters<Parameters<CreateOrder>[1]['order']['create']>[0];
/** What the SDK passes to `onApprove` second (capture lives here). */
export type PaypalApproveActions = Parameters<OnApprove>[1];

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

/** An amount as PayPal wants it: a string with two decimals ("149.00"). */
export function paypalAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError(`A PayPal amount must be a positive number, got ${amount}`);
  }
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** The PayPal order for the checkout total, tagged with the shop order id. */
export function paypalOrderRequest(input: {
  amount: number;
  currency: PaymentCurrency;
  orderId: string;
}): PaypalOrderRequest {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        custom_id: input.orderId,
        amount: {currency_code: input.currency, value: paypalAmount(input.amount)},
      },
    ],
  };
}

/** How an approval ended: confirmed, or failed with the message to show. */
export type PaypalApprovalOutcome =
  {kind: 'paid'; result: PayPalPaid} | {kind: 'failed'; error: Error; message: PaymentErrorKey};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * After the buyer approved: captures the PayPal order and posts the capture as the transaction
 * of the shop order (`{order_id, order_uuid, paypal}`, spec §7 plus decision 010f). Never
 * rejects; a failed capture is a failed payment, a failed post is "Could not post PayPal
 * Transaction" (spec §8).
 */
export async function completePaypalApproval(input: {
  actions: PaypalApproveActions;
  orders: Pick<OrderClient, 'postPaypalTransaction'>;
  orderId: string;
  orderUuid: string;
}): Promise<PaypalApprovalOutcome> {
  const {orderId, orderUuid} = input;
  let paypal: Record<string, unknown>;
  try {
    // Only a capture moves money; without order actions there is nothing the order service
    // could accept (decision 010f), so nothing is posted.
    if (!input.actions.order) throw new Error('PayPal approved without an order to capture');
    paypal = {...(await input.actions.order.capture())};
  } catch (error) {
    return {kind: 'failed', error: asError(error), message: 'paymentFailed'};
  }
  try {
    const response = await input.orders.postPaypalTransaction({
      order_id: orderId,
      order_uuid: orderUuid,
      paypal,
    });
    return {kind: 'paid', result: {method: 'paypal', orderId, orderUuid, paypal, response}};
  } catch (error) {
    return {kind: 'failed', error: asError(error), message: 'orderErrorPaypalTransaction'};
  }
}
