import {describe, expect, it} from 'vitest';
import {PhaseClock, phaseReport} from './report.ts';

describe('time split of a build', () => {
  it('adds up the wall time of each phase, also when the work throws', async () => {
    const clock = new PhaseClock();
    await clock.time('images', () => new Promise((resolve) => setTimeout(resolve, 20)));
    await clock.time('images', () => new Promise((resolve) => setTimeout(resolve, 20)));
    await expect(
      clock.time('writing', () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    expect(clock.phases.images).toBeGreaterThanOrEqual(38);
    expect(clock.phases).toMatchObject({bundles: 0, content: 0, rendering: 0});
    expect(Number.isInteger(clock.phases.writing)).toBe(true);
  });

  it('prints one line with every phase in order', () => {
    expect(
      phaseReport(
        {bundles: 9100, content: 420, images: 35, rendering: 12_000, writing: 3100},
        24_800.4,
      ),
    ).toBe(
      'Time split: bundles 9100 ms, content 420 ms, images 35 ms, rendering 12000 ms, writing 3100 ms, total 24800 ms',
    );
  });
});
