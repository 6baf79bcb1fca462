// Tables of the embedded database (decision 010). Money is stored in cents, ids as text (CMS ids
// are numbers or strings, and compare by text, decision 008), bodies as JSON text for inspection.
// CHECK constraints keep money and ratings whole numbers in range (decision 010e): SQLite keeps a
// REAL (or an Infinity) in an INTEGER column when it cannot convert it, and the service checks
// first, so these only ever stop a bug.
import {CMS_SYNC_SCHEMA_SQL, CMS_SYNC_TABLES} from '../cms/schema.ts';
import {OUTBOX_SCHEMA_SQL} from '../outbox/schema.ts';
import {SERVICE_SETTINGS_SCHEMA_SQL, SERVICE_SETTINGS_TABLES} from '../orders/orderNumbers.ts';
import {
  ORDER_EVENT_TABLES,
  ORDER_EVENTS_SCHEMA_SQL,
  ORDER_STATE_COLUMNS,
} from '../orders/orderStates.ts';
import {NEWSLETTER_COLUMNS} from '../newsletter/schema.ts';
import {SHIPMENT_TABLES, SHIPMENTS_SCHEMA_SQL} from '../owner/shipments.ts';
import {STOCK_SCHEMA_SQL, STOCK_TABLES} from '../stock/ledger.ts';
import {KLARNA_SCHEMA_SQL, KLARNA_TABLES} from '../providers/klarna/store.ts';
import {PAYPAL_ORDER_TABLES, PAYPAL_ORDERS_SCHEMA_SQL} from '../providers/paypal/store.ts';
import {RATING_STATUS_COLUMN} from '../ratings/schema.ts';
import {PAYMENT_TABLES, PAYMENTS_SCHEMA_SQL} from './payments.ts';

/**
 * Version of this schema in `PRAGMA user_version`. 0 is a database of the schema before the
 * CHECK constraints (or a new file), 1 one before the order states (decision 067), 2 one before
 * the newsletter's double opt-in (decision 069), 3 one before the PayPal orders and 4 one before
 * the Klarna orders (decision 072), 5 one before the ratings' moderation status; `migrate.ts`
 * brings it to this version.
 */
export const SCHEMA_VERSION = 6;

// Whole cents from 0 to 2^53 − 1, the amounts a JavaScript number holds exactly.
const cents = (column: string) =>
  `${column} INTEGER NOT NULL CHECK (typeof(${column}) = 'integer' AND ${column} BETWEEN 0 AND 9007199254740991)`;

/** The orders table (`IF NOT EXISTS` or not: the migration creates it under another name). */
export const ordersTableSql = (name: string, ifNotExists: boolean) => `
CREATE TABLE ${ifNotExists ? 'IF NOT EXISTS ' : ''}${name} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT UNIQUE,
  order_uuid TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  project TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  shipping_method TEXT NOT NULL,
  present_wrap INTEGER NOT NULL CHECK (present_wrap IN (0, 1)),
  ${cents('subtotal_cents')},
  ${cents('shipping_cents')},
  ${cents('total_cents')},
  ${cents('client_total_cents')},
  lines TEXT NOT NULL,
  payload TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ${ORDER_STATE_COLUMNS.join(',\n  ')}
);`;

/** The ratings table, like `ordersTableSql`. */
export const ratingsTableSql = (name: string, ifNotExists: boolean) => `
CREATE TABLE ${ifNotExists ? 'IF NOT EXISTS ' : ''}${name} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project TEXT NOT NULL,
  product TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (typeof(rating) = 'integer' AND rating BETWEEN 1 AND 5),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ${RATING_STATUS_COLUMN}
);`;

/** DDL run on every start; `IF NOT EXISTS` keeps an existing data folder. */
export const SCHEMA_SQL = `
${ordersTableSql('orders', true)}
${PAYMENTS_SCHEMA_SQL}
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project TEXT NOT NULL,
  product TEXT,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
${ratingsTableSql('ratings', true)}
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ${NEWSLETTER_COLUMNS.join(',\n  ')}
);
${OUTBOX_SCHEMA_SQL}
${STOCK_SCHEMA_SQL}
${ORDER_EVENTS_SCHEMA_SQL}
${SERVICE_SETTINGS_SCHEMA_SQL}
${SHIPMENTS_SCHEMA_SQL}
${PAYPAL_ORDERS_SCHEMA_SQL}
${KLARNA_SCHEMA_SQL}
${CMS_SYNC_SCHEMA_SQL}
`;

/** Every table, for tests and inspection. */
export const TABLES = [
  'orders',
  ...PAYMENT_TABLES,
  'requests',
  'ratings',
  'contact_messages',
  'newsletter_subscriptions',
  'outbox',
  ...STOCK_TABLES,
  ...ORDER_EVENT_TABLES,
  ...SERVICE_SETTINGS_TABLES,
  ...SHIPMENT_TABLES,
  ...PAYPAL_ORDER_TABLES,
  ...KLARNA_TABLES,
  ...CMS_SYNC_TABLES,
] as const;
/** A table name. */
export type TableName = (typeof TABLES)[number];
