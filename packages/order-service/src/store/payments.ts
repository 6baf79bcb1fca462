// Payments of placed orders (decision 010f): at most one PayPal transaction and one Klarna
// authorization per order, a PayPal transaction for one order only, and only the fields the shop
// needs. Tables: `paypal_payments` and `klarna_payments`; the UNIQUE constraints hold the rules
// even for a second process on the same data folder.
import type {DatabaseSync} from 'node:sqlite';
import {markOrderByUuid} from '../cms/markers.ts';

/** DDL of the payment tables, run with the rest of the schema. */
export const PAYMENTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS klarna_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders (order_uuid),
  authorization_token TEXT NOT NULL CHECK (length(authorization_token) BETWEEN 1 AND 256),
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS paypal_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders (order_uuid),
  paypal_order_id TEXT NOT NULL UNIQUE,
  capture_id TEXT NOT NULL,
  status TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  currency TEXT NOT NULL,
  payer_id TEXT,
  created_at TEXT NOT NULL
);
`;

/** The payment tables, for tests and inspection. */
export const PAYMENT_TABLES = ['klarna_payments', 'paypal_payments'] as const;

/** What the service keeps of a PayPal transaction (decision 010f). */
export interface PaypalPayment {
  /** PayPal's order id (`paypal.id`); one shop order per PayPal order. */
  paypalOrderId: string;
  /** The id of PayPal's capture, the record of the money moving. */
  captureId: string;
  /** The capture's status (only COMPLETED is accepted). */
  status: string;
  /** The captured amount in cents. */
  amountCents: number;
  /** The captured currency (ISO 4217). */
  currency: string;
  /** PayPal's id of the buyer, when PayPal sent one. */
  payerId: string | null;
}

/** Whether an insert stored the payment or found its order (or PayPal order) already taken. */
type Added = 'added' | 'taken';

/** Storage of payments, part of the order store. */
export interface PaymentStore {
  /** The PayPal transaction stored for the order with UUID `orderUuid`. */
  paypalPaymentOf(orderUuid: string): PaypalPayment | undefined;
  /** Stores the PayPal transaction of an order; `taken` when the order or PayPal order has one. */
  addPaypalPayment(orderUuid: string, payment: PaypalPayment): Added;
  /** The Klarna authorization token stored for the order with UUID `orderUuid`. */
  klarnaTokenOf(orderUuid: string): string | undefined;
  /** Stores the Klarna authorization of an order; `taken` when the order already has one. */
  addKlarnaPayment(orderUuid: string, authorizationToken: string): Added;
}

interface PaypalRow {
  paypal_order_id: string;
  capture_id: string;
  status: string;
  amount_cents: number;
  currency: string;
  payer_id: string | null;
}

const added = (changes: number | bigint): Added => (Number(changes) === 0 ? 'taken' : 'added');

/** Prepares the payment statements on `db` (whose schema includes PAYMENTS_SCHEMA_SQL). */
export function openPaymentStore(db: DatabaseSync, stamp: () => string): PaymentStore {
  const paypalOf = db.prepare(`SELECT paypal_order_id, capture_id, status, amount_cents, currency,
    payer_id FROM paypal_payments WHERE order_uuid = ?`);
  const paypal = db.prepare(`INSERT INTO paypal_payments (order_uuid, paypal_order_id, capture_id,
    status, amount_cents, currency, payer_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT DO NOTHING`);
  const klarnaOf = db.prepare(
    'SELECT authorization_token FROM klarna_payments WHERE order_uuid = ?',
  );
  const klarna = db.prepare(`INSERT INTO klarna_payments (order_uuid, authorization_token,
    created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`);

  return {
    paypalPaymentOf(orderUuid) {
      const row = paypalOf.get(orderUuid) as PaypalRow | undefined;
      if (row === undefined) return undefined;
      return {
        paypalOrderId: row.paypal_order_id,
        captureId: row.capture_id,
        status: row.status,
        amountCents: Number(row.amount_cents),
        currency: row.currency,
        payerId: row.payer_id,
      };
    },
    addPaypalPayment(orderUuid, payment) {
      const {changes} = paypal.run(
        orderUuid,
        payment.paypalOrderId,
        payment.captureId,
        payment.status,
        payment.amountCents,
        payment.currency,
        payment.payerId,
        stamp(),
      );
      markOrderByUuid(db, orderUuid);
      return added(changes);
    },
    klarnaTokenOf(orderUuid) {
      const row = klarnaOf.get(orderUuid) as {authorization_token: string} | undefined;
      return row?.authorization_token;
    },
    addKlarnaPayment(orderUuid, token) {
      const {changes} = klarna.run(orderUuid, token, stamp());
      markOrderByUuid(db, orderUuid);
      return added(changes);
    },
  };
}
