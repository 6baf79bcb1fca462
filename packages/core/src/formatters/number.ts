import type {Lang} from '../language/lang.ts';
import {formatEuro, formatFixed} from './localeDigits.ts';

/** Number styles the site formats (spec §5 Number formatting). */
const NUMBER_STYLES = ['decimal', 'percent', 'currency', 'unit'] as const;

/** One of the number styles. */
type NumberStyle = (typeof NUMBER_STYLES)[number];

/** From this absolute value on, `compact: true` uses compact notation (spec §9 Other). */
const COMPACT_THRESHOLD = 10_000;

/** Default fraction digits (spec §9 Other): exactly 2 for currency, at most 3 for decimal. */
const DEFAULT_CURRENCY_FRACTION_DIGITS = 2;
/** Default maximum fraction digits of the decimal style (spec §9 Other). */
const DEFAULT_DECIMAL_MAX_FRACTION_DIGITS = 3;

/** Allowed range of each digit option (spec §5 Number formatting). */
const DIGIT_OPTION_BOUNDS = {
  minimumIntegerDigits: [1, 21],
  minimumFractionDigits: [0, 20],
  maximumFractionDigits: [0, 20],
  minimumSignificantDigits: [1, 21],
  maximumSignificantDigits: [1, 21],
} as const satisfies Record<string, readonly [number, number]>;

type DigitOption = keyof typeof DIGIT_OPTION_BOUNDS;

/** Options of `formatNumber`; digit options are checked against the spec's bounds. */
export interface NumberOptions extends Partial<Record<DigitOption, number>> {
  /** @default 'decimal' */
  style?: NumberStyle;
  /** ISO 4217 code, 3 letters in any case; required for style currency. */
  currency?: string;
  /** How the currency is shown. @default 'symbol' */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
  /** A sanctioned unit ("kilogram", "kilometer-per-hour"); required for style unit. */
  unit?: string;
  /** How the unit is shown. @default 'short' */
  unitDisplay?: 'short' | 'long' | 'narrow';
  /** Whether to group thousands. @default true */
  useGrouping?: boolean;
  /** Compact notation ("1,2 Mio.") for values of at least 10000 in size; plain below. */
  compact?: boolean;
}

/**
 * Formats a number in the page language (spec §5 Number formatting): euro amounts and
 * fixed-point decimals without Intl where their pattern is known (localeDigits.ts, decision 059),
 * the rest through a cached Intl.NumberFormat. Throws a RangeError for a digit option outside its
 * bounds or a malformed currency or unit, with the option's name.
 */
export function formatNumber(value: number, lang: Lang, options: NumberOptions = {}): string {
  const {compact = false, ...rest} = options;
  const style = rest.style ?? 'decimal';
  if (!(NUMBER_STYLES as readonly string[]).includes(style)) {
    throw new RangeError(`formatNumber: style must be one of ${NUMBER_STYLES.join(', ')}`);
  }
  checkDigitOptions(rest);
  const currency = checkCurrency(rest.currency, style);
  checkUnit(rest.unit, style);

  const isCompact = compact && Math.abs(value) >= COMPACT_THRESHOLD;
  const intlOptions: Intl.NumberFormatOptions = {
    ...rest,
    style,
    ...(currency ? {currency} : {}),
    ...(isCompact ? {notation: 'compact'} : defaultFractionDigits(rest, style)),
  };
  return (
    formatWithoutIntl(value, lang, intlOptions) ?? numberFormat(lang, intlOptions).format(value)
  );
}

/** The Intl-free result for a decimal or an amount in euro, or undefined for the rest. */
function formatWithoutIntl(
  value: number,
  lang: Lang,
  options: Intl.NumberFormatOptions,
): string | undefined {
  // Intl's decimal style starts at no fraction digits; the currency defaults set both bounds.
  const min = options.minimumFractionDigits ?? (options.style === 'decimal' ? 0 : undefined);
  const max = options.maximumFractionDigits;
  if (options.notation !== undefined || options.minimumIntegerDigits !== undefined)
    return undefined;
  if (options.minimumSignificantDigits !== undefined) return undefined;
  if (options.maximumSignificantDigits !== undefined) return undefined;
  if (min === undefined || max === undefined) return undefined;
  if (options.style === 'decimal' && typeof options.useGrouping !== 'string') {
    const useGrouping = options.useGrouping ?? true;
    return formatFixed(value, lang, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping,
    });
  }
  const symbol = (options.currencyDisplay ?? 'symbol') === 'symbol';
  if (
    options.style === 'currency' &&
    options.currency === 'EUR' &&
    symbol &&
    min === 2 &&
    max === 2
  ) {
    return options.useGrouping === false ? undefined : formatEuro(value, lang);
  }
  return undefined;
}

// One Intl.NumberFormat per language and options: making one is the expensive part.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Formats a price in `currency` (default EUR) with two fraction digits: "1.234,50 €" in de. */
export function formatPrice(value: number, lang: Lang, currency = 'EUR'): string {
  return formatNumber(value, lang, {style: 'currency', currency});
}

function checkDigitOptions(options: NumberOptions): void {
  for (const name of Object.keys(DIGIT_OPTION_BOUNDS) as DigitOption[]) {
    const value = options[name];
    if (value === undefined) continue;
    const [min, max] = DIGIT_OPTION_BOUNDS[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(
        `formatNumber: ${name} must be an integer from ${min} to ${max}, got ${value}`,
      );
    }
  }
  checkOrder(options, 'minimumFractionDigits', 'maximumFractionDigits');
  checkOrder(options, 'minimumSignificantDigits', 'maximumSignificantDigits');
}

function checkOrder(options: NumberOptions, low: DigitOption, high: DigitOption): void {
  const a = options[low];
  const b = options[high];
  if (a !== undefined && b !== undefined && a > b) {
    throw new RangeError(`formatNumber: ${low} (${a}) must not exceed ${high} (${b})`);
  }
}

function checkCurrency(currency: string | undefined, style: NumberStyle): string | undefined {
  if (currency === undefined) {
    if (style === 'currency') throw new TypeError('formatNumber: style currency needs a currency');
    return undefined;
  }
  // spec §5: a currency code is 3 letters.
  if (!/^[A-Za-z]{3}$/.test(currency)) {
    throw new RangeError(`formatNumber: currency must be 3 letters (A-Z), got "${currency}"`);
  }
  return currency.toUpperCase();
}

function checkUnit(unit: string | undefined, style: NumberStyle): void {
  if (unit === undefined) {
    if (style === 'unit') throw new TypeError('formatNumber: style unit needs a unit');
    return;
  }
  const simple = Intl.supportedValuesOf('unit');
  const parts = unit.split('-per-');
  if (parts.length > 2 || !parts.every((part) => simple.includes(part))) {
    throw new RangeError(`formatNumber: unit "${unit}" is not a sanctioned ECMA-402 unit`);
  }
}

/**
 * spec §9: default fraction digits 2 for currency (min = max = 2), at most 3 for decimal.
 * Given options win and the other bound follows them so that min ≤ max always holds.
 * Significant digits take precedence in Intl, so no fraction defaults are added with them.
 */
function defaultFractionDigits(options: NumberOptions, style: NumberStyle): NumberOptions {
  const {minimumFractionDigits: min, maximumFractionDigits: max} = options;
  if (options.minimumSignificantDigits !== undefined) return {};
  if (options.maximumSignificantDigits !== undefined) return {};
  if (style === 'currency') {
    const fallback = DEFAULT_CURRENCY_FRACTION_DIGITS;
    return {
      minimumFractionDigits: min ?? Math.min(fallback, max ?? fallback),
      maximumFractionDigits: max ?? Math.max(fallback, min ?? fallback),
    };
  }
  if (style === 'decimal' && max === undefined) {
    return {maximumFractionDigits: Math.max(DEFAULT_DECIMAL_MAX_FRACTION_DIGITS, min ?? 0)};
  }
  return {};
}
