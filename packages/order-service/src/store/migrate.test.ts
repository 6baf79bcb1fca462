// Money and ratings are whole numbers in the database itself (decision 010e), also in a data
// folder written before the CHECK constraints existed: that one is rebuilt on start.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DATABASE_FILE} from '../limits.ts';
import {settleOrderPrefix} from '../orders/orderNumbers.ts';
import {isUniqueViolation, openOrderStore, type NewOrder} from './database.ts';
import {SCHEMA_VERSION} from './schema.ts';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-store-migrate-'));
});
afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

const file = () => path.join(dataDir, DATABASE_FILE);

// The tables as the service created them before decision 010e (no CHECK on money).
const VERSION_0_SQL = `
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_id TEXT UNIQUE, order_uuid TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE, request_hash TEXT NOT NULL, project TEXT NOT NULL,
  customer_email TEXT NOT NULL, payment_method TEXT NOT NULL, shipping_method TEXT NOT NULL,
  present_wrap INTEGER NOT NULL, subtotal_cents INTEGER NOT NULL, shipping_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL, client_total_cents INTEGER NOT NULL, lines TEXT NOT NULL,
  payload TEXT NOT NULL, response TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE klarna_authorizations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_uuid TEXT NOT NULL REFERENCES orders (order_uuid),
  authorization_token TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (order_uuid, authorization_token)
);
CREATE TABLE ratings (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project TEXT NOT NULL, product TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5), payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);`;

// Writes a version-0 file with orders of `totals` (cents; a REAL one is what 010e forbids).
function writeVersion0(totals: number[], deleteLast = false): void {
  const db = new DatabaseSync(file());
  db.exec(VERSION_0_SQL);
  const insert = db.prepare(`INSERT INTO orders (order_id, order_uuid, idempotency_key,
    request_hash, project, customer_email, payment_method, shipping_method, present_wrap,
    subtotal_cents, shipping_cents, total_cents, client_total_cents, lines, payload, response,
    created_at) VALUES (?, ?, ?, 'h', 'p', 'e@example.com', '4', '1', 0, ?, 0, ?, ?, '[]', '{}',
    '{}', 'now')`);
  totals.forEach((total, index) => {
    const n = index + 1;
    insert.run(`SF-${1000 + n}`, `uuid-${n}`, `key-${n}`, total, total, total);
  });
  db.exec(`INSERT INTO klarna_authorizations (order_uuid, authorization_token, created_at)
    VALUES ('uuid-1', 'token', 'now')`);
  db.exec(`INSERT INTO ratings (project, product, rating, payload, created_at)
    VALUES ('p', '118', 4, '{}', 'now')`);
  if (deleteLast) db.prepare('DELETE FROM orders WHERE id = ?').run(totals.length);
  db.close();
}

const query = (sql: string) => {
  const db = new DatabaseSync(file(), {readOnly: true});
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

const newOrder = (uuid: string, totalCents: number): NewOrder => ({
  orderUuid: uuid,
  idempotencyKey: uuid,
  requestHash: 'hash',
  project: 'p',
  customerEmail: 'e@example.com',
  paymentMethod: '4',
  shippingMethod: '1',
  presentWrap: false,
  subtotalCents: totalCents,
  shippingCents: 0,
  totalCents,
  clientTotalCents: totalCents,
  lines: [],
  payload: {},
});

describe('CHECK constraints', () => {
  it('refuse money that is not whole cents in range, as no taken-key error', () => {
    const store = openOrderStore(dataDir);
    try {
      for (const total of [Infinity, 1e20, 12.5, -1]) {
        let error: unknown;
        try {
          store.insertOrder(newOrder(`u-${total}`, total), (orderId) => ({order_id: orderId}));
        } catch (caught) {
          error = caught;
        }
        expect(error, String(total)).toMatchObject({message: expect.stringMatching(/CHECK/)});
        expect(isUniqueViolation(error)).toBe(false);
      }
      expect(() => store.addRating('p', '118', 4.5, {})).toThrow(/CHECK/);
      store.insertOrder(newOrder('u-ok', 2 ** 53 - 1), (orderId) => ({order_id: orderId}));
    } finally {
      store.close();
    }
    expect(query('SELECT typeof(total_cents) AS type, count(*) AS n FROM orders')).toEqual([
      {type: 'integer', n: 1},
    ]);
  });
});

describe('an old data folder', () => {
  it('is rebuilt with the constraints, keeping its rows, links and order numbers', () => {
    writeVersion0([423_790, 8_900, 100], true);
    const store = openOrderStore(dataDir);
    try {
      expect(store.orderById('SF-1001')?.orderUuid).toBe('uuid-1');
      // Order 3 was deleted; its number is never handed out again.
      const next = store.insertOrder(newOrder('u-new', 500), (orderId) => ({order_id: orderId}));
      expect(next.orderId).toBe('SF-1004');
      expect(() =>
        store.insertOrder(newOrder('u-real', 1.5), (orderId) => ({order_id: orderId})),
      ).toThrow(/CHECK/);
    } finally {
      store.close();
    }
    // The Klarna row still refers to its order, and the reference is still enforced.
    const db = new DatabaseSync(file(), {enableForeignKeyConstraints: true});
    try {
      const link = `INSERT INTO klarna_authorizations (order_uuid, authorization_token,
        created_at) VALUES (?, 't', 'now')`;
      expect(() => db.prepare(link).run('no-such-order')).toThrow(/FOREIGN KEY/);
      db.prepare(link).run('u-new');
    } finally {
      db.close();
    }
    expect(query('PRAGMA user_version')).toEqual([{user_version: SCHEMA_VERSION}]);
    expect(query('SELECT order_uuid FROM klarna_authorizations ORDER BY id')).toEqual([
      {order_uuid: 'uuid-1'},
      {order_uuid: 'u-new'},
    ]);
    expect(query('SELECT rating FROM ratings')).toEqual([{rating: 4}]);
    expect(query(`SELECT name FROM sqlite_master WHERE name LIKE '%_v${SCHEMA_VERSION}'`)).toEqual(
      [],
    );
  });

  it('with money the constraints refuse is left unchanged, and the start fails saying why', () => {
    writeVersion0([423_790, 1e20]);
    expect(() => openOrderStore(dataDir)).toThrow(/orders table holds a row .*CHECK/);
    expect(query('PRAGMA user_version')).toEqual([{user_version: 0}]);
    expect(query('SELECT typeof(total_cents) AS type FROM orders ORDER BY id')).toEqual([
      {type: 'integer'},
      {type: 'real'},
    ]);
  });

  it('from a newer service is refused', () => {
    const db = new DatabaseSync(file());
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openOrderStore(dataDir)).toThrow(/newer order service/);
  });

  it('of version 1 gains the order states and keeps its SF- numbers', () => {
    const db = new DatabaseSync(file());
    db.exec(VERSION_0_SQL.replace(/CREATE TABLE klarna_authorizations[^;]*;/, ''));
    db.exec(`CREATE TABLE paypal_payments (id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_uuid TEXT NOT NULL UNIQUE, paypal_order_id TEXT NOT NULL UNIQUE,
      capture_id TEXT NOT NULL, status TEXT NOT NULL, amount_cents INTEGER NOT NULL,
      currency TEXT NOT NULL, payer_id TEXT, created_at TEXT NOT NULL);
      PRAGMA user_version = 1;`);
    const insert = db.prepare(`INSERT INTO orders (order_id, order_uuid, idempotency_key,
      request_hash, project, customer_email, payment_method, shipping_method, present_wrap,
      subtotal_cents, shipping_cents, total_cents, client_total_cents, lines, payload, response,
      created_at) VALUES (?, ?, ?, 'h', 'p', 'e@example.com', '4', '1', 0, 1, 0, 1, 1, '[]',
      '{}', '{}', 'now')`);
    insert.run('SF-1001', 'uuid-1', 'key-1');
    insert.run('SF-1002', 'uuid-2', 'key-2');
    db.exec(`INSERT INTO paypal_payments (order_uuid, paypal_order_id, capture_id, status,
      amount_cents, currency, created_at) VALUES ('uuid-1', 'P1', 'C1', 'COMPLETED', 1, 'EUR',
      'now')`);
    db.close();
    const store = openOrderStore(dataDir, undefined, {
      orderPrefix: (opened) => settleOrderPrefix(opened, {derived: 'JM-'}),
    });
    try {
      const next = store.insertOrder(newOrder('u-new', 500), (orderId) => ({order_id: orderId}));
      expect(next.orderId).toBe('SF-1003');
    } finally {
      store.close();
    }
    expect(query('PRAGMA user_version')).toEqual([{user_version: SCHEMA_VERSION}]);
    expect(
      query('SELECT order_id, fulfilment_state, payment_state FROM orders ORDER BY id'),
    ).toEqual([
      {order_id: 'SF-1001', fulfilment_state: 'confirmed', payment_state: 'paid'},
      {order_id: 'SF-1002', fulfilment_state: 'confirmed', payment_state: 'none'},
      {order_id: 'SF-1003', fulfilment_state: 'confirmed', payment_state: 'none'},
    ]);
  });

  it('of version 2 gains the newsletter columns, its subscribers left unconfirmed', () => {
    const db = new DatabaseSync(file());
    db.exec(`CREATE TABLE newsletter_subscriptions (id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL UNIQUE, lang TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO newsletter_subscriptions (email, lang, created_at)
      VALUES ('dora@example.com', 'fr', 'then');
      PRAGMA user_version = 2;`);
    db.close();
    openOrderStore(dataDir).close();
    expect(query('PRAGMA user_version')).toEqual([{user_version: SCHEMA_VERSION}]);
    expect(query('SELECT * FROM newsletter_subscriptions')).toEqual([
      {
        id: 1,
        email: 'dora@example.com',
        lang: 'fr',
        created_at: 'then',
        confirmed_at: null,
        unsubscribed_at: null,
        consent_version: null,
        confirm_mail_at: null,
      },
    ]);
  });

  it('that is new gets the current version at once', () => {
    openOrderStore(dataDir).close();
    expect(query('PRAGMA user_version')).toEqual([{user_version: SCHEMA_VERSION}]);
  });
});
