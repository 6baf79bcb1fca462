import {describe, expect, it} from 'vitest';
import {clockLinkPath, isClockHiddenOn, isClockShown} from './clockVisibility.ts';

const ON = {rolex_clock: true, rolex_api_key: 'k'};
const OFF = {rolex_clock: false, rolex_api_key: 'k'};

describe('isClockShown (spec §2, §3 brand_config.rolex_clock)', () => {
  it('shows the clock only when the site enables it', () => {
    expect(isClockShown(ON, '/')).toBe(true);
    expect(isClockShown(OFF, '/')).toBe(false);
  });

  it('hides it on /uhren/longines, whatever the trailing slash, query, hash or case', () => {
    expect(isClockShown(ON, '/uhren/longines')).toBe(false);
    for (const path of ['/uhren/longines/', '/Uhren/Longines?x=1', '/uhren/longines#top']) {
      expect(isClockHiddenOn(path)).toBe(true);
    }
  });

  it('hides it on the Longines page of the other languages too', () => {
    expect(isClockHiddenOn('/en/watches/longines')).toBe(true);
  });

  it('keeps it on other watch pages', () => {
    expect(isClockHiddenOn('/uhren/rolex')).toBe(false);
    expect(isClockHiddenOn('/uhren')).toBe(false);
    expect(isClockHiddenOn('/uhren/longines-archiv')).toBe(false);
  });
});

describe('clockLinkPath', () => {
  it('links to the Rolex brand page below the watches page (spec §2)', () => {
    expect(clockLinkPath('de')).toBe('/uhren/rolex');
    expect(clockLinkPath('en')).toBe('/en/watches/rolex');
  });
});
