// Range hashes (decision 038): a range's hash changes with any value in it, its order or the
// list's end falling inside it, and with nothing outside it.
import {describe, expect, it} from 'vitest';
import {RangeHashes} from './rangeHash.ts';

const VALUES = ['1', '2', '3', '4', '5'];

describe('RangeHashes', () => {
  it('changes with a value inside the range only', () => {
    const before = new RangeHashes(VALUES);
    const after = new RangeHashes(['1', '2', '30', '4', '5']);
    expect(after.of(1, 3)).not.toBe(before.of(1, 3));
    expect(after.of(2, 2)).not.toBe(before.of(2, 2));
    expect(after.of(0, 1)).toBe(before.of(0, 1));
    expect(after.of(3, 4)).toBe(before.of(3, 4));
  });

  it('changes when two values in the range swap places', () => {
    const swapped = new RangeHashes(['1', '3', '2', '4', '5']);
    expect(swapped.of(0, 4)).not.toBe(new RangeHashes(VALUES).of(0, 4));
  });

  it('is the same for the same values however it was reached', () => {
    const a = new RangeHashes(VALUES);
    const b = new RangeHashes([...VALUES, '6']);
    expect(b.of(0, 4)).toBe(a.of(0, 4));
    expect(b.of(2, 3)).toBe(a.of(2, 3));
  });

  it('counts records past the end, so a list shrinking into the range changes it', () => {
    const shorter = new RangeHashes(VALUES.slice(0, 4));
    expect(shorter.of(0, 4)).not.toBe(new RangeHashes(VALUES).of(0, 4));
    expect(shorter.of(0, 3)).toBe(new RangeHashes(VALUES).of(0, 3));
    expect(shorter.of(6, 7)).toBe(new RangeHashes([]).of(6, 7));
  });

  it('gives no hash for what is not a range', () => {
    const ranges = new RangeHashes(VALUES);
    expect(ranges.of(Number.NaN, 2)).toBe('none');
    expect(ranges.of(3, 1)).toBe('none');
    expect(ranges.of(-1, 1)).toBe('none');
  });
});
