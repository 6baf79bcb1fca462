// Analytics bridge (spec §4 Cookie banner: "the analytics consent is passed to the analytics tool
// as remember or forget consent"; §7: tracking requires consent). Matomo is told to require
// consent before anything else, and its script is requested only once consent is given.
import {MATOMO_CONSENT_ID} from '@schaufenster/core';
import type {ConsentAction, ConsentState, Store} from '@schaufenster/ui';

/** One Matomo command, e.g. `['rememberConsentGiven']`. */
export type MatomoCommand = readonly unknown[];

/** Matomo's command queue: an array before the script runs, an object with `push` after. */
interface MatomoQueue {
  /** Queues or runs commands. */
  push(...commands: MatomoCommand[]): unknown;
}

/** The part of `window` the bridge uses. */
export interface MatomoWindow {
  /** Matomo's command queue; created when missing. */
  _paq?: MatomoQueue;
}

/** Options of {@link createAnalyticsBridge}. */
export interface AnalyticsBridgeOptions {
  /** The window holding `_paq` (the real `window` in the browser, a fake in tests). */
  win: MatomoWindow;
  /** URL of the Matomo script, e.g. `https://stats.example.de/matomo.js`. */
  scriptUrl: string;
  /** Requests a script; injected so tests can prove nothing is requested before consent. */
  loadScript: (url: string) => void;
}

/** Passes the matomo consent on to Matomo. */
export interface AnalyticsBridge {
  /** `true`: remember (and load the script once); `false`: forget; `null`: not chosen (forgets after a reset). */
  applyConsent(given: boolean | null): void;
}

/** Sets up Matomo to require consent (before any tracking command runs) and returns the bridge. */
export function createAnalyticsBridge({
  win,
  scriptUrl,
  loadScript,
}: AnalyticsBridgeOptions): AnalyticsBridge {
  // Read `_paq` on every push: once matomo.js runs it replaces the array with its own object.
  const push = (command: MatomoCommand) => {
    win._paq ??= [];
    win._paq.push(command);
  };
  push(['requireConsent']);
  let requested = false;
  let remembered = false;
  return {
    applyConsent(given) {
      // Not chosen yet: nothing to pass on, unless a reset withdrew an earlier consent.
      if (given === null && !remembered) return;
      if (!given) {
        remembered = false;
        push(['forgetConsentGiven']);
        return;
      }
      remembered = true;
      push(['rememberConsentGiven']);
      if (requested) return;
      requested = true;
      loadScript(scriptUrl);
    },
  };
}

/** The stored matomo choice; null while nothing is stored (banner not answered yet). */
export function storedMatomoConsent(state: ConsentState): boolean | null {
  return state.stored?.[MATOMO_CONSENT_ID] ?? (state.stored ? false : null);
}

/**
 * Feeds the stored matomo consent from `store` into `bridge` now and whenever it changes (not on
 * unsaved banner switches). Returns the unsubscribe function.
 */
export function connectAnalytics(
  store: Store<ConsentState, ConsentAction>,
  bridge: AnalyticsBridge,
): () => void {
  let last = storedMatomoConsent(store.getState());
  bridge.applyConsent(last);
  return store.subscribe(() => {
    const next = storedMatomoConsent(store.getState());
    if (next === last) return;
    last = next;
    bridge.applyConsent(next);
  });
}

/** Browser `loadScript`: appends one async script tag. */
export function appendScriptTag(url: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  document.head.append(script);
}
