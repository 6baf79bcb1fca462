// Online backups of the order database (docs/operations/backups.md). SQLite's backup API, through
// node:sqlite's `backup()`, copies the live database page by page while the service keeps
// writing: writes on the same connection are carried into the copy, so the copy holds every
// order acknowledged before it finished. The copy goes to a temporary name, is checked with
// `PRAGMA integrity_check`, and only then gets its final name; the oldest copies beyond the
// kept number are removed.
import {existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {backup, DatabaseSync} from 'node:sqlite';

/** The folder of the backups inside a data folder. */
const BACKUP_DIR = 'backups';

/** How many backups are kept when `BACKUP_KEEP` is not set. */
export const DEFAULT_BACKUP_KEEP = 14;

const NAME_PREFIX = 'order-service-';
const NAME_SUFFIX = '.sqlite';

/** A UTC stamp that sorts like the time it names, e.g. `20261207T161500123Z`. */
function stampOf(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** The backup folder of `dataDir`. */
export function backupFolder(dataDir: string): string {
  return path.join(dataDir, BACKUP_DIR);
}

/** The finished backups in `folder`, oldest first (their names sort by time). */
export function listBackups(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.startsWith(NAME_PREFIX) && name.endsWith(NAME_SUFFIX))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * Checks that `file` is a sound SQLite database: it opens, `PRAGMA integrity_check` answers
 * `ok`, and it holds an `orders` table. Throws an Error saying what is wrong otherwise.
 */
export function verifyDatabaseFile(file: string): void {
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, {readOnly: true});
  } catch (error) {
    throw new Error(`${file} does not open as a database: ${(error as Error).message}`);
  }
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as {integrity_check: string}[];
    const findings = rows.map((row) => row.integrity_check);
    if (findings.length !== 1 || findings[0] !== 'ok') {
      throw new Error(`${file} fails the integrity check: ${findings.slice(0, 3).join('; ')}`);
    }
    const orders = db
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'orders'")
      .get() as {n: number};
    if (Number(orders.n) !== 1) throw new Error(`${file} is not an order service database.`);
  } catch (error) {
    if ((error as Error).message.startsWith(file)) throw error;
    throw new Error(`${file} is not a sound database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** A `rate` that copies the whole database in one step. */
export const ONE_STEP = 2 ** 31 - 1;

/** Options of `takeBackup`. */
export interface BackupOptions {
  /** How many backups to keep, newest first; older ones are removed. @default 14 */
  keep?: number;
  /** The clock the file's stamp comes from. */
  now?: () => Date;
  /**
   * Pages copied per step; ONE_STEP copies all in one step. The service copies in steps so its own
   * writes go on between them; another process copies in one step, since a write by another
   * connection makes SQLite start the copy again. @default 100
   */
  rate?: number;
}

/**
 * Copies the database open on `db` to `<dataDir>/backups/order-service-<UTC stamp>.sqlite`,
 * checks the copy and removes the oldest backups beyond `keep`. Resolves to the new file; a copy
 * that fails its check is removed and the promise rejects.
 */
export async function takeBackup(
  db: DatabaseSync,
  dataDir: string,
  options: BackupOptions = {},
): Promise<string> {
  const keep = options.keep ?? DEFAULT_BACKUP_KEEP;
  const folder = backupFolder(dataDir);
  mkdirSync(folder, {recursive: true, mode: 0o700});
  const name = `${NAME_PREFIX}${stampOf((options.now ?? (() => new Date()))())}${NAME_SUFFIX}`;
  const file = path.join(folder, name);
  // A dot name the listing skips, so a copy cut short is never taken for a backup.
  const partial = path.join(folder, `.${name}.partial`);
  try {
    await backup(db, partial, {rate: options.rate ?? 100});
    // One self-contained file: the live database runs in WAL mode, a backup needs no -wal file.
    const copy = new DatabaseSync(partial);
    try {
      copy.exec('PRAGMA journal_mode = DELETE');
    } finally {
      copy.close();
    }
    verifyDatabaseFile(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, {force: true});
    rmSync(`${partial}-journal`, {force: true});
    throw error;
  }
  rotateBackups(folder, keep);
  return file;
}

/** Removes all but the newest `keep` backups in `folder`; resolves to the removed files. */
export function rotateBackups(folder: string, keep: number): string[] {
  const all = listBackups(folder);
  const removed = all.slice(0, Math.max(0, all.length - Math.max(1, keep)));
  for (const file of removed) rmSync(file, {force: true});
  return removed;
}

/** When the newest backup in `folder` was written, or undefined when there is none. */
export function newestBackupTime(folder: string): Date | undefined {
  const newest = listBackups(folder).at(-1);
  return newest === undefined ? undefined : statSync(newest).mtime;
}
