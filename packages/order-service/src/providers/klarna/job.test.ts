// The Klarna job against the real Klarna stand-in (decision 072): it extends the authorization
// of an order not shipped within three weeks, once, and gives back the money Klarna holds for an
// order the customer withdrew or that expired while Klarna placed it, once.
import {afterEach, describe, expect, it} from 'vitest';
import {withdraw} from '../../withdrawal/withdrawal.testing.ts';
import {EXTEND_AFTER_MS} from './job.ts';
import {
  accepted,
  approve,
  exec,
  klarnaOrder,
  owner,
  placeKlarnaOrder,
  service,
  standIn,
  standInOrdersOf,
  start,
  statesOf,
  stop,
  TOTAL_CENTS,
} from './klarna.testing.ts';

afterEach(stop);

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

  /** The stand-in's answered calls whose path ends with `/<action>`. */
  const callsTo = (action: string) =>
    standIn().state.calls.filter((call) => call.path.endsWith(`/${action}`));
  /** Lets the 50 ms job run a few more times. */
  const severalRuns = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('releases the authorization of a withdrawn order once; the payment is failed', async () => {
    await start({klarnaJobMs: 50});
    const order = await accepted();
    const withdrawn = await withdraw(service().url, {order_number: order.orderId, confirm: true});
    expect(withdrawn.status).toBe(200);
    await expect
      .poll(() => standIn().state.orders.get(order.klarnaId)?.cancelled, {timeout: 3000})
      .toBe(true);
    await expect
      .poll(() => statesOf(order.orderId), {timeout: 3000})
      .toEqual({fulfilment: 'withdrawn', payment: 'failed'});
    await severalRuns();
    expect(callsTo('cancel').map((call) => [call.status, call.idempotencyKey])).toEqual([
      [204, `sf-cancel-${order.orderUuid}`],
    ]);
    expect(service().rows('klarna_orders')[0]?.['cancelled_at']).not.toBeNull();
  });

  it('leaves captured money of an order withdrawn after shipping to the owner', async () => {
    await start({klarnaJobMs: 50});
    const order = await accepted();
    expect((await owner(order.orderId, 'ship')).status).toBe(200);
    const withdrawn = await withdraw(service().url, {order_number: order.orderId, confirm: true});
    expect(withdrawn.status).toBe(200);
    await severalRuns();
    expect(await statesOf(order.orderId)).toEqual({fulfilment: 'withdrawn', payment: 'paid'});
    expect(callsTo('refunds')).toHaveLength(0);
    expect(callsTo('cancel')).toHaveLength(0);
    // The owner refunds once the goods are back.
    expect((await owner(order.orderId, 'refund')).status).toBe(200);
    const klarna = standIn().state.orders.get(order.klarnaId);
    expect(klarna?.refunds.map((refund) => refund.refunded_amount)).toEqual([TOTAL_CENTS]);
  });

  it('releases an authorization placed while the order expired, once Klarna answers', async () => {
    await start({klarnaJobMs: 50});
    const placed = await placeKlarnaOrder();
    const {state} = standIn();
    const placeOrder = state.placeOrder.bind(state);
    state.placeOrder = (token, body) => {
      const answer = placeOrder(token, body);
      // While Klarna places the order, the expiry cancels it (its move, written as it writes it),
      // and Klarna cannot be reached for the read-back and the release that follow.
      exec(`UPDATE orders SET fulfilment_state = 'cancelled', payment_state = 'failed'
        WHERE order_uuid = '${placed.orderUuid}'`);
      state.unavailableCalls = 2;
      return answer;
    };
    const answer = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect(answer.body).toMatchObject({errors: [{code: 'order_not_payable'}]});
    const klarnaId = standInOrdersOf(placed.orderUuid)[0]?.id ?? '';
    await expect
      .poll(() => standIn().state.orders.get(klarnaId)?.cancelled, {timeout: 3000})
      .toBe(true);
    await severalRuns();
    expect(callsTo('cancel').map((call) => call.status)).toEqual([503, 204]);
    expect(await statesOf(placed.orderId)).toEqual({fulfilment: 'cancelled', payment: 'failed'});
  });
});
