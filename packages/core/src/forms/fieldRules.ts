// Field rules shared by every form of the kit (spec §5 Validation rules: contact form, newsletter;
// §2 Item page: availability request, rating; the checkout address). Pure: a rule takes a value and
// returns the catalogue key of its error, or null when the value is fine. Components turn the key
// into text in the page language.
import type {MessageKey} from '../messages/catalogueTypes.ts';

/** A field's check: the message key of its error, or null when the value is valid. */
export type FieldRule<T> = (value: T) => MessageKey | null;

// Deliberately simple: one @, no spaces, a dot in the domain. The receiving service has the last
// word; this only catches typos before the visitor waits for a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether `value` is empty or white space only. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Whether `value` (trimmed) looks like an e-mail address: `name@domain.tld`. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required text: white space alone does not count. */
export function requiredText(key: MessageKey): FieldRule<string> {
  return (value) => (isBlank(value) ? key : null);
}

/** Options of {@link emailRule}. */
export interface EmailRuleOptions {
  /** The error of an empty field; without it an empty field is valid. @default undefined */
  missing?: MessageKey;
  /** The error of a filled field that is not an address. */
  invalid: MessageKey;
  /** The address test, given the trimmed value. @default isEmailAddress */
  isAddress?: (trimmed: string) => boolean;
}

/** An e-mail field: missing (when required), malformed, or null when valid. */
export function emailRule({
  missing,
  invalid,
  isAddress = isEmailAddress,
}: EmailRuleOptions): FieldRule<string> {
  return (value) => {
    if (isBlank(value)) return missing ?? null;
    return isAddress(value.trim()) ? null : invalid;
  };
}

/** At most `max` characters (counted after trimming, as the value is sent). */
export function maxLength(max: number, key: MessageKey): FieldRule<string> {
  return (value) => (value.trim().length > max ? key : null);
}

/** A box that must be ticked, e.g. the privacy agreement (spec §5 Contact form). */
export function mustAccept(key: MessageKey): FieldRule<boolean> {
  return (accepted) => (accepted ? null : key);
}

/** A value that must be chosen, e.g. a rating's stars. */
export function requiredChoice<T>(key: MessageKey): FieldRule<T | null | undefined> {
  return (value) => (value === null || value === undefined || value === '' ? key : null);
}

/** The rules in order; the first error wins. */
export function allRules<T>(...rules: readonly FieldRule<T>[]): FieldRule<T> {
  return (value) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error !== null) return error;
    }
    return null;
  };
}

/**
 * A rule for an optional field that is checked only once filled: blank is valid, or `missing`
 * when the field is required (the checkout's "Please fill in this field").
 */
export function whenFilled(
  rule: FieldRule<string> | undefined,
  missing?: MessageKey,
): FieldRule<string> {
  return (value) => {
    if (isBlank(value)) return missing ?? null;
    return rule ? rule(value) : null;
  };
}
