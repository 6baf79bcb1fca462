// Putting a backup back in place of the order database, and the pid file that tells a restore
// the service is running on the data folder. A restore under a running service would be undone
// (or corrupted) by the service's open connection, so it is refused while the pid file names a
// live process; a pid file left by a crash names a dead one and does not stand in the way.
import {
  copyFileSync,
  existsSync,
  linkSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {DATABASE_FILE} from '../limits.ts';
import {verifyDatabaseFile} from './backup.ts';

/** The file in the data folder holding the running service's process id. */
const PID_FILE = 'order-service.pid';

/** Writes this process's id to `dataDir`'s pid file; the returned function removes it again. */
export function holdPidFile(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (runningPid(dataDir) === process.pid) rmSync(file, {force: true});
  };
}

/** The id of the live process named by `dataDir`'s pid file, or undefined. */
export function runningPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process lives under another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** What a restore did. */
export interface Restored {
  /** The database file now in place. */
  database: string;
  /** Where the database it replaced was kept, or null when there was none. */
  kept: string | null;
}

/**
 * Replaces `dataDir`'s database with the backup `file`: refused (throws) while the service runs
 * on `dataDir` or when `file` fails its integrity check. The current database is kept as
 * `<name>.before-restore-<UTC stamp>`; the backup is copied next to it and renamed into place,
 * so the database file is always either the old or the new one.
 */
export function restoreBackup(dataDir: string, file: string, now: Date = new Date()): Restored {
  const pid = runningPid(dataDir);
  if (pid !== undefined) {
    throw new Error(
      `The order service is running on ${dataDir} (process ${pid}): stop it, then restore.`,
    );
  }
  verifyDatabaseFile(file);
  const database = path.join(dataDir, DATABASE_FILE);
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  const incoming = path.join(dataDir, `.${DATABASE_FILE}.restoring`);
  copyFileSync(file, incoming);
  let kept: string | null = null;
  if (existsSync(database)) {
    // Writes still in the WAL go into the file first; a WAL left beside the restored file
    // would be replayed onto it.
    const current = new DatabaseSync(database);
    try {
      current.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      current.close();
    }
    kept = `${database}.before-restore-${stamp}`;
    try {
      linkSync(database, kept);
    } catch {
      copyFileSync(database, kept);
    }
    for (const side of ['-wal', '-shm']) rmSync(`${database}${side}`, {force: true});
  }
  renameSync(incoming, database);
  return {database, kept};
}
