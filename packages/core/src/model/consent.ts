// Cookie consents (spec §3 Consent, §4 Cookie banner; decision 076: only for configured tools).
import * as v from 'valibot';
import {IdSchema, maybe, translations} from './common.ts';
import type {Project, SiteConfig} from './site.ts';

/** function_id of the built-in functional consent: always given and locked. */
const FUNCTIONAL_CONSENT_ID = 'functional';
/** function_id of the analytics consent: off until the visitor ticks it, not locked (decision 076). */
export const MATOMO_CONSENT_ID = 'matomo';
/** function_id of the consent the clock widget's third-party script needs (decision 017). */
export const CLOCK_CONSENT_ID = 'rolex_clock';
/** function_id of the online booking's consent (project feature calendar_booking). */
const BOOKING_CONSENT_ID = 'calendar_booking';

/**
 * The optional tools a consent entry can be for, and whether this build has each (decision 076).
 * An entry for a tool the build does not have is left out: nothing of that tool loads, so there
 * is nothing to consent to. Entries for no such tool (functional, video and map embeds, any other
 * CMS entry) always stay.
 */
export interface ConsentTools {
  /** Matomo: the build has `MATOMO_URL` and `MATOMO_SITE_ID`. Gates the built-in matomo entry. */
  analytics: boolean;
  /** The clock widget: site config `brand_config.rolex_clock` and `CLOCK_SCRIPT_URL`. */
  clock: boolean;
  /** Online booking: the project feature `calendar_booking`. */
  booking: boolean;
}

/** Every tool present: for stories and tests that show every entry the content has. */
export const ALL_CONSENT_TOOLS: Readonly<ConsentTools> = {
  analytics: true,
  clock: true,
  booking: true,
};

/** Which entry belongs to which optional tool. */
const TOOL_OF_ENTRY: Readonly<Record<string, keyof ConsentTools>> = {
  [MATOMO_CONSENT_ID]: 'analytics',
  [CLOCK_CONSENT_ID]: 'clock',
  [BOOKING_CONSENT_ID]: 'booking',
};

/** The optional tool an entry is for; null when it always stays. */
function consentTool(functionId: string): keyof ConsentTools | null {
  return Object.hasOwn(TOOL_OF_ENTRY, functionId) ? (TOOL_OF_ENTRY[functionId] ?? null) : null;
}

/**
 * The tools a site has, from its content and what the build configured: `analytics` is the
 * build's Matomo; the clock needs both the site's `rolex_clock` and a clock script.
 */
export function consentTools(
  site: {siteConfig: Pick<SiteConfig, 'brand_config'>; project: Pick<Project, 'features'>},
  build: {analytics: boolean; clockScript: boolean},
): ConsentTools {
  return {
    analytics: build.analytics,
    clock: build.clockScript && site.siteConfig.brand_config.rolex_clock,
    booking: site.project.features.calendar_booking,
  };
}

/** Whether an entry shows with `tools`: it is for no optional tool, or for one the build has. */
function isConfigured(functionId: string, tools: ConsentTools): boolean {
  const tool = consentTool(functionId);
  return tool === null || tools[tool];
}

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
 * (always given, locked) and matomo (not locked). Matomo starts off: a pre-ticked box is no
 * consent (CJEU C-673/17 Planet49, BGH I ZR 7/16; decision 076). Names are data with de/en/fr
 * translations, like CMS entries.
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
      default_on: false,
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
      consentGiven: false,
      locked: false,
    },
  ];
}

/**
 * Defaults first, then CMS entries as not given and not locked; a CMS entry never overrides a
 * default. Entries for a tool the build does not have are left out (decision 076).
 */
export function buildConsents(records: readonly ConsentRecord[], tools: ConsentTools): Consent[] {
  const defaults = defaultConsents();
  const builtIn = new Set(defaults.map((c) => c.function_id));
  const fromCms = records
    .filter((record) => !builtIn.has(record.function_id))
    .map((record): Consent => ({...record, consentGiven: false, locked: false}));
  return [...defaults, ...fromCms].filter((entry) => isConfigured(entry.function_id, tools));
}

/** An entry {@link buildConsents} leaves out, and the tool the build does not have. */
export interface LeftOutConsent {
  /** The entry's function_id. */
  function_id: string;
  /** Its base (German) name, as the content gives it. */
  display_name: string;
  /** The tool it is for. */
  tool: keyof ConsentTools;
}

/** The entries (built-in and CMS) that `tools` leaves out, in banner order. */
export function leftOutConsents(
  records: readonly ConsentRecord[],
  tools: ConsentTools,
): LeftOutConsent[] {
  const all = [...defaultConsents(), ...records];
  return all.flatMap(({function_id, display_name}) => {
    const tool = consentTool(function_id);
    return tool === null || tools[tool] ? [] : [{function_id, display_name, tool}];
  });
}
