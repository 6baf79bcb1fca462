import {useMemo} from 'react';
import {buildConsents, type ConsentRecord, type ConsentTools} from '@schaufenster/core';
import {CookieBanner} from '@schaufenster/ui';

/**
 * Props of the cookie banner island: the consent entries and mode of the runtime config, which
 * the runtime loads into the consent store before any island hydrates. The build prerenders the
 * first-visit banner from them (decision 040).
 */
export interface CookieBannerIslandProps {
  /** The content's consent records (`SiteData.consents`). */
  records: ConsentRecord[];
  /** Strict mode (site config `cookie_banner_strict`). */
  strict: boolean;
  /** The tools the build has: entries for the others are left out (decision 076). */
  tools: ConsentTools;
}

/**
 * The cookie banner (spec §2, §4 Cookie banner): prerendered hidden; the runtime shows it on a
 * first visit and it hydrates when the visitor reaches for it, or at once when reopened.
 */
export function CookieBannerIsland({records, strict, tools}: CookieBannerIslandProps) {
  const prerendered = useMemo(
    () => ({content: buildConsents(records, tools), strict}),
    [records, strict, tools],
  );
  return <CookieBanner prerendered={prerendered} />;
}
