// The Klarna job against the real Klarna stand-in (decision 072): it extends the authorization
// of an order not shipped within three weeks, once.
import {afterEach, describe, expect, it} from 'vitest';
import {EXTEND_AFTER_MS} from './job.ts';
import {
  approve,
  exec,
  klarnaOrder,
  placeKlarnaOrder,
  standIn,
  standInOrdersOf,
  start,
  stop,
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
});
