import {useId} from 'react';
import type {Id, ProductRating} from '@schaufenster/core';
import {useLanguage, useMessages} from '@schaufenster/ui';
import {formatRatingDate, ratingStats} from './ratingFormat.ts';
import {RatingStars} from './RatingStars.tsx';
import {RatingSummary} from './RatingSummary.tsx';
import {useRatings} from './useRatings.ts';
import styles from './RatingList.module.css';

/** Props of {@link RatingList}. */
export interface RatingListProps {
  /** The product whose ratings to show. */
  productId: Id;
  /** Level of the "Bewertungen" heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Whether to show the live average and count above the list. @default true */
  showSummary?: boolean;
}

/**
 * A product's ratings, read live in the browser (spec §7 ecommerce_product_rating, ARCHITECTURE
 * "Live shop data"): loading, empty, error and the list, newest first. The loading text sits in a
 * status region and the failure in an alert, so both are announced.
 */
export function RatingList({productId, headingLevel = 2, showSummary = true}: RatingListProps) {
  const t = useMessages();
  const headingId = useId();
  const ratings = useRatings(productId);
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('ratingListHeading')}
      </Heading>
      <p role="status">{ratings.isPending ? t('ratingListLoading') : null}</p>
      {ratings.isError ? (
        <p role="alert" className={styles.alert}>
          {t('ratingListError')}
        </p>
      ) : null}
      {ratings.isSuccess ? (
        <RatingListContent ratings={ratings.data} showSummary={showSummary} />
      ) : null}
    </section>
  );
}

interface RatingListContentProps {
  ratings: ProductRating[];
  showSummary: boolean;
}

function RatingListContent({ratings, showSummary}: RatingListContentProps) {
  const t = useMessages();
  if (ratings.length === 0) return <p className={styles.empty}>{t('ratingsCount', {count: 0})}</p>;
  const stats = ratingStats(ratings);
  return (
    <>
      {showSummary ? <RatingSummary average={stats.average} count={stats.count} /> : null}
      <ul className={styles.list}>
        {ratings.map((rating) => (
          <RatingItem key={rating.id} rating={rating} />
        ))}
      </ul>
    </>
  );
}

function RatingItem({rating}: {rating: ProductRating}) {
  const t = useMessages();
  const {lang} = useLanguage();
  const name = rating.name?.trim();
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        <span role="img" aria-label={t('ratingsAverage', {rating: rating.rating})}>
          <RatingStars value={rating.rating} size="1em" />
        </span>
        <span className={styles.name}>{name ? name : t('ratingListAnonymous')}</span>
        {rating.date_created ? (
          <time className={styles.date} dateTime={rating.date_created}>
            {formatRatingDate(rating.date_created, lang)}
          </time>
        ) : null}
      </p>
      {rating.comment?.trim() ? <p className={styles.comment}>{rating.comment}</p> : null}
    </li>
  );
}
