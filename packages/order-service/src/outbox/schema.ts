// The outbox table (decision 066): one row per message, written in the same transaction as the
// record that causes it, sent later by the sender (`sender.ts`). A row is claimed by moving its
// `next_attempt_at` forward; `message_id` is made when the row is written and sent on every try.

/** The outbox's states: waiting or being tried, delivered, given up (with `last_error`). */
const OUTBOX_STATES = ['queued', 'sent', 'parked'] as const;

/** DDL of the outbox, appended to the store's schema; `IF NOT EXISTS` keeps a data folder. */
export const OUTBOX_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en', 'fr')),
  to_address TEXT NOT NULL,
  reply_to TEXT,
  data TEXT NOT NULL,
  message_id TEXT NOT NULL UNIQUE,
  ref TEXT,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN (${OUTBOX_STATES.map((state) => `'${state}'`).join(', ')})),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);
`;
