// The retention sweep (decision 075): contact messages and product requests older than
// `RETENTION_MESSAGES_DAYS` are deleted, with the mails they caused once those are sent (or given
// up), in one transaction; their Directus copies follow through the sync's markers. The service
// sweeps once a day (`startRetentionSweep`), `npm run orders -- sweep` on demand. Timers are
// unref'd; a failed sweep is logged and tried again at the next turn, never stopping the service.
import type {DatabaseSync} from 'node:sqlite';
import {markInbox} from '../cms/markers.ts';
import {marksForSync} from './syncMarks.ts';

/** Time between two sweeps of the service, in ms: once a day. */
const SWEEP_INTERVAL_MS = 24 * 3_600_000;

/** Time after the start before the first sweep, in ms: the start's own work goes first. */
const FIRST_SWEEP_DELAY_MS = 90_000;

/** What one sweep deleted. */
export interface SweepResult {
  /** Messages and requests made before this time (ISO) were deleted. */
  before: string;
  contactMessages: number;
  requests: number;
  mails: number;
}

/** Options of `sweepMessages`. */
interface SweepOptions {
  /** Days a message or request is kept (at least 1). */
  days: number;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Mark for the sync when the folder has synced before (`npm run orders`). @default false */
  attachIfSynced?: boolean;
}

/** Deletes the messages and requests of `db` older than `options.days`, in one transaction. */
export function sweepMessages(db: DatabaseSync, options: SweepOptions): SweepResult {
  if (!Number.isInteger(options.days) || options.days < 1) {
    throw new RangeError(`Days kept must be a whole number of at least 1, not ${options.days}`);
  }
  const now = (options.now ?? (() => new Date()))();
  const before = new Date(now.getTime() - options.days * 86_400_000).toISOString();
  db.exec('BEGIN IMMEDIATE');
  try {
    const sync = marksForSync(db, options.attachIfSynced ?? false);
    const sweep = (table: string, source: 'contact' | 'request') => {
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
    const {changes} = db
      .prepare(
        `DELETE FROM outbox WHERE (ref LIKE 'contact:%' OR ref LIKE 'request:%')
        AND state != 'queued' AND created_at < ?`,
      )
      .run(before);
    db.exec('COMMIT');
    return {before, contactMessages, requests, mails: Number(changes)};
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

const counted = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

/** What a sweep deleted, in words: `2 contact messages, 1 product request and 3 mails from …`. */
export function sweptText(result: SweepResult): string {
  return `${counted(result.contactMessages, 'contact message')}, ${counted(result.requests, 'product request')} and ${counted(result.mails, 'mail')} from before ${result.before}`;
}

/** A running sweep schedule. */
export interface RetentionSweeper {
  /** Sweeps now; null when the sweep is off (0 days). */
  sweepNow(): SweepResult | null;
  /** Stops the timer. */
  close(): void;
}

/** Options of `startRetentionSweep`. */
interface SweepSchedule {
  /** Days messages and requests are kept; 0 turns the sweep off. */
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
  const days = schedule.messagesDays;
  const sweepNow = () => (days > 0 ? sweepMessages(db, {days}) : null);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const plan = (delayMs: number) => {
    if (closed || days <= 0) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    try {
      const result = sweepNow();
      if (result && result.contactMessages + result.requests + result.mails > 0) {
        log(`retention: deleted ${sweptText(result)}`);
      }
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
