// Marking records for the content system (Service → Directus sync), always inside the caller's
// transaction: a marker exists exactly when the change that makes the record dirty does. Like
// the outbox, the connection carries the settings (`attachCmsSync`), so code that holds only
// `db` marks with `markOrder(db, orderId)`. A connection without them (no `DIRECTUS_URL` and
// `DIRECTUS_SERVICE_TOKEN`) marks nothing, so a service without Directus writes no rows.
import type {DatabaseSync, StatementSync} from 'node:sqlite';
import type {CmsSyncKind} from './schema.ts';

/** What marking needs. */
interface CmsSyncSettings {
  /** Stamps `marked_at` and the first `next_attempt_at`. @default () => new Date() */
  now?: () => Date;
}

interface Attached {
  now: () => Date;
  mark: StatementSync;
  orderOfUuid: StatementSync;
  /** Called soon after a mark (the worker looks at the table); set once the worker runs. */
  wake: (() => void) | null;
  wakeScheduled: boolean;
}

const attached = new WeakMap<DatabaseSync, Attached>();

/**
 * A new marker is due at once. Marking a pending one again counts the change (`version`) and
 * keeps its schedule, so many changes become one push; a done or parked one starts over.
 */
const MARK_SQL = `INSERT INTO cms_sync (kind, key, next_attempt_at, marked_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (kind, key) DO UPDATE SET
    version = version + 1,
    attempts = CASE WHEN state = 'pending' THEN attempts ELSE 0 END,
    next_attempt_at = CASE WHEN state = 'pending' THEN next_attempt_at
      ELSE excluded.next_attempt_at END,
    marked_at = CASE WHEN state = 'pending' THEN marked_at ELSE excluded.marked_at END,
    state = 'pending'`;

/** Lets `db` mark records for the sync; called once, when the sync is configured. */
export function attachCmsSync(db: DatabaseSync, settings: CmsSyncSettings = {}): void {
  attached.set(db, {
    now: settings.now ?? (() => new Date()),
    mark: db.prepare(MARK_SQL),
    orderOfUuid: db.prepare('SELECT order_id FROM orders WHERE order_uuid = ?'),
    wake: null,
    wakeScheduled: false,
  });
}

/** Whether `db` marks records (the sync is configured). */
export function cmsSyncAttached(db: DatabaseSync): boolean {
  return attached.has(db);
}

/**
 * Has `wake` called after marks: on the next turn of the event loop, when the synchronous
 * transaction that marked has committed (or rolled back, which leaves nothing to find).
 */
export function onCmsMarked(db: DatabaseSync, wake: (() => void) | null): void {
  const sync = attached.get(db);
  if (sync) sync.wake = wake;
}

/** Marks `(kind, key)` dirty in the caller's transaction; a no-op without the sync. */
function markCmsDirty(db: DatabaseSync, kind: CmsSyncKind, key: string): void {
  const sync = attached.get(db);
  if (!sync) return;
  const stamp = sync.now().toISOString();
  sync.mark.run(kind, key, stamp, stamp);
  if (sync.wake === null || sync.wakeScheduled) return;
  sync.wakeScheduled = true;
  setImmediate(() => {
    sync.wakeScheduled = false;
    sync.wake?.();
  });
}

/** Marks order `orderId` (its states, payments, tracking or lines changed). */
export function markOrder(db: DatabaseSync, orderId: string): void {
  markCmsDirty(db, 'order', orderId);
}

/** Marks the order with UUID `orderUuid` (a payment record of it changed). */
export function markOrderByUuid(db: DatabaseSync, orderUuid: string): void {
  const sync = attached.get(db);
  if (!sync) return;
  const row = sync.orderOfUuid.get(orderUuid) as {order_id: string | null} | undefined;
  if (row?.order_id) markOrder(db, row.order_id);
}

/** Marks the stock of `product` (a product without variants) or of its `variant`. */
export function markStock(db: DatabaseSync, product: string, variant: string): void {
  markCmsDirty(db, 'stock', stockKey(product, variant));
}

/** The marker key of an item's stock: `variant:<id>`, or `product:<id>` without a variant. */
function stockKey(product: string, variant: string): string {
  return variant === '' ? `product:${product}` : `variant:${variant}`;
}

/** The records the inbox collection holds, by the table they come from. */
export type InboxSource = 'contact' | 'request' | 'newsletter';

/** Marks inbox record `id` of `source` (a message, a product request, a subscriber). */
export function markInbox(db: DatabaseSync, source: InboxSource, id: number): void {
  markCmsDirty(db, 'inbox', `${source}:${id}`);
}

/** Marks the service's rating `id` (created, or its status changed). */
export function markRating(db: DatabaseSync, id: number): void {
  markCmsDirty(db, 'rating', String(id));
}

/**
 * Marks a record the store just wrote, named as the store's outbox refs name it
 * (`contact`, `request`, `rating`).
 */
export function markStoredRecord(db: DatabaseSync, what: string, id: number): void {
  if (what === 'rating') markRating(db, id);
  else if (what === 'contact' || what === 'request') markInbox(db, what, id);
}
