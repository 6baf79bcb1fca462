// The double opt-in's columns of `newsletter_subscriptions` (decision 069). A row is pending until
// its address follows the confirmation link, then confirmed (time, consent text version and the
// row's language are the consent record), and unsubscribed once it follows an unsubscribe link.
// `confirm_mail_at` is when the last confirmation mail was queued: at most one a day per address.

/**
 * The columns the double opt-in adds, as DDL: in the table's CREATE and, for an older data
 * folder, each one `ALTER TABLE ADD COLUMN` (`store/migrate.ts`).
 */
export const NEWSLETTER_COLUMNS = [
  'confirmed_at TEXT',
  'unsubscribed_at TEXT',
  'consent_version TEXT',
  'confirm_mail_at TEXT',
] as const;

/**
 * Names the consent text the sign-up form shows, stored with each confirmation. Change it when
 * that text changes, so every record says which text its address agreed to.
 */
export const CONSENT_VERSION = 'newsletter-2026-12';
