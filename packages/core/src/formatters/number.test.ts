import {describe, expect, it} from 'vitest';
import {formatNumber, formatPrice, type NumberOptions} from './number.ts';

// Intl puts U+00A0 before "€" and "%" in de/fr, and U+202F between thousands in fr.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatPrice', () => {
  it.each([
    ['de', 1234.5, `1.234,50${NBSP}€`],
    ['de', 0, `0,00${NBSP}€`],
    ['de', 19.999, `20,00${NBSP}€`],
    ['de', -5, `-5,00${NBSP}€`],
    ['en', 1234.5, '€1,234.50'],
    ['fr', 1234.5, `1${NNBSP}234,50${NBSP}€`],
  ] as const)('%s %d → %j', (lang, value, expected) => {
    expect(formatPrice(value, lang)).toBe(expected);
  });

  it('takes another currency, in any case', () => {
    expect(formatPrice(10, 'de', 'chf')).toBe(`10,00${NBSP}CHF`);
  });

  it('keeps two fraction digits for currencies Intl would round to none (spec §9)', () => {
    expect(formatPrice(1234, 'de', 'JPY')).toBe(`1.234,00${NBSP}¥`);
  });
});

describe('formatNumber: defaults (spec §9 Other)', () => {
  it('uses at most 3 fraction digits for decimal', () => {
    expect(formatNumber(1234.56789, 'de')).toBe('1.234,568');
    expect(formatNumber(1.5, 'de')).toBe('1,5');
    expect(formatNumber(1234.56789, 'en')).toBe('1,234.568');
  });

  it('uses exactly 2 fraction digits for currency', () => {
    expect(formatNumber(3, 'de', {style: 'currency', currency: 'EUR'})).toBe(`3,00${NBSP}€`);
  });

  it('lets given fraction digits win over the defaults', () => {
    const euro = {style: 'currency', currency: 'EUR'} as const;
    expect(formatNumber(3.456, 'de', {...euro, maximumFractionDigits: 0})).toBe(`3${NBSP}€`);
    expect(formatNumber(3.4567, 'de', {...euro, minimumFractionDigits: 3})).toBe(`3,457${NBSP}€`);
    expect(formatNumber(1.23456, 'de', {minimumFractionDigits: 5})).toBe('1,23456');
    expect(formatNumber(1.5, 'de', {minimumFractionDigits: 2})).toBe('1,50');
  });

  it('formats percent and unit styles', () => {
    expect(formatNumber(0.125, 'de', {style: 'percent'})).toBe(`13${NBSP}%`);
    expect(formatNumber(0.125, 'de', {style: 'percent', maximumFractionDigits: 1})).toBe(
      `12,5${NBSP}%`,
    );
    expect(formatNumber(50, 'de', {style: 'unit', unit: 'kilometer-per-hour'})).toBe('50 km/h');
    expect(formatNumber(2.5, 'de', {style: 'unit', unit: 'kilogram'})).toBe('2,5 kg');
  });

  it('honours significant digits without adding fraction defaults', () => {
    expect(formatNumber(1234.5678, 'de', {maximumSignificantDigits: 2})).toBe('1.200');
    expect(
      formatNumber(3, 'de', {style: 'currency', currency: 'EUR', minimumSignificantDigits: 1}),
    ).toBe(`3${NBSP}€`);
  });

  it('pads integer digits', () => {
    expect(formatNumber(7, 'de', {minimumIntegerDigits: 3})).toBe('007');
  });
});

describe('formatNumber: compact notation from 10000 (spec §9)', () => {
  it.each([
    ['en', 9999, '9,999'],
    ['en', 10000, '10K'],
    ['en', -10000, '-10K'],
    ['en', 1234567, '1.2M'],
    ['de', 9999, '9.999'],
    ['de', 1234567, `1,2${NBSP}Mio.`],
  ] as const)('%s %d → %j', (lang, value, expected) => {
    expect(formatNumber(value, lang, {compact: true})).toBe(expected);
  });

  it('keeps plain notation without the option', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('keeps currency below the threshold plain with two digits', () => {
    expect(formatNumber(9999.5, 'de', {style: 'currency', currency: 'EUR', compact: true})).toBe(
      `9.999,50${NBSP}€`,
    );
  });
});

describe('formatNumber: bounds (spec §5 Number formatting)', () => {
  it.each([
    ['minimumIntegerDigits', 1, 21],
    ['minimumFractionDigits', 0, 20],
    ['maximumFractionDigits', 0, 20],
    ['minimumSignificantDigits', 1, 21],
    ['maximumSignificantDigits', 1, 21],
  ] as const)('%s accepts %i to %i and rejects outside', (name, min, max) => {
    expect(() => formatNumber(1, 'de', {[name]: min})).not.toThrow();
    expect(() => formatNumber(1, 'de', {[name]: max})).not.toThrow();
    const message = `formatNumber: ${name} must be an integer from ${min} to ${max}`;
    expect(() => formatNumber(1, 'de', {[name]: min - 1})).toThrow(
      new RangeError(`${message}, got ${min - 1}`),
    );
    expect(() => formatNumber(1, 'de', {[name]: max + 1})).toThrow(
      new RangeError(`${message}, got ${max + 1}`),
    );
    expect(() => formatNumber(1, 'de', {[name]: min + 0.5})).toThrow(RangeError);
  });

  it('uses the upper bounds for real', () => {
    expect(formatNumber(1, 'en', {minimumIntegerDigits: 21, useGrouping: false})).toBe(
      '1'.padStart(21, '0'),
    );
    expect(formatNumber(0.5, 'en', {minimumFractionDigits: 20})).toBe(`0.${'5'.padEnd(20, '0')}`);
  });

  it('rejects minimum above maximum', () => {
    expect(() =>
      formatNumber(1, 'de', {minimumFractionDigits: 3, maximumFractionDigits: 2}),
    ).toThrow('formatNumber: minimumFractionDigits (3) must not exceed maximumFractionDigits (2)');
    expect(() =>
      formatNumber(1, 'de', {minimumSignificantDigits: 5, maximumSignificantDigits: 4}),
    ).toThrow(RangeError);
  });

  it.each(['EU', 'EURO', 'E1R', '€', ''])('rejects currency %j', (currency) => {
    expect(() => formatNumber(1, 'de', {style: 'currency', currency})).toThrow(
      `formatNumber: currency must be 3 letters (A-Z), got "${currency}"`,
    );
  });

  it('accepts a lower-case currency code', () => {
    expect(formatNumber(1, 'de', {style: 'currency', currency: 'eur'})).toBe(`1,00${NBSP}€`);
  });

  it('needs a currency for style currency and a unit for style unit', () => {
    expect(() => formatNumber(1, 'de', {style: 'currency'})).toThrow(TypeError);
    expect(() => formatNumber(1, 'de', {style: 'unit'})).toThrow(TypeError);
  });

  it.each(['furlong', 'meter-per-second-per-second', 'kilometer-per'])(
    'rejects unit %j',
    (unit) => {
      expect(() => formatNumber(1, 'de', {style: 'unit', unit})).toThrow(RangeError);
    },
  );

  it('rejects an unknown style', () => {
    const options = {style: 'scientific'} as unknown as NumberOptions;
    expect(() => formatNumber(1, 'de', options)).toThrow(
      'formatNumber: style must be one of decimal, percent, currency, unit',
    );
  });
});
