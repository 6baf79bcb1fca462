// Tables of the embedded database (decision 010). Money is stored in cents, ids as text (CMS ids
// are numbers or strings, and compare by text, decision 008), bodies as JSON text for inspection.
import {PAYMENT_TABLES, PAYMENTS_SCHEMA_SQL} from './payments.ts';

/** DDL run on every start; `IF NOT EXISTS` keeps an existing data folder. */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT UNIQUE,
  order_uuid TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  project TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  shipping_method TEXT NOT NULL,
  present_wrap INTEGER NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  client_total_cents INTEGER NOT NULL,
  lines TEXT NOT NULL,
  payload TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL
);
${PAYMENTS_SCHEMA_SQL}
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project TEXT NOT NULL,
  product TEXT,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project TEXT NOT NULL,
  product TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
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
  created_at TEXT NOT NULL
);
`;

/** Every table, for tests and inspection. */
export const TABLES = [
  'orders',
  ...PAYMENT_TABLES,
  'requests',
  'ratings',
  'contact_messages',
  'newsletter_subscriptions',
] as const;
/** A table name. */
export type TableName = (typeof TABLES)[number];
