import {describe, expect, it} from 'vitest';
import type {ConsentRecord} from '@schaufenster/core';
import {consentStore} from '@schaufenster/ui';
import {initPageConsents, onBannerShown} from './consent.ts';

const YOUTUBE = {
  function_id: 'youtube',
  translations: [{languages_code: 'de', title: 'YouTube', description: 'Videos'}],
} as unknown as ConsentRecord;

describe('page consents from the runtime config', () => {
  it('loads the built-in entries, the configured ones and the strict mode into the store', () => {
    initPageConsents({records: [YOUTUBE], strict: true});
    const state = consentStore.getState();
    expect(state.entries.map((entry) => entry.function_id)).toEqual([
      'functional',
      'matomo',
      'youtube',
    ]);
    expect(state.strict).toBe(true);
  });

  it('shows the banner when nothing is stored, so its island hydrates', () => {
    initPageConsents({records: [], strict: false});
    let shown = 0;
    onBannerShown(() => shown++)();
    expect(shown).toBe(1);
  });
});
