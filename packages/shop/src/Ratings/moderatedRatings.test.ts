// Ratings are moderated: whatever list reaches the shop's count and average helpers, a pending or
// rejected rating counts in nothing. fast-check over random rating lists with every status.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {RATING_STATUSES, type ModeratedRating} from '@schaufenster/core';
import {averageRating as cardAverage} from '../ProductCard/productCardModel.ts';
import {averageRating as viewAverage} from '../productView/productViewReducer.ts';
import {ratingStats} from './ratingFormat.ts';

const ratings = fc.array(
  fc.record(
    {
      rating: fc.integer({min: 1, max: 5}),
      status: fc.constantFrom(...RATING_STATUSES),
    },
    {requiredKeys: ['rating']},
  ),
  {maxLength: 40},
);

const published = (list: readonly ModeratedRating[]) =>
  list.filter((entry) => entry.status === undefined || entry.status === 'published');

const round = (value: number) => Math.round(value * 10) / 10;

describe('count and average of moderated ratings', () => {
  it('equal those of the published ratings alone', () => {
    fc.assert(
      fc.property(ratings, (list) => {
        const shown = published(list);
        const stars = shown.map(({rating}) => rating);
        const mean = stars.length === 0 ? null : stars.reduce((a, b) => a + b, 0) / stars.length;
        expect(ratingStats(list)).toEqual({count: stars.length, average: mean});
        expect(ratingStats(list)).toEqual(ratingStats(shown));
        expect(cardAverage(list)).toBe(mean === null ? null : round(mean));
        expect(viewAverage(list)).toBe(mean === null ? null : round(mean));
      }),
    );
  });

  it('count nothing when every rating waits or was rejected', () => {
    const stats = ratingStats([
      {rating: 1, status: 'pending'},
      {rating: 2, status: 'rejected'},
    ]);
    expect(stats).toEqual({count: 0, average: null});
  });
});
