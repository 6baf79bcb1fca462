// The service's storage on Node's built-in SQLite (node:sqlite, synchronous). Every write of one
// request happens in one synchronous call, so requests in this process never interleave inside
// a write; the UNIQUE constraints guard against a second process on the same data folder.
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {markStoredRecord} from '../cms/markers.ts';
import {DATABASE_FILE, ORDER_ID_OFFSET, ORDER_ID_PREFIX} from '../limits.ts';
import {
  attachOutbox,
  enqueue,
  outboxCommitted,
  outboxRolledBack,
  type OutboxMessage,
  type OutboxSettings,
} from '../outbox/enqueue.ts';
import {migrate} from './migrate.ts';
import {openPaymentStore, type PaymentStore} from './payments.ts';
import {SCHEMA_SQL} from './schema.ts';

/** An accepted order as stored: its numbers, key, body fingerprint and the answer it got. */
export interface StoredOrder {
  /** Order number handed to the shop, e.g. `SF-1001`. */
  orderId: string;
  /** The order's UUID from the body. */
  orderUuid: string;
  /** The idempotency key it was placed with. */
  idempotencyKey: string;
  /** SHA-256 of the validated body; a repeated key must come with the same body. */
  requestHash: string;
  /** Project the order was placed for. */
  project: string;
  /** Payment method id as text (a PayPal or Klarna payment needs that method). */
  paymentMethod: string;
  /** What the shop charges, in cents (a PayPal payment must be exactly this). */
  totalCents: number;
  /** The answer sent when it was placed; replayed for a repeated key. */
  response: Record<string, unknown>;
}

/** An order to store: everything but the number, which the database hands out. */
export interface NewOrder {
  /** The body's order_uuid. */
  orderUuid: string;
  /** The idempotency key (header, body field or order_uuid). */
  idempotencyKey: string;
  /** SHA-256 of the validated body. */
  requestHash: string;
  /** The body's project. */
  project: string;
  /** The customer's e-mail address. */
  customerEmail: string;
  /** Payment method id as text. */
  paymentMethod: string;
  /** Shipping option id (or name) as text. */
  shippingMethod: string;
  /** Whether gift wrapping was chosen. */
  presentWrap: boolean;
  /** Sum of the priced lines, in cents. */
  subtotalCents: number;
  /** Shipping cost from the settings, in cents. */
  shippingCents: number;
  /** subtotalCents + shippingCents: what the shop charges. */
  totalCents: number;
  /** What the client claimed as total, kept to spot price drift; never charged. */
  clientTotalCents: number;
  /** The priced lines (JSON-serialisable). */
  lines: unknown;
  /** The validated body (JSON-serialisable). */
  payload: unknown;
}

/** An order just numbered inside `insertOrder`'s transaction, for the hooks that run there. */
interface PlacedOrderRow {
  /** Its number, e.g. `JM-1001`. */
  orderId: string;
  /** Its row id in `orders`. */
  rowId: number;
  /** The order as inserted. */
  order: NewOrder;
  /** Its `created_at` stamp (ISO). */
  createdAt: string;
}

/**
 * Work done inside `insertOrder`'s `BEGIN IMMEDIATE` transaction once the order has its number
 * (reserve stock, write the first state event, queue messages). Throwing rolls the order back.
 */
export type OrderInsertHook = (db: DatabaseSync, placed: PlacedOrderRow) => void;

/** Options of `openOrderStore` besides the folder and the clock. */
interface OrderStoreOptions {
  /** Hooks run inside every `insertOrder` transaction, in order, after the per-call one. */
  onOrderInserted?: readonly OrderInsertHook[];
  /**
   * Prefix of new order numbers, or a function settling it on the opened database (decision
   * 067). @default ORDER_ID_PREFIX
   */
  orderPrefix?: string | ((db: DatabaseSync) => string);
  /** The outbox's owner address, Message-ID domain and commit callback (decision 066). */
  outbox?: OutboxSettings;
}

/** Fields of a contact message. */
interface ContactMessage {
  /** Sender's name. */
  name: string;
  /** Sender's e-mail address. */
  email: string;
  /** The message. */
  message: string;
  /** Page language the form was sent from. */
  lang: string;
}

/** Storage of orders, payments, requests, ratings and form posts. */
export interface OrderStore extends PaymentStore {
  /** The order placed with idempotency key `key`. */
  orderByKey(key: string): StoredOrder | undefined;
  /** The order with UUID `uuid`. */
  orderByUuid(uuid: string): StoredOrder | undefined;
  /** The order with order number `orderId` (e.g. `SF-1001`). */
  orderById(orderId: string): StoredOrder | undefined;
  /**
   * Stores `order` and the answer `respond(orderId)` makes for it, in one transaction. Throws
   * when the key or UUID is taken (see `isUniqueViolation`).
   */
  insertOrder(
    order: NewOrder,
    respond: (orderId: string) => Record<string, unknown>,
    within?: OrderInsertHook,
  ): StoredOrder;
  /** The connection, for stores of their own (stock, states, outbox) on the same file. */
  readonly db: DatabaseSync;
  /** Runs `work` in one `BEGIN IMMEDIATE` transaction; a throw rolls it back and rethrows. */
  transaction<T>(work: (db: DatabaseSync) => T): T;
  /** Stores a product request and the `messages` it causes, in one transaction. */
  addRequest(
    project: string,
    product: string | null,
    payload: unknown,
    messages?: readonly OutboxMessage[],
  ): void;
  /** Stores a product rating and the `messages` it causes, in one transaction. */
  addRating(
    project: string,
    product: string,
    rating: number,
    payload: unknown,
    messages?: readonly OutboxMessage[],
  ): void;
  /** Stores a contact form message and the `messages` it causes, in one transaction. */
  addContactMessage(message: ContactMessage, messages?: readonly OutboxMessage[]): void;
  /** Closes the database. */
  close(): void;
}

interface OrderRow {
  order_id: string;
  order_uuid: string;
  idempotency_key: string;
  request_hash: string;
  project: string;
  payment_method: string;
  total_cents: number;
  response: string;
}

// SQLite's extended result codes for a taken key: SQLITE_CONSTRAINT_UNIQUE, _PRIMARYKEY.
const TAKEN_KEY_CODES = new Set([2067, 1555]);

/**
 * Whether `error` is SQLite's UNIQUE (or primary key) violation: a key already taken. Other
 * constraint errors, such as a CHECK on money (275), are bugs and are not mistaken for it.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('errcode' in error)) return false;
  return typeof error.errcode === 'number' && TAKEN_KEY_CODES.has(error.errcode);
}

/** Order number of row `id`: SF-1001 for the first order with the default prefix. */
function orderNumber(prefix: string, id: number): string {
  return `${prefix}${ORDER_ID_OFFSET + id}`;
}

function toStoredOrder(row: OrderRow | undefined): StoredOrder | undefined {
  if (row === undefined) return undefined;
  return {
    orderId: row.order_id,
    orderUuid: row.order_uuid,
    idempotencyKey: row.idempotency_key,
    requestHash: row.request_hash,
    project: row.project,
    paymentMethod: row.payment_method,
    totalCents: Number(row.total_cents),
    response: JSON.parse(row.response) as Record<string, unknown>,
  };
}

/** Opens (and creates when missing) the database in `dataDir`; `now` stamps every row. */
export function openOrderStore(
  dataDir: string,
  now: () => Date = () => new Date(),
  options: OrderStoreOptions = {},
): OrderStore {
  const hooks = options.onOrderInserted ?? [];
  mkdirSync(dataDir, {recursive: true});
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {
    enableForeignKeyConstraints: true,
    timeout: 5_000,
  });
  // WAL lets a second connection (another process, a test) read while this one writes; with WAL,
  // synchronous NORMAL cannot corrupt the file and saves an fsync per order.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  db.exec(SCHEMA_SQL);
  let prefix = ORDER_ID_PREFIX;
  try {
    const wanted = options.orderPrefix ?? ORDER_ID_PREFIX;
    prefix = typeof wanted === 'string' ? wanted : wanted(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const stamp = () => now().toISOString();
  attachOutbox(db, {now, ...options.outbox});

  const orderColumns =
    'order_id, order_uuid, idempotency_key, request_hash, project, payment_method, total_cents, response';
  const byKey = db.prepare(`SELECT ${orderColumns} FROM orders WHERE idempotency_key = ?`);
  const byUuid = db.prepare(`SELECT ${orderColumns} FROM orders WHERE order_uuid = ?`);
  const byId = db.prepare(`SELECT ${orderColumns} FROM orders WHERE order_id = ?`);
  const insert = db.prepare(`INSERT INTO orders (order_uuid, idempotency_key, request_hash,
    project, customer_email, payment_method, shipping_method, present_wrap, subtotal_cents,
    shipping_cents, total_cents, client_total_cents, lines, payload, response, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?)`);
  const number = db.prepare('UPDATE orders SET order_id = ?, response = ? WHERE id = ?');
  const request = db.prepare(
    'INSERT INTO requests (project, product, payload, created_at) VALUES (?, ?, ?, ?)',
  );
  const rating = db.prepare(
    'INSERT INTO ratings (project, product, rating, payload, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const contact = db.prepare(`INSERT INTO contact_messages (name, email, message, lang,
    created_at) VALUES (?, ?, ?, ?, ?)`);

  // One record, the messages it causes (refs `<what>:<row id>`) and its marker for the sync to
  // Directus, in one transaction.
  const recordWith = (
    messages: readonly OutboxMessage[],
    what: string,
    insertRecord: () => {lastInsertRowid: number | bigint},
  ) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const id = Number(insertRecord().lastInsertRowid);
      const ref = `${what}:${id}`;
      markStoredRecord(db, what, id);
      enqueue(
        db,
        messages.map((message) => ({...message, ref: message.ref ?? ref})),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      outboxRolledBack(db);
      throw error;
    }
    outboxCommitted(db);
  };

  return {
    ...openPaymentStore(db, stamp),
    orderByKey: (key) => toStoredOrder(byKey.get(key) as OrderRow | undefined),
    orderByUuid: (uuid) => toStoredOrder(byUuid.get(uuid) as OrderRow | undefined),
    orderById: (orderId) => toStoredOrder(byId.get(orderId) as OrderRow | undefined),
    db,
    transaction(work) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = work(db);
        db.exec('COMMIT');
        outboxCommitted(db);
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        outboxRolledBack(db);
        throw error;
      }
    },
    insertOrder(order, respond, within) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const createdAt = stamp();
        const {lastInsertRowid} = insert.run(
          order.orderUuid,
          order.idempotencyKey,
          order.requestHash,
          order.project,
          order.customerEmail,
          order.paymentMethod,
          order.shippingMethod,
          order.presentWrap ? 1 : 0,
          order.subtotalCents,
          order.shippingCents,
          order.totalCents,
          order.clientTotalCents,
          JSON.stringify(order.lines),
          JSON.stringify(order.payload),
          createdAt,
        );
        const id = Number(lastInsertRowid);
        const orderId = orderNumber(prefix, id);
        const response = respond(orderId);
        number.run(orderId, JSON.stringify(response), id);
        const placed = {orderId, rowId: id, order, createdAt};
        within?.(db, placed);
        for (const hook of hooks) hook(db, placed);
        db.exec('COMMIT');
        outboxCommitted(db);
        return {
          orderId,
          orderUuid: order.orderUuid,
          idempotencyKey: order.idempotencyKey,
          requestHash: order.requestHash,
          project: order.project,
          paymentMethod: order.paymentMethod,
          totalCents: order.totalCents,
          response,
        };
      } catch (error) {
        db.exec('ROLLBACK');
        outboxRolledBack(db);
        throw error;
      }
    },
    addRequest(project, product, payload, messages = []) {
      recordWith(messages, 'request', () =>
        request.run(project, product, JSON.stringify(payload), stamp()),
      );
    },
    addRating(project, product, value, payload, messages = []) {
      recordWith(messages, 'rating', () =>
        rating.run(project, product, value, JSON.stringify(payload), stamp()),
      );
    },
    addContactMessage(message, messages = []) {
      recordWith(messages, 'contact', () =>
        contact.run(message.name, message.email, message.message, message.lang, stamp()),
      );
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
