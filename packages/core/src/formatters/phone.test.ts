import {afterEach, beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {formatPhone, phoneBook} from './phone.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatPhone: callable numbers', () => {
  it.each([
    // spec §5: parsed with default country DE.
    ['0221 123456', 'tel:+49221123456', '+49 221 123456'],
    ['0221/12 34 56', 'tel:+49221123456', '+49 221 123456'],
    ['(030) 1234-5678', 'tel:+493012345678', '+49 30 12345678'],
    ['0171 1234567', 'tel:+491711234567', '+49 171 1234567'],
    ['0800 1234567', 'tel:+498001234567', '+49 800 1234567'],
    ['+49 (0) 221 123456', 'tel:+49221123456', '+49 221 123456'],
    ['0049 221 123456', 'tel:+49221123456', '+49 221 123456'],
    ['0221 123456 ext. 12', 'tel:+49221123456;ext=12', '+49 221 123456 ext. 12'],
    // Neighbouring countries written with their prefix.
    ['+43 1 5123456', 'tel:+4315123456', '+43 1 5123456'],
    ['+41 44 668 18 00', 'tel:+41446681800', '+41 44 668 18 00'],
    ['+33 1 23 45 67 89', 'tel:+33123456789', '+33 1 23 45 67 89'],
  ])('%j → %s', (input, href, text) => {
    expect(formatPhone(input, {lang: 'de'})).toEqual({kind: 'tel', href, text, label: 'Telefon'});
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['AT', '0664 1234567', '+43 664 1234567'],
    ['CH', '044 668 18 00', '+41 44 668 18 00'],
    ['FR', '06 12 34 56 78', '+33 6 12 34 56 78'],
  ] as const)('reads national numbers in country %s', (country, input, text) => {
    expect(formatPhone(input, {lang: 'de', country})).toMatchObject({kind: 'tel', text});
  });

  it('labels the link in the page language', () => {
    expect(formatPhone('0221 123456', {lang: 'en'})).toMatchObject({label: 'Phone'});
    expect(formatPhone('0221 123456', {lang: 'fr'})).toMatchObject({label: 'Téléphone'});
  });
});

describe('formatPhone: not callable', () => {
  it('shows international-format text without a link', () => {
    expect(formatPhone('0221 123457', {lang: 'de', callable: false})).toEqual({
      kind: 'text',
      text: '+49 221 123457',
    });
  });
});

describe('formatPhone: invalid input is shown raw with a console message', () => {
  it.each(['', 'abc', 'Telefon folgt', '1', '+49 1', '0'])('%j', (input) => {
    expect(formatPhone(input, {lang: 'de'})).toEqual({kind: 'raw', text: input});
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects an unknown country as raw', () => {
    // @ts-expect-error: a country code coming from untyped content
    expect(formatPhone('030 1234567', {lang: 'de', country: 'XX'})).toEqual({
      kind: 'raw',
      text: '030 1234567',
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects raw even when not callable', () => {
    expect(formatPhone('abc', {lang: 'de', callable: false})).toEqual({kind: 'raw', text: 'abc'});
  });
});

describe('formatPhone: national number bounds (spec §5: 2 to 17 digits)', () => {
  const digits = (count: number) => '123456789012345678'.slice(0, count);

  it('rejects 1 national digit', () => {
    expect(formatPhone(`+49 ${digits(1)}`, {lang: 'de'}).kind).toBe('raw');
    expect(formatPhone(digits(1), {lang: 'de'}).kind).toBe('raw');
  });

  it('accepts 2 national digits', () => {
    expect(formatPhone(`+49 ${digits(2)}`, {lang: 'de'})).toMatchObject({
      kind: 'tel',
      href: 'tel:+4912',
    });
  });

  it('accepts 17 national digits', () => {
    expect(formatPhone(`+49 ${digits(17)}`, {lang: 'de'})).toMatchObject({
      kind: 'tel',
      href: 'tel:+4912345678901234567',
    });
    expect(formatPhone(digits(17), {lang: 'de'}).kind).toBe('tel');
  });

  it('rejects 18 national digits', () => {
    expect(formatPhone(`+49 ${digits(18)}`, {lang: 'de'}).kind).toBe('raw');
    expect(formatPhone(digits(18), {lang: 'de'}).kind).toBe('raw');
  });
});

describe('formatPhone: input length (spec §5: at most 250 characters)', () => {
  const number = '0221 123456';

  it('parses input of exactly 250 characters', () => {
    const input = number.padEnd(250, ' ');
    expect(input).toHaveLength(250);
    expect(formatPhone(input, {lang: 'de'})).toMatchObject({kind: 'tel', href: 'tel:+49221123456'});
  });

  it('shows input of 251 characters raw without parsing', () => {
    const input = number.padEnd(251, ' ');
    expect(formatPhone(input, {lang: 'de'})).toEqual({kind: 'raw', text: input});
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('longer than 250 characters');
  });
});

describe('phoneBook (decision 031: numbers formatted at build time)', () => {
  it('formats each number once, keyed by its input, and skips empty entries', () => {
    const book = phoneBook(['0221 123456', null, '', '0221 123456', 'nach Vereinbarung'], {
      lang: 'en',
    });
    expect(book).toEqual({
      '0221 123456': formatPhone('0221 123456', {lang: 'en'}),
      'nach Vereinbarung': {kind: 'raw', text: 'nach Vereinbarung'},
    });
    expect(book['0221 123456']).toMatchObject({kind: 'tel', label: 'Phone'});
    // Logged once, while building, for the one invalid entry.
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads national numbers in the given country', () => {
    expect(phoneBook(['01 5123456'], {lang: 'de', country: 'AT'})['01 5123456']).toMatchObject({
      href: 'tel:+4315123456',
    });
  });

  it('keeps a key named like an object property as data', () => {
    expect(Object.keys(phoneBook(['__proto__'], {lang: 'de'}))).toEqual(['__proto__']);
  });
});
