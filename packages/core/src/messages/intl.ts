import {createIntl, createIntlCache, type IntlShape} from '@formatjs/intl';
import type {Lang} from '../language/lang.ts';
import {catalogueOf} from './catalogueSource.ts';
import type {MessageKey} from './catalogueTypes.ts';

export type {MessageKey} from './catalogueTypes.ts';
export {loadCatalogue} from './catalogueSource.ts';

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

const cache = createIntlCache();
const intls = new Map<Lang, IntlShape<string>>();

/**
 * One `IntlShape` per language, created once (STYLE.md: memoised per language). In the browser
 * the language's catalogue must be loaded first (`loadCatalogue`, decision 014).
 */
export function getIntl(lang: Lang): IntlShape<string> {
  let intl = intls.get(lang);
  if (!intl) {
    const messages = catalogueOf(lang);
    if (messages === undefined) {
      throw new Error(`The "${lang}" messages are not loaded yet: await loadCatalogue first`);
    }
    intl = createIntl<string>(
      {locale: lang, defaultLocale: 'de', messages, onError: reportIntlError},
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
