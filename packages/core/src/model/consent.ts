// Cookie consents (spec §3 Consent, §4 Cookie banner).
import * as v from 'valibot';
import {IdSchema, maybe, translations} from './common.ts';

/** function_id of the built-in functional consent: always given and locked. */
const FUNCTIONAL_CONSENT_ID = 'functional';
/** function_id of the analytics consent: on by default, not locked. */
export const MATOMO_CONSENT_ID = 'matomo';

/** A consent entry as the CMS stores it (collection `consent`). */
export const ConsentRecordSchema = v.object({
  id: v.optional(IdSchema),
  function_id: v.pipe(v.string(), v.nonEmpty()),
  display_name: v.string(),
  description: v.optional(v.string(), ''),
  /** External privacy-policy URL of the provider, if any. */
  link: maybe(v.string()),
  /** Anchor on the site's privacy page, without '#', e.g. "cookies" (spec §2). */
  anchor: maybe(v.string()),
  default_on: v.optional(v.boolean(), false),
  translations: translations({
    display_name: maybe(v.string()),
    description: maybe(v.string()),
  }),
});
/** A consent entry from the CMS. */
export type ConsentRecord = v.InferOutput<typeof ConsentRecordSchema>;

/**
 * A consent as the banner and consent manager use it: a record plus its state.
 * @public Exported with its type, as every model schema is; no caller validates with it yet.
 */
export const ConsentSchema = v.object({
  ...ConsentRecordSchema.entries,
  consentGiven: v.boolean(),
  locked: v.boolean(),
});
/** A consent with its given/locked state. */
export type Consent = v.InferOutput<typeof ConsentSchema>;

/**
 * The two entries added in code, before the CMS entries (spec §3 Consent): functional
 * (always given, locked) and matomo (on by default, not locked). Names are data with
 * de/en/fr translations, like CMS entries.
 */
export function defaultConsents(): Consent[] {
  return [
    {
      function_id: FUNCTIONAL_CONSENT_ID,
      display_name: 'Funktional',
      description:
        'Notwendige Cookies für den Betrieb der Website, z. B. Warenkorb und Ihre Cookie-Einstellungen.',
      link: null,
      anchor: 'cookies',
      default_on: true,
      translations: [
        {
          language: 'en',
          display_name: 'Functional',
          description: 'Cookies needed to run the website, e.g. the cart and your cookie settings.',
        },
        {
          language: 'fr',
          display_name: 'Fonctionnels',
          description:
            'Cookies nécessaires au fonctionnement du site, par ex. le panier et vos préférences de cookies.',
        },
      ],
      consentGiven: true,
      locked: true,
    },
    {
      function_id: MATOMO_CONSENT_ID,
      display_name: 'Matomo',
      description: 'Anonyme Besucherstatistik, die uns hilft, die Website zu verbessern.',
      link: null,
      anchor: 'matomo-ehemals-piwik',
      default_on: true,
      translations: [
        {
          language: 'en',
          display_name: 'Matomo',
          description: 'Anonymous visitor statistics that help us improve the website.',
        },
        {
          language: 'fr',
          display_name: 'Matomo',
          description: 'Statistiques de visite anonymes qui nous aident à améliorer le site.',
        },
      ],
      consentGiven: true,
      locked: false,
    },
  ];
}

/** Defaults first, then CMS entries as not given and not locked; a CMS entry never overrides a default. */
export function buildConsents(records: readonly ConsentRecord[]): Consent[] {
  const defaults = defaultConsents();
  const builtIn = new Set(defaults.map((c) => c.function_id));
  const fromCms = records
    .filter((record) => !builtIn.has(record.function_id))
    .map((record): Consent => ({...record, consentGiven: false, locked: false}));
  return [...defaults, ...fromCms];
}
