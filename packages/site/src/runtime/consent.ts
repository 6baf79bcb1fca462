// The page's consent store, set up once per page load from the runtime config before any island
// hydrates (spec §4 Cookie banner), so every island and analytics read the visitor's stored
// choice from the start. Loaded lazily by startRuntime: a page that is only read needs little.
import {buildConsents} from '@schaufenster/core';
import {consentStore, initConsents} from '@schaufenster/ui';
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
