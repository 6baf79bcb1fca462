// What reached the local order service: its SQLite file, read beside the running service (WAL
// lets a second connection read; decision 010). Read-only, so the service stays the only writer.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {DATABASE_FILE} from '@schaufenster/order-service';
import type {E2eSite} from './sites.ts';

/** One stored order, as far as the fault tests look at it. */
export interface StoredOrderRow {
  /** Order number, e.g. `SF-1001`. */
  order_id: string;
  /** The idempotency key it was placed with. */
  idempotency_key: string;
  /** What the service charges, in cents. */
  total_cents: number;
}

// Runs `read` on a read-only connection to `site`'s database.
function readDatabase<T>(site: E2eSite, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.join(site.dataDir, DATABASE_FILE), {readOnly: true});
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The orders stored for `email` on `site`'s order service, oldest first. */
export function ordersOf(site: E2eSite, email: string): StoredOrderRow[] {
  return readDatabase(site, (db) =>
    db
      .prepare(
        'SELECT order_id, idempotency_key, total_cents FROM orders WHERE customer_email = ? ORDER BY id',
      )
      .all(email)
      .map((row) => ({
        order_id: String(row.order_id),
        idempotency_key: String(row.idempotency_key),
        total_cents: Number(row.total_cents),
      })),
  );
}

/** How many newsletter subscriptions `site`'s service holds for `email` (any letter case). */
export function subscribersOf(site: E2eSite, email: string): number {
  return readDatabase(site, (db) =>
    Number(
      db
        .prepare('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = lower(?)')
        .get(email)?.['n'],
    ),
  );
}
