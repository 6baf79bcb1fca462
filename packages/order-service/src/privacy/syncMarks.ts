// Erasures reach Directus the way every other change does: a marker written in the erasure's own
// transaction, pushed by the service's sync worker, which deletes the copy of a record that is
// gone from SQLite (cms/push.ts). A marker waits in the table while Directus does not answer, so
// an erasure is never half done: it completes when the service next reaches Directus.
import type {DatabaseSync} from 'node:sqlite';
import {attachCmsSync, cmsSyncAttached} from '../cms/markers.ts';
import {syncNamespace} from './exportCustomer.ts';

/** A marker an erasure wrote, as `cms_sync` keys it. */
export interface SyncMark {
  kind: 'order' | 'inbox' | 'rating';
  key: string;
}

/**
 * Whether changes on `db` are marked for the sync: always when the service attached it; with
 * `attachIfSynced` (a connection of `npm run orders`), also when the data folder has synced
 * before, so the service pushes the erasure when it runs with Directus again.
 */
export function marksForSync(db: DatabaseSync, attachIfSynced: boolean): boolean {
  if (cmsSyncAttached(db)) return true;
  if (!attachIfSynced || syncNamespace(db) === null) return false;
  attachCmsSync(db);
  return true;
}

/** Where the markers `marks` stand now: pushed, still waiting, or given up with the error. */
export function syncProgress(
  db: DatabaseSync,
  marks: readonly SyncMark[],
): {done: number; pending: number; parked: number; lastError: string | null} {
  const progress = {done: 0, pending: 0, parked: 0, lastError: null as string | null};
  const read = db.prepare('SELECT state, last_error FROM cms_sync WHERE kind = ? AND key = ?');
  for (const mark of marks) {
    const row = read.get(mark.kind, mark.key) as
      {state: string; last_error: string | null} | undefined;
    if (row === undefined || row.state === 'done') progress.done += 1;
    else if (row.state === 'parked') progress.parked += 1;
    else progress.pending += 1;
    if (row?.last_error && row.state !== 'done') progress.lastError = row.last_error;
  }
  return progress;
}
