// The runtime config every page carries (decision 012 "Config script"): the admin portal for
// /login, Matomo, the runtime's texts per project language with ICU already applied, and the
// consent entries.
import {t, type Lang} from '@schaufenster/core';
import {
  BUILD_ID_PLACEHOLDER,
  TITLE_SLOT,
  type ConsentConfig,
  type RuntimeConfig,
  type RuntimeMessages,
} from '../../contract/runtimeConfig.ts';
import type {BuildSettings} from '../options.ts';

/** No optional tool configured (the default: no matomo or clock entry, decision 076). */
const NO_CONSENT_TOOLS = {analytics: false, clock: false, booking: false} as const;

/**
 * The config for a site in `languages`; the build id is filled in when pages are written.
 * `documentPaths` are the pages with a policy of their own (the checkout pages); `consents` the
 * cookie banner's entries and mode, which the runtime loads into the consent store at start.
 */
export function runtimeConfig(
  languages: readonly Lang[],
  settings: Pick<BuildSettings, 'adminPortalUrl' | 'matomoUrl' | 'matomoSiteId'>,
  documentPaths: readonly string[] = [],
  consents: ConsentConfig = {records: [], strict: false, tools: NO_CONSENT_TOOLS},
): RuntimeConfig {
  const messages: Partial<Record<Lang, RuntimeMessages>> = {};
  for (const lang of languages) {
    messages[lang] = {
      // The title goes in at run time: formatted with the slot itself, ICU quoting is applied once.
      navigated: t(lang, 'routeAnnouncerNavigated', {title: TITLE_SLOT}),
      loading: t(lang, 'routeAnnouncerLoading'),
    };
  }
  const {matomoUrl, matomoSiteId} = settings;
  return {
    buildId: BUILD_ID_PLACEHOLDER,
    adminPortalUrl: settings.adminPortalUrl,
    matomo: matomoUrl && matomoSiteId ? {url: matomoUrl, siteId: matomoSiteId} : null,
    messages,
    documentPaths: [...documentPaths],
    consents: {records: [...consents.records], strict: consents.strict, tools: {...consents.tools}},
    // Per page: renderPage sets the page language's.
    shop: null,
  };
}
