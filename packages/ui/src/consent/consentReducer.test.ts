import {describe, expect, it} from 'vitest';
import {ALL_CONSENT_TOOLS, buildConsents, type ConsentRecord} from '@schaufenster/core';
import {
  BANNER_TRANSITIONS,
  INITIAL_CONSENT_STATE,
  consentReducer,
  isStoredGiven,
  storedExternalConsents,
  type ConsentAction,
  type ConsentState,
  type StoredChoices,
} from './consentReducer.ts';

const youtube: ConsentRecord = {
  function_id: 'youtube',
  display_name: 'YouTube',
  description: 'Videos',
  link: 'https://policies.google.com/privacy',
  anchor: null,
  default_on: true,
  translations: [],
};
const maps: ConsentRecord = {...youtube, function_id: 'google_maps', display_name: 'Google Maps'};
const entries = buildConsents([youtube, maps], ALL_CONSENT_TOOLS);

function run(...actions: ConsentAction[]): ConsentState {
  return actions.reduce(consentReducer, INITIAL_CONSENT_STATE);
}
const load = (stored: StoredChoices | null, strict = false, list = entries): ConsentAction => ({
  type: 'load',
  entries: list,
  stored,
  strict,
});
const given = (state: ConsentState) =>
  Object.fromEntries(state.entries.map((entry) => [entry.function_id, entry.consentGiven]));

describe('consentReducer load (spec §3 Consent, §4 Cookie banner)', () => {
  it('shows the banner on a first visit with functional on, matomo and CMS entries off', () => {
    // Decision 076: Matomo starts unticked (Planet49, BGH I ZR 7/16: active opt-in).
    const state = run(load(null));
    expect(state.banner).toBe('firstVisit');
    expect(state.stored).toBeNull();
    expect(given(state)).toEqual({
      functional: true,
      matomo: false,
      youtube: false,
      google_maps: false,
    });
  });

  it('keeps the banner hidden and restores the stored choice when consents are stored', () => {
    const state = run(load({functional: true, matomo: false, youtube: true}));
    expect(state.banner).toBe('hidden');
    expect(given(state)).toEqual({
      functional: true,
      matomo: false,
      youtube: true,
      google_maps: false,
    });
  });

  it('never lets a stored false switch a locked entry off', () => {
    expect(given(run(load({functional: false})))).toMatchObject({functional: true});
  });

  it('starts everything but functional switched off in strict mode too', () => {
    const state = run(load(null, true));
    expect(state.strict).toBe(true);
    expect(given(state)).toEqual({
      functional: true,
      matomo: false,
      youtube: false,
      google_maps: false,
    });
  });

  it('starts over on a new load, discarding unsaved switches and a reopened banner', () => {
    const state = run(
      load({matomo: true}),
      {type: 'reopen'},
      {type: 'toggle', function_id: 'youtube'},
      load({matomo: true}),
    );
    expect(state.banner).toBe('hidden');
    expect(given(state)).toMatchObject({youtube: false});
  });
});

describe('toggle', () => {
  it('flips an unlocked entry without saving', () => {
    const state = run(load(null), {type: 'toggle', function_id: 'youtube'});
    expect(given(state)).toMatchObject({youtube: true});
    expect(state.stored).toBeNull();
    expect(state.banner).toBe('firstVisit');
  });

  it('ignores locked entries (spec §6: locked consents cannot be switched off)', () => {
    const before = run(load(null));
    const after = consentReducer(before, {type: 'toggle', function_id: 'functional'});
    expect(after).toBe(before);
    expect(given(after)).toMatchObject({functional: true});
  });

  it('ignores unknown ids', () => {
    const before = run(load(null));
    expect(consentReducer(before, {type: 'toggle', function_id: 'nope'})).toBe(before);
  });
});

describe('saving', () => {
  it('allowSelected stores exactly the chosen set and hides the banner', () => {
    const state = run(
      load(null),
      {type: 'toggle', function_id: 'matomo'},
      {type: 'toggle', function_id: 'google_maps'},
      {type: 'allowSelected'},
    );
    expect(state.stored).toEqual({
      functional: true,
      matomo: true,
      youtube: false,
      google_maps: true,
    });
    expect(state.banner).toBe('hidden');
  });

  it('allowAll sets every consent true, stores and hides', () => {
    const state = run(load(null), {type: 'allowAll'});
    expect(state.stored).toEqual({
      functional: true,
      matomo: true,
      youtube: true,
      google_maps: true,
    });
    expect(given(state)).toEqual(state.stored);
    expect(state.banner).toBe('hidden');
  });

  it('onlyNecessary stores only the locked entries as given', () => {
    const state = run(
      load(null, true),
      {type: 'toggle', function_id: 'youtube'},
      {type: 'onlyNecessary'},
    );
    expect(state.stored).toEqual({
      functional: true,
      matomo: false,
      youtube: false,
      google_maps: false,
    });
    expect(state.banner).toBe('hidden');
  });
});

describe('reopen and reset', () => {
  it('reopen shows the banner with the stored choice', () => {
    const state = run(load({functional: true, matomo: false}), {type: 'reopen'});
    expect(state.banner).toBe('reopened');
    expect(given(state)).toMatchObject({matomo: false});
  });

  it('saving a reopened banner hides it again', () => {
    const state = run(load({matomo: false}), {type: 'reopen'}, {type: 'allowAll'});
    expect(state.banner).toBe('hidden');
    expect(state.stored).toMatchObject({matomo: true});
  });

  it('reset removes the stored consents, restores the defaults and shows the banner', () => {
    const state = run(load({matomo: true, youtube: true}), {type: 'reset'});
    expect(state.stored).toBeNull();
    expect(state.banner).toBe('firstVisit');
    expect(given(state)).toEqual({
      functional: true,
      matomo: false,
      youtube: false,
      google_maps: false,
    });
  });
});

describe('revoke (consent manager, spec §2 consentmanager, §6)', () => {
  it('withdraws a stored external-content consent as refused', () => {
    const state = run(load({functional: true, matomo: true, youtube: true}), {
      type: 'revoke',
      function_id: 'youtube',
    });
    expect(state.stored).toEqual({functional: true, matomo: true, youtube: false});
    expect(given(state)).toMatchObject({youtube: false});
    expect(state.banner).toBe('hidden');
  });

  it('does nothing for locked entries or consents that are not stored as given', () => {
    const before = run(load({functional: true, youtube: false}));
    expect(consentReducer(before, {type: 'revoke', function_id: 'functional'})).toBe(before);
    expect(consentReducer(before, {type: 'revoke', function_id: 'youtube'})).toBe(before);
    expect(consentReducer(before, {type: 'revoke', function_id: 'google_maps'})).toBe(before);
  });
});

describe('give (two-click embeds, decision 025)', () => {
  it('adds one given consent to a stored choice and leaves the others and the banner alone', () => {
    const before = run(load({functional: true, matomo: true, youtube: false, google_maps: false}));
    const state = consentReducer(before, {type: 'give', function_id: 'google_maps'});
    expect(state.stored).toEqual({
      functional: true,
      matomo: true,
      youtube: false,
      google_maps: true,
    });
    expect(given(state)).toMatchObject({google_maps: true, youtube: false, matomo: true});
    expect(state.banner).toBe('hidden');
    expect(isStoredGiven(state, 'google_maps')).toBe(true);
  });

  it('with nothing stored, stores only the locked entries and this one; the banner stays', () => {
    const before = run(load(null));
    const state = consentReducer(before, {type: 'give', function_id: 'youtube'});
    expect(state.stored).toEqual({
      functional: true,
      matomo: false,
      youtube: true,
      google_maps: false,
    });
    expect(given(state)).toEqual(state.stored);
    expect(state.banner).toBe('firstVisit');
  });

  it('returns the same state when it is already given, and revoke undoes it', () => {
    const before = run(load({functional: true, youtube: true}));
    expect(consentReducer(before, {type: 'give', function_id: 'youtube'})).toBe(before);
    const revoked = consentReducer(before, {type: 'revoke', function_id: 'youtube'});
    const again = consentReducer(revoked, {type: 'give', function_id: 'youtube'});
    expect(isStoredGiven(again, 'youtube')).toBe(true);
  });
});

describe('storedExternalConsents and isStoredGiven', () => {
  it('lists only CMS entries stored as given', () => {
    const state = run(load({functional: true, matomo: true, youtube: true, google_maps: false}));
    expect(storedExternalConsents(state).map((entry) => entry.function_id)).toEqual(['youtube']);
  });

  it('is empty before anything is stored, even when switches are on', () => {
    const state = run(load(null), {type: 'toggle', function_id: 'youtube'});
    expect(storedExternalConsents(state)).toEqual([]);
    expect(isStoredGiven(state, 'youtube')).toBe(false);
    expect(isStoredGiven(state, 'matomo')).toBe(false);
  });

  it('treats locked entries as given and reads the stored choice for the others', () => {
    const state = run(load({matomo: true, youtube: false}));
    expect(isStoredGiven(state, 'functional')).toBe(true);
    expect(isStoredGiven(state, 'matomo')).toBe(true);
    expect(isStoredGiven(state, 'youtube')).toBe(false);
  });
});

describe('only configured tools (decision 076)', () => {
  const clock: ConsentRecord = {...youtube, function_id: 'rolex_clock', display_name: 'Rolex Uhr'};
  const bare = buildConsents([youtube, clock], {analytics: false, clock: false, booking: false});
  const ids = (state: ConsentState) => state.entries.map((entry) => entry.function_id);

  it('has no matomo or clock row when neither is configured', () => {
    expect(ids(run(load(null, false, bare)))).toEqual(['functional', 'youtube']);
  });

  it('stores no matomo key, whichever way the banner is answered', () => {
    const answers: ConsentAction[] = [
      {type: 'allowAll'},
      {type: 'allowSelected'},
      {type: 'onlyNecessary'},
      {type: 'give', function_id: 'youtube'},
    ];
    for (const answer of answers) {
      const state = run(load(null, false, bare), answer);
      expect(Object.keys(state.stored ?? {}).sort()).toEqual(['functional', 'youtube']);
    }
  });

  it('drops a matomo key stored by an earlier build once the visitor saves again', () => {
    const state = run(
      load({functional: true, matomo: true}, false, bare),
      {type: 'reopen'},
      {
        type: 'allowSelected',
      },
    );
    expect(state.stored).toEqual({functional: true, youtube: false});
  });

  it('with Matomo configured, its row is there and starts unticked', () => {
    const withMatomo = buildConsents([youtube], {analytics: true, clock: false, booking: false});
    const state = run(load(null, false, withMatomo));
    expect(ids(state)).toEqual(['functional', 'matomo', 'youtube']);
    expect(given(state)).toMatchObject({matomo: false});
    expect(run(load(null, false, withMatomo), {type: 'allowSelected'}).stored).toMatchObject({
      matomo: false,
    });
  });
});

describe('BANNER_TRANSITIONS', () => {
  it('shows the banner only with nothing stored or when reopened', () => {
    expect(BANNER_TRANSITIONS.hidden.missing).toBe('firstVisit');
    expect(BANNER_TRANSITIONS.hidden.found).toBe('hidden');
    expect(BANNER_TRANSITIONS.hidden.reopen).toBe('reopened');
    for (const view of ['hidden', 'firstVisit', 'reopened'] as const) {
      expect(BANNER_TRANSITIONS[view].save).toBe('hidden');
      expect(BANNER_TRANSITIONS[view].reset).toBe('firstVisit');
    }
  });
});
