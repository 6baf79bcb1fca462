// Tracking numbers of shipped orders. The owner gives one with `ship`; it is stored in the
// transaction that moves the order to `shipped`, before the move, so the listener that writes
// the shipped message (service.ts) reads it from the same transaction and the e-mail names it.
import type {DatabaseSync} from 'node:sqlite';
import {markOrder} from '../cms/markers.ts';

/**
 * DDL of the shipments table, run with the rest of the schema (`store/schema.ts`) on every start,
 * so every data folder has it whether or not the owner API is on; `IF NOT EXISTS` keeps its rows.
 */
export const SHIPMENTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS order_shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (order_id),
  tracking TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS order_shipments_order ON order_shipments (order_id);
`;

/** The shipments table, for tests and inspection. */
export const SHIPMENT_TABLES = ['order_shipments'] as const;

/** Longest tracking number accepted (carriers use up to about 35 characters). */
export const MAX_TRACKING_LENGTH = 64;

/** Records `tracking` for order `orderId`; call inside the transaction of the move. */
export function recordTracking(
  db: DatabaseSync,
  orderId: string,
  tracking: string,
  createdAt: string,
): void {
  db.prepare('INSERT INTO order_shipments (order_id, tracking, created_at) VALUES (?, ?, ?)').run(
    orderId,
    tracking,
    createdAt,
  );
  markOrder(db, orderId);
}

/** The latest tracking number of order `orderId`, or undefined. */
export function trackingOf(db: DatabaseSync, orderId: string): string | undefined {
  const row = db
    .prepare('SELECT tracking FROM order_shipments WHERE order_id = ? ORDER BY id DESC LIMIT 1')
    .get(orderId) as {tracking: string} | undefined;
  return row?.tracking;
}

/** What the shipped message of order `orderId` adds: its tracking number when there is one. */
export function shipmentDetails(
  db: DatabaseSync,
  event: string,
  orderId: string,
): {tracking?: string} {
  if (event !== 'shipped') return {};
  const tracking = trackingOf(db, orderId);
  return tracking === undefined ? {} : {tracking};
}
