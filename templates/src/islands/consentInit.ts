import {buildConsents, type ConsentRecord} from '@schaufenster/core';
import {consentStore, initConsents} from '@schaufenster/ui';

let initialised = false;

/**
 * Loads the consent entries and the stored choice once per page load (decision 007 "consent"):
 * the banner and the consent manager are separate islands, and whichever hydrates first does it,
 * unless the runtime already has (it sets the store up before any island, decision 014). A
 * second load would start the store over, hiding a banner the footer has just reopened. Does
 * nothing while prerendering, where storage is unknown.
 */
export function ensureConsents(records: readonly ConsentRecord[], strict: boolean): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  // Loaded stores always hold the functional and matomo entries.
  if (consentStore.getState().entries.length > 0) return;
  initConsents(buildConsents(records), {strict});
}
