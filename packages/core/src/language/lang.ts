/** Languages of the site (spec §9): German is the default. */
export const LANGUAGES = ['de', 'en', 'fr'] as const;

/** One of the site's languages. */
export type Lang = (typeof LANGUAGES)[number];

/** The default language; its paths carry no prefix. */
export const DEFAULT_LANG: Lang = 'de';

/** Narrows any string to a site language. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
