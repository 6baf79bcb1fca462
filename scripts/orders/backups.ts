// `npm run orders -- backup` and `restore <file>`: these work on the order service's data folder
// itself, not through the owner API, so a backup can be taken and put back without the service
// (docs/operations/backups.md). A backup also runs while the service writes; a restore does not.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {
  DEFAULT_BACKUP_KEEP,
  ONE_STEP,
  takeBackup,
} from '../../packages/order-service/src/backup/backup.ts';
import {restoreBackup} from '../../packages/order-service/src/backup/restore.ts';
import {DATABASE_FILE} from '../../packages/order-service/src/limits.ts';
import {UsageError} from './backOffice.ts';

/** A refusal of a backup command, printed as one sentence. */
export class BackupCommandError extends Error {}

/** `backup`: a checked copy in `<dataDir>/backups`, the oldest beyond BACKUP_KEEP removed. */
export async function backupCommand(
  dataDir: string,
  positionals: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: (text: string) => void,
): Promise<void> {
  if (positionals.length > 0) throw new UsageError(`Unexpected ${positionals.join(' ')}.`);
  const keepText = env['BACKUP_KEEP']?.trim();
  const keep = keepText ? Number(keepText) : DEFAULT_BACKUP_KEEP;
  if (!Number.isInteger(keep) || keep < 1) {
    throw new UsageError(`BACKUP_KEEP must be a whole number of at least 1, not "${keepText}".`);
  }
  const database = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupCommandError(`No order database at ${database}.`);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(database, {open: true, timeout: 5_000});
    db.exec('PRAGMA schema_version'); // fails here, not in the copy, when it is no database
  } catch (error) {
    throw new BackupCommandError(`Cannot open ${database}: ${(error as Error).message}`);
  }
  try {
    // Another process copies in one step: a write by the service would restart a stepwise copy.
    const file = await takeBackup(db, dataDir, {keep, rate: ONE_STEP});
    out(`Backup written and checked: ${file}\n`);
  } catch (error) {
    throw new BackupCommandError(`Backup failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** `restore <file>`: refused while the service runs on `dataDir` or when `file` is unsound. */
export function restoreCommand(
  dataDir: string,
  positionals: readonly string[],
  out: (text: string) => void,
): void {
  const [file, ...rest] = positionals;
  if (file === undefined || file === '') throw new UsageError('Name the backup file.');
  if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
  try {
    const restored = restoreBackup(dataDir, path.resolve(file));
    out(
      `Restored ${file} as ${restored.database}` +
        (restored.kept === null ? '.\n' : `; the database before is kept as ${restored.kept}.\n`),
    );
  } catch (error) {
    throw new BackupCommandError(`Not restored: ${(error as Error).message}`);
  }
}
