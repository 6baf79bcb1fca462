// Pure rating helpers (spec §3 Product view state: ratingsCount, averageRating; §7 /ecom/rating).
import {
  formatNumber,
  publishedRatings,
  type Id,
  type Lang,
  type ModeratedRating,
  type RatingInput,
} from '@schaufenster/core';

/** Ratings are whole stars from 1 to this (ecommerce_product_rating.rating). */
export const RATING_MAX = 5;

/** The star values a visitor can choose, lowest first. */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** Count and average of a product's ratings; the average is null without ratings. */
export interface RatingStats {
  /** How many ratings there are. */
  count: number;
  /** Mean of the ratings, unrounded; null when there are none. */
  average: number | null;
}

/**
 * Count and mean of the published ones of `ratings` (e.g. the product's `ratings` list or the
 * live ratings): a pending or rejected rating is never counted nor averaged.
 */
export function ratingStats(ratings: readonly ModeratedRating[]): RatingStats {
  const published = publishedRatings(ratings);
  if (published.length === 0) return {count: 0, average: null};
  const sum = published.reduce((total, {rating}) => total + rating, 0);
  return {count: published.length, average: sum / published.length};
}

/** An average clamped to 0…5 and rounded to the one decimal the summary shows. */
export function roundAverage(average: number): number {
  const clamped = Math.min(RATING_MAX, Math.max(0, average));
  return Math.round(clamped * 10) / 10;
}

/** The average with exactly one decimal in the page language: "4,5" (de), "4.5" (en). */
export function formatAverage(average: number, lang: Lang): string {
  return formatNumber(roundAverage(average), lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/**
 * How much of star `index` (0-based) to fill for `average`, from 0 to 1, using the same rounded
 * value the text shows, so the stars never disagree with the number next to them.
 */
export function starFill(average: number, index: number): number {
  const filled = roundAverage(average) - index;
  return Math.min(1, Math.max(0, Math.round(filled * 10) / 10));
}

/** What the rating form holds before it posts. */
export interface RatingFormValues {
  /** Chosen stars, 1…5. */
  rating: number;
  /** Optional name as typed. */
  name: string;
  /** Optional comment as typed. */
  comment: string;
}

/**
 * The /ecom/rating body without `project` (the order client adds it): trimmed name and comment,
 * each left out when blank, so the service stores "no name" rather than an empty string.
 */
export function ratingPayload(product: Id, values: RatingFormValues): RatingInput {
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > RATING_MAX) {
    throw new RangeError(`rating must be a whole number from 1 to ${RATING_MAX}`);
  }
  const name = values.name.trim();
  const comment = values.comment.trim();
  return {
    product,
    rating: values.rating,
    ...(name ? {name} : {}),
    ...(comment ? {comment} : {}),
  };
}

/** A rating's date in the page language, by its UTC day so every visitor sees the same day. */
export function formatRatingDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(lang, {dateStyle: 'medium', timeZone: 'UTC'});
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

// One formatter per language, made on first use: making one loads ICU's date data.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
