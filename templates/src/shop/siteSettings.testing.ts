// Test support (node only, not exported): the build settings the shop template tests render with.
import type {SiteSettings} from '../types.ts';

/** A site at https://shop.example.de with hosted forms and no order or content API. */
export const TEST_SITE_SETTINGS: SiteSettings = {
  siteUrl: 'https://shop.example.de',
  host: 'shop.example.de',
  contactFormUrl: '/forms/contact',
  newsletterUrl: '/newsletter/subscribe',
  orderApiUrl: null,
  contentApiUrl: null,
  matomoOptOutUrl: 'about:blank',
  clockScriptUrl: null,
};
