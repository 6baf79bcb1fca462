import {describe, expect, it} from 'vitest';
import {median, percentile} from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, unsorted input', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([5])).toBe(5);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input and refuses an empty list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow();
  });
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({length: 100}, (_, index) => 100 - index);

  it('gives the value with p % of the list at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0.5)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
  });

  it('does not reorder its input and refuses an empty list or a p outside (0, 100]', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile(values, 0)).toThrow(RangeError);
    expect(() => percentile(values, 101)).toThrow(RangeError);
  });
});
