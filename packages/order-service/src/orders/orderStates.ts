// Order states in the database (decision 067): the two state columns of `orders`, an append-only
// `order_events` table with one row per change (timestamp and actor), and the stock each change
// gives back or sells. Every method runs inside the caller's transaction, so a state, its event
// and its stock movements commit together.
import type {DatabaseSync} from 'node:sqlite';
import type {StockLedger} from '../stock/ledger.ts';
import {
  initialStates,
  stockEffectOf,
  transitionRefusal,
  type Actor,
  type FulfilmentState,
  type OrderStates,
  type PaymentKind,
  type PaymentState,
  type StateChange,
} from './states.ts';

/** DDL of the events table, run with the rest of the schema. */
export const ORDER_EVENTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (order_id),
  fulfilment_from TEXT,
  fulfilment_to TEXT NOT NULL,
  payment_from TEXT,
  payment_to TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('customer', 'provider', 'owner', 'expiry')),
  note TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS order_events_order ON order_events (order_id);
CREATE TRIGGER IF NOT EXISTS order_events_no_update BEFORE UPDATE ON order_events
BEGIN SELECT RAISE(ABORT, 'order_events is append-only'); END;
CREATE TRIGGER IF NOT EXISTS order_events_no_delete BEFORE DELETE ON order_events
BEGIN SELECT RAISE(ABORT, 'order_events is append-only'); END;
`;

/** The events table, for tests and inspection. */
export const ORDER_EVENT_TABLES = ['order_events'] as const;

/** The state columns `orders` gets (decision 067); defaults are what older rows are read as. */
export const ORDER_STATE_COLUMNS = [
  `fulfilment_state TEXT NOT NULL DEFAULT 'confirmed' CHECK (fulfilment_state IN ('awaiting_payment', 'awaiting_transfer', 'confirmed', 'shipped', 'completed', 'cancelled', 'withdrawn'))`,
  `payment_state TEXT NOT NULL DEFAULT 'none' CHECK (payment_state IN ('none', 'authorized', 'pending', 'paid', 'partially_refunded', 'refunded', 'failed'))`,
] as const;

/** One stored change of an order. */
interface OrderEvent {
  fulfilmentFrom: FulfilmentState | null;
  fulfilmentTo: FulfilmentState;
  paymentFrom: PaymentState | null;
  paymentTo: PaymentState;
  actor: Actor;
  note: string | null;
  createdAt: string;
}

/**
 * Why a change was made, when the move alone would tell the wrong story: a provider's payment
 * that came for an order already cancelled (or withdrawn) and was refunded at once moves the
 * payment to `paid` and on to `refunded`, yet is no new order and no payment received
 * (decision 072). Not stored: the event's note says it in words.
 */
export interface LateRefundCause {
  kind: 'late-refund';
  /** The provider, as the customer knows it: `PayPal`. */
  provider: string;
  /** The provider's id of the refund. */
  refundId: string;
  /** The amount refunded, in cents. */
  amountCents: number;
  /** What had become of the order when the payment came. */
  reason: 'expired' | 'cancelled' | 'withdrawn';
}

/** A change made, for whoever acts on it (the outbox's messages). */
export interface StateChangeMade {
  orderId: string;
  from: OrderStates;
  to: OrderStates;
  actor: Actor;
  /** Why, when the caller says so (`change`'s `cause`). */
  cause?: LateRefundCause;
}

/** Called inside the transaction of each change made, after its event and stock movements. */
export type StateChangeListener = (db: DatabaseSync, change: StateChangeMade) => void;

/** What a change came to: the new states, or why not (404 unknown order, 409 refused move). */
type ChangeResult =
  {ok: true; from: OrderStates; to: OrderStates} | {ok: false; status: 404 | 409; reason: string};

/** Order states on one connection. */
export interface OrderStateStore {
  /** The states of order `orderId`, or undefined when there is no such order. */
  statesOf(orderId: string): OrderStates | undefined;
  /** The changes of order `orderId`, oldest first. */
  eventsOf(orderId: string): OrderEvent[];
  /** Sets the first states of a just-inserted order and records them (inside insertOrder). */
  start(orderId: string, kind: PaymentKind, actor: Actor): OrderStates;
  /**
   * Makes `change` when the transition table lets `actor`, with its stock effect; `cause` goes
   * to the listener with the change.
   */
  change(
    orderId: string,
    change: StateChange,
    actor: Actor,
    note?: string,
    cause?: LateRefundCause,
  ): ChangeResult;
  /**
   * Cancels (actor `expiry`) each order still awaiting an online payment that was placed before
   * `cutoff` (ISO), its payment failed and its stock given back; the numbers it cancelled.
   */
  expire(cutoff: string): string[];
}

interface EventRow {
  fulfilment_from: FulfilmentState | null;
  fulfilment_to: FulfilmentState;
  payment_from: PaymentState | null;
  payment_to: PaymentState;
  actor: Actor;
  note: string | null;
  created_at: string;
}

/**
 * The state statements on `db`; `ledger` takes the stock effects of each change, `onChange`
 * hears of each change made.
 */
export function openOrderStates(
  db: DatabaseSync,
  stamp: () => string,
  ledger: StockLedger,
  onChange?: StateChangeListener,
): OrderStateStore {
  const states = db.prepare(
    'SELECT fulfilment_state, payment_state FROM orders WHERE order_id = ?',
  );
  const update = db.prepare(
    'UPDATE orders SET fulfilment_state = ?, payment_state = ? WHERE order_id = ?',
  );
  const event = db.prepare(`INSERT INTO order_events (order_id, fulfilment_from, fulfilment_to,
    payment_from, payment_to, actor, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const events = db.prepare(`SELECT fulfilment_from, fulfilment_to, payment_from, payment_to,
    actor, note, created_at FROM order_events WHERE order_id = ? ORDER BY id`);
  // An order whose PayPal capture is pending waits for PayPal's decision, not the clock; so does
  // one whose Klarna order Klarna is still reviewing.
  const overdue = db.prepare(`SELECT order_id FROM orders WHERE fulfilment_state =
    'awaiting_payment' AND created_at < ? AND order_id IS NOT NULL AND order_uuid NOT IN
    (SELECT order_uuid FROM paypal_payments) AND order_uuid NOT IN
    (SELECT order_uuid FROM klarna_orders WHERE fraud_status = 'PENDING') ORDER BY id`);

  const statesOf = (orderId: string): OrderStates | undefined => {
    const row = states.get(orderId) as
      {fulfilment_state: FulfilmentState; payment_state: PaymentState} | undefined;
    return row && {fulfilment: row.fulfilment_state, payment: row.payment_state};
  };

  const change: OrderStateStore['change'] = (orderId, requested, actor, note, cause) => {
    const from = statesOf(orderId);
    if (!from) return {ok: false, status: 404, reason: `No order ${orderId}`};
    const refused = transitionRefusal(from, requested, actor);
    if (refused !== null) return {ok: false, status: 409, reason: refused};
    const to = {
      fulfilment: requested.fulfilment ?? from.fulfilment,
      payment: requested.payment ?? from.payment,
    };
    update.run(to.fulfilment, to.payment, orderId);
    event.run(
      orderId,
      from.fulfilment,
      to.fulfilment,
      from.payment,
      to.payment,
      actor,
      note ?? null,
      stamp(),
    );
    const effect = stockEffectOf(from.fulfilment, to.fulfilment);
    if (effect === 'release') ledger.release(orderId);
    if (effect === 'sell') ledger.sell(orderId);
    onChange?.(db, {orderId, from, to, actor, ...(cause ? {cause} : {})});
    return {ok: true, from, to};
  };

  return {
    statesOf,
    eventsOf: (orderId) =>
      (events.all(orderId) as unknown as EventRow[]).map((row) => ({
        fulfilmentFrom: row.fulfilment_from,
        fulfilmentTo: row.fulfilment_to,
        paymentFrom: row.payment_from,
        paymentTo: row.payment_to,
        actor: row.actor,
        note: row.note,
        createdAt: row.created_at,
      })),
    start(orderId, kind, actor) {
      const first = initialStates(kind);
      update.run(first.fulfilment, first.payment, orderId);
      event.run(orderId, null, first.fulfilment, null, first.payment, actor, null, stamp());
      return first;
    },
    change,
    expire(cutoff) {
      const expired: string[] = [];
      for (const {order_id: orderId} of overdue.all(cutoff) as {order_id: string}[]) {
        const result = change(
          orderId,
          {fulfilment: 'cancelled', payment: 'failed'},
          'expiry',
          'not paid in time',
        );
        if (result.ok) expired.push(orderId);
      }
      return expired;
    },
  };
}
