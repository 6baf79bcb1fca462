// Klarna through the order service against the real Klarna stand-in (decision 072): the session
// opened at POST /ecom/order, the order placed at POST /ecom/klarna/order only with an
// authorization the stand-in's buyer gave for that session and amount, the fraud outcomes, the
// owner's capture on shipping, cancel and refund, idempotent replays, the extension job, and a
// property test: no sequence of calls authorizes or pays an order without a Klarna order.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import fc from 'fast-check';
import {afterEach, describe, expect, it} from 'vitest';
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
import {EXTEND_AFTER_MS} from './payments.ts';

const TOKEN = 'owner-token-for-klarna-tests-0123456789';
/** The total of `orderBody()` in cents. */
const TOTAL_CENTS = 423790;

let test: TestService;
afterEach(() => test.close());

async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  const {shop} = await loadJeweller();
  test = await startTestService({mail: shop ? {shop} : {}, ownerToken: TOKEN, ...options});
  return test;
}

const standIn = () => {
  if (!test.klarna) throw new Error('no Klarna stand-in');
  return test.klarna;
};

/** Runs `sql` on the service's database through a second connection (moving time back). */
function exec(sql: string): void {
  const db = new DatabaseSync(path.join(test.dataDir, DATABASE_FILE));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

/** A placed Klarna order: its number, UUID and the client token the browser got. */
interface KlarnaPlaced {
  orderId: string;
  orderUuid: string;
  clientToken: string;
  answer: Answer;
  /** The body it was placed with. */
  body: Record<string, unknown>;
}

async function placeKlarnaOrder(overrides: Record<string, unknown> = {}): Promise<KlarnaPlaced> {
  const body = {
    ...orderBody({payment_method: PAYMENT.klarna, ...overrides}),
    project: JEWELLER_DOMAIN,
  };
  const answer = await post(`${test.url}${ORDER_PATHS.order}`, body);
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
function approve(clientToken: string, changes: Record<string, unknown> = {}): string {
  const answer = standIn().state.authorize(clientToken, changes);
  if (answer.status !== 200) return `no-authorization-${answer.status}`;
  return String((answer.body as {authorization_token: string}).authorization_token);
}

const klarnaOrder = (orderUuid: string, authorizationToken: string) =>
  post(`${test.url}${ORDER_PATHS.klarna}`, {
    project: JEWELLER_DOMAIN,
    order_uuid: orderUuid,
    authorization_token: authorizationToken,
  });

const owner = (orderId: string, action: string) =>
  post(`${test.url}/owner/orders/${orderId}/state`, {action}, {Authorization: `Bearer ${TOKEN}`});

/** The order's two states as the owner API shows them. */
async function statesOf(orderId: string): Promise<{fulfilment: string; payment: string}> {
  const response = await fetch(`${test.url}/owner/orders/${orderId}`, {
    headers: {Authorization: `Bearer ${TOKEN}`},
  });
  const {order} = (await response.json()) as {order: {fulfilment: string; payment: string}};
  return {fulfilment: order.fulfilment, payment: order.payment};
}

/** Kinds of the order's queued messages. */
const messageKinds = () => test.rows('outbox').map((row) => String(row['kind']));

/** The stand-in's Klarna orders for shop order `orderUuid`. */
const standInOrdersOf = (orderUuid: string) =>
  [...standIn().state.orders.values()].filter(
    (order) => order.body.merchant_reference2 === orderUuid,
  );

describe('POST /ecom/order with Klarna', () => {
  it("answers the real session's client token, with the service's lines and totals", async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const sessions = [...standIn().state.sessions.values()];
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(placed.clientToken).toBe(session?.clientToken);
    expect(session?.body).toMatchObject({
      purchase_country: 'DE',
      purchase_currency: 'EUR',
      locale: 'de-DE',
      order_amount: TOTAL_CENTS,
      merchant_reference2: placed.orderUuid,
    });
    expect(session?.body.order_lines.map((line) => [line.type, line.total_amount])).toEqual([
      ['physical', 405000],
      ['physical', 17800],
      ['shipping_fee', 990],
    ]);
    // The replay answers the stored token and opens no second session.
    const again = await post(`${test.url}${ORDER_PATHS.order}`, placed.body);
    expect(again.status).toBe(200);
    expect(again.body['klarna_client_token']).toBe(placed.clientToken);
    expect(standIn().state.sessions.size).toBe(1);
    expect(test.rows('klarna_orders')).toMatchObject([
      {order_uuid: placed.orderUuid, session_id: session?.id, amount_cents: TOTAL_CENTS},
    ]);
    expect(standIn().state.calls.at(-1)).toMatchObject({user: 'test-merchant'});
  });

  it('speaks German on German pages and English otherwise (French too)', async () => {
    await start();
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-DE'],
      ['fr', 'en-DE'],
    ]) {
      const placed = await placeKlarnaOrder({language});
      const session = [...standIn().state.sessions.values()].find(
        (each) => each.clientToken === placed.clientToken,
      );
      expect(session?.body.locale).toBe(locale);
    }
  });

  it('answers 503 and places nothing when Klarna is down or not configured', async () => {
    await start();
    standIn().state.unavailableCalls = 1;
    const down = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({payment_method: PAYMENT.klarna}),
      project: JEWELLER_DOMAIN,
    });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({errors: [{code: 'payment_provider_unavailable'}]});
    expect(test.count('orders')).toBe(0);
    await test.close();
    await start({klarna: null});
    const off = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({payment_method: PAYMENT.klarna}),
      project: JEWELLER_DOMAIN,
    });
    expect(off.status).toBe(503);
    // Other payment methods do not need Klarna.
    const paypal = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({payment_method: PAYMENT.prepayment}),
      project: JEWELLER_DOMAIN,
    });
    expect(paypal.status).toBe(200);
  });
});

describe('POST /ecom/klarna/order', () => {
  it('refuses a made-up token ("anything-at-all") and changes nothing', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const answer = await klarnaOrder(placed.orderUuid, 'anything-at-all');
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({errors: [{code: 'klarna_authorization_invalid'}]});
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });
    expect(test.count('klarna_payments')).toBe(0);
  });

  it('places an accepted order: authorized, confirmed, mails queued; a replay is the same', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const token = approve(placed.clientToken);
    const answer = await klarnaOrder(placed.orderUuid, token);
    expect([answer.status, answer.body]).toEqual([200, {message: 'ok'}]);
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'confirmed',
      payment: 'authorized',
    });
    // The customer's receipt at placing; the owner hears once Klarna authorized the money.
    expect(messageKinds()).toEqual(expect.arrayContaining(['order-received', 'owner-new-order']));
    const again = await klarnaOrder(placed.orderUuid, token);
    expect([again.status, again.body]).toEqual([200, {message: 'ok'}]);
    expect(standInOrdersOf(placed.orderUuid)).toHaveLength(1);
    expect(standInOrdersOf(placed.orderUuid)[0]?.body.merchant_reference1).toBe(placed.orderId);
    // Another authorization cannot pay the order twice.
    const other = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect(other.status).toBe(409);
  });

  it('cancels a rejected order and gives its stock back (402 klarna_rejected)', async () => {
    await start();
    for (const outcome of ['REJECTED', 'REFUSED'] as const) {
      const placed = await placeKlarnaOrder();
      standIn().state.nextOutcomes.push(outcome);
      const answer = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({status: 'error', errors: [{code: 'klarna_rejected'}]});
      expect(await statesOf(placed.orderId)).toEqual({fulfilment: 'cancelled', payment: 'failed'});
      const released = test
        .rows('stock_movements')
        .filter((row) => row['cause'] === placed.orderId && row['kind'] === 'release');
      expect(released.length).toBe(2);
    }
  });

  it('refuses an authorization for another amount (tampering) and keeps the order open', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const cheap = approve(placed.clientToken, {order_amount: 100});
    const answer = await klarnaOrder(placed.orderUuid, cheap);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({errors: [{code: 'amount_mismatch'}]});
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });
    // The honest authorization still pays it.
    const honest = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect(honest.body).toEqual({message: 'ok'});
  });

  it('waits for a pending review: 202, then the job applies Klarna’s decision', async () => {
    await start({klarnaJobMs: 50});
    const placed = await placeKlarnaOrder();
    standIn().state.nextOutcomes.push('PENDING');
    const answer = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect([answer.status, answer.body]).toEqual([202, {message: 'pending'}]);
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });
    const klarnaId = standInOrdersOf(placed.orderUuid)[0]?.id ?? '';
    standIn().state.decide(klarnaId, 'ACCEPTED');
    await expect
      .poll(() => statesOf(placed.orderId), {timeout: 3000})
      .toEqual({fulfilment: 'confirmed', payment: 'authorized'});
    const replay = await klarnaOrder(placed.orderUuid, 'x'.repeat(10));
    expect(replay.status).toBe(409);
  });

  it('answers 503 when Klarna cannot be reached, and the retry succeeds', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const token = approve(placed.clientToken);
    standIn().state.unavailableCalls = 1;
    const down = await klarnaOrder(placed.orderUuid, token);
    expect(down.status).toBe(503);
    expect((await klarnaOrder(placed.orderUuid, token)).body).toEqual({message: 'ok'});
  });
});

describe('the owner moves Klarna money', () => {
  async function accepted(): Promise<KlarnaPlaced & {klarnaId: string}> {
    const placed = await placeKlarnaOrder();
    expect((await klarnaOrder(placed.orderUuid, approve(placed.clientToken))).status).toBe(200);
    return {...placed, klarnaId: standInOrdersOf(placed.orderUuid)[0]?.id ?? ''};
  }

  it('ship captures the whole amount once, then marks the order paid and shipped', async () => {
    await start();
    const order = await accepted();
    const shipped = await owner(order.orderId, 'ship');
    expect(shipped.status).toBe(200);
    expect(await statesOf(order.orderId)).toEqual({fulfilment: 'shipped', payment: 'paid'});
    const klarna = standIn().state.orders.get(order.klarnaId);
    expect(klarna?.captures.map((capture) => capture.captured_amount)).toEqual([TOTAL_CENTS]);
    const captureCall = standIn().state.calls.find((call) => call.path.endsWith('/captures'));
    expect(captureCall?.idempotencyKey).toBe(`sf-capture-${order.orderUuid}-0`);
    // Shipping again is refused by the table and captures nothing more.
    expect((await owner(order.orderId, 'ship')).status).toBe(409);
    expect(klarna?.captures).toHaveLength(1);
    // A refund goes back through Klarna.
    expect((await owner(order.orderId, 'refund')).status).toBe(200);
    expect(klarna?.refunds.map((refund) => refund.refunded_amount)).toEqual([TOTAL_CENTS]);
    expect(await statesOf(order.orderId)).toEqual({fulfilment: 'shipped', payment: 'refunded'});
  });

  it('refunds one line at a time through Klarna, each once, then the rest', async () => {
    await start();
    const order = await accepted();
    const refundLine = (line: unknown) =>
      post(
        `${test.url}/owner/orders/${order.orderId}/state`,
        {action: 'refund', line},
        {Authorization: `Bearer ${TOKEN}`},
      );
    // Nothing captured yet: nothing to refund.
    expect((await refundLine(2)).status).toBe(409);
    expect((await owner(order.orderId, 'ship')).status).toBe(200);
    const second = await refundLine(2);
    expect(second.status).toBe(200);
    expect(await statesOf(order.orderId)).toEqual({
      fulfilment: 'shipped',
      payment: 'partially_refunded',
    });
    const klarna = standIn().state.orders.get(order.klarnaId);
    expect(klarna?.refunds.map((refund) => refund.refunded_amount)).toEqual([17800]);
    expect((await refundLine(2)).status).toBe(409);
    expect((await refundLine(3)).status).toBe(422);
    expect((await refundLine(0)).status).toBe(400);
    expect(
      (
        await post(
          `${test.url}/owner/orders/${order.orderId}/state`,
          {action: 'ship', line: 1},
          {Authorization: `Bearer ${TOKEN}`},
        )
      ).status,
    ).toBe(400);
    expect((await refundLine(1)).status).toBe(200);
    expect(await statesOf(order.orderId)).toMatchObject({payment: 'partially_refunded'});
    // The rest (shipping) with a whole refund.
    expect((await owner(order.orderId, 'refund')).status).toBe(200);
    expect(klarna?.refunds.map((refund) => refund.refunded_amount)).toEqual([17800, 405000, 990]);
    expect(await statesOf(order.orderId)).toMatchObject({payment: 'refunded'});
  });

  it('cancel releases an uncaptured authorization; the order is cancelled', async () => {
    await start();
    const order = await accepted();
    expect((await owner(order.orderId, 'cancel')).status).toBe(200);
    expect(standIn().state.orders.get(order.klarnaId)?.cancelled).toBe(true);
    expect(await statesOf(order.orderId)).toEqual({fulfilment: 'cancelled', payment: 'failed'});
    const cancelCall = standIn().state.calls.find((call) => call.path.endsWith('/cancel'));
    expect(cancelCall?.idempotencyKey).toBe(`sf-cancel-${order.orderUuid}`);
  });

  it('ship moves nothing while Klarna is unreachable; the retry captures once', async () => {
    await start();
    const order = await accepted();
    standIn().state.unavailableCalls = 1;
    const down = await owner(order.orderId, 'ship');
    expect(down.status).toBe(503);
    expect(await statesOf(order.orderId)).toEqual({fulfilment: 'confirmed', payment: 'authorized'});
    expect((await owner(order.orderId, 'ship')).status).toBe(200);
    expect(standIn().state.orders.get(order.klarnaId)?.captures).toHaveLength(1);
  });

  it('a pending order cannot be shipped before Klarna decides', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    standIn().state.nextOutcomes.push('PENDING');
    await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    const answer = await owner(placed.orderId, 'ship');
    expect(answer.status).toBe(409);
  });
});

describe('the Klarna job', () => {
  it('extends the authorization of an order not shipped within three weeks, once', async () => {
    await start({klarnaJobMs: 50});
    const placed = await placeKlarnaOrder();
    await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    const klarnaId = standInOrdersOf(placed.orderUuid)[0]?.id ?? '';
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(standIn().state.orders.get(klarnaId)?.extensions).toBe(0);
    // Three weeks and a day later (the placement's stamp moved back).
    const past = new Date(Date.now() - EXTEND_AFTER_MS - 86_400_000).toISOString();
    exec(`UPDATE klarna_orders SET placed_at = '${past}'`);
    await expect
      .poll(() => standIn().state.orders.get(klarnaId)?.extensions, {timeout: 3000})
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(standIn().state.orders.get(klarnaId)?.extensions).toBe(1);
  });
});

describe('property: Klarna money only with a Klarna order', () => {
  type Step =
    | {kind: 'honest'}
    | {kind: 'madeUp'; token: string}
    | {kind: 'tampered'; amount: number}
    | {kind: 'reuse'}
    | {kind: 'outcome'; outcome: 'PENDING' | 'REJECTED' | 'REFUSED'}
    | {kind: 'owner'; action: 'ship' | 'cancel' | 'refund' | 'paid' | 'confirm'}
    | {kind: 'down'};

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({kind: 'honest'} as const),
    fc.string({minLength: 1, maxLength: 40}).map((token) => ({kind: 'madeUp', token}) as const),
    fc.integer({min: 1, max: 10_000_000}).map((amount) => ({kind: 'tampered', amount}) as const),
    fc.constant({kind: 'reuse'} as const),
    fc
      .constantFrom('PENDING', 'REJECTED', 'REFUSED')
      .map((outcome) => ({kind: 'outcome', outcome}) as const),
    fc
      .constantFrom('ship', 'cancel', 'refund', 'paid', 'confirm')
      .map((action) => ({kind: 'owner', action}) as const),
    fc.constant({kind: 'down'} as const),
  );

  it('no sequence authorizes or pays an order without an accepted Klarna order', async () => {
    await start();
    let used: string | null = null;
    await fc.assert(
      fc.asyncProperty(fc.array(step, {minLength: 1, maxLength: 6}), async (steps) => {
        const placed = await placeKlarnaOrder();
        for (const each of steps) {
          switch (each.kind) {
            case 'honest':
              used = approve(placed.clientToken);
              await klarnaOrder(placed.orderUuid, used);
              break;
            case 'madeUp':
              await klarnaOrder(placed.orderUuid, each.token);
              break;
            case 'tampered':
              await klarnaOrder(
                placed.orderUuid,
                approve(placed.clientToken, {order_amount: each.amount}),
              );
              break;
            case 'reuse':
              if (used !== null) await klarnaOrder(placed.orderUuid, used);
              break;
            case 'outcome':
              standIn().state.nextOutcomes.splice(0, Infinity, each.outcome);
              break;
            case 'owner':
              await owner(placed.orderId, each.action);
              break;
            case 'down':
              standIn().state.unavailableCalls = 1;
              break;
          }
        }
        standIn().state.nextOutcomes.length = 0;
        standIn().state.unavailableCalls = 0;
        const {payment} = await statesOf(placed.orderId);
        const klarna = standInOrdersOf(placed.orderUuid);
        const accepted = klarna.filter((order) => order.fraudStatus === 'ACCEPTED');
        const captured = accepted.flatMap((order) => order.captures);
        // The owner's manual `paid` is the one way around Klarna, and it says so itself.
        const manual = steps.some((each) => each.kind === 'owner' && each.action === 'paid');
        if (payment === 'authorized') expect(accepted.length).toBe(1);
        if (payment === 'paid' && !manual) {
          expect(captured.map((capture) => capture.captured_amount)).toEqual([TOTAL_CENTS]);
        }
        // Never more than one Klarna order, never more captured than the total.
        expect(klarna.filter((order) => !order.cancelled).length).toBeLessThanOrEqual(1);
        expect(
          captured.reduce((sum, capture) => sum + capture.captured_amount, 0),
        ).toBeLessThanOrEqual(TOTAL_CENTS);
      }),
      {numRuns: 25},
    );
  });
});
