// The page's consent store, set up once per page load from the runtime config before any island
// hydrates (spec §4 Cookie banner), so every island and analytics read the visitor's stored
// choice from the start. Loaded lazily by startRuntime: a page that is only read needs little.
import {buildConsents} from '@schaufenster/core';
import {EMBED_PROVIDERS, consentStore, initConsents, isStoredGiven} from '@schaufenster/ui';
import type {ConsentConfig} from '../contract/runtimeConfig.ts';
import {onStoreState, type Cancel} from './triggers.ts';

/** Loads the configured consent entries and the stored choice into the consent store. */
export function initPageConsents(config: ConsentConfig): void {
  initConsents(buildConsents(config.records), {strict: config.strict});
}

/**
 * Calls `start` once the cookie banner has to show (decision 014: the banner's code loads only
 * then): at once on a first visit or with a stored choice that is invalid, else when the
 * footer's "Cookie Einstellungen" reopens it or the consent manager resets the choice.
 */
export function onBannerShown(start: () => void): Cancel {
  return onStoreState(consentStore, (state) => state.banner !== 'hidden', start);
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
