import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  ALL_CONSENT_TOOLS,
  buildConsents,
  createSafeStorage,
  type ConsentRecord,
} from '@schaufenster/core';
import {
  allowAllConsents,
  allowSelectedConsents,
  consentStore,
  giveConsent,
  initConsents,
  reopenCookieBanner,
  resetConsents,
  revokeConsent,
  toggleConsent,
} from './consentStore.ts';

const youtube: ConsentRecord = {
  function_id: 'youtube',
  display_name: 'YouTube',
  description: '',
  link: null,
  anchor: null,
  default_on: false,
  translations: [],
};
const entries = buildConsents([youtube], ALL_CONSENT_TOOLS);

/** A minimal in-memory Web Storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

let area: Storage;
const init = (initial: Record<string, string> = {}, strict = false) => {
  area = memoryStorage(initial);
  initConsents(entries, {storage: createSafeStorage(() => area), strict});
};
const saved = () => JSON.parse(area.getItem('int-consents') ?? 'null') as unknown;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('consent store persistence (spec §4 Cookie banner, §9 int-consents)', () => {
  it('writes nothing on load and shows the banner when nothing is stored', () => {
    init();
    expect(area.getItem('int-consents')).toBeNull();
    expect(consentStore.getState().banner).toBe('firstVisit');
  });

  it('saves exactly the selected set under int-consents with a timestamp', () => {
    init();
    toggleConsent('youtube');
    toggleConsent('matomo');
    allowSelectedConsents();
    expect(saved()).toEqual({
      consents: {functional: true, matomo: true, youtube: true},
      timestamp: expect.any(Number),
    });
    expect(consentStore.getState().banner).toBe('hidden');
  });

  it('a two-click embed stores its one consent the way the banner stores a choice', () => {
    init({'int-consents': JSON.stringify({consents: {functional: true, matomo: true}})});
    giveConsent('youtube');
    expect(saved()).toEqual({
      consents: {functional: true, matomo: true, youtube: true},
      timestamp: expect.any(Number),
    });
    revokeConsent('youtube');
    expect(saved()).toMatchObject({consents: {youtube: false}});
  });

  it('reads a stored choice back and keeps the banner hidden', () => {
    init({'int-consents': JSON.stringify({consents: {matomo: false, youtube: true}})});
    const state = consentStore.getState();
    expect(state.banner).toBe('hidden');
    expect(state.stored).toEqual({matomo: false, youtube: true});
  });

  it('accepts the earlier consent-list format', () => {
    init({'int-consents': JSON.stringify([{function_id: 'matomo', consentGiven: false}])});
    expect(consentStore.getState().stored).toEqual({matomo: false});
    expect(consentStore.getState().banner).toBe('hidden');
  });

  it('drops a corrupt entry with a warning and shows the banner', () => {
    init({'int-consents': '{not json'});
    expect(consentStore.getState().banner).toBe('firstVisit');
    expect(area.getItem('int-consents')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('int-consents'));
  });

  it('drops a well-formed entry of the wrong shape', () => {
    init({'int-consents': JSON.stringify({consents: {matomo: 'yes'}})});
    expect(consentStore.getState().stored).toBeNull();
    expect(area.getItem('int-consents')).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('reset removes the stored consents', () => {
    init();
    allowAllConsents();
    expect(saved()).toMatchObject({consents: {youtube: true}});
    resetConsents();
    expect(area.getItem('int-consents')).toBeNull();
    expect(consentStore.getState().banner).toBe('firstVisit');
  });

  it('revoke stores the consent as refused; reopen writes nothing', () => {
    init();
    allowAllConsents();
    revokeConsent('youtube');
    expect(saved()).toMatchObject({consents: {functional: true, matomo: true, youtube: false}});
    area.removeItem('int-consents');
    reopenCookieBanner();
    expect(area.getItem('int-consents')).toBeNull();
    expect(consentStore.getState().banner).toBe('reopened');
  });
});
