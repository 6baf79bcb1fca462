import {describe, expect, it} from 'vitest';
import {
  ALL_CONSENT_TOOLS,
  buildConsents,
  consentTools,
  defaultConsents,
  leftOutConsents,
  type ConsentRecord,
  type ConsentTools,
} from './consent.ts';

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
  it('has functional always given and locked, then matomo off by default and not locked', () => {
    // Decision 076: a pre-ticked box is no consent (Planet49, BGH I ZR 7/16).
    const [functional, matomo, ...rest] = defaultConsents();
    expect(rest).toEqual([]);
    expect(functional).toMatchObject({function_id: 'functional', consentGiven: true, locked: true});
    expect(matomo).toMatchObject({
      function_id: 'matomo',
      default_on: false,
      consentGiven: false,
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
    first[1]!.consentGiven = true;
    expect(defaultConsents()[1]?.consentGiven).toBe(false);
  });
});

describe('buildConsents', () => {
  it('adds CMS entries after the defaults as not given and not locked, even when default_on', () => {
    const consents = buildConsents([youtube], ALL_CONSENT_TOOLS);
    expect(consents.map((c) => c.function_id)).toEqual(['functional', 'matomo', 'youtube']);
    expect(consents[2]).toMatchObject({consentGiven: false, locked: false, default_on: true});
  });

  it('never lets a CMS entry replace a built-in one', () => {
    const consents = buildConsents([{...youtube, function_id: 'functional'}], ALL_CONSENT_TOOLS);
    expect(consents.map((c) => c.function_id)).toEqual(['functional', 'matomo']);
    expect(consents[0]?.locked).toBe(true);
  });
});

describe('consents only for configured tools (decision 076)', () => {
  const clock: ConsentRecord = {...youtube, function_id: 'rolex_clock', display_name: 'Rolex Uhr'};
  const booking: ConsentRecord = {
    ...youtube,
    function_id: 'calendar_booking',
    display_name: 'Online-Terminbuchung',
  };
  const none: ConsentTools = {analytics: false, clock: false, booking: false};
  const ids = (tools: ConsentTools) =>
    buildConsents([youtube, clock, booking], tools).map((c) => c.function_id);

  it('leaves out matomo without analytics, the clock without it, booking without the feature', () => {
    expect(ids(none)).toEqual(['functional', 'youtube']);
    expect(ids({...none, analytics: true})).toEqual(['functional', 'matomo', 'youtube']);
    expect(ids({...none, clock: true})).toEqual(['functional', 'youtube', 'rolex_clock']);
    expect(ids({...none, booking: true})).toEqual(['functional', 'youtube', 'calendar_booking']);
    expect(ids(ALL_CONSENT_TOOLS)).toEqual([
      'functional',
      'matomo',
      'youtube',
      'rolex_clock',
      'calendar_booking',
    ]);
  });

  it('names what it leaves out, in banner order, with the missing tool', () => {
    expect(leftOutConsents([youtube, clock, booking], {...none, booking: true})).toEqual([
      {function_id: 'matomo', display_name: 'Matomo', tool: 'analytics'},
      {function_id: 'rolex_clock', display_name: 'Rolex Uhr', tool: 'clock'},
    ]);
    expect(leftOutConsents([youtube, clock], ALL_CONSENT_TOOLS)).toEqual([]);
  });

  it('has the clock only with both the site flag and a clock script', () => {
    const site = (rolex_clock: boolean, calendar_booking: boolean) => ({
      siteConfig: {brand_config: {rolex_clock, rolex_api_key: 'k'}},
      project: {features: {calendar_booking, newsletter: false}},
    });
    expect(consentTools(site(true, false), {analytics: false, clockScript: true})).toEqual({
      analytics: false,
      clock: true,
      booking: false,
    });
    expect(consentTools(site(true, true), {analytics: true, clockScript: false})).toEqual({
      analytics: true,
      clock: false,
      booking: true,
    });
    expect(consentTools(site(false, false), {analytics: false, clockScript: true}).clock).toBe(
      false,
    );
  });
});
