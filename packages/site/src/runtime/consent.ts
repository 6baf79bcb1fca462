// The page's consent store, set up once per page load before any island hydrates (spec §4
// Cookie banner), so every island and analytics read the visitor's stored choice from the start.
// The entries and strict mode are the CookieBanner island's props (decision 011: the build
// passes `{consents, strict}` from content and site config cookie_banner_strict).
import {buildConsents, type ConsentRecord} from '@schaufenster/core';
import {consentStore, initConsents} from '@schaufenster/ui';
import {readIslandProps} from '../islands/islandMarkup.ts';
import {onStoreState, type Cancel} from './triggers.ts';

/** The island whose props carry the consent entries. */
export const CONSENT_ISLAND = 'CookieBanner';

/** The banner props the runtime reads. */
export interface ConsentProps {
  consents: readonly ConsentRecord[];
  strict: boolean;
}

/** Narrows the CookieBanner's parsed props; anything else is null. */
export function consentProps(props: unknown): ConsentProps | null {
  if (typeof props !== 'object' || props === null) return null;
  const {consents, strict} = props as Partial<ConsentProps>;
  if (!Array.isArray(consents)) return null;
  return {consents, strict: strict === true};
}

/**
 * Initialises the consent store from the CookieBanner's props; false when the page has none
 * (then the consent manager island initialises it itself).
 */
export function initPageConsents(doc: Document): boolean {
  const banner = doc.querySelector(`[data-island="${CONSENT_ISLAND}"]`);
  const props = banner ? consentProps(readIslandProps(banner)) : null;
  if (props === null) return false;
  initConsents(buildConsents(props.consents), {strict: props.strict});
  return true;
}

/**
 * Calls `start` once the cookie banner has to show (decision 014: the banner's code loads only
 * then): at once on a first visit or with a stored choice that is invalid, else when the
 * footer's "Cookie Einstellungen" reopens it or the consent manager resets the choice.
 */
export function onBannerShown(start: () => void): Cancel {
  return onStoreState(consentStore, (state) => state.banner !== 'hidden', start);
}
