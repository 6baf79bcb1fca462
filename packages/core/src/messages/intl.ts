import {createIntl, createIntlCache, type IntlShape} from '@formatjs/intl';
import type {Lang} from '../language/lang.ts';
import de from './de.json' with {type: 'json'};
import en from './en.json' with {type: 'json'};
import fr from './fr.json' with {type: 'json'};

/** Every message key; de.json is the reference catalogue, en and fr must match it (tested). */
export type MessageKey = keyof typeof de;

/**
 * Values interpolated into an ICU message. A function formats a rich-text tag
 * (`<privacyLink>…</privacyLink>`) from its text chunks, e.g. into plain text or HTML.
 */
export type MessageValues = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** Values for `formatRich`: primitives, rich nodes of type `T`, or tag functions returning `T`. */
export type RichMessageValues<T> = Record<
  string,
  string | number | Date | T | ((chunks: Array<string | T>) => T)
>;

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

/**
 * Formats the message `id` in `lang` into parts where values and tags may be rich nodes (a
 * renderer's elements); core stays renderer-agnostic, `ui` turns the parts into React children.
 */
export function formatRich<T>(
  lang: Lang,
  id: MessageKey,
  values: RichMessageValues<T>,
): Array<string | T> {
  const intl = getIntl(lang) as unknown as IntlShape<T>;
  const out = intl.formatMessage({id}, values);
  return Array.isArray(out) ? out : [out];
}

function reportIntlError(error: unknown): void {
  console.warn('[intl]', error);
}
