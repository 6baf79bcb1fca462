import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {LANGUAGES} from '../language/lang.ts';
import {formatEuro, formatFixed} from './localeDigits.ts';
import {formatNumber} from './number.ts';

// The oracle: Intl.NumberFormat of this Node, which the Intl-free formatting must equal exactly.
const intl = (lang: string, options: Intl.NumberFormatOptions) => (value: number) =>
  new Intl.NumberFormat(lang, options).format(value);

const lang = fc.constantFrom(...LANGUAGES);
// Amounts a shop shows (cents, large totals, negatives, -0) and any double below 10^15.
const value = fc.oneof(
  fc.integer({min: -10_000_000_00, max: 10_000_000_00}).map((cents) => cents / 100),
  fc.double({min: -1e15 + 1, max: 1e15 - 1, noNaN: true}),
  fc.constantFrom(0, -0, 0.005, 1.005, 2.675, -0.001, 999.995, 1234.5, 999_999.999_5),
);

describe('numbers without Intl (decision 059)', () => {
  it('prints fixed-point numbers exactly as Intl.NumberFormat', () => {
    const digits = fc
      .tuple(fc.integer({min: 0, max: 20}), fc.integer({min: 0, max: 20}), fc.boolean())
      .map(([a, b, useGrouping]) => ({
        minimumFractionDigits: Math.min(a, b),
        maximumFractionDigits: Math.max(a, b),
        useGrouping,
      }));
    fc.assert(
      fc.property(value, lang, digits, (x, l, options) => {
        expect(formatFixed(x, l, options)).toBe(intl(l, options)(x));
      }),
      {numRuns: 3000},
    );
  });

  it('prints amounts in euro exactly as Intl.NumberFormat', () => {
    fc.assert(
      fc.property(value, lang, (x, l) => {
        expect(formatEuro(x, l)).toBe(intl(l, {style: 'currency', currency: 'EUR'})(x));
      }),
      {numRuns: 3000},
    );
  });

  it('prints counts (formatNumber’s default, `#` in plurals) exactly as Intl.NumberFormat’s defaults', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), value), lang, (x, l) => {
        expect(formatNumber(x, l)).toBe(intl(l, {})(x));
      }),
      {numRuns: 2000},
    );
  });

  it('shows the languages’ separators and the euro sign’s place', () => {
    expect(formatEuro(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatEuro(-1234.5, 'en')).toBe('-€1,234.50');
    expect(formatEuro(1234567.5, 'fr')).toBe('1\u202f234\u202f567,50\u00a0€');
    expect(formatNumber(12345, 'de')).toBe('12.345');
  });

  it('leaves to Intl what it has no pattern for', () => {
    const options = {minimumFractionDigits: 0, maximumFractionDigits: 3, useGrouping: true};
    for (const x of [Number.NaN, Infinity, -Infinity, 1e15, -2e21]) {
      expect(formatFixed(x, 'de', options)).toBeUndefined();
      expect(formatEuro(x, 'de')).toBeUndefined();
    }
    // @ts-expect-error: a language the site does not have
    expect(formatFixed(1, 'es', options)).toBeUndefined();
  });
});
