// The owner's commands move Klarna money through the service against the real Klarna stand-in
// (decision 072): capture on shipping, refunds whole and by line, the release on cancel, each
// with its idempotency key, and nothing moved while Klarna is unreachable or undecided.
import {afterEach, describe, expect, it} from 'vitest';
import {post} from '../../testService.testing.ts';
import {
  accepted,
  approve,
  klarnaOrder,
  owner,
  placeKlarnaOrder,
  service,
  standIn,
  start,
  statesOf,
  stop,
  TOKEN,
  TOTAL_CENTS,
} from './klarna.testing.ts';

afterEach(stop);

describe('the owner moves Klarna money', () => {
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
        `${service().url}/owner/orders/${order.orderId}/state`,
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
          `${service().url}/owner/orders/${order.orderId}/state`,
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
