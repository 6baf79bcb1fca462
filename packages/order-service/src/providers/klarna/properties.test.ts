// A property of Klarna through the order service against the real Klarna stand-in (decision
// 072): no sequence of placements, made-up or reused tokens, outcomes, owner commands and outages
// authorizes or pays an order without an accepted Klarna order, or captures more than its total.
import fc from 'fast-check';
import {afterEach, describe, expect, it} from 'vitest';
import {
  approve,
  klarnaOrder,
  owner,
  placeKlarnaOrder,
  standIn,
  standInOrdersOf,
  start,
  statesOf,
  stop,
  TOTAL_CENTS,
} from './klarna.testing.ts';

afterEach(stop);

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
