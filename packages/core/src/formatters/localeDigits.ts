// Numbers in de, en and fr without Intl (decision 059): the first Intl.NumberFormat,
// DateTimeFormat or Collator of a page loads ICU's locale data, 25–60 ms of main thread on a
// phone-class CPU, in the task that hydrates the page. Counts, prices in euro and ratings are
// all a page formats at load, and their patterns are few: grouped integer digits, fixed fraction
// digits, the euro sign before (en) or after (de, fr) the amount. Property tests hold every
// result here equal to Intl.NumberFormat's (localeDigits.test.ts); anything outside these
// patterns returns undefined and the caller asks Intl.
import type {Lang} from '../language/lang.ts';

interface Symbols {
  group: string;
  decimal: string;
  /** Euro pattern: the sign before the digits (en) or after them with a no-break space. */
  euro: (digits: string) => string;
}

const NBSP = '\u00a0';

const SYMBOLS: Readonly<Record<Lang, Symbols>> = {
  de: {group: '.', decimal: ',', euro: (digits) => `${digits}${NBSP}€`},
  en: {group: ',', decimal: '.', euro: (digits) => `€${digits}`},
  fr: {group: '\u202f', decimal: ',', euro: (digits) => `${digits}${NBSP}€`},
};

/**
 * Beyond this size `toFixed` switches to exponent notation and Intl prints digits a double does
 * not hold; such values go to Intl.
 */
const LARGEST_FAST = 1e15;

/** Fraction digits and grouping of a fixed-point number (Intl's defaults otherwise). */
export interface FixedDigits {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  useGrouping: boolean;
}

/**
 * `value` with between `minimumFractionDigits` and `maximumFractionDigits` fraction digits,
 * rounded half away from zero on its shortest decimal as Intl does; undefined where only Intl
 * can tell (not finite, too large, a language without a pattern here).
 */
export function formatFixed(value: number, lang: Lang, digits: FixedDigits): string | undefined {
  const symbols = SYMBOLS[lang] as Symbols | undefined;
  if (symbols === undefined || !Number.isFinite(value) || Math.abs(value) >= LARGEST_FAST) {
    return undefined;
  }
  const {minimumFractionDigits: min, maximumFractionDigits: max, useGrouping} = digits;
  const [whole, fraction] = roundHalfExpand(Math.abs(value), max);
  let kept = fraction;
  while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
  const integer = useGrouping ? group(whole, symbols.group) : whole;
  const body = kept === '' ? integer : `${integer}${symbols.decimal}${kept}`;
  // Intl shows the sign of every negative value, -0 and values rounded to zero included.
  return value < 0 || Object.is(value, -0) ? `-${body}` : body;
}

/** An amount in euro with two fraction digits, as Intl's currency style prints it. */
export function formatEuro(value: number, lang: Lang): string | undefined {
  const symbols = SYMBOLS[lang] as Symbols | undefined;
  const digits = formatFixed(Math.abs(value), lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
  if (symbols === undefined || digits === undefined) return undefined;
  const amount = symbols.euro(digits);
  return value < 0 || Object.is(value, -0) ? `-${amount}` : amount;
}

/**
 * The whole and fraction digits of `value` ≥ 0 rounded to `max` fraction digits. As Intl, it
 * rounds the shortest decimal that reads back as the same double (`String(value)`), not the
 * double's exact binary value as `toFixed` does, ties away from zero: 1.005 gives 1.01.
 */
function roundHalfExpand(value: number, max: number): [string, string] {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const point = mantissa.indexOf('.');
  let digits = mantissa.replace('.', '');
  let wholeLength = (point === -1 ? mantissa.length : point) + Number(exponent);
  if (wholeLength <= 0) {
    digits = '0'.repeat(1 - wholeLength) + digits;
    wholeLength = 1;
  }
  digits = digits.padEnd(wholeLength + max + 1, '0');
  const roundUp = digits.charCodeAt(wholeLength + max) >= '5'.charCodeAt(0);
  let kept = digits.slice(0, wholeLength + max);
  if (roundUp) kept = increment(kept);
  const cut = kept.length - max;
  return [kept.slice(0, cut), kept.slice(cut)];
}

/** A string of decimal digits plus one, one digit longer when it carries out ("999" → "1000"). */
function increment(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at--;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, at) + String(Number(digits[at]) + 1) + '0'.repeat(digits.length - at - 1);
}

/** Groups of three digits from the right, joined by the language's separator. */
function group(whole: string, separator: string): string {
  const head = whole.length % 3 || 3;
  let out = whole.slice(0, head);
  for (let at = head; at < whole.length; at += 3) out += separator + whole.slice(at, at + 3);
  return out;
}
