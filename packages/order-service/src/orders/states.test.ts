// The transition table (decision 067): every listed move is allowed for its actors only, every
// other move is refused with a reason, and the stock effects follow the fulfilment moves.
import {describe, expect, it} from 'vitest';
import {derivedOrderPrefix, normalizeOrderPrefix} from './orderNumbers.ts';
import {
  ACTORS,
  FULFILMENT_STATES,
  FULFILMENT_TRANSITIONS,
  initialStates,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  stockEffectOf,
  transitionRefusal,
  type OrderStates,
} from './states.ts';

describe('the fulfilment table', () => {
  const payment = 'pending' as const;
  it('allows exactly the listed moves, each for its actors only', () => {
    for (const from of FULFILMENT_STATES) {
      for (const to of FULFILMENT_STATES) {
        if (from === to) continue;
        for (const actor of ACTORS) {
          const listed = FULFILMENT_TRANSITIONS.some(
            (move) => move.from === from && move.to === to && move.actors.includes(actor),
          );
          const refusal = transitionRefusal({fulfilment: from, payment}, {fulfilment: to}, actor);
          expect(refusal === null, `${from} → ${to} by ${actor}`).toBe(listed);
        }
      }
    }
  });

  it('ends at cancelled and withdrawn', () => {
    for (const end of ['cancelled', 'withdrawn'] as const) {
      expect(FULFILMENT_TRANSITIONS.filter((move) => move.from === end)).toEqual([]);
    }
  });
});

describe('the payment table', () => {
  it('allows exactly the listed moves, each for its actors only', () => {
    for (const from of PAYMENT_STATES) {
      for (const to of PAYMENT_STATES) {
        if (from === to) continue;
        for (const actor of ACTORS) {
          const listed = PAYMENT_TRANSITIONS.some(
            (move) => move.from === from && move.to === to && move.actors.includes(actor),
          );
          const current: OrderStates = {fulfilment: 'confirmed', payment: from};
          const refusal = transitionRefusal(current, {payment: to}, actor);
          expect(refusal === null, `${from} → ${to} by ${actor}`).toBe(listed);
        }
      }
    }
  });
});

describe('transitionRefusal', () => {
  const waiting: OrderStates = {fulfilment: 'awaiting_payment', payment: 'pending'};

  it('takes both parts together: one refused part refuses the change', () => {
    expect(transitionRefusal(waiting, {fulfilment: 'confirmed', payment: 'paid'}, 'provider')).toBe(
      null,
    );
    expect(
      transitionRefusal(waiting, {fulfilment: 'shipped', payment: 'paid'}, 'provider'),
    ).toMatch(/awaiting_payment to shipped/);
  });

  it('says who may make a move, and that a change moving nothing did nothing', () => {
    // A provider's refusal (Klarna's REJECTED) cancels an order that waits for its money.
    expect(transitionRefusal(waiting, {fulfilment: 'cancelled'}, 'provider')).toBeNull();
    expect(transitionRefusal(waiting, {fulfilment: 'confirmed'}, 'customer')).toBe(
      'The fulfilment state goes from awaiting_payment to confirmed only by provider or owner, not customer',
    );
    expect(transitionRefusal(waiting, {fulfilment: 'awaiting_payment'}, 'owner')).toBe(
      'The order is already awaiting_payment and pending',
    );
  });
});

describe('first states and stock effects', () => {
  it('starts online payments, prepayment and the rest as decision 067 says', () => {
    expect(initialStates('online')).toEqual({fulfilment: 'awaiting_payment', payment: 'pending'});
    expect(initialStates('prepayment')).toEqual({
      fulfilment: 'awaiting_transfer',
      payment: 'pending',
    });
    expect(initialStates('other')).toEqual({fulfilment: 'confirmed', payment: 'pending'});
  });

  it('releases on cancellation and early withdrawal, sells on shipping', () => {
    expect(stockEffectOf('awaiting_payment', 'cancelled')).toBe('release');
    expect(stockEffectOf('confirmed', 'withdrawn')).toBe('release');
    expect(stockEffectOf('shipped', 'withdrawn')).toBeNull();
    expect(stockEffectOf('confirmed', 'shipped')).toBe('sell');
    expect(stockEffectOf('shipped', 'completed')).toBeNull();
  });
});

describe('order number prefixes', () => {
  it("are the initials of the project's domain, or a configured one", () => {
    expect(derivedOrderPrefix('juwelier-morgenstern.example')).toBe('JM-');
    expect(derivedOrderPrefix('uhrmacher-lindenhof.example')).toBe('UL-');
    expect(derivedOrderPrefix('optik.example')).toBe('OP-');
    expect(derivedOrderPrefix(undefined)).toBe('SF-');
    expect(normalizeOrderPrefix('jm')).toBe('JM-');
    expect(normalizeOrderPrefix('AB12-')).toBe('AB12-');
    expect(normalizeOrderPrefix('J M')).toBeNull();
    expect(normalizeOrderPrefix('')).toBeNull();
  });
});
