// 'min' metadata (about 19 kB gzipped, half of 'max'): formats and validates DE, AT, CH and FR
// numbers the same as 'max' (tested); it only lacks number-type detection, which we never use.
import {ParseError, parsePhoneNumberWithError, type CountryCode} from 'libphonenumber-js/min';
import type {Lang} from '../language/lang.ts';
import {t} from '../messages/intl.ts';

/** Country a number without a + prefix is read in (spec §5 Phone numbers, §9 Phone). */
const PHONE_DEFAULT_COUNTRY: CountryCode = 'DE';
/** Longest input parsed; longer input is shown raw unparsed (spec §5 Phone numbers). */
const PHONE_MAX_INPUT_LENGTH = 250;
/** Fewest digits of the national number (spec §5 Phone numbers). */
const PHONE_MIN_NATIONAL_DIGITS = 2;
/** Most digits of the national number (spec §5 Phone numbers). */
const PHONE_MAX_NATIONAL_DIGITS = 17;

/** How a phone number is shown (spec §2 Phone display). */
export type PhoneDisplay =
  | {
      /** A callable number: a tel: link. */
      kind: 'tel';
      /** The link target, "tel:+49221123456" (with ";ext=" when there is an extension). */
      href: string;
      /** International format, "+49 221 123456". */
      text: string;
      /** Accessible label of the link in the page language ("Telefon"). */
      label: string;
    }
  | {
      /** A number shown as international-format text, not a link (fax, callable false). */
      kind: 'text';
      /** International format, "+49 221 123456". */
      text: string;
    }
  | {
      /** Input that is not a usable number: shown exactly as given (spec §8). */
      kind: 'raw';
      /** The input, unchanged. */
      text: string;
    };

/** Options of `formatPhone` (spec §2 Phone display: number, country, callable). */
export interface PhoneOptions {
  /** Page language, for the link label. */
  lang: Lang;
  /** Country of numbers written without a + prefix. @default 'DE' */
  country?: CountryCode;
  /** Whether to link the number with tel:. @default true */
  callable?: boolean;
}

/**
 * Parses a phone number and returns a tel: link, international text, or (when it cannot be
 * read) the raw input with a console warning (spec §5 Phone numbers, §8 Invalid phone number).
 */
export function formatPhone(input: string, options: PhoneOptions): PhoneDisplay {
  const {lang, country = PHONE_DEFAULT_COUNTRY, callable = true} = options;
  if (input.length > PHONE_MAX_INPUT_LENGTH) {
    return raw(input, `longer than ${PHONE_MAX_INPUT_LENGTH} characters`);
  }
  let number;
  try {
    number = parsePhoneNumberWithError(input, country);
  } catch (error) {
    if (error instanceof ParseError) return raw(input, error.message);
    throw error;
  }
  const digits = number.nationalNumber.length;
  if (digits < PHONE_MIN_NATIONAL_DIGITS || digits > PHONE_MAX_NATIONAL_DIGITS) {
    return raw(input, `national number has ${digits} digits`);
  }
  const text = number.formatInternational();
  if (!callable) return {kind: 'text', text};
  return {kind: 'tel', href: number.getURI(), text, label: t(lang, 'phoneLabel')};
}

/**
 * Numbers formatted ahead of time, by their input: the build formats them in Node and hands the
 * table to components, so libphonenumber-js never reaches the browser (decision 031).
 */
export type PhoneBook = Readonly<Record<string, PhoneDisplay>>;

/**
 * Formats each number once as a callable number (a component shows it as text where it must not
 * be called); empty entries are skipped. Invalid input is logged here, at build time.
 */
export function phoneBook(
  numbers: Iterable<string | null | undefined>,
  options: Omit<PhoneOptions, 'callable'>,
): PhoneBook {
  const book = new Map<string, PhoneDisplay>();
  for (const number of numbers) {
    if (number && !book.has(number)) book.set(number, formatPhone(number, options));
  }
  // fromEntries defines own properties: an entry "__proto__" stays data.
  return Object.fromEntries(book);
}

function raw(input: string, reason: string): PhoneDisplay {
  // Shortened so a 10 kB paste does not flood the build log.
  console.warn(`[phone] shown as given (${reason}):`, JSON.stringify(input.slice(0, 80)));
  return {kind: 'raw', text: input};
}
