// The page's one consent store (ARCHITECTURE: state shared by islands lives in an external store):
// banner, consent manager, footer button and analytics read it; every change to the stored
// choice is written to int-consents (spec §4 Cookie banner, §9 Storage keys). Components read it
// with useConsents.ts; this module loads no React (decision 034).
import {STORAGE_KEYS, createSafeStorage, type Consent, type SafeStorage} from '@schaufenster/core';
import {createStore, type Store} from '../store/createStore.ts';
import {
  INITIAL_CONSENT_STATE,
  consentReducer,
  type ConsentAction,
  type ConsentState,
} from './consentReducer.ts';
import {storedConsentsValue, validateStoredConsents} from './storedConsents.ts';

// Reading `window.localStorage` can throw (blocked storage); safe storage calls this inside a try.
const browserStorage = () =>
  typeof window === 'undefined' ? undefined : (window.localStorage as Storage | undefined);

let storage: SafeStorage = createSafeStorage(browserStorage);

const inner = createStore(consentReducer, INITIAL_CONSENT_STATE);

/** The consent store; dispatching persists the stored choice whenever an action changes it. */
export const consentStore: Store<ConsentState, ConsentAction> = {
  getState: inner.getState,
  subscribe: inner.subscribe,
  dispatch(action) {
    const before = inner.getState().stored;
    inner.dispatch(action);
    const after = inner.getState().stored;
    // `load` only reflects what storage already holds; writing it back would refresh its timestamp.
    if (action.type === 'load' || after === before) return;
    if (after === null) storage.remove(STORAGE_KEYS.consents);
    else storage.write(STORAGE_KEYS.consents, storedConsentsValue(after));
  },
};

/** Options of {@link initConsents}. */
export interface InitConsentsOptions {
  /** Where int-consents lives. @default safe storage over `window.localStorage` */
  storage?: SafeStorage;
  /** Strict mode from site config `cookie_banner_strict`. @default false */
  strict?: boolean;
}

/**
 * Sets the entries from content (usually `buildConsents(site.consents)`) and reads int-consents,
 * once per page load (a second call starts over);
 * a corrupt stored value is dropped with a console warning and the banner shows (spec §4).
 */
export function initConsents(entries: readonly Consent[], options: InitConsentsOptions = {}): void {
  if (options.storage) storage = options.storage;
  const stored = storage.read(STORAGE_KEYS.consents, validateStoredConsents, null);
  consentStore.dispatch({type: 'load', entries, stored, strict: options.strict ?? false});
}

/** Flips one switch in the banner (locked entries stay on). */
export function toggleConsent(functionId: string): void {
  consentStore.dispatch({type: 'toggle', function_id: functionId});
}

/** "allow selected cookies": saves the switches as they are and hides the banner. */
export function allowSelectedConsents(): void {
  consentStore.dispatch({type: 'allowSelected'});
}

/** "allow all cookies": gives every consent, saves and hides the banner. */
export function allowAllConsents(): void {
  consentStore.dispatch({type: 'allowAll'});
}

/** Strict mode's "only necessary cookies": saves only the locked consents as given. */
export function allowOnlyNecessaryConsents(): void {
  consentStore.dispatch({type: 'onlyNecessary'});
}

/** Shows the banner again (footer "Cookie Einstellungen"). */
export function reopenCookieBanner(): void {
  consentStore.dispatch({type: 'reopen'});
}

/** Removes the stored consents and shows the banner. */
export function resetConsents(): void {
  consentStore.dispatch({type: 'reset'});
}

/** Withdraws one stored external-content consent (consent manager). */
export function revokeConsent(functionId: string): void {
  consentStore.dispatch({type: 'revoke', function_id: functionId});
}

/** Stores one consent as given (a two-click embed's "load content"), as the banner would. */
export function giveConsent(functionId: string): void {
  consentStore.dispatch({type: 'give', function_id: functionId});
}
