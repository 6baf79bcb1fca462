import {describe, expect, it} from 'vitest';
import {prefetchAllowed} from './prefetch.ts';

describe('prefetch (spec §2 Page shell: skipped on 2g or data-saver connections)', () => {
  it('runs without connection information and on fast connections', () => {
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({connection: {effectiveType: '4g', saveData: false}})).toBe(true);
    expect(prefetchAllowed({connection: {effectiveType: '3g'}})).toBe(true);
  });

  it('is skipped on 2g, slow-2g and data saver', () => {
    expect(prefetchAllowed({connection: {effectiveType: '2g'}})).toBe(false);
    expect(prefetchAllowed({connection: {effectiveType: 'slow-2g'}})).toBe(false);
    expect(prefetchAllowed({connection: {effectiveType: '4g', saveData: true}})).toBe(false);
  });
});
