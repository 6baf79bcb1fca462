import {describe, expect, it} from 'vitest';
import {buildConsents, defaultConsents, type ConsentRecord} from './consent.ts';

const youtube: ConsentRecord = {
  function_id: 'youtube',
  display_name: 'YouTube',
  description: 'Eingebettete Videos',
  link: 'https://policies.google.com/privacy',
  anchor: null,
  default_on: true,
  translations: [],
};

describe('defaultConsents (spec §3 Consent)', () => {
  it('has functional always given and locked, then matomo on by default and not locked', () => {
    const [functional, matomo, ...rest] = defaultConsents();
    expect(rest).toEqual([]);
    expect(functional).toMatchObject({function_id: 'functional', consentGiven: true, locked: true});
    expect(matomo).toMatchObject({
      function_id: 'matomo',
      default_on: true,
      consentGiven: true,
      locked: false,
    });
  });

  it('points the defaults at the privacy anchors of spec §2', () => {
    expect(defaultConsents().map((c) => c.anchor)).toEqual(['cookies', 'matomo-ehemals-piwik']);
  });

  it('names the defaults in de, en and fr', () => {
    for (const consent of defaultConsents()) {
      expect(consent.translations.map((t) => t.language)).toEqual(['en', 'fr']);
    }
  });

  it('returns fresh objects each call', () => {
    const first = defaultConsents();
    first[1]!.consentGiven = false;
    expect(defaultConsents()[1]?.consentGiven).toBe(true);
  });
});

describe('buildConsents', () => {
  it('adds CMS entries after the defaults as not given and not locked, even when default_on', () => {
    const consents = buildConsents([youtube]);
    expect(consents.map((c) => c.function_id)).toEqual(['functional', 'matomo', 'youtube']);
    expect(consents[2]).toMatchObject({consentGiven: false, locked: false, default_on: true});
  });

  it('never lets a CMS entry replace a built-in one', () => {
    const consents = buildConsents([{...youtube, function_id: 'functional'}]);
    expect(consents.map((c) => c.function_id)).toEqual(['functional', 'matomo']);
    expect(consents[0]?.locked).toBe(true);
  });
});
