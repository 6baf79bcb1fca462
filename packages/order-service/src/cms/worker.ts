// The sync's worker, modelled on the outbox's sender (outbox/sender.ts): runs in the service
// process on a timer, claims due markers, pushes each record's current state to Directus, then
// marks it done, tries it again on the outbox's schedule, or parks it. A claim moves the row's
// `next_attempt_at` past the time a push can take, in one UPDATE that only succeeds on a due
// row, so two processes on one data folder never push one marker at the same time; a process
// that dies mid-push leaves the row to be pushed again once its claim runs out. A push only
// finishes the version of the marker it claimed: a change marked meanwhile is pushed again.
// Nothing here runs inside a visitor's request.
import type {DatabaseSync} from 'node:sqlite';
import {
  describeFailure,
  isPermanentRefusal,
  retryDelayMs,
  RETRY_SCHEDULE_MS,
} from '../outbox/retry.ts';
import type {CmsMarker, CmsPush} from './push.ts';
import type {CmsSyncKind} from './schema.ts';

/** The worker's clock settings; tests shorten them. */
export interface CmsSyncTiming {
  /** Waits after each failed try, in ms; the last repeats. @default 1, 5, 15, 60 minutes */
  retryScheduleMs: readonly number[];
  /** How long a claim holds a marker, in ms (longer than a push can take). @default 2 minutes */
  claimMs: number;
  /** Longest wait between two looks at the table, in ms. @default 1000 */
  pollMs: number;
}

const DEFAULT_TIMING: CmsSyncTiming = {
  retryScheduleMs: RETRY_SCHEDULE_MS,
  claimMs: 2 * 60_000,
  pollMs: 1_000,
};

/** What the worker needs. */
interface CmsWorkerOptions {
  /** The service's connection (the sync table is in it). */
  db: DatabaseSync;
  /** Pushes one marker's record. */
  push: CmsPush;
  /** Clock. @default () => new Date() */
  now?: () => Date;
  /** Timing; missing fields take the defaults. */
  timing?: Partial<CmsSyncTiming>;
  /** Receives a line per parked marker and per unexpected error. */
  log?: (line: string) => void;
}

/** A running worker. */
export interface CmsWorker {
  /** Looks at the table now (after a commit that marked records). */
  wake(): void;
  /** Stops the timer, cancels a push in flight (it is tried again later) and waits for it. */
  close(): Promise<void>;
}

interface Claimed {
  kind: CmsSyncKind;
  key: string;
  version: number;
  attempts: number;
}

/** Markers claimed per look; more are taken on the next look right away. */
const BATCH = 20;
/** Shortest wait between looks, in ms, so a row another process holds cannot spin the loop. */
const MIN_WAIT_MS = 20;

/** Starts pushing the due markers of `options.db`. */
export function startCmsWorker(options: CmsWorkerOptions): CmsWorker {
  const {db, push} = options;
  const timing = {...DEFAULT_TIMING, ...options.timing};
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const iso = (ms: number) => new Date(ms).toISOString();

  const due = db.prepare(`SELECT id FROM cms_sync WHERE state = 'pending' AND next_attempt_at <= ?
    ORDER BY next_attempt_at, id LIMIT ${BATCH}`);
  const claim = db.prepare(`UPDATE cms_sync SET next_attempt_at = ?, attempts = attempts + 1
    WHERE id = ? AND state = 'pending' AND next_attempt_at <= ?
    RETURNING kind, key, version, attempts`);
  const done = db.prepare(`UPDATE cms_sync SET state = 'done', pushed_at = ?, attempts = 0,
    last_error = NULL WHERE id = ? AND version = ?`);
  // Marked again while the push ran: due at once, for the state after that change.
  const again = db.prepare(`UPDATE cms_sync SET next_attempt_at = ?, attempts = 0
    WHERE id = ? AND state = 'pending'`);
  const park = db.prepare(`UPDATE cms_sync SET state = 'parked', last_error = ?
    WHERE id = ? AND version = ?`);
  const retry = db.prepare(`UPDATE cms_sync SET next_attempt_at = ?, last_error = ?
    WHERE id = ? AND state = 'pending'`);
  const nextDue = db.prepare(
    `SELECT min(next_attempt_at) AS at FROM cms_sync WHERE state = 'pending'`,
  );
  // On start: parked markers (a token fixed since?) and markers waiting out a long retry are due
  // now. A row another process holds is left alone: its claim ends before now + claimMs.
  const requeue = db.prepare(`UPDATE cms_sync SET state = 'pending', next_attempt_at = ?,
    attempts = 0 WHERE state = 'parked' OR (state = 'pending' AND next_attempt_at > ?)`);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  const aborts = new AbortController();

  function failed(id: number, marker: Claimed, error: unknown): void {
    const reason = describeFailure(error);
    if (isPermanentRefusal(error) && park.run(reason, id, marker.version).changes === 1) {
      log(`cms sync: parked ${marker.kind} ${marker.key}: ${reason}`);
      return;
    }
    const wait = retryDelayMs(marker.attempts, timing.retryScheduleMs);
    retry.run(iso(clock().getTime() + wait), reason, id);
  }

  async function pushOne(id: number, marker: Claimed): Promise<void> {
    const {kind, key} = marker;
    try {
      await push({kind, key} satisfies CmsMarker, aborts.signal);
    } catch (error) {
      // Stopping cancelled the push: the marker is tried again by the next process.
      if (aborts.signal.aborted) again.run(iso(clock().getTime()), id);
      else failed(id, marker, error);
      return;
    }
    const at = clock().toISOString();
    if (done.run(at, id, marker.version).changes !== 1) again.run(at, id);
  }

  /** Claims and pushes the due markers of one look; resolves with how many were claimed. */
  async function pushDue(): Promise<number> {
    const ids = (due.all(iso(clock().getTime())) as {id: number}[]).map((row) => row.id);
    let claimed = 0;
    for (const id of ids) {
      if (stopped) break;
      const at = clock().getTime();
      const row = claim.get(iso(at + timing.claimMs), id, iso(at)) as Claimed | undefined;
      if (!row) continue;
      claimed += 1;
      await pushOne(id, {...row, version: Number(row.version), attempts: Number(row.attempts)});
    }
    return claimed;
  }

  function waitMs(): number {
    const row = nextDue.get() as {at: string | null} | undefined;
    if (!row?.at) return timing.pollMs;
    const until = Date.parse(row.at) - clock().getTime();
    return Math.min(Math.max(until, MIN_WAIT_MS), timing.pollMs);
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
    // The server keeps the process up; the worker alone does not.
    timer.unref();
  }

  function run(): void {
    if (stopped || running) return;
    running = (async () => {
      let claimed = 0;
      do {
        wakeAgain = false;
        claimed = await pushDue();
      } while (!stopped && (claimed === BATCH || wakeAgain));
    })()
      .catch((error: unknown) => log(`cms sync: ${describeFailure(error)}`))
      .finally(() => {
        running = null;
        if (!stopped) schedule(waitMs());
      });
  }

  try {
    const now = clock().getTime();
    requeue.run(iso(now), iso(now + timing.claimMs));
  } catch (error) {
    // A busy database (another process writing): the markers wait for their schedule.
    log(`cms sync: ${describeFailure(error)}`);
  }
  schedule(0);
  return {
    wake() {
      if (stopped) return;
      if (running) wakeAgain = true;
      else schedule(0);
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      aborts.abort();
      await running;
    },
  };
}
