// A person's data as the order service holds it, for a request under GDPR Art. 15 (decision 075):
// every order with its states, shipments and payment records, contact messages, product
// requests, ratings, newsletter sign-ups and outgoing mails with their bodies, and, when the data
// folder syncs to Directus, the copies there, read through the sync's own client.
import type {DatabaseSync} from 'node:sqlite';
import type {CmsClient, CmsItem} from '../cms/client.ts';
import {INBOX_COLLECTION, ORDER_COLLECTION, RATING_COLLECTION} from '../cms/push.ts';
import {nameUuid} from '../cms/recordIds.ts';
import {describeFailure} from '../outbox/retry.ts';
import {findPersonRecords, jsonOf, normalised, rowsWhere, type Person} from './records.ts';

/** The copies Directus holds, or why they could not be read. */
type DirectusCopies =
  | {state: 'not-synced'; note: string}
  | {state: 'not-configured'; note: string}
  | {state: 'unreachable'; error: string}
  | {state: 'read'; orders: CmsItem[]; inbox: CmsItem[]; ratings: CmsItem[]};

/** A person's data, as `npm run orders -- export-customer` writes it. */
export interface CustomerExport {
  /** The address asked about, trimmed and lower-case. */
  email: string;
  /** The name ratings were matched by, or null. */
  name: string | null;
  /** When the export was made (ISO). */
  exportedAt: string;
  /** Orders with their events, shipments and payment records. */
  orders: Record<string, unknown>[];
  contactMessages: Record<string, unknown>[];
  productRequests: Record<string, unknown>[];
  ratings: Record<string, unknown>[];
  newsletterSubscriptions: Record<string, unknown>[];
  /** Outgoing mails to, from or about the person, with the data each body is made of. */
  mails: Record<string, unknown>[];
  /** The Directus copies. */
  directus: DirectusCopies;
  /** What the reader should know about the export's limits. */
  notes: string[];
}

/** `row` with its JSON columns parsed. */
function withJson(row: Record<string, unknown>, columns: readonly string[]) {
  const result = {...row};
  for (const column of columns) if (column in result) result[column] = jsonOf(result[column]);
  return result;
}

/** The data folder's sync namespace, or null when the sync never ran on it. */
export function syncNamespace(db: DatabaseSync): string | null {
  const row = db.prepare("SELECT value FROM service_settings WHERE key = 'cms_namespace'").get() as
    {value: string} | undefined;
  return row?.value ?? null;
}

/** The local part of a person's export (everything in SQLite). */
export function exportCustomerData(
  db: DatabaseSync,
  person: Person,
  now: Date = new Date(),
): Omit<CustomerExport, 'directus'> {
  const records = findPersonRecords(db, person);
  const orders = records.orders.map((row) => {
    const orderId = String(row['order_id']);
    const orderUuid = String(row['order_uuid']);
    const {
      idempotency_key: _key,
      request_hash: _hash,
      ...order
    } = withJson(row, ['lines', 'payload', 'response']);
    return {
      ...order,
      events: rowsWhere(db, 'order_events', 'order_id', orderId),
      shipments: rowsWhere(db, 'order_shipments', 'order_id', orderId),
      paypalOrders: rowsWhere(db, 'paypal_orders', 'order_uuid', orderUuid),
      paypalPayments: rowsWhere(db, 'paypal_payments', 'order_uuid', orderUuid),
      klarnaOrders: rowsWhere(db, 'klarna_orders', 'order_uuid', orderUuid).map((klarna) =>
        withJson(klarna, ['session_body', 'placement_reply', 'refunded_lines']),
      ),
    };
  });
  const notes = [
    person.name === undefined
      ? 'Ratings carry no e-mail address: give --name "<name>" to include the ratings signed with that name.'
      : `Ratings are matched by the name "${person.name.trim()}" they were signed with.`,
    'Orders whose address was erased on an earlier request are found by its pseudonym; the name, address and items stay for the tax record (decision 075).',
  ];
  return {
    email: normalised(person.email),
    name: person.name === undefined ? null : person.name.trim(),
    exportedAt: now.toISOString(),
    orders,
    contactMessages: records.contactMessages,
    productRequests: records.requests.map((row) => withJson(row, ['payload'])),
    ratings: records.ratings.map((row) => withJson(row, ['payload'])),
    newsletterSubscriptions: records.subscriptions,
    mails: records.mails.map((row) => withJson(row, ['data'])),
    notes,
  };
}

/**
 * The Directus copies of a person's records: orders by number, inbox records and ratings by the
 * ids the sync gives them. `client` null: Directus is not configured where this runs.
 */
export async function readDirectusCopies(
  db: DatabaseSync,
  person: Person,
  client: CmsClient | null,
): Promise<DirectusCopies> {
  const namespace = syncNamespace(db);
  if (namespace === null) {
    return {state: 'not-synced', note: 'This data folder has never synced to Directus.'};
  }
  if (client === null) {
    return {
      state: 'not-configured',
      note: 'The data folder syncs to Directus, but DIRECTUS_URL and DIRECTUS_SERVICE_TOKEN are not set here: set them to include the copies.',
    };
  }
  const records = findPersonRecords(db, person);
  const inboxKeys = [
    ...records.contactMessages.map((row) => `contact:${String(row['id'])}`),
    ...records.requests.map((row) => `request:${String(row['id'])}`),
    ...records.subscriptions.map((row) => `newsletter:${String(row['id'])}`),
  ];
  const found = async (collection: string, field: string, values: readonly string[]) => {
    const items: CmsItem[] = [];
    for (const value of values) {
      const item = await client.find(collection, field, value, ['*']);
      if (item !== null) items.push(item);
    }
    return items;
  };
  try {
    return {
      state: 'read',
      orders: await found(
        ORDER_COLLECTION,
        'order_number',
        records.orders.map((row) => String(row['order_id'])),
      ),
      inbox: await found(
        INBOX_COLLECTION,
        'id',
        inboxKeys.map((key) => nameUuid(namespace, key)),
      ),
      ratings: await found(
        RATING_COLLECTION,
        'origin_id',
        records.ratings.map((row) => nameUuid(namespace, `rating:${String(row['id'])}`)),
      ),
    };
  } catch (error) {
    return {state: 'unreachable', error: describeFailure(error)};
  }
}
