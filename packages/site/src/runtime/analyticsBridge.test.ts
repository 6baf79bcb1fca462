import {describe, expect, it, vi} from 'vitest';
import {ALL_CONSENT_TOOLS, buildConsents} from '@schaufenster/core';
import {
  INITIAL_CONSENT_STATE,
  consentReducer,
  createStore,
  type StoredChoices,
} from '@schaufenster/ui';
import {
  connectAnalytics,
  createAnalyticsBridge,
  storedMatomoConsent,
  type MatomoCommand,
  type MatomoWindow,
} from './analyticsBridge.ts';

const SCRIPT = 'https://stats.example.de/matomo.js';

function setup(stored: StoredChoices | null = null) {
  const win: MatomoWindow & {_paq?: MatomoCommand[]} = {};
  const loadScript = vi.fn<(url: string) => void>();
  const store = createStore(consentReducer, INITIAL_CONSENT_STATE);
  store.dispatch({
    type: 'load',
    entries: buildConsents([], ALL_CONSENT_TOOLS),
    stored,
    strict: false,
  });
  const bridge = createAnalyticsBridge({win, scriptUrl: SCRIPT, loadScript});
  const stop = connectAnalytics(store, bridge);
  const commands = () => (win._paq ?? []).map((command) => command[0]);
  return {win, loadScript, store, stop, commands};
}

describe('analytics bridge (spec §4: remember or forget consent; §7: tracking requires consent)', () => {
  it('requires consent first and requests no script before the visitor chooses', () => {
    const {loadScript, store, commands} = setup();
    expect(commands()).toEqual(['requireConsent']);
    store.dispatch({type: 'toggle', function_id: 'matomo'});
    store.dispatch({type: 'toggle', function_id: 'matomo'});
    expect(loadScript).not.toHaveBeenCalled();
    expect(commands()).toEqual(['requireConsent']);
  });

  it('remembers consent and requests the script once consent is saved', () => {
    const {loadScript, store, commands} = setup();
    store.dispatch({type: 'allowAll'});
    expect(commands()).toEqual(['requireConsent', 'rememberConsentGiven']);
    expect(loadScript).toHaveBeenCalledExactlyOnceWith(SCRIPT);
  });

  it('forgets consent and never requests the script when matomo is refused', () => {
    const {loadScript, store, commands} = setup();
    // Matomo starts unticked (decision 076): saving the selection as it is refuses it.
    store.dispatch({type: 'allowSelected'});
    expect(commands()).toEqual(['requireConsent', 'forgetConsentGiven']);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('applies a stored consent on start and requests the script only once across changes', () => {
    const {loadScript, store, commands} = setup({functional: true, matomo: true});
    expect(commands()).toEqual(['requireConsent', 'rememberConsentGiven']);
    store.dispatch({type: 'reopen'});
    store.dispatch({type: 'toggle', function_id: 'matomo'});
    store.dispatch({type: 'allowSelected'});
    store.dispatch({type: 'reopen'});
    store.dispatch({type: 'allowAll'});
    expect(commands()).toEqual([
      'requireConsent',
      'rememberConsentGiven',
      'forgetConsentGiven',
      'rememberConsentGiven',
    ]);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('forgets consent when a reset removes the stored consents', () => {
    const {store, commands} = setup({matomo: true});
    store.dispatch({type: 'reset'});
    expect(commands()).toEqual(['requireConsent', 'rememberConsentGiven', 'forgetConsentGiven']);
  });

  it('pushes to the queue Matomo installs after loading, not to the first array', () => {
    const {win, store} = setup();
    const pushed: MatomoCommand[] = [];
    win._paq = {push: (...commands: MatomoCommand[]) => pushed.push(...commands)} as never;
    store.dispatch({type: 'allowAll'});
    expect(pushed).toEqual([['rememberConsentGiven']]);
  });

  it('stops listening after unsubscribe', () => {
    const {loadScript, store, stop} = setup();
    stop();
    store.dispatch({type: 'allowAll'});
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe('storedMatomoConsent', () => {
  it('is null before anything is stored and false when matomo is missing from the stored set', () => {
    expect(storedMatomoConsent(INITIAL_CONSENT_STATE)).toBeNull();
    expect(storedMatomoConsent({...INITIAL_CONSENT_STATE, stored: {functional: true}})).toBe(false);
    expect(storedMatomoConsent({...INITIAL_CONSENT_STATE, stored: {matomo: true}})).toBe(true);
  });
});
