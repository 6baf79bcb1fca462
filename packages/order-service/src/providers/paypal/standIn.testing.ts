// Test support (not exported): the order service over the jeweller with PayPal pointed at a real
// PayPal stand-in server (packages/payment-standins) started in the test, whose webhooks go to
// the service, and the buyer's steps: the service creates the PayPal order, the stand-in buyer
// approves it, the checkout posts the approval.
import {ORDER_PATHS} from '@schaufenster/core';
import type {PaypalStandIn, StandInServer} from '@schaufenster/payment-standins';
import type {OrderServiceOptions} from '../../service.ts';
import {
  JEWELLER_DOMAIN,
  post,
  startTestService,
  type Answer,
  type TestService,
} from '../../testService.testing.ts';
import type {PlacedOrder} from '../../payments.testing.ts';
import type {PaypalConfig} from './config.ts';
import {startPaypalStandIn} from './standInServer.testing.ts';

export {startPaypalStandIn, type PaypalStandInForTests} from './standInServer.testing.ts';

/** A service and its PayPal stand-in. */
export interface PaypalTest {
  test: TestService;
  standIn: PaypalStandIn;
  server: StandInServer;
  /** The service's PayPal settings (for a second service on the same data folder). */
  config: PaypalConfig;
  /** The stand-in's record: orders, captures, refunds, webhook deliveries (waits for sends). */
  state(): Promise<StandInState>;
  close(): Promise<void>;
}

/** What the stand-in's `/paypal/standin/state` answers (the parts tests read). */
interface StandInState {
  captures: {
    id: string;
    status: string;
    custom_id?: string;
    amount: {value: string; currency_code: string};
  }[];
  refunds: {id: string; captureId: string; amount: {value: string}}[];
  deliveries: {eventType: string; status: number}[];
  orders: {id: string; status: string}[];
}

/** The webhook path of the service. */
const WEBHOOK_PATH = '/ecom/paypal/webhook';

/** Starts a stand-in and a service using it (webhooks on unless `webhooks: false`). */
export async function startPaypalTest(
  options: Partial<OrderServiceOptions> & {webhooks?: boolean} = {},
): Promise<PaypalTest> {
  const {webhooks = true, ...serviceOptions} = options;
  const {standIn, server, config, close} = await startPaypalStandIn();
  const test = await startTestService({paypal: config, paypalReconcileMs: 0, ...serviceOptions});
  if (webhooks) standIn.webhooks.url = `${test.url}${WEBHOOK_PATH}`;
  return {
    test,
    standIn,
    server,
    config,
    async state() {
      const response = await fetch(`${server.url}/paypal/standin/state`);
      return (await response.json()) as StandInState;
    },
    async close() {
      await standIn.webhooks.settled();
      await test.close();
      await close();
    },
  };
}

/** POST /ecom/order/paypal_order for `order`. */
export function createPaypalOrder(baseUrl: string, order: PlacedOrder): Promise<Answer> {
  return post(`${baseUrl}/ecom/order/paypal_order`, {
    project: JEWELLER_DOMAIN,
    order_uuid: order.orderUuid,
  });
}

/** The stand-in buyer approves PayPal order `paypalOrderId`. */
export async function approve(server: StandInServer, paypalOrderId: string): Promise<number> {
  const response = await fetch(`${server.url}/paypal/standin/orders/${paypalOrderId}/approve`, {
    method: 'POST',
  });
  await response.arrayBuffer();
  return response.status;
}

/** POST /ecom/order/paypal_transaction with the approval of `paypalOrderId`. */
export function postApproval(
  baseUrl: string,
  order: PlacedOrder,
  paypalOrderId: string,
): Promise<Answer> {
  return post(`${baseUrl}${ORDER_PATHS.paypal}`, {
    project: JEWELLER_DOMAIN,
    order_id: order.orderId,
    order_uuid: order.orderUuid,
    paypal: {orderID: paypalOrderId},
  });
}

/** The service creates the PayPal order of `order` and the stand-in buyer approves it; its id. */
export async function approvedPaypalOrder(
  baseUrl: string,
  server: StandInServer,
  order: PlacedOrder,
): Promise<string> {
  const created = await createPaypalOrder(baseUrl, order);
  if (created.status !== 200) {
    throw new Error(`paypal_order refused: ${JSON.stringify(created.body)}`);
  }
  const id = String(created.body['paypal_order_id']);
  await approve(server, id);
  return id;
}

/** The whole buyer flow for `order` at the service `baseUrl` (default the test's); the answer. */
export async function payWithPaypal(
  paypal: {server: StandInServer; test?: {url: string}},
  order: PlacedOrder,
  baseUrl = paypal.test?.url ?? '',
): Promise<Answer> {
  const id = await approvedPaypalOrder(baseUrl, paypal.server, order);
  return postApproval(baseUrl, order, id);
}
