// The sync table (Service → Directus): one row per record the content system mirrors, keyed by
// `(kind, key)`. A change marks its row `pending` in the change's own transaction; the worker
// (`worker.ts`) pushes the record's current state and marks it `done`, or `parked` with the error
// when Directus refuses it for good. `version` counts the marks, so a change made while a push is
// on its way is never lost: the push only finishes a row whose version it read.

/** What a row mirrors: an order, an inbox record, a rating, or one item's stock. */
const CMS_SYNC_KINDS = ['order', 'inbox', 'rating', 'stock'] as const;
/** A kind of synced record. */
export type CmsSyncKind = (typeof CMS_SYNC_KINDS)[number];

/** A row's states: waiting or being pushed, pushed, given up (with `last_error`). */
const CMS_SYNC_STATES = ['pending', 'done', 'parked'] as const;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** DDL of the sync table, appended to the store's schema; `IF NOT EXISTS` keeps a data folder. */
export const CMS_SYNC_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS cms_sync (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN (${quoted(CMS_SYNC_KINDS)})),
  key TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN (${quoted(CMS_SYNC_STATES)})),
  version INTEGER NOT NULL DEFAULT 1,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  marked_at TEXT NOT NULL,
  pushed_at TEXT,
  UNIQUE (kind, key)
);
CREATE INDEX IF NOT EXISTS cms_sync_due ON cms_sync (state, next_attempt_at);
`;

/** The sync table, for tests and inspection. */
export const CMS_SYNC_TABLES = ['cms_sync'] as const;
