// A visitor's rating as `ecommerce_product_rating` holds it, read from SQLite as it is now. The
// service's row is found again in Directus by `origin_id`, the version-5 UUID of `rating:<row>`
// in the data folder's namespace (`recordIds.ts`), so a retried create never makes a second
// record. New ratings arrive as `pending`; publishing or rejecting is the owner's (in Directus,
// or through the service, whose decision the next push carries).
import type {DatabaseSync} from 'node:sqlite';
import {contentId, nameUuid} from './recordIds.ts';

/** A rating record; `status` is the service's moderation state. */
type RatingRecord = Record<string, unknown> & {origin_id: string; status: string};

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The rating record of the service's rating `key` (its row id), or undefined. */
export function ratingRecord(
  db: DatabaseSync,
  key: string,
  namespace: string,
): RatingRecord | undefined {
  if (!/^\d+$/.test(key)) return undefined;
  const row = db
    .prepare('SELECT product, rating, payload, created_at, status FROM ratings WHERE id = ?')
    .get(Number(key)) as
    | {product: string; rating: number; payload: string; created_at: string; status: string}
    | undefined;
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  return {
    origin_id: nameUuid(namespace, `rating:${key}`),
    product: contentId(row.product),
    rating: Number(row.rating),
    name: textOf(payload['name']),
    comment: textOf(payload['comment']),
    date_created: row.created_at,
    status: row.status,
  };
}
