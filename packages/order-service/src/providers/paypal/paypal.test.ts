// PayPal confirmed server side (decision 072), against a real PayPal stand-in server: a forged
// capture pays nothing, the buyer flow pays once and queues the mails, each double-charge path
// ends with one capture, a pending capture is paid by its webhook, a crash between capture and
// order update is repaired by reconciliation, an owner cancel refunds, and no request sequence
// marks an order paid without a matching capture. A late capture on a cancelled order:
// lateCapture.test.ts.
import fc from 'fast-check';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {createOrderService} from '../../service.ts';
import {loadJeweller, withAmpleStock} from '../../testService.testing.ts';
import {paypalCapture, placeOrder, type PlacedOrder} from '../../payments.testing.ts';
import {JEWELLER_DOMAIN, post} from '../../testService.testing.ts';
import {
  approve,
  createPaypalOrder,
  payWithPaypal,
  postApproval,
  startPaypalTest,
  type PaypalTest,
} from './standIn.testing.ts';

const OWNER_TOKEN = 'owner-token-for-paypal-tests-0123456789';

let paypal: PaypalTest;

beforeAll(async () => {
  paypal = await startPaypalTest({ownerToken: OWNER_TOKEN});
});

afterAll(async () => {
  await paypal.close();
});

async function paymentOf(baseUrl: string, order: PlacedOrder) {
  const query = new URLSearchParams({project: JEWELLER_DOMAIN, order_uuid: order.orderUuid});
  const response = await fetch(`${baseUrl}/ecom/order/payment?${query}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as {
    payment_state: string;
    fulfilment_state: string;
    method: string;
    can_pay: boolean;
  };
}

/** Captures at the stand-in whose custom_id is the order's number. */
async function capturesOf(order: PlacedOrder) {
  const state = await paypal.state();
  return state.captures.filter((capture) => capture.custom_id === order.orderId);
}

const codes = (body: Record<string, unknown>) =>
  ((body['errors'] as {code: string}[] | undefined) ?? []).map((error) => error.code);

describe('PayPal, confirmed by the service', () => {
  it("refuses today's forged capture and a made-up PayPal order id", async () => {
    const order = await placeOrder(paypal.test.url);
    const forged = await post(`${paypal.test.url}${ORDER_PATHS.paypal}`, {
      project: JEWELLER_DOMAIN,
      order_id: order.orderId,
      order_uuid: order.orderUuid,
      paypal: paypalCapture({id: 'FAKE-ORDER-123'}),
    });
    expect(forged.status).toBe(400);
    const madeUp = await postApproval(paypal.test.url, order, 'FAKE-ORDER-123');
    expect(madeUp.status).toBe(422);
    expect(codes(madeUp.body)).toEqual(['unknown_paypal_order']);
    const created = await createPaypalOrder(paypal.test.url, order);
    const unapproved = await postApproval(
      paypal.test.url,
      order,
      String(created.body['paypal_order_id']),
    );
    expect(unapproved.status).toBe(402);
    expect(codes(unapproved.body)).toEqual(['payment_not_approved']);
    expect((await paymentOf(paypal.test.url, order)).payment_state).toBe('pending');
    expect(await capturesOf(order)).toEqual([]);
  });

  it("pays an approved order once and queues the customer's and the owner's mails", async () => {
    const order = await placeOrder(paypal.test.url);
    expect((await paymentOf(paypal.test.url, order)).can_pay).toBe(true);
    const paid = await payWithPaypal(paypal, order);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({status: 'ok', payment_state: 'paid'});
    const status = await paymentOf(paypal.test.url, order);
    expect(status).toMatchObject({
      payment_state: 'paid',
      fulfilment_state: 'confirmed',
      method: 'paypal',
      can_pay: false,
    });
    const captures = await capturesOf(order);
    expect(captures).toHaveLength(1);
    expect(captures[0]?.amount).toEqual({currency_code: 'EUR', value: '4237.90'});
    const kinds = paypal.test
      .rows('outbox')
      .filter((row) => row['ref'] === `order:${order.orderId}`)
      .map((row) => String(row['kind']));
    expect(kinds).toEqual(
      expect.arrayContaining(['order-received', 'payment-received', 'owner-new-order']),
    );
    // The stand-in's webhook about the same capture changes nothing more.
    await paypal.state();
    expect(
      paypal.test.rows('order_events').filter((row) => row['order_id'] === order.orderId),
    ).toHaveLength(2);
  });

  it('captures once: a second press, a failed completion post retried, a replay, a reload', async () => {
    const order = await placeOrder(paypal.test.url);
    const first = await createPaypalOrder(paypal.test.url, order);
    const again = await createPaypalOrder(paypal.test.url, order);
    expect(again.body['paypal_order_id']).toBe(first.body['paypal_order_id']);
    const id = String(first.body['paypal_order_id']);
    await approve(paypal.server, id);
    // A reload after approval: nothing moved yet, so the checkout may offer the button again,
    // which asks for the same PayPal order.
    expect((await paymentOf(paypal.test.url, order)).can_pay).toBe(true);
    expect((await createPaypalOrder(paypal.test.url, order)).body['paypal_order_id']).toBe(id);
    // Presses and retries at once, then a replay after the answer.
    const answers = await Promise.all(
      [1, 2, 3].map(() => postApproval(paypal.test.url, order, id)),
    );
    for (const answer of answers)
      expect(answer.body).toEqual({status: 'ok', payment_state: 'paid'});
    expect((await postApproval(paypal.test.url, order, id)).body).toEqual({
      status: 'ok',
      payment_state: 'paid',
    });
    expect(await capturesOf(order)).toHaveLength(1);
    const refused = await createPaypalOrder(paypal.test.url, order);
    expect(refused.status).toBe(409);
    expect(codes(refused.body)).toEqual(['already_paid']);
    expect(paypal.standIn.ledger.orders.size).toBeGreaterThan(0);
  });

  it('keeps a PENDING capture pending until the webhook says COMPLETED', async () => {
    const order = await placeOrder(paypal.test.url);
    await fetch(`${paypal.server.url}/paypal/standin/next-capture`, {
      method: 'POST',
      body: JSON.stringify({status: 'PENDING'}),
    });
    const pending = await payWithPaypal(paypal, order);
    expect(pending.body).toEqual({status: 'ok', payment_state: 'pending'});
    await paypal.state();
    expect(await paymentOf(paypal.test.url, order)).toMatchObject({
      payment_state: 'pending',
      fulfilment_state: 'awaiting_payment',
      can_pay: false,
    });
    const [capture] = await capturesOf(order);
    const settled = await fetch(
      `${paypal.server.url}/paypal/standin/captures/${capture?.id}/complete`,
      {method: 'POST'},
    );
    expect(settled.status).toBe(200);
    const state = await paypal.state();
    expect(state.deliveries.filter((delivery) => delivery.status !== 200)).toEqual([]);
    expect(await paymentOf(paypal.test.url, order)).toMatchObject({
      payment_state: 'paid',
      fulfilment_state: 'confirmed',
    });
  });

  it('reads a declined capture from PAYMENT.CAPTURE.DECLINED as from …DENIED', async () => {
    const quiet = await startPaypalTest({webhooks: false});
    try {
      const order = await placeOrder(quiet.test.url);
      await fetch(`${quiet.server.url}/paypal/standin/next-capture`, {
        method: 'POST',
        body: JSON.stringify({status: 'PENDING'}),
      });
      expect((await payWithPaypal(quiet, order)).body).toEqual({
        status: 'ok',
        payment_state: 'pending',
      });
      const capture = (await quiet.state()).captures.find((c) => c.custom_id === order.orderId);
      // PayPal declines it, and its event comes under the name of PayPal's event list.
      quiet.standIn.ledger.settle(capture!.id, 'DECLINED');
      quiet.standIn.webhooks.url = `${quiet.test.url}/ecom/paypal/webhook`;
      const sent = await fetch(`${quiet.server.url}/paypal/standin/webhooks`, {
        method: 'POST',
        body: JSON.stringify({event_type: 'PAYMENT.CAPTURE.DECLINED', capture_id: capture!.id}),
      });
      expect(((await sent.json()) as {delivery: {status: number}}).delivery.status).toBe(200);
      expect(await paymentOf(quiet.test.url, order)).toMatchObject({payment_state: 'failed'});
    } finally {
      await quiet.close();
    }
  });

  it('refuses webhooks PayPal does not confirm', async () => {
    const forged = await post(
      `${paypal.test.url}/ecom/paypal/webhook`,
      {id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {id: 'X'}},
      {
        'paypal-transmission-id': 'a',
        'paypal-transmission-sig': 'b',
        'paypal-transmission-time': '2026-01-01T00:00:00Z',
        'paypal-cert-url': 'http://x',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    );
    expect(forged.status).toBe(400);
    expect(codes(forged.body)).toEqual(['webhook_not_verified']);
  });

  it('refunds through PayPal when the owner cancels a paid order', async () => {
    const order = await placeOrder(paypal.test.url);
    expect((await payWithPaypal(paypal, order)).status).toBe(200);
    const cancel = await post(
      `${paypal.test.url}/owner/orders/${order.orderId}/state`,
      {action: 'cancel'},
      {Authorization: `Bearer ${OWNER_TOKEN}`},
    );
    expect(cancel.status).toBe(200);
    const [capture] = await capturesOf(order);
    expect(capture?.status).toBe('REFUNDED');
    expect(await paymentOf(paypal.test.url, order)).toMatchObject({
      payment_state: 'refunded',
      fulfilment_state: 'cancelled',
    });
  });
});

describe('PayPal refunds from the owner API', () => {
  it('refunds one line once, then the rest', async () => {
    const order = await placeOrder(paypal.test.url);
    expect((await payWithPaypal(paypal, order)).status).toBe(200);
    const state = (body: Record<string, unknown>) =>
      post(`${paypal.test.url}/owner/orders/${order.orderId}/state`, body, {
        Authorization: `Bearer ${OWNER_TOKEN}`,
      });
    const refundsOf = async () => {
      const [capture] = await capturesOf(order);
      return (await paypal.state()).refunds.filter((refund) => refund.captureId === capture?.id);
    };
    // Line 2: two pieces of 89 €.
    expect((await state({action: 'refund', line: 2})).status).toBe(200);
    expect((await state({action: 'refund', line: 2})).status).toBe(200);
    expect((await refundsOf()).map((refund) => refund.amount.value)).toEqual(['178.00']);
    expect((await paymentOf(paypal.test.url, order)).payment_state).toBe('partially_refunded');
    const unknown = await state({action: 'refund', line: 9});
    expect([unknown.status, codes(unknown.body)]).toEqual([409, ['unknown_line']]);
    // The rest (line 1 and the shipping) with a whole refund.
    expect((await state({action: 'refund'})).status).toBe(200);
    expect((await refundsOf()).map((refund) => refund.amount.value)).toEqual(['178.00', '4059.90']);
    expect((await paymentOf(paypal.test.url, order)).payment_state).toBe('refunded');
  });
});

describe('PayPal after a crash between capture and order update', () => {
  let crashed: PaypalTest | null = null;
  afterEach(async () => {
    await crashed?.close();
    crashed = null;
  });

  it('ends paid: the restarted service reconciles with PayPal', async () => {
    crashed = await startPaypalTest({webhooks: false});
    const order = await placeOrder(crashed.test.url);
    const created = await createPaypalOrder(crashed.test.url, order);
    const id = String(created.body['paypal_order_id']);
    await approve(crashed.server, id);
    // The service sent the capture and died before storing PayPal's answer.
    await crashed.test.service.close();
    const token = crashed.standIn.ledger.token('standin-client', 'client_credentials').body as {
      access_token: string;
    };
    await fetch(`${crashed.server.url}/paypal/v2/checkout/orders/${id}/capture`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'paypal-request-id': `sf-capture-${order.orderUuid}`,
      },
    });
    const loaded = await loadJeweller();
    const restarted = await createOrderService({
      catalogue: withAmpleStock(loaded.catalogue),
      projects: loaded.projects,
      dataDir: crashed.test.dataDir,
      port: 0,
      rateLimits: false,
      paypal: crashed.config,
      paypalReconcileMs: 50,
    });
    try {
      let status = await paymentOf(restarted.url, order);
      for (let tries = 0; tries < 100 && status.payment_state !== 'paid'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await paymentOf(restarted.url, order);
      }
      expect(status).toMatchObject({payment_state: 'paid', fulfilment_state: 'confirmed'});
      // The checkout's retry after the restart gets the stored result, no second capture.
      expect((await postApproval(restarted.url, order, id)).body).toEqual({
        status: 'ok',
        payment_state: 'paid',
      });
      expect((await crashed.state()).captures).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('PayPal properties', () => {
  it('no request sequence marks an order paid without a matching stand-in capture', async () => {
    const orders = [await placeOrder(paypal.test.url), await placeOrder(paypal.test.url)];
    const step = fc.oneof(
      fc.record({kind: fc.constant('create' as const), order: fc.nat(1)}),
      fc.record({kind: fc.constant('approve' as const), order: fc.nat(1)}),
      fc.record({kind: fc.constant('post' as const), order: fc.nat(1), other: fc.boolean()}),
      fc.record({
        kind: fc.constant('forge' as const),
        order: fc.nat(1),
        id: fc.stringMatching(/^[A-Z0-9]{1,20}$/),
      }),
      fc.record({kind: fc.constant('capture-json' as const), order: fc.nat(1)}),
    );
    const ids = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, {maxLength: 6}), async (steps) => {
        for (const action of steps) {
          const order = orders[action.order]!;
          const other = orders[1 - action.order]!;
          if (action.kind === 'create') {
            const created = await createPaypalOrder(paypal.test.url, order);
            if (created.status === 200)
              ids.set(order.orderUuid, String(created.body['paypal_order_id']));
          } else if (action.kind === 'approve') {
            const id = ids.get(order.orderUuid);
            if (id) await approve(paypal.server, id);
          } else if (action.kind === 'post') {
            const id = ids.get((action.other ? other : order).orderUuid);
            if (id) await postApproval(paypal.test.url, order, id);
          } else if (action.kind === 'forge') {
            await postApproval(paypal.test.url, order, action.id);
          } else {
            await post(`${paypal.test.url}${ORDER_PATHS.paypal}`, {
              project: JEWELLER_DOMAIN,
              order_id: order.orderId,
              order_uuid: order.orderUuid,
              paypal: paypalCapture(),
            });
          }
        }
        const state = await paypal.state();
        for (const order of orders) {
          const status = await paymentOf(paypal.test.url, order);
          const captures = state.captures.filter((capture) => capture.custom_id === order.orderId);
          expect(captures.length).toBeLessThanOrEqual(1);
          if (status.payment_state === 'paid') {
            expect(captures[0]).toMatchObject({
              status: 'COMPLETED',
              amount: {currency_code: 'EUR', value: '4237.90'},
            });
          }
        }
      }),
      {seed: 20_261_207, numRuns: 25},
    );
  });
});
