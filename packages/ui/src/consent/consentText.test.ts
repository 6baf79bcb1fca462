import {describe, expect, it} from 'vitest';
import {
  ALL_CONSENT_TOOLS,
  buildConsents,
  resolveLink,
  type ConsentRecord,
} from '@schaufenster/core';
import {consentPrivacyTarget, consentText} from './consentText.ts';

const maps: ConsentRecord = {
  function_id: 'google_maps',
  display_name: 'Google Maps',
  description: 'Karte',
  link: 'https://policies.google.com/privacy',
  anchor: null,
  default_on: false,
  translations: [{language: 'en', display_name: 'Google Maps (en)', description: 'Map'}],
};
const [functional, matomo, cms] = buildConsents([maps], ALL_CONSENT_TOOLS);
const context = {lang: 'en', host: 'www.example.de'} as const;

describe('consentText', () => {
  it('uses the translation for the language and the base fields otherwise', () => {
    expect(consentText(cms!, 'en')).toEqual({name: 'Google Maps (en)', description: 'Map'});
    expect(consentText(cms!, 'fr')).toEqual({name: 'Google Maps', description: 'Karte'});
    expect(consentText(functional!, 'de').name).toBe('Funktional');
    expect(consentText(functional!, 'en').name).toBe('Functional');
  });
});

describe('consentPrivacyTarget (spec §2: privacy anchors used by consent entries)', () => {
  it('points built-in entries at the privacy page anchors', () => {
    expect(resolveLink(consentPrivacyTarget(functional!), context)).toMatchObject({
      path: '/en/privacy#cookies',
    });
    expect(resolveLink(consentPrivacyTarget(matomo!), {...context, lang: 'de'})).toMatchObject({
      path: '/datenschutz#matomo-ehemals-piwik',
    });
  });

  it("uses a CMS entry's own policy link", () => {
    expect(consentPrivacyTarget(cms!)).toBe('https://policies.google.com/privacy');
  });
});
