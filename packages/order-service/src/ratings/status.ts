// The moderation of visitors' ratings: each rating the service stores waits as `pending` until
// the owner publishes or rejects it (in Directus, through the owner API, or with
// `npm run orders -- ratings publish N`). Only published ratings are shown, counted and averaged;
// the site reads a product's published ones from `GET /ecom/ratings` (ratings/publicRatings.ts).
import type {DatabaseSync} from 'node:sqlite';
import {markRating} from '../cms/markers.ts';
import type {OrderStore} from '../store/database.ts';
import type {RatingStatus} from './schema.ts';

/** The prefix of a service rating's public id (`svc-12`), so it never meets a CMS rating's id. */
const SERVICE_RATING_PREFIX = 'svc-';

/** The row id of `given` (`12` or `svc-12`), or null when it names none. */
export function ratingIdOf(given: string): number | null {
  const digits = given.startsWith(SERVICE_RATING_PREFIX)
    ? given.slice(SERVICE_RATING_PREFIX.length)
    : given;
  if (!/^[1-9]\d{0,15}$/.test(digits)) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
}

/** What a status change came to. */
export type StatusChange =
  {ok: true; id: number; from: RatingStatus; to: RatingStatus} | {ok: false; id: number};

/**
 * Sets the status of rating `id` in one transaction (any status may follow any other: a rejected
 * rating can still be published, a published one taken back). Setting the status it has changes
 * nothing and is no error. A change marks the rating for Directus in the same transaction, so
 * the owner's decision made here reaches the back office too. `{ok: false}` for an unknown
 * rating.
 */
export function setRatingStatus(store: OrderStore, id: number, status: RatingStatus): StatusChange {
  return store.transaction((db) => {
    const row = db.prepare('SELECT status FROM ratings WHERE id = ?').get(id) as
      {status: RatingStatus} | undefined;
    if (!row) return {ok: false, id};
    if (row.status !== status) {
      db.prepare('UPDATE ratings SET status = ? WHERE id = ?').run(status, id);
      markRating(db, id);
    }
    return {ok: true, id, from: row.status, to: status};
  });
}

/** A published rating as the site shows it. */
export interface PublishedRating {
  /** `svc-<row id>`. */
  id: string;
  product: string;
  rating: number;
  name: string | null;
  comment: string | null;
  date_created: string;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The newest `limit` published ratings of `product`, newest first. */
export function publishedRatings(
  db: DatabaseSync,
  product: string,
  limit: number,
): PublishedRating[] {
  const rows = db
    .prepare(
      `SELECT id, product, rating, payload, created_at FROM ratings
       WHERE product = ? AND status = 'published' ORDER BY id DESC LIMIT ?`,
    )
    .all(product, limit) as {
    id: number;
    product: string;
    rating: number;
    payload: string;
    created_at: string;
  }[];
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    return {
      id: `${SERVICE_RATING_PREFIX}${Number(row.id)}`,
      product: row.product,
      rating: Number(row.rating),
      name: textOf(payload['name']),
      comment: textOf(payload['comment']),
      date_created: row.created_at,
    };
  });
}
