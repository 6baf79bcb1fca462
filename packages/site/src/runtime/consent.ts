// The page's consent store, set up once per page load from the runtime config before any island
// hydrates (spec §4 Cookie banner), so every island and analytics read the visitor's stored
// choice from the start. Loaded lazily by startRuntime: a page that is only read needs little.
import {buildConsents} from '@schaufenster/core';
import {
  EMBED_PROVIDERS,
  consentStore,
  initConsents,
  isStoredGiven,
  revealPrerenderedBanner,
} from '@schaufenster/ui';
import type {ConsentConfig} from '../contract/runtimeConfig.ts';
import {onStoreState, type Cancel} from './triggers.ts';

/**
 * Loads the consent entries and the stored choice into the consent store: only entries for the
 * tools the build has (decision 076), as the build prerendered the banner.
 */
export function initPageConsents(config: ConsentConfig): void {
  initConsents(buildConsents(config.records, config.tools), {strict: config.strict});
}

/**
 * The cookie banner island's trigger (decisions 014, 040). On a first visit (or with a stored
 * choice that is invalid) it shows the banner prerendered inside `element` without React, and
 * calls `start` only when the consent state changes (an embed's consent, the consent manager)
 * — the scheduler also starts it on interaction. Without a prerendered banner, `start` at once.
 * Otherwise `start` when the footer's "Cookie Einstellungen" reopens the banner or the consent
 * manager resets the choice: the banner then shows as it hydrates, with the stored choice.
 */
export function onBannerShown(element: Element, start: () => void): Cancel {
  if (consentStore.getState().banner === 'hidden') {
    return onStoreState(consentStore, (state) => state.banner !== 'hidden', start);
  }
  const stopOffset = revealPrerenderedBanner(element);
  if (stopOffset === null) {
    start();
    return () => {};
  }
  const unsubscribe = consentStore.subscribe(() => {
    cancel();
    start();
  });
  const cancel = () => {
    unsubscribe();
    stopOffset();
  };
  return cancel;
}

/**
 * Calls `start` once the visitor has stored the consent of the two-click embed inside `element`
 * (its `data-sf-embed` placeholder names the provider, decision 025): at once when stored, else
 * when the banner, another embed's button or the consent manager stores it. Never without an
 * embed inside: such an island waits for an interaction alone.
 */
export function onEmbedConsented(element: HTMLElement, start: () => void): Cancel {
  const provider = element.querySelector('[data-sf-embed]')?.getAttribute('data-sf-embed') ?? '';
  if (!Object.hasOwn(EMBED_PROVIDERS, provider)) return () => {};
  const {consentId} = EMBED_PROVIDERS[provider as keyof typeof EMBED_PROVIDERS];
  return onStoreState(consentStore, (state) => isStoredGiven(state, consentId), start);
}
