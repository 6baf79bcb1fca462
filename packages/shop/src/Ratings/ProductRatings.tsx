import type {Id} from '@schaufenster/core';
import {RatingForm} from './RatingForm.tsx';
import {RatingList} from './RatingList.tsx';
import styles from './ProductRatings.module.css';

/** Props of {@link ProductRatings}. */
export interface ProductRatingsProps {
  /** The product whose ratings to show and collect. */
  productId: Id;
  /** The shop settings' `allow_ratings`: whether the rating form shows. */
  allowRatings: boolean;
  /** Level of the "Bewertungen" heading; the form's heading is one below. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The item page's ratings block (spec §2 Item page): live average, count and list, then the
 * rating form when the shop allows ratings. Made for ItemPage's `ratings` slot.
 */
export function ProductRatings({productId, allowRatings, headingLevel = 2}: ProductRatingsProps) {
  return (
    <div className={styles.ratings}>
      <RatingList productId={productId} headingLevel={headingLevel} />
      <RatingForm
        productId={productId}
        allowRatings={allowRatings}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    </div>
  );
}
