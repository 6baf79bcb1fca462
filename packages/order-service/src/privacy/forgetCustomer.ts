// A person's erasure request under GDPR Art. 17 (decision 075), in one SQLite transaction: what
// no retention duty covers is deleted or stripped of the person, what a duty covers stays, and
// the report says which and why for every record. Running it again erases nothing more and says
// so: erased records are gone, anonymised orders keep nothing more to erase.
import type {DatabaseSync} from 'node:sqlite';
import {markInbox, markOrder, markRating} from '../cms/markers.ts';
import {anonymisedOrder, orderUnchanged} from './anonymise.ts';
import {findPersonRecords, normalised, type Person} from './records.ts';
import {
  FINISHED_ORDER_STATES,
  keptUntil,
  ORDER_MAIL_RETENTION_YEARS,
  ORDER_RETENTION_YEARS,
  withinRetention,
} from './retention.ts';
import {marksForSync, type SyncMark} from './syncMarks.ts';

/** The kinds of record an erasure reports on. */
type RecordKind =
  'order' | 'contact message' | 'product request' | 'rating' | 'newsletter subscription' | 'mail';

/** The order the report lists the kinds in: the records first, the mails they caused last. */
const KIND_ORDER: readonly RecordKind[] = [
  'order',
  'contact message',
  'product request',
  'rating',
  'newsletter subscription',
  'mail',
];

/** What happened to some records of one kind, and why. */
export interface ForgetOutcome {
  kind: RecordKind;
  /** Deleted, stripped of the person's data, or left as they are. */
  action: 'erased' | 'anonymised' | 'kept';
  /** The records (order numbers, row ids). */
  ids: string[];
  /** The reason, in a sentence. */
  why: string;
}

/** What an erasure did. */
export interface ForgetReport {
  /** The address, trimmed and lower-case. */
  email: string;
  /** Per kind, action and reason. */
  outcomes: ForgetOutcome[];
  /** Whether anything was erased or anonymised (false on a second run). */
  changed: boolean;
  /** Markers written for the Directus copies (none when the folder does not sync). */
  syncMarks: SyncMark[];
}

/** Options of `forgetCustomer`. */
export interface ForgetOptions {
  /** The clock the retention periods are measured by. @default () => new Date() */
  now?: () => Date;
  /**
   * Attach the sync's markers to `db` when the data folder has synced before (a connection of
   * `npm run orders`); the service's own connection is attached already. @default false
   */
  attachIfSynced?: boolean;
}

/** Adds `id` to the outcome of `kind`, `action` and `why`, made on first use. */
function collector(outcomes: ForgetOutcome[]) {
  return (kind: RecordKind, action: ForgetOutcome['action'], id: string, why: string) => {
    let outcome = outcomes.find(
      (entry) => entry.kind === kind && entry.action === action && entry.why === why,
    );
    if (outcome === undefined) {
      outcome = {kind, action, ids: [], why};
      outcomes.push(outcome);
    }
    outcome.ids.push(id);
  };
}

/** Erases what no duty requires of `person`'s records in `db`, in one transaction. */
export function forgetCustomer(
  db: DatabaseSync,
  person: Person,
  options: ForgetOptions = {},
): ForgetReport {
  const now = (options.now ?? (() => new Date()))();
  const email = normalised(person.email);
  db.exec('BEGIN IMMEDIATE');
  try {
    const report = forgetInTransaction(
      db,
      {...person, email},
      now,
      options.attachIfSynced ?? false,
    );
    db.exec('COMMIT');
    return report;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function forgetInTransaction(
  db: DatabaseSync,
  person: Person,
  now: Date,
  attachIfSynced: boolean,
): ForgetReport {
  const email = person.email;
  const records = findPersonRecords(db, person);
  const outcomes: ForgetOutcome[] = [];
  const note = collector(outcomes);
  const sync = marksForSync(db, attachIfSynced);
  const syncMarks: SyncMark[] = [];
  const mark = (kind: SyncMark['kind'], key: string) => {
    if (!sync) return;
    if (kind === 'order') markOrder(db, key);
    else if (kind === 'rating') markRating(db, Number(key));
    else {
      const [source, id] = key.split(':');
      markInbox(db, source as 'contact' | 'request' | 'newsletter', Number(id));
    }
    syncMarks.push({kind, key});
  };
  let changed = false;

  // Orders: the invoice and booking record (§147 AO, §14b UStG).
  const openOrders = new Set<string>();
  const updateOrder = db.prepare(
    'UPDATE orders SET customer_email = ?, payload = ?, lines = ?, response = ? WHERE id = ?',
  );
  for (const row of records.orders) {
    const orderId = String(row['order_id']);
    const state = String(row['fulfilment_state']);
    if (!FINISHED_ORDER_STATES.includes(state)) {
      openOrders.add(orderId);
      note(
        'order',
        'kept',
        orderId,
        `still open (${state}): needed to deliver it, take the payment and handle a withdrawal; ask again once it is completed or cancelled`,
      );
      continue;
    }
    const createdAt = String(row['created_at']);
    const full = !withinRetention(createdAt, ORDER_RETENTION_YEARS, now);
    const until = keptUntil(createdAt, ORDER_RETENTION_YEARS);
    const next = anonymisedOrder(row, email, full);
    if (orderUnchanged(row, next)) {
      note(
        'order',
        'kept',
        orderId,
        full
          ? 'anonymised before: only amounts and products are left'
          : `anonymised before: name, address, items and amounts stay as the tax record until ${until} (§147 AO, §14b UStG)`,
      );
      continue;
    }
    updateOrder.run(next.customerEmail, next.payload, next.lines, next.response, Number(row['id']));
    mark('order', orderId);
    changed = true;
    note(
      'order',
      'anonymised',
      orderId,
      full
        ? `past its ${ORDER_RETENTION_YEARS} years: address, phone, comment, name and engravings erased; amounts and products stay, about nobody`
        : `e-mail address, phone numbers and comment erased; name, address, items and amounts stay as the invoice and booking record until ${until} (§147 AO, §14b UStG)`,
    );
  }

  // Outgoing mails: sent order mails are commercial letters (§257 HGB); the rest goes.
  const erasedMails: number[] = [];
  for (const row of records.mails) {
    const id = String(row['id']);
    const ref = typeof row['ref'] === 'string' ? row['ref'] : '';
    const orderId = ref.startsWith('order:') ? ref.slice('order:'.length) : null;
    const kind = String(row['kind']);
    const state = String(row['state']);
    if (orderId !== null && openOrders.has(orderId)) {
      note('mail', 'kept', id, `belongs to open order ${orderId}`);
      continue;
    }
    if (orderId !== null && state === 'queued') {
      note('mail', 'kept', id, 'an order mail not sent yet: the sender still delivers it');
      continue;
    }
    const sentAt = typeof row['sent_at'] === 'string' ? row['sent_at'] : null;
    if (
      orderId !== null &&
      !kind.startsWith('owner-') &&
      state === 'sent' &&
      withinRetention(sentAt, ORDER_MAIL_RETENTION_YEARS, now)
    ) {
      note(
        'mail',
        'kept',
        id,
        `a sent order mail to the customer, a commercial letter: kept as sent until ${keptUntil(sentAt, ORDER_MAIL_RETENTION_YEARS)} (§257 HGB)`,
      );
      continue;
    }
    erasedMails.push(Number(id));
    note(
      'mail',
      'erased',
      id,
      orderId === null
        ? 'no duty to keep it'
        : kind.startsWith('owner-')
          ? "the shop's own notice of the order: the order keeps the facts"
          : state === 'sent'
            ? `sent more than ${ORDER_MAIL_RETENTION_YEARS} years ago`
            : 'never delivered: no commercial letter',
    );
  }
  if (erasedMails.length > 0) {
    const remove = db.prepare('DELETE FROM outbox WHERE id = ?');
    for (const id of erasedMails) remove.run(id);
    changed = true;
  }

  // Messages, requests and sign-ups: no duty to keep any of them.
  const erase = (
    table: string,
    kind: RecordKind,
    source: string,
    rows: Record<string, unknown>[],
    why: string,
  ) => {
    const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
    for (const row of rows) {
      remove.run(Number(row['id']));
      mark('inbox', `${source}:${String(row['id'])}`);
      note(kind, 'erased', String(row['id']), why);
      changed = true;
    }
  };
  erase(
    'contact_messages',
    'contact message',
    'contact',
    records.contactMessages,
    'no duty to keep it',
  );
  erase('requests', 'product request', 'request', records.requests, 'no duty to keep it');
  erase(
    'newsletter_subscriptions',
    'newsletter subscription',
    'newsletter',
    records.subscriptions,
    'marketing: the consent ends with the erasure, nothing is sent to the address again',
  );

  // Ratings: the stars stay for the product, without the name and comment.
  const updateRating = db.prepare('UPDATE ratings SET payload = ? WHERE id = ?');
  for (const row of records.ratings) {
    const {
      name: _name,
      comment: _comment,
      ...rest
    } = JSON.parse(String(row['payload'])) as Record<string, unknown>;
    updateRating.run(JSON.stringify(rest), Number(row['id']));
    mark('rating', String(row['id']));
    note(
      'rating',
      'anonymised',
      String(row['id']),
      'name and comment erased; the stars stay, about nobody',
    );
    changed = true;
  }
  outcomes.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return {email, outcomes, changed, syncMarks};
}
