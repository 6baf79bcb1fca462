// Test support (not exported): the service with the real Klarna stand-in (decision 072) for the
// Klarna tests, and the steps they take: place a Klarna order, let the stand-in's buyer approve,
// place the Klarna order, run owner commands, and read the order's states back.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import {expect} from 'vitest';
import {DATABASE_FILE} from '../../limits.ts';
import {PAYMENT} from '../../payments.testing.ts';
import {
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  post,
  startTestService,
  type Answer,
  type TestService,
} from '../../testService.testing.ts';

/** The owner token of the Klarna tests' service. */
export const TOKEN = 'owner-token-for-klarna-tests-0123456789';
/** The total of `orderBody()` in cents. */
export const TOTAL_CENTS = 423790;

let current: TestService | null = null;

/** The running service (started by `start`). */
export function service(): TestService {
  if (!current) throw new Error('no service started');
  return current;
}

/** Starts the service over the jeweller with the Klarna stand-in (unless `options` say else). */
export async function start(
  options: Parameters<typeof startTestService>[0] = {},
): Promise<TestService> {
  const {shop} = await loadJeweller();
  current = await startTestService({mail: shop ? {shop} : {}, ownerToken: TOKEN, ...options});
  return current;
}

/** Stops the running service, if any (each test file's `afterEach`). */
export async function stop(): Promise<void> {
  const running = current;
  current = null;
  await running?.close();
}

/** The Klarna stand-in the service talks to. */
export const standIn = () => {
  const {klarna} = service();
  if (!klarna) throw new Error('no Klarna stand-in');
  return klarna;
};

/** Runs `sql` on the service's database through a second connection (moving time back). */
export function exec(sql: string): void {
  const db = new DatabaseSync(path.join(service().dataDir, DATABASE_FILE));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

/** A placed Klarna order: its number, UUID and the client token the browser got. */
export interface KlarnaPlaced {
  orderId: string;
  orderUuid: string;
  clientToken: string;
  answer: Answer;
  /** The body it was placed with. */
  body: Record<string, unknown>;
}

/** Places an order paid with Klarna (POST /ecom/order); `overrides` change its body. */
export async function placeKlarnaOrder(
  overrides: Record<string, unknown> = {},
): Promise<KlarnaPlaced> {
  const body = {
    ...orderBody({payment_method: PAYMENT.klarna, ...overrides}),
    project: JEWELLER_DOMAIN,
  };
  const answer = await post(`${service().url}${ORDER_PATHS.order}`, body);
  expect(answer.status).toBe(200);
  return {
    orderId: String(answer.body['order_id']),
    orderUuid: String(answer.body['order_uuid']),
    clientToken: String(answer.body['klarna_client_token']),
    answer,
    body,
  };
}

/**
 * The stand-in buyer approves in Klarna's window (what the SDK stand-in asks for); after the
 * session completed Klarna gives no token, and a made-up one stands in.
 */
export function approve(clientToken: string, changes: Record<string, unknown> = {}): string {
  const answer = standIn().state.authorize(clientToken, changes);
  if (answer.status !== 200) return `no-authorization-${answer.status}`;
  return String((answer.body as {authorization_token: string}).authorization_token);
}

/** POST /ecom/klarna/order for `orderUuid` with `authorizationToken`. */
export const klarnaOrder = (orderUuid: string, authorizationToken: string) =>
  post(`${service().url}${ORDER_PATHS.klarna}`, {
    project: JEWELLER_DOMAIN,
    order_uuid: orderUuid,
    authorization_token: authorizationToken,
  });

/** The owner's command `action` on order `orderId`. */
export const owner = (orderId: string, action: string) =>
  post(
    `${service().url}/owner/orders/${orderId}/state`,
    {action},
    {Authorization: `Bearer ${TOKEN}`},
  );

/** The order's two states as the owner API shows them. */
export async function statesOf(orderId: string): Promise<{fulfilment: string; payment: string}> {
  const response = await fetch(`${service().url}/owner/orders/${orderId}`, {
    headers: {Authorization: `Bearer ${TOKEN}`},
  });
  const {order} = (await response.json()) as {order: {fulfilment: string; payment: string}};
  return {fulfilment: order.fulfilment, payment: order.payment};
}

/** The stand-in's Klarna orders for shop order `orderUuid`. */
export const standInOrdersOf = (orderUuid: string) =>
  [...standIn().state.orders.values()].filter(
    (order) => order.body.merchant_reference2 === orderUuid,
  );

/** A Klarna order placed and accepted (confirmed, authorized), with the stand-in's order id. */
export async function accepted(): Promise<KlarnaPlaced & {klarnaId: string}> {
  const placed = await placeKlarnaOrder();
  expect((await klarnaOrder(placed.orderUuid, approve(placed.clientToken))).status).toBe(200);
  return {...placed, klarnaId: standInOrdersOf(placed.orderUuid)[0]?.id ?? ''};
}
