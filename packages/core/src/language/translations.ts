import {normaliseLanguageCode} from './context.ts';
import type {Lang} from './lang.ts';

/** A CMS translation entry: any record with a `language` field (spec §3 Site config). */
export type TranslationEntry = {language: string};

// Records already warned about, per language, so a list rendered many times logs once.
const warned = new WeakMap<object, Set<Lang>>();

/**
 * The translation for `lang` (spec §4 Site language). When it is missing, the translation of the
 * first language in `available` that has one is used, with a console warning; undefined when
 * none of them has one. `what` names the record in the warning.
 */
export function pickTranslation<T extends TranslationEntry>(
  translations: readonly T[] | null | undefined,
  lang: Lang,
  available: readonly Lang[],
  what = 'record',
): T | undefined {
  if (!translations || translations.length === 0) return undefined;
  const exact = find(translations, lang);
  if (exact !== undefined) return exact;
  for (const fallback of available) {
    const found = find(translations, fallback);
    if (found !== undefined) {
      warnOnce(
        translations,
        lang,
        `[language] ${what}: no "${lang}" translation, using "${fallback}"`,
      );
      return found;
    }
  }
  return undefined;
}

function find<T extends TranslationEntry>(translations: readonly T[], lang: Lang): T | undefined {
  return translations.find((entry) => normaliseLanguageCode(entry.language) === lang);
}

function warnOnce(record: object, lang: Lang, message: string): void {
  const langs = warned.get(record) ?? new Set<Lang>();
  if (langs.has(lang)) return;
  langs.add(lang);
  warned.set(record, langs);
  console.warn(message);
}
