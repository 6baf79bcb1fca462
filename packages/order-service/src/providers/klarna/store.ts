// What the service keeps of each Klarna order, one row per shop order in `klarna_orders`: the
// payment session opened at POST /ecom/order (its id and the exact body Klarna was told), then
// the placement (Klarna's order id, the fraud status, the answer given, for replays), then the
// money moved through Order Management (captured and refunded cents, cancellation, extension).
// The authorization token itself goes into `klarna_payments` as before, whose UNIQUE order keeps
// one authorization per order. Statements run inside the callers' transactions.
import type {DatabaseSync} from 'node:sqlite';
import {markOrderByUuid} from '../../cms/markers.ts';
import type {ServiceReply} from '../../http/reply.ts';
import type {KlarnaOrderBody} from './client.ts';

const cents = (column: string) =>
  `${column} INTEGER NOT NULL DEFAULT 0 CHECK (typeof(${column}) = 'integer' AND ${column} >= 0)`;

/** DDL of the Klarna table, run with the rest of the schema (schema version 5). */
export const KLARNA_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS klarna_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders (order_uuid),
  session_id TEXT NOT NULL,
  session_body TEXT NOT NULL,
  ${cents('amount_cents')},
  klarna_order_id TEXT UNIQUE,
  fraud_status TEXT,
  placement_reply TEXT,
  placed_at TEXT,
  ${cents('captured_cents')},
  ${cents('refunded_cents')},
  refunded_lines TEXT NOT NULL DEFAULT '[]',
  cancelled_at TEXT,
  extended_at TEXT,
  created_at TEXT NOT NULL
);
`;

/** The Klarna table, for tests and inspection. */
export const KLARNA_TABLES = ['klarna_orders'] as const;

/** One shop order's Klarna record. */
export interface KlarnaRecord {
  orderUuid: string;
  /** The shop's order number. */
  orderId: string;
  sessionId: string;
  /** The order as Klarna was told it when the session opened. */
  sessionBody: KlarnaOrderBody;
  amountCents: number;
  klarnaOrderId: string | null;
  fraudStatus: string | null;
  /** The answer POST /ecom/klarna/order gave, replayed for the same token. */
  placementReply: ServiceReply | null;
  placedAt: string | null;
  capturedCents: number;
  refundedCents: number;
  /** The order lines (1-based) refunded one by one. */
  refundedLines: number[];
  cancelledAt: string | null;
  extendedAt: string | null;
}

interface Row {
  order_uuid: string;
  order_id: string;
  session_id: string;
  session_body: string;
  amount_cents: number;
  klarna_order_id: string | null;
  fraud_status: string | null;
  placement_reply: string | null;
  placed_at: string | null;
  captured_cents: number;
  refunded_cents: number;
  refunded_lines: string;
  cancelled_at: string | null;
  extended_at: string | null;
}

const recordOf = (row: Row): KlarnaRecord => ({
  orderUuid: row.order_uuid,
  orderId: row.order_id,
  sessionId: row.session_id,
  sessionBody: JSON.parse(row.session_body) as KlarnaOrderBody,
  amountCents: Number(row.amount_cents),
  klarnaOrderId: row.klarna_order_id,
  fraudStatus: row.fraud_status,
  placementReply:
    row.placement_reply === null ? null : (JSON.parse(row.placement_reply) as ServiceReply),
  placedAt: row.placed_at,
  capturedCents: Number(row.captured_cents),
  refundedCents: Number(row.refunded_cents),
  refundedLines: JSON.parse(row.refunded_lines) as number[],
  cancelledAt: row.cancelled_at,
  extendedAt: row.extended_at,
});

/** The Klarna statements on one connection. */
export interface KlarnaStore {
  /** Records the session opened for a just-inserted order (inside its insert). */
  addSession(orderUuid: string, sessionId: string, body: KlarnaOrderBody): void;
  /** The record of the order with UUID `orderUuid`. */
  byUuid(orderUuid: string): KlarnaRecord | undefined;
  /** The record of the order with number `orderId`. */
  byOrderId(orderId: string): KlarnaRecord | undefined;
  /** Records a placement's outcome and the answer given. */
  placed(
    orderUuid: string,
    placement: {klarnaOrderId: string | null; fraudStatus: string; reply: ServiceReply},
  ): void;
  /** Klarna decided a pending order. */
  decided(orderUuid: string, fraudStatus: string, reply: ServiceReply): void;
  /** Adds a capture's or a refund's cents. */
  moved(orderUuid: string, kind: 'captured' | 'refunded', cents: number): void;
  /** Line `line` (1-based) was refunded: `cents` more refunded. */
  lineRefunded(orderUuid: string, line: number, cents: number): void;
  /** The authorization was released. */
  cancelled(orderUuid: string): void;
  /** The authorization was extended now. */
  extended(orderUuid: string): void;
  /**
   * Accepted, open Klarna orders (not captured in full, not cancelled) whose order is not
   * shipped, completed, cancelled or withdrawn, placed or last extended before `cutoff` (ISO).
   */
  dueForExtension(cutoff: string): KlarnaRecord[];
  /** Placed orders Klarna has not decided yet (fraud status PENDING). */
  pending(): KlarnaRecord[];
  /**
   * Klarna orders whose shop order is cancelled or withdrawn while Klarna still holds its money:
   * an authorization neither captured nor released, or captured cents not refunded.
   */
  heldForClosed(): KlarnaRecord[];
}

const SELECT = `SELECT k.order_uuid, o.order_id, k.session_id, k.session_body, k.amount_cents,
  k.klarna_order_id, k.fraud_status, k.placement_reply, k.placed_at, k.captured_cents,
  k.refunded_cents, k.refunded_lines, k.cancelled_at, k.extended_at
  FROM klarna_orders k JOIN orders o ON o.order_uuid = k.order_uuid`;

/** Prepares the Klarna statements on `db` (whose schema includes KLARNA_SCHEMA_SQL). */
export function openKlarnaStore(db: DatabaseSync, stamp: () => string): KlarnaStore {
  const insert = db.prepare(`INSERT INTO klarna_orders (order_uuid, session_id, session_body,
    amount_cents, created_at) VALUES (?, ?, ?, ?, ?)`);
  const byUuid = db.prepare(`${SELECT} WHERE k.order_uuid = ?`);
  const byOrderId = db.prepare(`${SELECT} WHERE o.order_id = ?`);
  const placed = db.prepare(`UPDATE klarna_orders SET klarna_order_id = ?, fraud_status = ?,
    placement_reply = ?, placed_at = ? WHERE order_uuid = ?`);
  const decided = db.prepare(
    'UPDATE klarna_orders SET fraud_status = ?, placement_reply = ? WHERE order_uuid = ?',
  );
  const captured = db.prepare(
    'UPDATE klarna_orders SET captured_cents = captured_cents + ? WHERE order_uuid = ?',
  );
  const refunded = db.prepare(
    'UPDATE klarna_orders SET refunded_cents = refunded_cents + ? WHERE order_uuid = ?',
  );
  const lineRefunded = db.prepare(`UPDATE klarna_orders SET refunded_cents = refunded_cents + ?,
    refunded_lines = json_insert(refunded_lines, '$[#]', ?) WHERE order_uuid = ?`);
  const cancelled = db.prepare('UPDATE klarna_orders SET cancelled_at = ? WHERE order_uuid = ?');
  const extended = db.prepare('UPDATE klarna_orders SET extended_at = ? WHERE order_uuid = ?');
  const due = db.prepare(`${SELECT} WHERE k.klarna_order_id IS NOT NULL
    AND k.fraud_status = 'ACCEPTED' AND k.cancelled_at IS NULL
    AND k.captured_cents < k.amount_cents
    AND o.fulfilment_state NOT IN ('shipped', 'completed', 'cancelled', 'withdrawn')
    AND coalesce(k.extended_at, k.placed_at) < ? ORDER BY k.id`);
  const pending = db.prepare(`${SELECT} WHERE k.klarna_order_id IS NOT NULL
    AND k.fraud_status = 'PENDING' ORDER BY k.id`);
  // RELEASED: placed for an order that expired meanwhile, or for another amount, and not yet
  // released because Klarna could not be reached then.
  const held = db.prepare(`${SELECT} WHERE k.klarna_order_id IS NOT NULL
    AND k.fraud_status IN ('ACCEPTED', 'RELEASED')
    AND o.fulfilment_state IN ('cancelled', 'withdrawn')
    AND k.captured_cents = 0 AND k.cancelled_at IS NULL
    ORDER BY k.id`);

  return {
    addSession(orderUuid, sessionId, body) {
      insert.run(orderUuid, sessionId, JSON.stringify(body), body.order_amount, stamp());
    },
    byUuid(orderUuid) {
      const row = byUuid.get(orderUuid) as Row | undefined;
      return row && recordOf(row);
    },
    byOrderId(orderId) {
      const row = byOrderId.get(orderId) as Row | undefined;
      return row && recordOf(row);
    },
    placed(orderUuid, placement) {
      placed.run(
        placement.klarnaOrderId,
        placement.fraudStatus,
        JSON.stringify(placement.reply),
        stamp(),
        orderUuid,
      );
      markOrderByUuid(db, orderUuid);
    },
    decided(orderUuid, fraudStatus, reply) {
      decided.run(fraudStatus, JSON.stringify(reply), orderUuid);
      markOrderByUuid(db, orderUuid);
    },
    moved(orderUuid, kind, amount) {
      (kind === 'captured' ? captured : refunded).run(amount, orderUuid);
      markOrderByUuid(db, orderUuid);
    },
    lineRefunded(orderUuid, line, amount) {
      lineRefunded.run(amount, line, orderUuid);
      markOrderByUuid(db, orderUuid);
    },
    cancelled(orderUuid) {
      cancelled.run(stamp(), orderUuid);
      markOrderByUuid(db, orderUuid);
    },
    extended(orderUuid) {
      extended.run(stamp(), orderUuid);
    },
    dueForExtension(cutoff) {
      return (due.all(cutoff) as unknown as Row[]).map(recordOf);
    },
    pending() {
      return (pending.all() as unknown as Row[]).map(recordOf);
    },
    heldForClosed() {
      return (held.all() as unknown as Row[]).map(recordOf);
    },
  };
}
