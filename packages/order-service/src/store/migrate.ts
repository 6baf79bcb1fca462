// Brings a data folder written before decision 010e up to the current schema. `CREATE TABLE IF
// NOT EXISTS` leaves an existing table as it is, so an old `orders` or `ratings` table would
// never get its CHECK constraints; SQLite cannot add a constraint to a table, so the two are
// rebuilt (SQLite's documented 12-step way: new table, copy, drop, rename) in one transaction.
// A row that breaks a constraint stops the start: the file is left unchanged and the error says
// what to do. Order numbers continue where they were (the AUTOINCREMENT counter is carried over).
// A version-1 folder (before the order states, decision 067) only gains the two state columns,
// which `ALTER TABLE ADD COLUMN` can add with their defaults; its paid orders are marked so.
// A version-2 folder (before the double opt-in, decision 069) gains the newsletter's columns; its
// subscribers stay unconfirmed, since nothing proves they agreed. A version-3 folder gains the
// PayPal orders table, a version-4 folder the Klarna orders table (decision 072), a version-5
// folder the ratings' moderation status, `pending` for every rating it holds (nobody looked yet).
import type {DatabaseSync} from 'node:sqlite';
import {NEWSLETTER_COLUMNS} from '../newsletter/schema.ts';
import {ORDER_STATE_COLUMNS} from '../orders/orderStates.ts';
import {KLARNA_SCHEMA_SQL} from '../providers/klarna/store.ts';
import {PAYPAL_ORDERS_SCHEMA_SQL} from '../providers/paypal/store.ts';
import {RATING_STATUS_COLUMN} from '../ratings/schema.ts';
import {ordersTableSql, ratingsTableSql, SCHEMA_VERSION} from './schema.ts';

/** The tables whose constraints changed since version 0, with their new DDL. */
const REBUILT = [
  {table: 'orders', create: ordersTableSql},
  {table: 'ratings', create: ratingsTableSql},
] as const;

const userVersion = (db: DatabaseSync) =>
  Number((db.prepare('PRAGMA user_version').get() as {user_version: number}).user_version);

const tableExists = (db: DatabaseSync, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
  undefined;

function rebuild(
  db: DatabaseSync,
  table: string,
  create: (name: string, ifNot: boolean) => string,
) {
  const fresh = `${table}_v${SCHEMA_VERSION}`;
  const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as {name: string}[])
    .map((column) => `"${column.name}"`)
    .join(', ');
  const sequence = db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').get(table) as
    {seq: number} | undefined;
  db.exec(create(fresh, false));
  try {
    db.exec(`INSERT INTO ${fresh} (${columns}) SELECT ${columns} FROM ${table}`);
  } catch (error) {
    throw new Error(
      `The data folder's ${table} table holds a row the current schema refuses ` +
        `(${(error as Error).message}). Nothing was changed. Fix or delete that row, or start ` +
        'with another data folder (--data).',
      {cause: error},
    );
  }
  if (sequence) {
    db.prepare('UPDATE sqlite_sequence SET seq = ? WHERE name = ?').run(sequence.seq, fresh);
  }
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${fresh} RENAME TO ${table}`);
}

/** Adds those of `columns` (DDL) that `table` lacks; nothing when the table does not exist. */
function addColumns(db: DatabaseSync, table: string, columns: readonly string[]) {
  if (!tableExists(db, table)) return;
  const present = new Set(
    (db.prepare(`PRAGMA table_info(${table})`).all() as {name: string}[]).map(({name}) => name),
  );
  for (const column of columns) {
    const name = column.split(' ')[0] ?? '';
    if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
}

/** Version 1 to 2: the state columns, and the payment state of orders that have a payment. */
function addStateColumns(db: DatabaseSync) {
  if (!tableExists(db, 'orders')) return;
  addColumns(db, 'orders', ORDER_STATE_COLUMNS);
  if (tableExists(db, 'paypal_payments')) {
    db.exec(`UPDATE orders SET payment_state = 'paid' WHERE order_uuid IN
      (SELECT order_uuid FROM paypal_payments WHERE status = 'COMPLETED')`);
  }
  if (tableExists(db, 'klarna_payments')) {
    db.exec(`UPDATE orders SET payment_state = 'authorized' WHERE payment_state = 'none' AND
      order_uuid IN (SELECT order_uuid FROM klarna_payments)`);
  }
}

/**
 * Upgrades `db` to SCHEMA_VERSION when it holds tables of an older one; a new, empty file is left
 * to the schema. Throws when the file is newer than this code or a row breaks a constraint.
 * Call before running the schema, outside any transaction.
 */
export function migrate(db: DatabaseSync): void {
  const version = userVersion(db);
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `The data folder was written by a newer order service (schema ${version}, this one ` +
        `knows ${SCHEMA_VERSION}); start with another data folder (--data).`,
    );
  }
  if (version === SCHEMA_VERSION) return;
  const old = REBUILT.filter(({table}) => tableExists(db, table));
  // Dropping `orders` under its foreign keys needs them off; only outside a transaction.
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('BEGIN IMMEDIATE');
  try {
    // A rebuild creates the current tables, state columns included.
    if (version < 1) for (const {table, create} of old) rebuild(db, table, create);
    addStateColumns(db);
    // Version 2 to 3: the newsletter's double opt-in.
    addColumns(db, 'newsletter_subscriptions', NEWSLETTER_COLUMNS);
    // Version 3 to 4: the PayPal order of each shop order (decision 072).
    if (version < 4) db.exec(PAYPAL_ORDERS_SCHEMA_SQL);
    // Version 4 to 5: the Klarna session and order of each shop order (decision 072).
    if (version < 5) db.exec(KLARNA_SCHEMA_SQL);
    // Version 5 to 6: the ratings' moderation status.
    addColumns(db, 'ratings', [RATING_STATUS_COLUMN]);
    if (db.prepare('PRAGMA foreign_key_check').all().length > 0) {
      throw new Error('The data folder has payments of orders that do not exist; not upgraded.');
    }
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}
