// An inbox record as the `inbox` collection holds it, read from SQLite as it is now: a contact
// message, a product request, or a newsletter subscriber with its double opt-in state. The
// marker key names the table and row (`contact:12`); the record's id is the version-5 UUID of
// that key in the data folder's namespace (`recordIds.ts`). `handled` and `owner_note`, the
// owner's own fields, are never part of it.
import type {DatabaseSync} from 'node:sqlite';
import type {StaticCatalogue} from '@schaufenster/core';
import {contentId, nameUuid} from './recordIds.ts';

/** A record without a value for a field says so with null, so an update clears it too. */
type InboxRecord = Record<string, unknown> & {id: string; kind: string};

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const parse = (text: string): Record<string, unknown> => {
  const value = JSON.parse(text) as unknown;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** The fields every kind has, empty. */
const EMPTY = {
  name: null,
  phone: null,
  subject: null,
  message: null,
  product: null,
  opt_in_state: null,
  confirmed_at: null,
  unsubscribed_at: null,
};

function contact(db: DatabaseSync, id: number) {
  const row = db
    .prepare('SELECT name, email, message, lang, created_at FROM contact_messages WHERE id = ?')
    .get(id) as
    {name: string; email: string; message: string; lang: string; created_at: string} | undefined;
  return (
    row && {
      ...EMPTY,
      kind: 'contact',
      date_created: row.created_at,
      name: textOf(row.name),
      email: row.email,
      message: textOf(row.message),
      language: row.lang,
    }
  );
}

/** The product (and variant) a request names, as the subject the owner's list shows. */
function requestSubject(catalogue: StaticCatalogue, payload: Record<string, unknown>) {
  const product = catalogue.products.find(
    (entry) => String(entry.id) === String(payload['product']),
  );
  if (!product) return null;
  const variant = product.variants.find((entry) => String(entry.id) === String(payload['variant']));
  return variant ? `${product.display_name} – ${variant.display_name}` : product.display_name;
}

function request(db: DatabaseSync, id: number, catalogue: StaticCatalogue) {
  const row = db
    .prepare('SELECT product, payload, created_at FROM requests WHERE id = ?')
    .get(id) as {product: string | null; payload: string; created_at: string} | undefined;
  if (!row) return undefined;
  const payload = parse(row.payload);
  return {
    ...EMPTY,
    kind: 'product_request',
    date_created: row.created_at,
    name: textOf(payload['name']),
    // The item page's form asks for an address or a phone number; the field needs text.
    email: textOf(payload['email']) ?? '',
    phone: textOf(payload['phone']),
    subject: requestSubject(catalogue, payload),
    message: textOf(payload['message']),
    product: row.product === null ? null : contentId(row.product),
    // A request carries no page language; the owner answers in German unless told otherwise.
    language: 'de',
  };
}

function newsletter(db: DatabaseSync, id: number) {
  const row = db
    .prepare(
      `SELECT email, lang, created_at, confirmed_at, unsubscribed_at
      FROM newsletter_subscriptions WHERE id = ?`,
    )
    .get(id) as
    | {
        email: string;
        lang: string;
        created_at: string;
        confirmed_at: string | null;
        unsubscribed_at: string | null;
      }
    | undefined;
  if (!row) return undefined;
  const state =
    row.unsubscribed_at !== null
      ? 'unsubscribed'
      : row.confirmed_at === null
        ? 'pending'
        : 'confirmed';
  return {
    ...EMPTY,
    kind: 'newsletter',
    date_created: row.created_at,
    email: row.email,
    language: row.lang,
    opt_in_state: state,
    confirmed_at: row.confirmed_at,
    unsubscribed_at: row.unsubscribed_at,
  };
}

/**
 * The `inbox` record of marker key `key` (`contact:12`, `request:3`, `newsletter:7`), or
 * undefined when the row does not exist (or the key names no table).
 */
export function inboxRecord(
  db: DatabaseSync,
  key: string,
  namespace: string,
  catalogue: StaticCatalogue,
): InboxRecord | undefined {
  const match = /^(contact|request|newsletter):(\d+)$/.exec(key);
  if (!match) return undefined;
  const id = Number(match[2]);
  const fields =
    match[1] === 'contact'
      ? contact(db, id)
      : match[1] === 'request'
        ? request(db, id, catalogue)
        : newsletter(db, id);
  return fields && {id: nameUuid(namespace, key), ...fields};
}
