import {DEFAULT_LANG, isLang, type Lang} from './lang.ts';

/** spec §4 Site language: the page's language and the project's available languages. */
export type LanguageContext = {readonly current: Lang; readonly available: readonly Lang[]};

/**
 * Builds the language context. `available` comes from the project record (spec §3 Project
 * languages): unknown codes and repeats are dropped, order is kept (it decides the translation
 * fallback), and an empty list means German only. `current` is kept even when the project does
 * not list it, because the page is already rendered in it.
 */
export function createLanguageContext(
  current: Lang,
  available: readonly string[] | null | undefined,
): LanguageContext {
  const langs = [...new Set((available ?? []).map(normaliseLanguageCode).filter(isLang))];
  return Object.freeze({
    current,
    available: Object.freeze(langs.length === 0 ? [DEFAULT_LANG] : langs),
  });
}

/** `de` from `de`, `DE`, `de-DE` or `de_AT`: CMS records may carry a region. */
export function normaliseLanguageCode(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
