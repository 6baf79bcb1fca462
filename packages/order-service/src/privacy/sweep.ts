// The retention sweep (decision 075), in one transaction: contact messages and product requests
// older than `RETENTION_MESSAGES_DAYS` are deleted, with the mails they caused once those are sent
// (or given up); orders, order mails and newsletter sign-ups age out by their own periods
// (agedOut.ts). Directus copies follow through the sync's markers. The service sweeps once a day
// (`startRetentionSweep`), `npm run orders -- sweep` on demand. Timers are unref'd; a failed
// sweep is logged and tried again at the next turn, never stopping the service.
import type {DatabaseSync} from 'node:sqlite';
import {markInbox, markOrder} from '../cms/markers.ts';
import {sweepAgedOut} from './agedOut.ts';
import {marksForSync} from './syncMarks.ts';

/** Time between two sweeps of the service, in ms: once a day. */
const SWEEP_INTERVAL_MS = 24 * 3_600_000;

/** Time after the start before the first sweep, in ms: the start's own work goes first. */
const FIRST_SWEEP_DELAY_MS = 90_000;

/** What one sweep deleted or anonymised. */
export interface SweepResult {
  /** Messages and requests made before this time (ISO) were deleted; null: they are kept. */
  before: string | null;
  contactMessages: number;
  requests: number;
  /** Newsletter sign-ups deleted: pending ones never confirmed, old withdrawals. */
  signUps: number;
  /** Mails deleted, of messages, requests, orders and sign-ups. */
  mails: number;
  /** Orders anonymised past their 8 years. */
  orders: number;
}

/** Options of `sweepRetention`. */
interface SweepOptions {
  /** Days a message or request is kept; 0 keeps them (the other periods still run). */
  messagesDays: number;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Mark for the sync when the folder has synced before (`npm run orders`). @default false */
  attachIfSynced?: boolean;
}

/** Deletes and anonymises in `db` what is past its period, in one transaction. */
export function sweepRetention(db: DatabaseSync, options: SweepOptions): SweepResult {
  const days = options.messagesDays;
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Days kept must be a whole number of at least 0, not ${days}`);
  }
  const now = (options.now ?? (() => new Date()))();
  const before = days === 0 ? null : new Date(now.getTime() - days * 86_400_000).toISOString();
  db.exec('BEGIN IMMEDIATE');
  try {
    const sync = marksForSync(db, options.attachIfSynced ?? false);
    const sweep = (table: string, source: 'contact' | 'request') => {
      if (before === null) return 0;
      const ids = (
        db.prepare(`SELECT id FROM ${table} WHERE created_at < ?`).all(before) as {id: number}[]
      ).map((row) => Number(row.id));
      const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
      for (const id of ids) {
        remove.run(id);
        if (sync) markInbox(db, source, id);
      }
      return ids.length;
    };
    const contactMessages = sweep('contact_messages', 'contact');
    const requests = sweep('requests', 'request');
    // A mail still queued is delivered first; the next sweep takes it.
    const messageMails =
      before === null
        ? 0
        : Number(
            db
              .prepare(
                `DELETE FROM outbox WHERE (ref LIKE 'contact:%' OR ref LIKE 'request:%')
                AND state != 'queued' AND created_at < ?`,
              )
              .run(before).changes,
          );
    const aged = sweepAgedOut(db, now, {
      order: (orderId) => {
        if (sync) markOrder(db, orderId);
      },
      signUp: (id) => {
        if (sync) markInbox(db, 'newsletter', id);
      },
    });
    db.exec('COMMIT');
    return {
      before,
      contactMessages,
      requests,
      signUps: aged.signUps,
      mails: messageMails + aged.mails,
      orders: aged.orders,
    };
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

const counted = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

/** Whether a sweep changed anything. */
const sweptAnything = (result: SweepResult): boolean =>
  result.contactMessages + result.requests + result.signUps + result.mails + result.orders > 0;

/**
 * What a sweep did, in words: `deleted 2 contact messages, 1 product request, 0 newsletter
 * sign-ups and 3 mails, anonymised 0 orders (messages from before …)`.
 */
export function sweptText(result: SweepResult): string {
  const messages =
    result.before === null ? 'messages and requests kept' : `messages from before ${result.before}`;
  return `deleted ${counted(result.contactMessages, 'contact message')}, ${counted(result.requests, 'product request')}, ${counted(result.signUps, 'newsletter sign-up')} and ${counted(result.mails, 'mail')}, anonymised ${counted(result.orders, 'order')} (${messages})`;
}

/** A running sweep schedule. */
export interface RetentionSweeper {
  /** Sweeps now. */
  sweepNow(): SweepResult;
  /** Stops the timer. */
  close(): void;
}

/** Options of `startRetentionSweep`. */
interface SweepSchedule {
  /** Days messages and requests are kept; 0 keeps them (the other periods still run). */
  messagesDays: number;
  /** Time from the start to the first sweep, in ms (tests shorten it). @default 90000 */
  firstDelayMs?: number;
  /** Time between sweeps, in ms. @default one day */
  intervalMs?: number;
}

/**
 * Sweeps `db` (the service's connection) on a schedule: first shortly after the start, then once a
 * day. Each sweep that deletes something logs one line.
 */
export function startRetentionSweep(
  db: DatabaseSync,
  schedule: SweepSchedule,
  log: (line: string) => void,
): RetentionSweeper {
  const sweepNow = () => sweepRetention(db, {messagesDays: schedule.messagesDays});
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const plan = (delayMs: number) => {
    if (closed) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    try {
      const result = sweepNow();
      if (sweptAnything(result)) log(`retention: ${sweptText(result)}`);
    } catch (error) {
      log(`retention sweep failed: ${(error as Error).message}`);
    }
    plan(schedule.intervalMs ?? SWEEP_INTERVAL_MS);
  };
  plan(schedule.firstDelayMs ?? FIRST_SWEEP_DELAY_MS);
  return {
    sweepNow,
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
