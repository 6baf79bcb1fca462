// What ages out by the periods of decision 075, inside the retention sweep's transaction:
// - a finished order 8 years after the end of its calendar year (§147 (4) AO) loses its person the
//   way an erasure past the 8 years does (`anonymisedOrder`): amounts and products stay;
// - the mails of a finished order 6 years after the end of the year they were sent in (§257 (5)
//   HGB; a mail never sent counts from when it was made);
// - a pending newsletter sign-up once its confirmation link has been expired for
//   `PENDING_SIGN_UP_GRACE_DAYS`, and an unsubscribed one 3 years after the end of the year of the
//   withdrawal (§195, §199 BGB), with their mails.
// An open order and its mails wait until it is finished; a record with a mail still queued waits
// until the mail is sent or given up, so the sender never sends for a deleted record.
import type {DatabaseSync} from 'node:sqlite';
import {CONFIRM_TOKEN_MAX_AGE_MS} from '../newsletter/subscriptions.ts';
import {anonymisedOrder, orderUnchanged} from './anonymise.ts';
import {normalised} from './records.ts';
import {
  FINISHED_ORDER_STATES,
  ORDER_MAIL_RETENTION_YEARS,
  ORDER_RETENTION_YEARS,
  PENDING_SIGN_UP_GRACE_DAYS,
  WITHDRAWN_CONSENT_YEARS,
  withinRetention,
} from './retention.ts';

/** What aged out in one sweep. */
export interface AgedOut {
  /** Orders anonymised. */
  orders: number;
  /** Newsletter sign-ups deleted. */
  signUps: number;
  /** Mails of orders and sign-ups deleted. */
  mails: number;
}

/** Marks a changed order or a deleted sign-up for the Directus sync. */
export interface AgedOutMarks {
  order(orderId: string): void;
  signUp(id: number): void;
}

type Row = Record<string, unknown>;

const stamp = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Rows of `sql` made before the start of the UTC year `years + 1` before `now`'s: a superset of
 * those past a period of `years` (the shop's year begins an hour before UTC's), read cheaply.
 */
function candidates(db: DatabaseSync, sql: string, now: Date, years: number): Row[] {
  const before = `${String(now.getUTCFullYear() - years + 1).padStart(4, '0')}-01-01`;
  return db.prepare(sql).all(before) as Row[];
}

function ageOrders(db: DatabaseSync, now: Date, marks: AgedOutMarks): number {
  const rows = candidates(
    db,
    'SELECT * FROM orders WHERE order_id IS NOT NULL AND created_at < ? ORDER BY id',
    now,
    ORDER_RETENTION_YEARS,
  );
  const update = db.prepare(
    'UPDATE orders SET customer_email = ?, payload = ?, lines = ?, response = ? WHERE id = ?',
  );
  let count = 0;
  for (const row of rows) {
    if (!FINISHED_ORDER_STATES.includes(String(row['fulfilment_state']))) continue;
    if (withinRetention(stamp(row['created_at']), ORDER_RETENTION_YEARS, now)) continue;
    const next = anonymisedOrder(row, normalised(String(row['customer_email'])), true);
    if (orderUnchanged(row, next)) continue;
    update.run(next.customerEmail, next.payload, next.lines, next.response, Number(row['id']));
    marks.order(String(row['order_id']));
    count += 1;
  }
  return count;
}

function ageOrderMails(db: DatabaseSync, now: Date): number {
  const rows = candidates(
    db,
    `SELECT o.id, o.sent_at, o.created_at, orders.fulfilment_state AS order_state
    FROM outbox o LEFT JOIN orders ON o.ref = 'order:' || orders.order_id
    WHERE o.ref LIKE 'order:%' AND o.state != 'queued' AND COALESCE(o.sent_at, o.created_at) < ?`,
    now,
    ORDER_MAIL_RETENTION_YEARS,
  );
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?');
  let count = 0;
  for (const row of rows) {
    const orderState = row['order_state'];
    if (typeof orderState === 'string' && !FINISHED_ORDER_STATES.includes(orderState)) continue;
    const madeAt = stamp(row['sent_at']) ?? stamp(row['created_at']);
    if (withinRetention(madeAt, ORDER_MAIL_RETENTION_YEARS, now)) continue;
    remove.run(Number(row['id']));
    count += 1;
  }
  return count;
}

/** Whether a sign-up has served its purpose at `now`. */
function signUpAgedOut(row: Row, now: Date): boolean {
  const withdrawn = stamp(row['unsubscribed_at']);
  if (withdrawn !== null) return !withinRetention(withdrawn, WITHDRAWN_CONSENT_YEARS, now);
  if (row['confirmed_at'] !== null) return false;
  // The link of the last confirmation mail (or, for a sign-up older than the double opt-in, the
  // sign-up itself) expired, and the grace period after it is over.
  const sent = Date.parse(stamp(row['confirm_mail_at']) ?? stamp(row['created_at']) ?? '');
  const graceMs = PENDING_SIGN_UP_GRACE_DAYS * 86_400_000;
  return Number.isFinite(sent) && now.getTime() >= sent + CONFIRM_TOKEN_MAX_AGE_MS + graceMs;
}

function ageSignUps(db: DatabaseSync, now: Date, marks: AgedOutMarks) {
  const rows = db
    .prepare(
      `SELECT s.*, EXISTS (SELECT 1 FROM outbox WHERE ref = 'newsletter:' || s.id
        AND state = 'queued') AS mail_queued
      FROM newsletter_subscriptions s WHERE s.confirmed_at IS NULL OR s.unsubscribed_at IS NOT NULL
      ORDER BY s.id`,
    )
    .all() as Row[];
  const remove = db.prepare('DELETE FROM newsletter_subscriptions WHERE id = ?');
  const removeMails = db.prepare('DELETE FROM outbox WHERE ref = ?');
  let signUps = 0;
  let mails = 0;
  for (const row of rows) {
    if (Number(row['mail_queued']) !== 0 || !signUpAgedOut(row, now)) continue;
    const id = Number(row['id']);
    remove.run(id);
    mails += Number(removeMails.run(`newsletter:${id}`).changes);
    marks.signUp(id);
    signUps += 1;
  }
  return {signUps, mails};
}

/** Ages out what the periods of the law and of the newsletter allow; the caller's transaction. */
export function sweepAgedOut(db: DatabaseSync, now: Date, marks: AgedOutMarks): AgedOut {
  const orders = ageOrders(db, now, marks);
  const orderMails = ageOrderMails(db, now);
  const {signUps, mails} = ageSignUps(db, now, marks);
  return {orders, signUps, mails: orderMails + mails};
}
