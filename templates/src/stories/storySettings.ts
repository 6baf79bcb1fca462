// Story-only (never exported from the package index): the build settings whole-page stories use.
// Every endpoint is a made-up `*.example.test` host that the shared msw handlers
// (fixtures/src/handlers.ts) answer, so nothing leaves the browser.
import type {SiteData} from '@schaufenster/core';
import type {SiteSettings} from '../types.ts';

/** Content reads (Directus) in stories. */
const STORY_CMS_URL = 'https://cms.example.test';
/** The order service in stories. */
const STORY_ORDER_URL = 'https://orders.example.test';

/** Build settings as `npm run build` would have them, pointed at msw. */
export function storySettings(site: SiteData): SiteSettings {
  const siteUrl = site.siteConfig.site_url?.replace(/\/+$/, '') ?? null;
  return {
    siteUrl,
    host: siteUrl === null ? '' : new URL(siteUrl).host,
    contactFormUrl: 'https://forms.example.test/forms/contact',
    newsletterUrl: 'https://forms.example.test/newsletter/subscribe',
    orderApiUrl: STORY_ORDER_URL,
    contentApiUrl: STORY_CMS_URL,
    matomoOptOutUrl: 'about:blank',
    clockScriptUrl: 'https://clock.example.test/clock/rlx-clock.js',
  };
}
