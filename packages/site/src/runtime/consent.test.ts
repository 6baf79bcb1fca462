import {describe, expect, it} from 'vitest';
import {ALL_CONSENT_TOOLS, type ConsentRecord} from '@schaufenster/core';
import {consentStore} from '@schaufenster/ui';
import {initPageConsents, onBannerShown, onEmbedConsented} from './consent.ts';

const YOUTUBE = {
  function_id: 'youtube',
  translations: [{languages_code: 'de', title: 'YouTube', description: 'Videos'}],
} as unknown as ConsentRecord;

describe('page consents from the runtime config', () => {
  it('loads the built-in entries, the configured ones and the strict mode into the store', () => {
    initPageConsents({records: [YOUTUBE], strict: true, tools: ALL_CONSENT_TOOLS});
    const state = consentStore.getState();
    expect(state.entries.map((entry) => entry.function_id)).toEqual([
      'functional',
      'matomo',
      'youtube',
    ]);
    expect(state.strict).toBe(true);
  });

  it('leaves out the entries of tools the build does not have (decision 076)', () => {
    const clock = {...YOUTUBE, function_id: 'rolex_clock'} as ConsentRecord;
    const tools = {analytics: false, clock: false, booking: false};
    initPageConsents({records: [YOUTUBE, clock], strict: false, tools});
    const state = consentStore.getState();
    expect(state.entries.map((entry) => entry.function_id)).toEqual(['functional', 'youtube']);
    consentStore.dispatch({type: 'allowAll'});
    expect(consentStore.getState().stored).toEqual({functional: true, youtube: true});
  });
});

describe('the cookie banner island’s trigger (decision 040)', () => {
  // The island as the build writes it: the banner prerendered hidden, or nothing inside.
  function bannerIsland(prerendered: boolean) {
    const focused: string[] = [];
    const heading = {focus: () => focused.push('heading')};
    const panel = {
      hidden: true,
      ownerDocument: {defaultView: null},
      querySelector: (selector: string) => (selector === '[tabindex="-1"]' ? heading : null),
    };
    const element = {
      querySelector: (selector: string) =>
        prerendered && selector === ':scope > section[hidden]' ? panel : null,
    } as unknown as Element;
    return {element, panel, focused};
  }

  it('shows the prerendered banner on a first visit and starts only when the consent state changes', () => {
    initPageConsents({records: [YOUTUBE], strict: false, tools: ALL_CONSENT_TOOLS});
    consentStore.dispatch({type: 'reset'}); // nothing stored: a first visit
    const {element, panel, focused} = bannerIsland(true);
    let started = 0;
    onBannerShown(element, () => started++);
    expect(panel.hidden).toBe(false);
    expect(focused).toEqual(['heading']);
    expect(started).toBe(0);
    consentStore.dispatch({type: 'give', function_id: 'youtube'}); // an embed's "load content"
    consentStore.dispatch({type: 'toggle', function_id: 'matomo'});
    expect(started).toBe(1);
  });

  it('starts at once on a first visit without a prerendered banner', () => {
    initPageConsents({records: [], strict: false, tools: ALL_CONSENT_TOOLS});
    consentStore.dispatch({type: 'reset'});
    let started = 0;
    onBannerShown(bannerIsland(false).element, () => started++);
    expect(started).toBe(1);
  });

  it('leaves the banner hidden with a stored choice and starts when it is reopened', () => {
    initPageConsents({records: [], strict: false, tools: ALL_CONSENT_TOOLS});
    consentStore.dispatch({type: 'allowAll'});
    const {element, panel} = bannerIsland(true);
    let started = 0;
    const cancel = onBannerShown(element, () => started++);
    expect([panel.hidden, started]).toEqual([true, 0]);
    consentStore.dispatch({type: 'reopen'});
    expect(started).toBe(1);
    cancel();
  });
});

describe('embeds wait for their consent (decision 034)', () => {
  // An island holding a placeholder, as ConsentEmbed prerenders it.
  function holder(provider: string | null): HTMLElement {
    const placeholder = {
      getAttribute: (name: string) => (name === 'data-sf-embed' ? provider : null),
    };
    return {
      querySelector: (selector: string) =>
        selector === '[data-sf-embed]' && provider !== null ? placeholder : null,
    } as unknown as HTMLElement;
  }
  // As a placeholder's "load content" button stores it.
  const giveConsent = (id: string) => consentStore.dispatch({type: 'give', function_id: id});

  it('starts at once when the provider’s consent is stored', () => {
    initPageConsents({records: [YOUTUBE], strict: false, tools: ALL_CONSENT_TOOLS});
    giveConsent('youtube');
    let started = 0;
    onEmbedConsented(holder('youtube'), () => started++);
    expect(started).toBe(1);
  });

  it('starts when the consent is stored later, and never without an embed or its consent', () => {
    initPageConsents({records: [YOUTUBE], strict: false, tools: ALL_CONSENT_TOOLS});
    consentStore.dispatch({type: 'reset'}); // nothing stored: a first visit
    let video = 0;
    let map = 0;
    let none = 0;
    onEmbedConsented(holder('youtube'), () => video++);
    onEmbedConsented(holder('google_maps'), () => map++);
    onEmbedConsented(holder(null), () => none++);
    onEmbedConsented(holder('toString'), () => none++);
    expect([video, map, none]).toEqual([0, 0, 0]);
    giveConsent('youtube');
    expect([video, map, none]).toEqual([1, 0, 0]);
  });
});
