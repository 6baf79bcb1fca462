// The ratings' moderation status as the table holds it (ratings/status.ts changes and reads it).
// Apart from the rest so the store's schema and migration can use it without importing the store.

/** A rating's moderation state. */
export const RATING_STATUSES = ['pending', 'published', 'rejected'] as const;
/** One of `RATING_STATUSES`. */
export type RatingStatus = (typeof RATING_STATUSES)[number];

/**
 * The status column of the ratings table. New ratings and those of a data folder written before
 * moderation existed are `pending`: nobody has looked at them yet.
 */
export const RATING_STATUS_COLUMN =
  "status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected'))";

/** Whether `value` is a rating status. */
export const isRatingStatus = (value: unknown): value is RatingStatus =>
  typeof value === 'string' && (RATING_STATUSES as readonly string[]).includes(value);
