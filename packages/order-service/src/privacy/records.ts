// The records the order service holds about one person, found by e-mail address (trimmed, any
// case) and, for ratings, which carry no address, by the name they were signed with. The rows are
// compared in JavaScript, not with SQLite's lower(), which folds only ASCII letters: "Jürgen" and
// "JÜRGEN" are one name. A shop holds a few thousand rows, so reading the columns is cheap.
import {createHash} from 'node:crypto';
import type {DatabaseSync} from 'node:sqlite';

/** Whose records to find. */
export interface Person {
  /** The e-mail address, as the person or the owner wrote it. */
  email: string;
  /** The name the person signed ratings with; ratings hold no e-mail address. */
  name?: string | undefined;
}

/** An address or name as compared: trimmed, lower-case. */
export const normalised = (value: string): string => value.trim().toLowerCase();

/** A pseudonym `erasedAddress` made. */
const ERASED_ADDRESS = /^erased-[0-9a-f]{20}@erased\.invalid$/;

/**
 * The address an anonymised order keeps instead of the customer's: a pseudonym made from the
 * address, so a later export or erasure for the same address still finds the order (its name and
 * address stay for the tax record), while the address itself is gone. `.invalid` never delivers.
 * A pseudonym stays itself, so anonymising an order twice changes nothing.
 */
export function erasedAddress(email: string): string {
  if (ERASED_ADDRESS.test(normalised(email))) return normalised(email);
  const hash = createHash('sha256').update(normalised(email), 'utf8').digest('hex');
  return `erased-${hash.slice(0, 20)}@erased.invalid`;
}

/** Rows of one person, by table; JSON columns as text, as stored. */
export interface PersonRecords {
  /** Orders placed with the address (or anonymised from it). */
  orders: Record<string, unknown>[];
  /** Contact form messages from the address. */
  contactMessages: Record<string, unknown>[];
  /** Product requests that gave the address. */
  requests: Record<string, unknown>[];
  /** Ratings signed with the name (none without a name). */
  ratings: Record<string, unknown>[];
  /** Newsletter sign-ups of the address. */
  subscriptions: Record<string, unknown>[];
  /** Outgoing mails to the address, with it as Reply-To, or about one of the records above. */
  mails: Record<string, unknown>[];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parsed(value: unknown): Record<string, unknown> {
  try {
    const result = JSON.parse(String(value)) as unknown;
    return typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The outbox `ref`s of `records` (`order:JM-1001`, `contact:3`, …), as the store writes them. */
function refsOf(records: Omit<PersonRecords, 'mails'>): Set<string> {
  return new Set([
    ...records.orders.map((row) => `order:${String(row['order_id'])}`),
    ...records.contactMessages.map((row) => `contact:${String(row['id'])}`),
    ...records.requests.map((row) => `request:${String(row['id'])}`),
    ...records.ratings.map((row) => `rating:${String(row['id'])}`),
    ...records.subscriptions.map((row) => `newsletter:${String(row['id'])}`),
  ]);
}

/** Every record of `person` in `db`; throws a RangeError for an empty address. */
export function findPersonRecords(db: DatabaseSync, person: Person): PersonRecords {
  const email = normalised(person.email);
  if (email === '' || !email.includes('@')) {
    throw new RangeError(`"${person.email}" is no e-mail address.`);
  }
  const name = person.name === undefined ? '' : normalised(person.name);
  const pseudonym = erasedAddress(email);
  const isEmail = (value: unknown) => {
    const given = text(value);
    return given !== null && normalised(given) === email;
  };
  const all = (sql: string) => db.prepare(sql).all() as Record<string, unknown>[];

  const orders = all('SELECT * FROM orders WHERE order_id IS NOT NULL ORDER BY id').filter(
    (row) => isEmail(row['customer_email']) || row['customer_email'] === pseudonym,
  );
  const contactMessages = all('SELECT * FROM contact_messages ORDER BY id').filter((row) =>
    isEmail(row['email']),
  );
  const requests = all('SELECT * FROM requests ORDER BY id').filter((row) =>
    isEmail(parsed(row['payload'])['email']),
  );
  const ratings =
    name === ''
      ? []
      : all('SELECT * FROM ratings ORDER BY id').filter((row) => {
          const signed = text(parsed(row['payload'])['name']);
          return signed !== null && normalised(signed) === name;
        });
  const subscriptions = all('SELECT * FROM newsletter_subscriptions ORDER BY id').filter((row) =>
    isEmail(row['email']),
  );
  const found = {orders, contactMessages, requests, ratings, subscriptions};
  const refs = refsOf(found);
  const mails = all('SELECT * FROM outbox ORDER BY id').filter(
    (row) =>
      isEmail(row['to_address']) ||
      isEmail(row['reply_to']) ||
      (typeof row['ref'] === 'string' && refs.has(row['ref'])),
  );
  return {...found, mails};
}

/** The rows of `table` whose `column` is `value` (an order's events, shipments, payments). */
export function rowsWhere(
  db: DatabaseSync,
  table: string,
  column: string,
  value: string,
): Record<string, unknown>[] {
  return db.prepare(`SELECT * FROM ${table} WHERE ${column} = ? ORDER BY id`).all(value) as Record<
    string,
    unknown
  >[];
}

/** `value` (a JSON column's text) parsed, or the text itself when it is no JSON. */
export function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
