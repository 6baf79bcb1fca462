import {buildConsents, type ConsentRecord} from '@schaufenster/core';
import {initConsents} from '@schaufenster/ui';

let initialised = false;

/**
 * Loads the consent entries and the stored choice once per page load (decision 007 "consent"):
 * the banner and the consent manager are separate islands, and whichever hydrates first does it.
 * Does nothing while prerendering, where storage is unknown.
 */
export function ensureConsents(records: readonly ConsentRecord[], strict: boolean): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  initConsents(buildConsents(records), {strict});
}
