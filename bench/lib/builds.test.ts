import {describe, expect, it} from 'vitest';
import {parseTimeSplit} from './builds.ts';

describe('the build time split the bench reports', () => {
  it('reads the build line into seconds', () => {
    const output = [
      '9535 pages rendered on 2 worker threads: 41000 ms of rendering',
      'Time split: bundles 9149 ms, content 420 ms, images 35 ms, rendering 21000 ms, writing 3150 ms, total 33800 ms',
      'Built generated into /tmp/x (build abc)',
    ].join('\n');
    expect(parseTimeSplit(output)).toEqual({
      bundles: 9.1,
      content: 0.4,
      images: 0,
      rendering: 21,
      writing: 3.2,
    });
  });

  it('is null when the build printed no complete split', () => {
    expect(parseTimeSplit('Built x')).toBeNull();
    expect(parseTimeSplit('Time split: bundles 12 ms, total 12 ms')).toBeNull();
  });
});
