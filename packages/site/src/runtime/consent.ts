// The page's consent store, set up once per page load before any island hydrates (spec §4
// Cookie banner), so every island and analytics read the visitor's stored choice from the start.
// The entries and strict mode are the CookieBanner island's props (decision 011: the build
// passes `{consents, strict}` from content and site config cookie_banner_strict).
import {buildConsents, type ConsentRecord} from '@schaufenster/core';
import {initConsents} from '@schaufenster/ui';
import {readIslandProps} from '../islands/islandMarkup.ts';

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
