// What the owner API reads: orders with their states, events, stock and tracking; contact
// messages and product requests; ratings; newsletter subscribers. Read-only statements on the
// service's connection; every answer is plain JSON.
import type {DatabaseSync} from 'node:sqlite';
import type {StaticCatalogue} from '@schaufenster/core';
import type {OrderLifecycle} from '../orders/lifecycle.ts';
import {trackingOf} from './shipments.ts';

/** Most rows one list answers with; `?limit=` picks fewer. */
export const MAX_LIST_LIMIT = 500;
/** Rows a list answers with when no `?limit=` is given. */
export const DEFAULT_LIST_LIMIT = 50;

type Named = {id: string | number; display_name: string};

const nameOf = (list: readonly Named[] | undefined, id: string): string | undefined =>
  list?.find((entry) => String(entry.id) === id)?.display_name;

const parse = (text: string): Record<string, unknown> => {
  const value = JSON.parse(text) as unknown;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** An order as a list shows it. */
interface OrderSummary {
  orderId: string;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  totalCents: number;
  paymentMethod: string;
  fulfilment: string;
  payment: string;
  pieces: number;
}

interface OrderRow {
  order_id: string;
  created_at: string;
  customer_email: string;
  payment_method: string;
  shipping_method: string;
  present_wrap: number;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  lines: string;
  payload: string;
  fulfilment_state: string;
  payment_state: string;
}

const ORDER_COLUMNS = `order_id, created_at, customer_email, payment_method, shipping_method,
  present_wrap, subtotal_cents, shipping_cents, total_cents, lines, payload, fulfilment_state,
  payment_state`;

/** The owner's reads over one connection. */
interface OwnerQueries {
  /** The newest orders first, optionally only those in fulfilment or payment state `state`. */
  orders(options: {limit: number; state?: string}): OrderSummary[];
  /** Everything about order `orderId`, or undefined. */
  order(orderId: string): Record<string, unknown> | undefined;
  /** Pieces available of `product` (each variant apart), or undefined for an unknown product. */
  stock(product: string): Record<string, unknown> | undefined;
  /** Contact messages and product requests, newest first. */
  messages(limit: number): Record<string, unknown>[];
  /** Ratings with their moderation status, newest first. */
  ratings(limit: number): Record<string, unknown>[];
  /** Newsletter subscribers who may be written to, oldest first. */
  subscribers(): Subscriber[];
}

/** A newsletter subscriber as exported. */
interface Subscriber {
  email: string;
  lang: string;
  subscribedAt: string;
  confirmedAt: string | null;
  consentVersion: string | null;
}

function customerName(payload: Record<string, unknown>): string {
  const address = (payload['invoice_address'] ?? payload['shipping_address']) as
    Record<string, unknown> | null | undefined;
  return [text(address?.['first_name']), text(address?.['last_name'])].filter(Boolean).join(' ');
}

/** The reads over `db`, naming products and methods from `catalogue`. */
export function ownerQueries(
  db: DatabaseSync,
  catalogue: StaticCatalogue,
  orders: OrderLifecycle,
): OwnerQueries {
  const settings = catalogue.settings;
  const productName = (id: string) =>
    catalogue.products.find((product) => String(product.id) === id)?.display_name;
  const summary = (row: OrderRow): OrderSummary => {
    const lines = JSON.parse(row.lines) as {count: number}[];
    return {
      orderId: row.order_id,
      createdAt: row.created_at,
      customerEmail: row.customer_email,
      customerName: customerName(parse(row.payload)),
      totalCents: Number(row.total_cents),
      paymentMethod: nameOf(settings?.payment_methods, row.payment_method) ?? row.payment_method,
      fulfilment: row.fulfilment_state,
      payment: row.payment_state,
      pieces: lines.reduce((sum, line) => sum + line.count, 0),
    };
  };

  return {
    orders({limit, state}) {
      const rows = (state === undefined
        ? db
            .prepare(
              `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id IS NOT NULL
                ORDER BY id DESC LIMIT ?`,
            )
            .all(limit)
        : db
            .prepare(
              `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id IS NOT NULL AND
                (fulfilment_state = ? OR payment_state = ?) ORDER BY id DESC LIMIT ?`,
            )
            .all(state, state, limit)) as unknown as OrderRow[];
      return rows.map(summary);
    },
    order(orderId) {
      const row = db
        .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = ?`)
        .get(orderId) as OrderRow | undefined;
      if (!row) return undefined;
      const payload = parse(row.payload);
      const tracking = trackingOf(db, orderId);
      return {
        ...summary(row),
        shippingMethod:
          nameOf(settings?.shipping_methods, row.shipping_method) ?? row.shipping_method,
        presentWrap: row.present_wrap === 1,
        subtotalCents: Number(row.subtotal_cents),
        shippingCents: Number(row.shipping_cents),
        language: text(payload['language']) ?? 'de',
        comment: text(payload['comment']) ?? null,
        shippingAddress: payload['shipping_address'] ?? null,
        invoiceAddress: payload['invoice_address'] ?? null,
        lines: JSON.parse(row.lines) as unknown,
        ...(tracking === undefined ? {} : {tracking}),
        events: orders.states.eventsOf(orderId),
      };
    },
    stock(product) {
      const known = catalogue.products.find((entry) => String(entry.id) === product);
      if (!known) return undefined;
      const items =
        known.variants.length > 0
          ? known.variants.map((variant) => ({
              variant: String(variant.id),
              name: variant.display_name,
              available: orders.ledger.available(product, String(variant.id)),
            }))
          : [
              {
                variant: null,
                name: known.display_name,
                available: orders.ledger.available(product, ''),
              },
            ];
      return {product, name: known.display_name, items};
    },
    messages(limit) {
      const contacts = db
        .prepare(
          `SELECT id, name, email, message, lang, created_at FROM contact_messages
          ORDER BY id DESC LIMIT ?`,
        )
        .all(limit) as {
        id: number;
        name: string;
        email: string;
        message: string;
        lang: string;
        created_at: string;
      }[];
      const requests = db
        .prepare('SELECT id, product, payload, created_at FROM requests ORDER BY id DESC LIMIT ?')
        .all(limit) as {id: number; product: string | null; payload: string; created_at: string}[];
      const all = [
        ...contacts.map((row) => ({
          kind: 'contact',
          id: Number(row.id),
          createdAt: row.created_at,
          name: row.name,
          email: row.email,
          message: row.message,
          lang: row.lang,
        })),
        ...requests.map((row) => {
          const payload = parse(row.payload);
          return {
            kind: 'request',
            id: Number(row.id),
            createdAt: row.created_at,
            name: text(payload['name']) ?? null,
            email: text(payload['email']) ?? null,
            phone: text(payload['phone']) ?? null,
            message: text(payload['message']) ?? null,
            product: row.product,
            productName: row.product === null ? null : (productName(row.product) ?? null),
          };
        }),
      ];
      return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
    },
    ratings(limit) {
      const rows = db
        .prepare(
          `SELECT id, product, rating, payload, created_at, status FROM ratings
            ORDER BY id DESC LIMIT ?`,
        )
        .all(limit) as {
        id: number;
        product: string;
        rating: number;
        payload: string;
        created_at: string;
        status: string;
      }[];
      return rows.map((row) => {
        const payload = parse(row.payload);
        return {
          id: Number(row.id),
          createdAt: row.created_at,
          product: row.product,
          productName: productName(row.product) ?? null,
          rating: Number(row.rating),
          name: text(payload['name']) ?? null,
          comment: text(payload['comment']) ?? null,
          status: row.status,
        };
      });
    },
    subscribers() {
      // Only confirmed addresses that did not unsubscribe may be written to (decision 069).
      const rows = db
        .prepare(
          `SELECT email, lang, created_at, confirmed_at, consent_version
          FROM newsletter_subscriptions
          WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY id`,
        )
        .all() as {
        email: string;
        lang: string;
        created_at: string;
        confirmed_at: string | null;
        consent_version: string | number | null;
      }[];
      return rows.map((row) => ({
        email: row.email,
        lang: row.lang,
        subscribedAt: row.created_at,
        confirmedAt: row.confirmed_at,
        consentVersion: row.consent_version === null ? null : String(row.consent_version),
      }));
    },
  };
}
