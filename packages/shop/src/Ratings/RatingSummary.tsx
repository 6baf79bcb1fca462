import {useLanguage, useMessages} from '@schaufenster/ui';
import {formatAverage} from './ratingFormat.ts';
import {RatingStars} from './RatingStars.tsx';
import styles from './RatingSummary.module.css';

/** Props of {@link RatingSummary}. */
export interface RatingSummaryProps {
  /** Mean rating 0…5 (unrounded is fine: one decimal is shown); null without ratings. */
  average: number | null;
  /** How many ratings there are. */
  count: number;
}

/**
 * Average and count of a product's ratings (spec §2 Item page, §3 Product view state:
 * averageRating, ratingsCount). The stars and numbers are one image to assistive technology,
 * named by one sentence from the catalogue ("4,5 von 5 Sternen, 12 Bewertungen"), so a screen
 * reader hears the rating once and in words.
 */
export function RatingSummary({average, count}: RatingSummaryProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  if (average === null || count === 0) {
    return (
      <p className={styles.summary}>
        <RatingStars value={0} />
        <span className={styles.count}>{t('ratingsCount', {count: 0})}</span>
      </p>
    );
  }
  const rating = formatAverage(average, lang);
  return (
    <p className={styles.summary}>
      <span
        className={styles.rating}
        role="img"
        aria-label={t('ratingSummaryLabel', {rating, count})}
      >
        <RatingStars value={average} />
        <span className={styles.average}>{rating}</span>
        <span className={styles.count}>{t('ratingsCount', {count})}</span>
      </span>
    </p>
  );
}
