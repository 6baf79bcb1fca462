import {createIntl, createIntlCache} from '@formatjs/intl';
import {TYPE, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import {describe, expect, it} from 'vitest';
import {CATALOGUES, isServerOnly, LANGUAGES, t, type MessageKey} from '@schaufenster/core';
import {compileCatalogue, scopePart} from './lazyCatalogues.ts';

type Value = string | number | Date | ((chunks: string[]) => string);

// A value for every argument and tag of a message, so each branch formats something visible.
function sampleValues(elements: readonly MessageFormatElement[], into: Record<string, Value>) {
  for (const element of elements) {
    if (element.type === TYPE.argument) into[element.value] = `«${element.value}»`;
    if (element.type === TYPE.number) into[element.value] = 1234.5;
    if (element.type === TYPE.date || element.type === TYPE.time) into[element.value] = new Date(0);
    if (element.type === TYPE.plural) into[element.value] = 2;
    if (element.type === TYPE.select) {
      into[element.value] = Object.keys(element.options).find((key) => key !== 'other') ?? 'x';
    }
    if (element.type === TYPE.tag) {
      into[element.value] = (chunks) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      sampleValues(element.children, into);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, into);
    }
  }
  return into;
}

describe('compiled catalogues of the client build (decision 014)', () => {
  it('compile every message to a syntax tree that formats exactly like the ICU string', () => {
    for (const lang of LANGUAGES) {
      const compiled = compileCatalogue(CATALOGUES[lang], lang);
      expect(Object.keys(compiled)).toEqual(Object.keys(CATALOGUES[lang]));
      const intl = createIntl(
        {locale: lang, defaultLocale: 'de', messages: compiled},
        createIntlCache(),
      );
      for (const [key, elements] of Object.entries(compiled)) {
        // An array, never a string: the browser has no parser for strings.
        expect(Array.isArray(elements), `${lang}.${key}`).toBe(true);
        const values = sampleValues(elements, {});
        expect(intl.formatMessage({id: key}, values), `${lang}.${key}`).toBe(
          t(lang, key as MessageKey, values),
        );
      }
    }
  });

  it('keeps the spec’s strings, e.g. the cart button and a day span', () => {
    const de = compileCatalogue(CATALOGUES.de, 'de');
    const intl = createIntl({locale: 'de', messages: de}, createIntlCache());
    expect(intl.formatMessage({id: 'cartButtonLabel'}, {count: 1})).toBe('Warenkorb (1)');
    expect(intl.formatMessage({id: 'openingHoursDay14'})).toBe('Mo, Mi, Fr');
  });

  it('split each catalogue into the consent scope and the rest, together every message once', () => {
    for (const lang of LANGUAGES) {
      const consent = scopePart(CATALOGUES[lang], true);
      const rest = scopePart(CATALOGUES[lang], false);
      expect(Object.keys(consent)).toContain('cookieBannerAllowAll');
      expect(Object.keys(consent)).toContain('externalLinkNewTab');
      expect(Object.keys(rest)).toContain('cartButtonLabel');
      expect(Object.keys(consent).filter((key) => key in rest)).toEqual([]);
      const browser = Object.fromEntries(
        Object.entries(CATALOGUES[lang]).filter(([key]) => !isServerOnly(key)),
      );
      expect({...consent, ...rest}).toEqual(browser);
    }
  });

  it('leaves the e-mails’ texts out of the browser: only the order service formats them', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(CATALOGUES[lang])).toContain('mailOrderReceivedSubject');
      const parts = [scopePart(CATALOGUES[lang], true), scopePart(CATALOGUES[lang], false)];
      expect(parts.flatMap(Object.keys).filter((key) => key.startsWith('mail'))).toEqual([]);
    }
  });
});
