import type {CSSProperties} from 'react';
import {RATING_MAX, starFill} from './ratingFormat.ts';
import styles from './RatingStars.module.css';

// A five-pointed star on the Icon grid (24 × 24), drawn for this kit.
const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** Props of {@link RatingStars}. */
export interface RatingStarsProps {
  /** Stars to fill, 0…5; fractions fill part of a star (rounded to one decimal). */
  value: number;
  /** Edge length of one star in CSS units. @default '1.25em' */
  size?: string;
  /** How many stars to draw (1 for one option of the rating form). @default 5 */
  max?: number;
}

/**
 * `max` stars (five by default) filled up to `value`. Decorative like `Icon`: hidden from assistive technology, so
 * the caller gives the rating as text from the message catalogues.
 */
export function RatingStars({value, size = '1.25em', max = RATING_MAX}: RatingStarsProps) {
  return (
    <span
      className={styles.stars}
      aria-hidden="true"
      style={{'--sf-star-size': size} as CSSProperties}
    >
      {Array.from({length: max}, (_, index) => {
        const fill = starFill(value, index);
        return (
          <span key={index} className={styles.star}>
            <svg className={styles.outline} viewBox="0 0 24 24" focusable="false">
              <path d={STAR_PATH} />
            </svg>
            {fill > 0 ? (
              // Clipped by its box's inline size, so a half star fills from the reading start.
              <span className={styles.fillBox} style={{inlineSize: `${fill * 100}%`}}>
                <svg className={styles.filled} viewBox="0 0 24 24" focusable="false">
                  <path d={STAR_PATH} />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
