// Records that reached SQLite before the sync was configured (or before this version of the
// service) have no marker, and no later change may ever mark them. When the sync starts it marks
// every such record once, so the owner's Directus holds everything the shop received, not only
// what came after DIRECTUS_URL was set. Records that have a marker (pushed, pending or parked)
// are left as they are.
import type {DatabaseSync} from 'node:sqlite';

/** The marker of every record the sync mirrors, as `(kind, key)` rows. */
const EVERY_RECORD = `
  SELECT 'order' AS kind, order_id AS key FROM orders WHERE order_id IS NOT NULL
  UNION ALL SELECT 'inbox', 'contact:' || id FROM contact_messages
  UNION ALL SELECT 'inbox', 'request:' || id FROM requests
  UNION ALL SELECT 'inbox', 'newsletter:' || id FROM newsletter_subscriptions
  UNION ALL SELECT 'rating', CAST(id AS TEXT) FROM ratings
  UNION ALL SELECT DISTINCT 'stock',
    CASE WHEN variant = '' THEN 'product:' || product ELSE 'variant:' || variant END
    FROM stock_movements`;

/** Marks each record without a marker, due at `now` (ISO); the number marked. */
export function markUnsynced(db: DatabaseSync, now: string): number {
  const {changes} = db
    .prepare(
      `INSERT OR IGNORE INTO cms_sync (kind, key, next_attempt_at, marked_at)
      SELECT kind, key, ?1, ?1 FROM (${EVERY_RECORD})`,
    )
    .run(now);
  return Number(changes);
}
