// The PayPal order of each shop order (schema version 4): at most one per shop order, kept
// because PayPal keeps a `PayPal-Request-Id` only for hours, so a repeat after that would open a
// second PayPal order. Its capture goes into `paypal_payments` (store/payments.ts), which this
// module also updates when a pending capture settles. `settled` marks a PayPal order the
// reconciliation job no longer needs to ask about.
import type {DatabaseSync} from 'node:sqlite';
import {markOrderByUuid} from '../../cms/markers.ts';
import type {PaypalPayment} from '../../store/payments.ts';

/** DDL of the PayPal orders table, run with the rest of the schema (and by the migration). */
export const PAYPAL_ORDERS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS paypal_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders (order_uuid),
  paypal_order_id TEXT NOT NULL UNIQUE CHECK (length(paypal_order_id) BETWEEN 1 AND 64),
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  currency TEXT NOT NULL,
  settled INTEGER NOT NULL DEFAULT 0 CHECK (settled IN (0, 1)),
  refund_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;

/** The PayPal orders table, for tests and inspection. */
export const PAYPAL_ORDER_TABLES = ['paypal_orders'] as const;

/** A stored PayPal order. */
interface StoredPaypalOrder {
  orderUuid: string;
  paypalOrderId: string;
  amountCents: number;
  currency: string;
  /** Whether reconciliation is done with it. */
  settled: boolean;
  /** The id of PayPal's refund, once the service refunded the capture. */
  refundId: string | null;
  createdAt: string;
}

/** The PayPal orders' statements on one connection. */
export interface PaypalOrderStore {
  /** The PayPal order of shop order `orderUuid`. */
  ofOrder(orderUuid: string): StoredPaypalOrder | undefined;
  /** The shop order's uuid of PayPal order `paypalOrderId`. */
  byPaypalId(paypalOrderId: string): StoredPaypalOrder | undefined;
  /** The shop order's uuid of the capture `captureId` (from `paypal_payments`). */
  orderOfCapture(captureId: string): string | undefined;
  /** Stores the PayPal order; false when the shop order already has one. */
  add(order: Omit<StoredPaypalOrder, 'settled' | 'refundId' | 'createdAt'>): boolean;
  /** Records the refund of the shop order's capture. */
  setRefund(orderUuid: string, refundId: string): void;
  /** Marks the PayPal order as needing no more reconciliation. */
  settle(orderUuid: string): void;
  /** PayPal orders reconciliation still asks about, oldest first. */
  unsettled(limit: number): StoredPaypalOrder[];
  /** Sets the status of the capture stored for `orderUuid` (a pending capture settled). */
  setCaptureStatus(orderUuid: string, status: string): void;
  /** The capture stored for `orderUuid` (store/payments.ts's row). */
  captureOf(orderUuid: string): PaypalPayment | undefined;
}

interface Row {
  order_uuid: string;
  paypal_order_id: string;
  amount_cents: number;
  currency: string;
  settled: number;
  refund_id: string | null;
  created_at: string;
}

const toStored = (row: Row | undefined): StoredPaypalOrder | undefined =>
  row && {
    orderUuid: row.order_uuid,
    paypalOrderId: row.paypal_order_id,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    settled: Number(row.settled) === 1,
    refundId: row.refund_id,
    createdAt: row.created_at,
  };

const COLUMNS =
  'order_uuid, paypal_order_id, amount_cents, currency, settled, refund_id, created_at';

/** Prepares the statements on `db` (whose schema includes PAYPAL_ORDERS_SCHEMA_SQL). */
export function openPaypalOrderStore(db: DatabaseSync, stamp: () => string): PaypalOrderStore {
  const ofOrder = db.prepare(`SELECT ${COLUMNS} FROM paypal_orders WHERE order_uuid = ?`);
  const byPaypal = db.prepare(`SELECT ${COLUMNS} FROM paypal_orders WHERE paypal_order_id = ?`);
  const ofCapture = db.prepare('SELECT order_uuid FROM paypal_payments WHERE capture_id = ?');
  const insert = db.prepare(`INSERT INTO paypal_orders (order_uuid, paypal_order_id, amount_cents,
    currency, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const refund = db.prepare(
    'UPDATE paypal_orders SET refund_id = ?, updated_at = ? WHERE order_uuid = ?',
  );
  const settle = db.prepare(
    'UPDATE paypal_orders SET settled = 1, updated_at = ? WHERE order_uuid = ?',
  );
  const unsettled = db.prepare(
    `SELECT ${COLUMNS} FROM paypal_orders WHERE settled = 0 ORDER BY id LIMIT ?`,
  );
  const captureStatus = db.prepare('UPDATE paypal_payments SET status = ? WHERE order_uuid = ?');
  const capture = db.prepare(`SELECT paypal_order_id, capture_id, status, amount_cents, currency,
    payer_id FROM paypal_payments WHERE order_uuid = ?`);
  return {
    ofOrder: (orderUuid) => toStored(ofOrder.get(orderUuid) as Row | undefined),
    byPaypalId: (paypalOrderId) => toStored(byPaypal.get(paypalOrderId) as Row | undefined),
    orderOfCapture: (captureId) =>
      (ofCapture.get(captureId) as {order_uuid: string} | undefined)?.order_uuid,
    add(order) {
      const now = stamp();
      const {changes} = insert.run(
        order.orderUuid,
        order.paypalOrderId,
        order.amountCents,
        order.currency,
        now,
        now,
      );
      markOrderByUuid(db, order.orderUuid);
      return Number(changes) > 0;
    },
    setRefund(orderUuid, refundId) {
      refund.run(refundId, stamp(), orderUuid);
      markOrderByUuid(db, orderUuid);
    },
    settle: (orderUuid) => void settle.run(stamp(), orderUuid),
    unsettled: (limit) =>
      (unsettled.all(limit) as unknown as Row[]).map((row) => toStored(row) as StoredPaypalOrder),
    setCaptureStatus(orderUuid, status) {
      captureStatus.run(status, orderUuid);
      markOrderByUuid(db, orderUuid);
    },
    captureOf(orderUuid) {
      const row = capture.get(orderUuid) as
        | {
            paypal_order_id: string;
            capture_id: string;
            status: string;
            amount_cents: number;
            currency: string;
            payer_id: string | null;
          }
        | undefined;
      return (
        row && {
          paypalOrderId: row.paypal_order_id,
          captureId: row.capture_id,
          status: row.status,
          amountCents: Number(row.amount_cents),
          currency: row.currency,
          payerId: row.payer_id,
        }
      );
    },
  };
}
