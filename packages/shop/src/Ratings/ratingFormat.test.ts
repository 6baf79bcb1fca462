import {describe, expect, it} from 'vitest';
import {
  formatAverage,
  formatRatingDate,
  RATING_VALUES,
  ratingPayload,
  ratingStats,
  roundAverage,
  starFill,
} from './ratingFormat.ts';

describe('ratingStats', () => {
  it('has no average without ratings', () => {
    expect(ratingStats([])).toEqual({count: 0, average: null});
  });

  it('counts and averages the ratings (fixture product 101: 5, 5, 4)', () => {
    const stats = ratingStats([{rating: 5}, {rating: 5}, {rating: 4}]);
    expect(stats.count).toBe(3);
    expect(stats.average).toBeCloseTo(14 / 3, 10);
  });
});

describe('formatAverage', () => {
  it('shows one decimal with the German comma', () => {
    expect(formatAverage(4.5, 'de')).toBe('4,5');
    expect(formatAverage(14 / 3, 'de')).toBe('4,7');
  });

  it('keeps the decimal on whole numbers', () => {
    expect(formatAverage(5, 'de')).toBe('5,0');
    expect(formatAverage(3, 'en')).toBe('3.0');
  });

  it('uses the page language', () => {
    expect(formatAverage(4.25, 'en')).toBe('4.3');
    expect(formatAverage(4.25, 'fr')).toBe('4,3');
  });

  it('never shows more than five stars or fewer than none', () => {
    expect(formatAverage(7, 'de')).toBe('5,0');
    expect(formatAverage(-1, 'en')).toBe('0.0');
  });
});

describe('roundAverage and starFill', () => {
  it('rounds to one decimal', () => {
    expect(roundAverage(4.449)).toBe(4.4);
    expect(roundAverage(4.45)).toBe(4.5);
  });

  it('fills whole stars, then the fraction, then nothing (4.5)', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.5, index))).toEqual([1, 1, 1, 1, 0.5]);
  });

  it('follows the rounded number shown beside the stars (4.66 shows 4,7)', () => {
    expect(starFill(4.66, 4)).toBe(0.7);
    expect(starFill(0, 0)).toBe(0);
  });
});

describe('ratingPayload', () => {
  it('offers exactly 1 to 5 stars', () => {
    expect(RATING_VALUES).toEqual([1, 2, 3, 4, 5]);
  });

  it('builds {product, rating, name, comment} with trimmed texts', () => {
    expect(ratingPayload(101, {rating: 4, name: '  Anna M. ', comment: ' Schön. \n'})).toEqual({
      product: 101,
      rating: 4,
      name: 'Anna M.',
      comment: 'Schön.',
    });
  });

  it('leaves blank name and comment out', () => {
    expect(ratingPayload('abc', {rating: 1, name: '   ', comment: ''})).toEqual({
      product: 'abc',
      rating: 1,
    });
  });

  it('refuses a rating outside 1…5 or a fraction', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) {
      expect(() => ratingPayload(1, {rating, name: '', comment: ''})).toThrow(RangeError);
    }
  });
});

describe('formatRatingDate', () => {
  it('shows the UTC day in the page language', () => {
    expect(formatRatingDate('2026-01-02T12:00:00.000Z', 'de')).toBe('02.01.2026');
    expect(formatRatingDate('2026-01-02T23:30:00.000Z', 'en')).toBe('Jan 2, 2026');
  });
});
