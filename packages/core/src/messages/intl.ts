import {createIntl, createIntlCache, type IntlShape} from '@formatjs/intl';
import type {Lang} from '../language/lang.ts';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

/** Every message key; de.json is the reference catalogue, en and fr must match it (tested). */
export type MessageKey = keyof typeof de;

/** Values interpolated into an ICU message. */
export type MessageValues = Record<string, string | number | Date>;

/** The three catalogues, keyed by language. */
export const CATALOGUES: Record<Lang, Record<MessageKey, string>> = {de, en, fr};

const cache = createIntlCache();
const intls = new Map<Lang, IntlShape<string>>();

/** One `IntlShape` per language, created once (STYLE.md: memoised per language). */
export function getIntl(lang: Lang): IntlShape<string> {
  let intl = intls.get(lang);
  if (!intl) {
    intl = createIntl<string>(
      {locale: lang, defaultLocale: 'de', messages: CATALOGUES[lang], onError: reportIntlError},
      cache,
    );
    intls.set(lang, intl);
  }
  return intl;
}

/** Formats the message `id` in `lang` with ICU `values`. */
export function t(lang: Lang, id: MessageKey, values?: MessageValues): string {
  return getIntl(lang).formatMessage({id}, values);
}

function reportIntlError(error: unknown): void {
  console.warn('[intl]', error);
}
