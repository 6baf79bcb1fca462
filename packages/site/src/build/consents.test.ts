import {describe, expect, it} from 'vitest';
import type {ConsentRecord} from '@schaufenster/core';
import {buildConsentTools, consentNotes} from './consents.ts';

const record = (function_id: string, display_name: string): ConsentRecord => ({
  function_id,
  display_name,
  description: '',
  link: null,
  anchor: null,
  default_on: false,
  translations: [],
});

// The jeweller's entries and a booking one; the clock on in site config, booking off.
const SITE = {
  siteConfig: {brand_config: {rolex_clock: true, rolex_api_key: 'k'}},
  project: {features: {calendar_booking: false, newsletter: false}},
  consents: [
    record('youtube', 'YouTube'),
    record('rolex_clock', 'Rolex Uhr'),
    record('calendar_booking', 'Online-Terminbuchung'),
  ],
} as unknown as Parameters<typeof consentNotes>[0];

const NOTHING = {matomoUrl: null, matomoSiteId: null, matomoOptOutUrl: null, clockScriptUrl: null};
const MATOMO = {matomoUrl: 'https://stats.example.de/', matomoSiteId: '7'};

describe('consent only for configured tools (decision 076)', () => {
  it('has Matomo only with its URL and site id, the clock only with its script', () => {
    expect(buildConsentTools(SITE, NOTHING)).toEqual({
      analytics: false,
      clock: false,
      booking: false,
    });
    expect(
      buildConsentTools(SITE, {...NOTHING, ...MATOMO, clockScriptUrl: 'https://c.example/c.js'}),
    ).toEqual({analytics: true, clock: true, booking: false});
  });

  it('prints one line naming what it left out and why', () => {
    expect(consentNotes(SITE, NOTHING)).toEqual([
      'Consent: left out Matomo (no MATOMO_URL and MATOMO_SITE_ID), Rolex Uhr (no CLOCK_SCRIPT_URL), ' +
        'Online-Terminbuchung (project feature calendar_booking is off)',
    ]);
    const clockOff = {
      ...SITE,
      siteConfig: {brand_config: {rolex_clock: false, rolex_api_key: null}},
    } as typeof SITE;
    expect(
      consentNotes(clockOff, {
        ...NOTHING,
        ...MATOMO,
        matomoOptOutUrl: 'https://stats.example.de/o',
      }),
    ).toEqual([
      'Consent: left out Rolex Uhr (site config brand_config.rolex_clock is off), ' +
        'Online-Terminbuchung (project feature calendar_booking is off)',
    ]);
  });

  it('prints nothing when every entry is for a tool the build has', () => {
    const site = {...SITE, consents: [record('youtube', 'YouTube')]} as typeof SITE;
    const settings = {
      ...MATOMO,
      matomoOptOutUrl: 'https://stats.example.de/o',
      clockScriptUrl: null,
    };
    expect(consentNotes(site, settings)).toEqual([]);
  });

  it('says when Matomo has no opt-out frame', () => {
    const site = {...SITE, consents: []} as typeof SITE;
    const [note, ...rest] = consentNotes(site, {
      ...MATOMO,
      matomoOptOutUrl: null,
      clockScriptUrl: null,
    });
    expect(rest).toEqual([]);
    expect(note).toMatch(/^Consent: no MATOMO_OPT_OUT_URL/);
  });
});
