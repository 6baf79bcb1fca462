import {describe, expect, it} from 'vitest';
import {matomoOptOutSrc} from './matomoOptOut.ts';

describe('matomoOptOutSrc (spec §2 consentmanager: opt-out frame in language de)', () => {
  it('adds language=de to an opt-out URL', () => {
    expect(
      matomoOptOutSrc('https://stats.example.de/index.php?module=CoreAdminHome&action=optOut'),
    ).toBe('https://stats.example.de/index.php?module=CoreAdminHome&action=optOut&language=de');
  });

  it('keeps a language the URL already names', () => {
    const url = 'https://stats.example.de/index.php?module=CoreAdminHome&language=en';
    expect(matomoOptOutSrc(url)).toBe(url);
  });

  it('leaves non-http sources alone', () => {
    expect(matomoOptOutSrc('about:blank')).toBe('about:blank');
    expect(matomoOptOutSrc('data:text/html,<p>x</p>')).toBe('data:text/html,<p>x</p>');
    expect(matomoOptOutSrc('not a url')).toBe('not a url');
  });
});
