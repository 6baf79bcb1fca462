// The service's backup schedule: one backup every `intervalHours`, the first shortly after the
// start when the newest backup is older than that. A failed backup is logged and tried again
// later; it never stops the service. Timers are unref'd, and closing waits for a running copy.
import type {DatabaseSync} from 'node:sqlite';
import {backupFolder, DEFAULT_BACKUP_KEEP, newestBackupTime, takeBackup} from './backup.ts';

/** Hours between two backups when `BACKUP_INTERVAL_HOURS` is not set. */
const DEFAULT_BACKUP_INTERVAL_HOURS = 24;

/** Time after the start before a due backup is taken, in ms: the start's own work goes first. */
const FIRST_DELAY_MS = 60_000;

/** Time before a failed backup is tried again, in ms (at most the interval). */
const RETRY_MS = 60 * 60_000;

/** When and how many backups the service takes. */
export interface BackupSchedule {
  /** Hours between two backups; 0 turns them off. @default 24 */
  intervalHours?: number;
  /** Backups kept. @default 14 */
  keep?: number;
  /** Time from the start to a due first backup, in ms (tests shorten it). @default 60000 */
  firstDelayMs?: number;
}

/** A running schedule. */
export interface BackupScheduler {
  /** Takes a backup now (after one under way); resolves to its file. */
  takeNow(): Promise<string>;
  /** Stops the timer; resolves once a backup under way has finished. */
  close(): Promise<void>;
}

/**
 * Starts `schedule` for the database `db` of `dataDir`: no timer when the interval is 0, but
 * `takeNow` works either way. Backups run one at a time.
 */
export function startBackupSchedule(
  db: DatabaseSync,
  dataDir: string,
  schedule: BackupSchedule,
  log: (line: string) => void,
): BackupScheduler {
  const intervalMs = (schedule.intervalHours ?? DEFAULT_BACKUP_INTERVAL_HOURS) * 3_600_000;
  const keep = schedule.keep ?? DEFAULT_BACKUP_KEEP;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();
  let closed = false;

  const takeNow = (): Promise<string> => {
    const next = last.then(() => takeBackup(db, dataDir, {keep}));
    last = next.catch(() => {});
    return next;
  };
  const plan = (delayMs: number) => {
    if (closed || !(intervalMs > 0)) return;
    timer = setTimeout(run, Math.min(delayMs, 2 ** 31 - 1));
    timer.unref();
  };
  const run = () => {
    takeNow().then(
      (file) => {
        log(`backup: wrote ${file}`);
        plan(intervalMs);
      },
      (error: unknown) => {
        log(`backup failed: ${(error as Error).message}`);
        plan(Math.min(intervalMs, RETRY_MS));
      },
    );
  };

  const newest = newestBackupTime(backupFolder(dataDir));
  const due = newest === undefined ? 0 : newest.getTime() + intervalMs - Date.now();
  plan(Math.max(schedule.firstDelayMs ?? FIRST_DELAY_MS, due));
  return {
    takeNow,
    async close() {
      closed = true;
      clearTimeout(timer);
      await last;
    },
  };
}

/**
 * The schedule from `BACKUP_INTERVAL_HOURS` (default 24, 0 turns backups off) and `BACKUP_KEEP`
 * (default 14); a value that is not a number in range is an error message.
 */
export function backupEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): {ok: true; value: BackupSchedule} | {ok: false; message: string} {
  const read = (name: string, fallback: number, min: number, whole: boolean) => {
    const given = env[name]?.trim();
    if (given === undefined || given === '') return fallback;
    const value = Number(given);
    if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value))) {
      return `${name} must be ${whole ? 'a whole number' : 'a number'} of at least ${min}, not "${given}".`;
    }
    return value;
  };
  const intervalHours = read('BACKUP_INTERVAL_HOURS', DEFAULT_BACKUP_INTERVAL_HOURS, 0, false);
  const keep = read('BACKUP_KEEP', DEFAULT_BACKUP_KEEP, 1, true);
  if (typeof intervalHours === 'string') return {ok: false, message: intervalHours};
  if (typeof keep === 'string') return {ok: false, message: keep};
  return {ok: true, value: {intervalHours, keep}};
}
