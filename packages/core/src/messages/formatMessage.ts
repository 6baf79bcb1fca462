// The message runtime (decision 059): formats a message's ICU syntax tree, as the catalogues hold
// it in the browser (compiled at build time) and as `parseMessage` makes it in Node. It replaces
// @formatjs/intl, whose formatter starts ICU's number data (Intl.NumberFormat) when it is made,
// 25–60 ms of a phone's main thread while the page hydrates. Counts format as formatNumber's
// decimal default, without Intl (localeDigits.ts); plural categories come from
// Intl.PluralRules, which loads no such data.
// formatMessage.test.ts holds every catalogue message's output equal to IntlMessageFormat's.
import type {
  MessageFormatElement,
  PluralElement,
  SelectElement,
} from '@formatjs/icu-messageformat-parser';
import {formatNumber} from '../formatters/number.ts';
import type {Lang} from '../language/lang.ts';

/** A value of a message argument; a function formats a rich-text tag from its chunks. */
export type ArgumentValue<T> = string | number | Date | T | ((chunks: Array<string | T>) => T);

// The element types of @formatjs/icu-messageformat-parser's TYPE enum. Written out: importing the
// enum would bring its module into every island.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/** Thrown for a message the runtime cannot format with the given values. */
export class MessageError extends Error {
  override name = 'MessageError';
}

/**
 * The parts of `elements` formatted with `values`: strings, adjacent ones joined, and the rich
 * values or tag results of type `T` in between. Throws a `MessageError` for a missing value, a
 * tag without a function, a select without a matching option, or an element the catalogues do not
 * use (dates, times, styled numbers).
 */
export function formatToParts<T>(
  elements: readonly MessageFormatElement[],
  lang: Lang,
  values: Readonly<Record<string, ArgumentValue<T>>> = {},
): Array<string | T> {
  const parts: Array<string | T> = [];
  formatInto(parts, elements, lang, values, undefined);
  return parts;
}

function formatInto<T>(
  parts: Array<string | T>,
  elements: readonly MessageFormatElement[],
  lang: Lang,
  values: Readonly<Record<string, ArgumentValue<T>>>,
  count: number | undefined,
): void {
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        push(parts, element.value);
        break;
      case POUND:
        if (count !== undefined) push(parts, formatNumber(count, lang));
        break;
      case ARGUMENT:
        pushValue(parts, valueOf(values, element.value));
        break;
      case NUMBER:
        if (element.style != null) throw new MessageError(`Styled number "${element.value}"`);
        push(parts, formatNumber(Number(valueOf(values, element.value)), lang));
        break;
      case SELECT:
        formatInto(
          parts,
          selectOption(element, valueOf(values, element.value)),
          lang,
          values,
          count,
        );
        break;
      case PLURAL: {
        const value = Number(valueOf(values, element.value));
        formatInto(parts, pluralOption(element, value, lang), lang, values, value - element.offset);
        break;
      }
      case TAG: {
        const tag = valueOf(values, element.value);
        if (typeof tag !== 'function')
          throw new MessageError(`Tag "${element.value}" needs a function`);
        const chunks: Array<string | T> = [];
        formatInto(chunks, element.children, lang, values, count);
        pushValue(parts, (tag as (chunks: Array<string | T>) => T)(chunks));
        break;
      }
      default:
        throw new MessageError(`Unsupported element of type ${element.type}`);
    }
  }
}

function valueOf<T>(values: Readonly<Record<string, ArgumentValue<T>>>, name: string) {
  if (!Object.hasOwn(values, name)) throw new MessageError(`Missing value "${name}"`);
  return values[name] as ArgumentValue<T>;
}

function push<T>(parts: Array<string | T>, text: string): void {
  const last = parts.length - 1;
  if (last >= 0 && typeof parts[last] === 'string') parts[last] += text;
  else parts.push(text);
}

/** As IntlMessageFormat: strings and numbers as text, other falsy values as nothing. */
function pushValue<T>(parts: Array<string | T>, value: unknown): void {
  if (typeof value === 'string' || typeof value === 'number') push(parts, String(value));
  else if (Array.isArray(value)) for (const item of value) pushValue(parts, item);
  else if (value) parts.push(value as T);
}

function selectOption(element: SelectElement, value: unknown): readonly MessageFormatElement[] {
  // An own option only: a value such as `toString` or `__proto__` is no option, it takes `other`.
  const key = String(value);
  const option =
    (Object.hasOwn(element.options, key) ? element.options[key] : undefined) ??
    element.options.other;
  if (option === undefined) throw new MessageError(`No option "${String(value)}" or other`);
  return option.value;
}

function pluralOption(
  element: PluralElement,
  value: number,
  lang: Lang,
): readonly MessageFormatElement[] {
  const exact = element.options[`=${value}`];
  if (exact !== undefined) return exact.value;
  const category = pluralRules(lang, element.pluralType ?? 'cardinal').select(
    value - element.offset,
  );
  const option = element.options[category] ?? element.options.other;
  if (option === undefined) throw new MessageError(`No plural option "${category}" or other`);
  return option.value;
}

const pluralRuleSets = new Map<string, Intl.PluralRules>();

function pluralRules(lang: Lang, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${lang} ${type}`;
  let rules = pluralRuleSets.get(key);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lang, {type});
    pluralRuleSets.set(key, rules);
  }
  return rules;
}
