import type {ConsentRecord} from '@schaufenster/core';
import {CookieBanner} from '@schaufenster/ui';
import {useState} from 'react';
import {ensureConsents} from './consentInit.ts';

/** Props of {@link CookieBannerIsland}. */
export interface CookieBannerIslandProps {
  /** Consent entries from the content (`SiteData.consents`); functional and matomo are added. */
  consents: readonly ConsentRecord[];
  /** Strict banner from site config `cookie_banner_strict`. */
  strict: boolean;
}

/** The cookie banner (spec §2, §4 Cookie banner); it shows only after hydration. */
export function CookieBannerIsland({consents, strict}: CookieBannerIslandProps) {
  // Before the banner's first client render reads the store; a no-op when prerendering.
  useState(() => ensureConsents(consents, strict));
  return <CookieBanner />;
}
