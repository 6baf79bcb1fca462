// Cookie consent state (spec §3 Consent, §4 Cookie banner, §6 Roles and permissions): the
// entries with the visitor's working choice, what is stored under int-consents, and the banner's
// view. Pure; persistence lives in consentStore.ts.
import {MATOMO_CONSENT_ID, type Consent} from '@schaufenster/core';

/** The stored choice per function_id (`true` given, `false` refused); null when nothing is stored. */
export type StoredChoices = Readonly<Record<string, boolean>>;

/** What the banner shows: nothing, the first-visit choice, or the choice reopened from the footer. */
export type BannerView = 'hidden' | 'firstVisit' | 'reopened';

/** The consent state every island reads. */
export interface ConsentState {
  /** The entries as content gave them, with their default `consentGiven` (used by reset). */
  content: readonly Consent[];
  /** All entries (functional, matomo, then CMS), `consentGiven` holding the working choice. */
  entries: readonly Consent[];
  /** What is stored under int-consents; null when the visitor has not chosen yet. */
  stored: StoredChoices | null;
  /** The banner's view (spec §4: shown only with nothing stored or when reopened). */
  banner: BannerView;
  /** Strict mode (site config `cookie_banner_strict`): matomo starts off, "only necessary" button. */
  strict: boolean;
}

/** Actions of {@link consentReducer}. */
export type ConsentAction =
  /** Sets the entries from content and what storage holds (page load); starts over. */
  | {type: 'load'; entries: readonly Consent[]; stored: StoredChoices | null; strict: boolean}
  /** Flips one switch in the banner; locked entries stay on (spec §4, §6). */
  | {type: 'toggle'; function_id: string}
  /** "allow selected cookies": stores the working choice and hides the banner. */
  | {type: 'allowSelected'}
  /** "allow all cookies": every entry given, stored, banner hidden. */
  | {type: 'allowAll'}
  /** Strict mode's "only necessary cookies": only locked entries given, stored, banner hidden. */
  | {type: 'onlyNecessary'}
  /** The footer's "Cookie Einstellungen" button shows the banner again (spec §2 Page shell). */
  | {type: 'reopen'}
  /** Removes the stored consents and shows the banner as on a first visit (spec §4). */
  | {type: 'reset'}
  /** The consent manager's unticked checkbox: that stored consent is withdrawn (spec §2, §6). */
  | {type: 'revoke'; function_id: string}
  /** A two-click embed's "load content": that one consent is stored as given (decision 025). */
  | {type: 'give'; function_id: string};

/** Events that move the banner between its views. */
type BannerEvent = 'found' | 'missing' | 'save' | 'reopen' | 'reset';

/** The banner's transition table (STYLE.md: finite flows are tables, not booleans). */
export const BANNER_TRANSITIONS: Readonly<Record<BannerView, Record<BannerEvent, BannerView>>> = {
  hidden: {
    found: 'hidden',
    missing: 'firstVisit',
    save: 'hidden',
    reopen: 'reopened',
    reset: 'firstVisit',
  },
  firstVisit: {
    found: 'hidden',
    missing: 'firstVisit',
    save: 'hidden',
    reopen: 'reopened',
    reset: 'firstVisit',
  },
  reopened: {
    found: 'reopened',
    missing: 'reopened',
    save: 'hidden',
    reopen: 'reopened',
    reset: 'firstVisit',
  },
};

/** Before `load`: no entries, nothing stored, banner hidden (also what prerendering sees). */
export const INITIAL_CONSENT_STATE: ConsentState = {
  content: [],
  entries: [],
  stored: null,
  banner: 'hidden',
  strict: false,
};

/** Applies one consent action; returns the same state object when nothing changes. */
export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'load': {
      const entries = choices(action.entries, action.stored, action.strict);
      // A load starts over (page load, or a story's reset), whatever the banner showed before.
      const banner = BANNER_TRANSITIONS.hidden[action.stored ? 'found' : 'missing'];
      return {
        content: action.entries,
        entries,
        stored: action.stored,
        banner,
        strict: action.strict,
      };
    }
    case 'toggle':
      return toggle(state, action.function_id);
    case 'allowSelected':
      return save(state, state.entries);
    case 'allowAll':
      return save(
        state,
        state.entries.map((entry) => withGiven(entry, true)),
      );
    case 'onlyNecessary':
      return save(
        state,
        state.entries.map((entry) => withGiven(entry, entry.locked)),
      );
    case 'reopen':
      return withBanner(state, BANNER_TRANSITIONS[state.banner].reopen);
    case 'reset':
      return {
        ...state,
        entries: firstVisitEntries(state.content, state.strict),
        stored: null,
        banner: BANNER_TRANSITIONS[state.banner].reset,
      };
    case 'revoke':
      return revoke(state, action.function_id);
    case 'give':
      return give(state, action.function_id);
  }
}

/**
 * The entries as a first visit shows them (nothing stored): what the build prerenders into the
 * banner and what a reset starts over with.
 */
export function firstVisitEntries(content: readonly Consent[], strict: boolean): Consent[] {
  return choices(content, null, strict);
}

function choices(content: readonly Consent[], stored: StoredChoices | null, strict: boolean) {
  return content.map((entry) => withGiven(entry, initialChoice(entry, stored, strict)));
}

/** The working choice for an entry on load: locked → on; else the stored choice; else the default. */
function initialChoice(entry: Consent, stored: StoredChoices | null, strict: boolean): boolean {
  if (entry.locked) return true;
  const saved = stored?.[entry.function_id];
  if (saved !== undefined) return saved;
  // Strict mode (beyond the spec): nothing but the locked entries starts switched on.
  if (strict) return false;
  return entry.consentGiven;
}

/** The external-content consents (CMS entries, not functional or matomo) stored as given. */
export function storedExternalConsents(state: ConsentState): Consent[] {
  return state.entries.filter(
    (entry) =>
      !entry.locked &&
      entry.function_id !== MATOMO_CONSENT_ID &&
      state.stored?.[entry.function_id] === true,
  );
}

/** Whether the visitor has stored `function_id` as given (locked entries always count as given). */
export function isStoredGiven(state: ConsentState, functionId: string): boolean {
  const entry = state.entries.find((candidate) => candidate.function_id === functionId);
  if (entry?.locked) return true;
  return state.stored?.[functionId] === true;
}

function toggle(state: ConsentState, functionId: string): ConsentState {
  const index = state.entries.findIndex((entry) => entry.function_id === functionId);
  const entry = state.entries[index];
  // spec §4 / §6: locked consents cannot be switched off.
  if (entry === undefined || entry.locked) return state;
  const entries = state.entries.with(index, withGiven(entry, !entry.consentGiven));
  return {...state, entries};
}

function save(state: ConsentState, entries: readonly Consent[]): ConsentState {
  const stored = Object.fromEntries(
    entries.map((entry) => [entry.function_id, entry.consentGiven]),
  );
  return {...state, entries, stored, banner: BANNER_TRANSITIONS[state.banner].save};
}

function revoke(state: ConsentState, functionId: string): ConsentState {
  const index = state.entries.findIndex((entry) => entry.function_id === functionId);
  const entry = state.entries[index];
  if (entry === undefined || entry.locked || state.stored?.[functionId] !== true) return state;
  // Stored as refused rather than deleted, so a default-on entry does not come back on reload.
  const stored = {...state.stored, [functionId]: false};
  return {...state, entries: state.entries.with(index, withGiven(entry, false)), stored};
}

function give(state: ConsentState, functionId: string): ConsentState {
  if (state.stored?.[functionId] === true) return state;
  // With nothing stored yet, the rest is stored as "only necessary" (locked entries on, the others
  // off): the visitor chose one thing, not the defaults. The banner keeps its view (decision 025).
  const base =
    state.stored ?? Object.fromEntries(state.entries.map((e) => [e.function_id, e.locked]));
  const stored = {...base, [functionId]: true};
  const entries = state.entries.map((entry) =>
    entry.function_id === functionId || state.stored === null
      ? withGiven(entry, stored[entry.function_id] === true)
      : entry,
  );
  return {...state, entries, stored};
}

function withGiven(entry: Consent, consentGiven: boolean): Consent {
  return entry.consentGiven === consentGiven ? entry : {...entry, consentGiven};
}

function withBanner(state: ConsentState, banner: BannerView): ConsentState {
  return banner === state.banner ? state : {...state, banner};
}
