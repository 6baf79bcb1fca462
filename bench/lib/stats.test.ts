import {describe, expect, it} from 'vitest';
import {median} from './stats.ts';

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
