import type {MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import type {Lang} from '../language/lang.ts';
import {catalogueOf} from './catalogueSource.ts';
import type {Catalogue, MessageKey} from './catalogueTypes.ts';
import {formatToParts} from './formatMessage.ts';
import {parseMessage} from './parseMessage.ts';

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

// Node's catalogues hold ICU text, parsed on first use; the browser's hold syntax trees already.
const parsed = new Map<string, MessageFormatElement[]>();

function elementsOf(
  catalogue: Catalogue,
  lang: Lang,
  id: MessageKey,
): readonly MessageFormatElement[] | undefined {
  const message = catalogue[id] as string | MessageFormatElement[] | undefined;
  if (typeof message !== 'string') return message;
  const key = `${lang} ${id}`;
  let elements = parsed.get(key);
  if (elements === undefined) {
    elements = parseMessage(message, lang);
    parsed.set(key, elements);
  }
  return elements;
}

/**
 * The parts of message `id` in `lang`. A missing message or a value it cannot take is reported
 * with a warning and shows the key, the same on the server and in the browser.
 */
function partsOf<T>(lang: Lang, id: MessageKey, values: RichMessageValues<T> | undefined) {
  const catalogue = catalogueOf(lang);
  if (catalogue === undefined) {
    throw new Error(`The "${lang}" messages are not loaded yet: await loadCatalogue first`);
  }
  try {
    const elements = elementsOf(catalogue, lang, id);
    if (elements !== undefined) return formatToParts<T>(elements, lang, values);
    console.warn(`[intl] No "${lang}" message "${id}"`);
  } catch (error) {
    console.warn(`[intl] Message "${id}" in "${lang}":`, error);
  }
  return [id];
}

/** Formats the message `id` in `lang` with ICU `values`. */
export function t(lang: Lang, id: MessageKey, values?: MessageValues): string {
  const parts = partsOf<string>(lang, id, values as RichMessageValues<string> | undefined);
  return parts.length === 1 ? String(parts[0]) : parts.map(String).join('');
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
  return partsOf(lang, id, values);
}
