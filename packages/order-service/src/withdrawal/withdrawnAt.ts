// When an order was withdrawn: the time of its first move to `withdrawn` in `order_events`
// (decision 070). The withdrawal answer, a repeated confirmation and the two e-mails all read it
// here, so the customer sees one time everywhere.
import type {DatabaseSync} from 'node:sqlite';

/** The time (ISO) order `orderId` was first moved to `withdrawn`, or undefined. */
export function withdrawnAt(db: DatabaseSync, orderId: string): string | undefined {
  const row = db
    .prepare(
      `SELECT created_at FROM order_events WHERE order_id = ? AND fulfilment_to = 'withdrawn'
       AND (fulfilment_from IS NULL OR fulfilment_from <> 'withdrawn') ORDER BY id LIMIT 1`,
    )
    .get(orderId) as {created_at: string} | undefined;
  return row?.created_at;
}

/**
 * What the messages of order event `event` add for a withdrawal: the time it was declared, read
 * from the event the same transaction just wrote (an empty object for any other event).
 */
export function withdrawalDetails(db: DatabaseSync, event: string, orderId: string): {at?: string} {
  if (event !== 'withdrawn') return {};
  const at = withdrawnAt(db, orderId);
  return at === undefined ? {} : {at};
}
