// Story-only helpers for plays that follow the Language and Retailer toolbars (decisions 048,
// 050): the story's language, catalogue texts as Testing Library matches them, content texts.
import {
  isLang,
  pickTranslation,
  t,
  type Lang,
  type MessageKey,
  type MessageValues,
  type SiteData,
} from '@schaufenster/core';

/** The story's language (`globals.lang`), German when unset. */
export function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

/**
 * A catalogue text with whitespace collapsed, as Testing Library's name and text queries see it
 * (French puts a no-break space before "!", "?", ":" and ";").
 */
export function text(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return collapse(t(lang, key, values));
}

/** Whitespace collapsed to single spaces and trimmed. */
export function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The content translation a page in `lang` shows (the project's languages as fallback). */
export function translationOf<T extends {language: string}>(
  translations: readonly T[] | null | undefined,
  lang: Lang,
  site: Pick<SiteData, 'project'>,
): T | undefined {
  return pickTranslation(translations, lang, site.project.languages);
}

/** `value` as a literal inside a regular expression. */
export function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
