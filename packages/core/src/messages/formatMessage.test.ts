import {createIntl, createIntlCache} from '@formatjs/intl';
import {TYPE, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {LANGUAGES, type Lang} from '../language/lang.ts';
import {CATALOGUES} from './catalogues.ts';
import {formatToParts, MessageError} from './formatMessage.ts';
import {formatRich, t, type MessageKey} from './intl.ts';
import {parseMessage} from './parseMessage.ts';

// The oracle: @formatjs/intl, the library the runtime replaces (decision 059).
const oracles = new Map(
  LANGUAGES.map((lang) => [
    lang,
    createIntl({locale: lang, messages: CATALOGUES[lang], onError: () => {}}, createIntlCache()),
  ]),
);

type Kind = 'text' | 'count' | 'tag';

/** Each argument of a message and what it takes. */
function argumentKinds(elements: readonly MessageFormatElement[], into = new Map<string, Kind>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.select) {
      into.set(element.value, 'text');
    }
    if (element.type === TYPE.number || element.type === TYPE.plural) {
      into.set(element.value, 'count');
    }
    if (element.type === TYPE.tag) {
      into.set(element.value, 'tag');
      argumentKinds(element.children, into);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentKinds(option.value, into);
    }
  }
  return into;
}

const count = fc.oneof(
  fc.integer({min: 0, max: 5}),
  fc.integer({min: 0, max: 10_000_000}),
  fc.double({min: 0, max: 1e6, noNaN: true}),
);
const text = fc.string({maxLength: 12});

/** Values for a message: counts, text, tag functions that show their chunks. */
function valuesFor(kinds: Map<string, Kind>) {
  const entries = [...kinds].map(([name, kind]) =>
    kind === 'count'
      ? count.map((value) => [name, value] as const)
      : kind === 'text'
        ? text.map((value) => [name, value] as const)
        : fc.constant([
            name,
            (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`,
          ] as const),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('message runtime (decision 059)', () => {
  const keys = Object.keys(CATALOGUES.de) as MessageKey[];

  it.each(LANGUAGES)('formats every %s message exactly as @formatjs/intl', (lang) => {
    const oracle = oracles.get(lang)!;
    for (const key of keys) {
      const kinds = argumentKinds(parseMessage(CATALOGUES[lang][key], lang));
      fc.assert(
        fc.property(valuesFor(kinds), (values) => {
          expect(t(lang, key, values), `${lang}.${key}`).toBe(
            oracle.formatMessage({id: key}, values),
          );
        }),
        {numRuns: kinds.size === 0 ? 1 : 25},
      );
    }
  });

  it('keeps rich values and tag results as parts, joining the text around them', () => {
    const link = (chunks: Array<string | {link: string}>) => ({link: chunks.join('')});
    for (const lang of LANGUAGES) {
      const oracle = oracles.get(lang)! as unknown as {
        formatMessage: (d: {id: string}, v: object) => unknown;
      };
      const values = {privacyLink: link};
      const parts = formatRich(lang, 'contactFormPrivacyAgreement', values);
      expect(parts).toEqual(oracle.formatMessage({id: 'contactFormPrivacyAgreement'}, values));
      expect(parts.some((part) => typeof part === 'object')).toBe(true);
    }
  });

  it('shows the key and warns for a missing message or value, never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('de', 'noSuchKey' as MessageKey)).toBe('noSuchKey');
    expect(t('en', 'cartButtonLabel')).toBe('cartButtonLabel');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('names what it cannot format', () => {
    const parse = (message: string) => parseMessage(message, 'de');
    expect(() => formatToParts(parse('{a}'), 'de')).toThrow(new MessageError('Missing value "a"'));
    expect(() => formatToParts(parse('<b>x</b>'), 'de', {b: 'x'})).toThrow(/needs a function/);
    expect(() => formatToParts(parse('{d, date}'), 'de', {d: 1})).toThrow(/Unsupported/);
    expect(() => formatToParts(parse('{n, number, percent}'), 'de', {n: 1})).toThrow(/Styled/);
  });

  it('takes `other` for a select value that is no own option, such as `toString`', () => {
    const message = parseMessage('{s, select, a {A} other {O}}', 'de');
    const format = (s: string) => formatToParts(message, 'de', {s}).join('');
    expect(['a', 'toString', '__proto__', 'constructor'].map(format)).toEqual(['A', 'O', 'O', 'O']);
  });

  it('selects exact plural matches before categories, with offsets', () => {
    const message = parseMessage(
      '{n, plural, offset:1 =0 {none} =1 {you} one {you and # other} other {you and # others}}',
      'en' as Lang,
    );
    const format = (n: number) => formatToParts(message, 'en', {n}).join('');
    expect([0, 1, 2, 3, 1235].map(format)).toEqual([
      'none',
      'you',
      'you and 1 other',
      'you and 2 others',
      'you and 1,234 others',
    ]);
  });
});
