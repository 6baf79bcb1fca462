// Consent only for what loads (decision 076): which optional tools this build has, the banner's
// entries for them, and the console line that names the entries left out and why.
import {
  consentTools,
  leftOutConsents,
  type ConsentTools,
  type LeftOutConsent,
  type SiteData,
} from '@schaufenster/core';
import type {BuildSettings} from './options.ts';

/** The build settings that decide which tools a site has. */
type ToolSettings = Pick<
  BuildSettings,
  'matomoUrl' | 'matomoSiteId' | 'matomoOptOutUrl' | 'clockScriptUrl'
>;

/** The tools `site` has with `settings`: Matomo needs both its URL and site id. */
export function buildConsentTools(
  site: Pick<SiteData, 'siteConfig' | 'project'>,
  settings: ToolSettings,
): ConsentTools {
  return consentTools(site, {
    analytics: settings.matomoUrl !== null && settings.matomoSiteId !== null,
    clockScript: settings.clockScriptUrl !== null,
  });
}

/** Why an entry is left out, in the words of the setting that is missing. */
function reason({tool}: LeftOutConsent, site: Pick<SiteData, 'siteConfig'>): string {
  switch (tool) {
    case 'analytics':
      return 'no MATOMO_URL and MATOMO_SITE_ID';
    case 'clock':
      return site.siteConfig.brand_config.rolex_clock
        ? 'no CLOCK_SCRIPT_URL'
        : 'site config brand_config.rolex_clock is off';
    case 'booking':
      return 'project feature calendar_booking is off';
  }
}

/**
 * The console lines about consent for a build: one naming the entries left out and why (none when
 * every entry's tool is there), and one when Matomo has no opt-out frame for the consent manager.
 */
export function consentNotes(
  site: Pick<SiteData, 'siteConfig' | 'project' | 'consents'>,
  settings: ToolSettings,
): string[] {
  const tools = buildConsentTools(site, settings);
  const leftOut = leftOutConsents(site.consents, tools);
  const notes: string[] = [];
  if (leftOut.length > 0) {
    const named = leftOut.map((entry) => `${entry.display_name} (${reason(entry, site)})`);
    notes.push(`Consent: left out ${named.join(', ')}`);
  }
  if (tools.analytics && settings.matomoOptOutUrl === null) {
    notes.push(
      'Consent: no MATOMO_OPT_OUT_URL, so the consent manager has no Matomo opt-out frame; ' +
        'visitors withdraw analytics in the cookie settings',
    );
  }
  return notes;
}
