import type {ConsentRecord} from '@schaufenster/core';
import {ConsentManager} from '@schaufenster/ui';
import {useState} from 'react';
import {ensureConsents} from './consentInit.ts';

/** Props of {@link ConsentManagerIsland}. */
export interface ConsentManagerIslandProps {
  /** Consent entries from the content (`SiteData.consents`). */
  consents: readonly ConsentRecord[];
  /** Strict banner from site config `cookie_banner_strict`. */
  strict: boolean;
  /** The Matomo opt-out frame's URL from build configuration. */
  matomoOptOutUrl: string;
}

/** The privacy page's consent manager (spec §2 Legal blocks: consentmanager) as an island. */
export function ConsentManagerIsland({
  consents,
  strict,
  matomoOptOutUrl,
}: ConsentManagerIslandProps) {
  useState(() => ensureConsents(consents, strict));
  return <ConsentManager matomoOptOutUrl={matomoOptOutUrl} />;
}
