// Test support (not exported): PayPal capture answers as PayPal's JS SDK gives them, and a
// placed order to pay (decision 010f).
import {ORDER_PATHS} from '@schaufenster/core';
import {JEWELLER_DOMAIN, orderBody, post} from './testService.testing.ts';

/** What to vary in a capture answer. */
interface CaptureOptions {
  /** PayPal's order id. @default 'PAYPAL-ORDER-1' */
  id?: string;
  /** The order's status. @default 'COMPLETED' */
  status?: string;
  /** The capture's status. @default 'COMPLETED' */
  captureStatus?: string;
  /** The captured amount as PayPal writes it. @default '4237.90' (orderBody's total) */
  value?: string;
  /** The captured currency. @default 'EUR' */
  currency?: string;
}

/** A capture answer of PayPal's Orders v2 API, with the parts PayPal sends besides. */
export function paypalCapture(options: CaptureOptions = {}): Record<string, unknown> {
  const amount = {currency_code: options.currency ?? 'EUR', value: options.value ?? '4237.90'};
  return {
    id: options.id ?? 'PAYPAL-ORDER-1',
    intent: 'CAPTURE',
    status: options.status ?? 'COMPLETED',
    payer: {payer_id: 'PAYER-1', email_address: 'kaeufer@example.com', name: {given_name: 'Ka'}},
    purchase_units: [
      {
        custom_id: 'SF-1001',
        amount,
        payments: {
          captures: [
            {
              id: `CAPTURE-OF-${options.id ?? 'PAYPAL-ORDER-1'}`,
              status: options.captureStatus ?? 'COMPLETED',
              amount,
              final_capture: true,
            },
          ],
        },
      },
    ],
    links: [{href: 'https://api.paypal.example/v2/checkout/orders/1', rel: 'self'}],
  };
}

/** The numbers of a placed order. */
export interface PlacedOrder {
  /** Its number, e.g. SF-1001. */
  orderId: string;
  /** Its UUID. */
  orderUuid: string;
}

/** Places orderBody (with `overrides`) at `baseUrl` and returns its number and UUID. */
export async function placeOrder(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const answer = await post(`${baseUrl}${ORDER_PATHS.order}`, {
    ...orderBody(overrides),
    project: JEWELLER_DOMAIN,
  });
  if (answer.status !== 200) throw new Error(`order refused: ${JSON.stringify(answer.body)}`);
  return {orderId: String(answer.body['order_id']), orderUuid: String(answer.body['order_uuid'])};
}

/** The jeweller's payment method ids. */
export const PAYMENT = {paypal: 4, klarna: 7, prepayment: 1} as const;
