export {ProductRatings} from './ProductRatings.tsx';
export {RatingForm} from './RatingForm.tsx';
export {RatingList} from './RatingList.tsx';
export {RatingStars} from './RatingStars.tsx';
export {RatingSummary} from './RatingSummary.tsx';
export {
  formatAverage,
  formatRatingDate,
  RATING_MAX,
  RATING_VALUES,
  ratingPayload,
  ratingStats,
  roundAverage,
  starFill,
} from './ratingFormat.ts';
export {ratingsQueryKey, useRatings} from './useRatings.ts';
export type {ProductRatingsProps} from './ProductRatings.tsx';
export type {RatingFormProps} from './RatingForm.tsx';
export type {RatingListProps} from './RatingList.tsx';
export type {RatingStarsProps} from './RatingStars.tsx';
export type {RatingSummaryProps} from './RatingSummary.tsx';
export type {RatingFormValues, RatingStats} from './ratingFormat.ts';
