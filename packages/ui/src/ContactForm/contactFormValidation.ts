// Field rules of the contact form (spec §5 Contact form): name, e-mail and message are required,
// the e-mail must look like an address, and the privacy statement must be agreed to.
import type {MessageKey} from '@schaufenster/core';

// Deliberately simple: one @, no spaces, a dot in the domain. The form service has the last
// word; this only catches typos before the visitor waits for a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether `value` (trimmed) looks like an e-mail address: `name@domain.tld`. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The message key for the name field's error, or null when it is filled in. */
export function nameError(value: string): MessageKey | null {
  return value.trim() === '' ? 'contactFormNameRequired' : null;
}

/** The message key for the e-mail field's error: missing, malformed, or null when valid. */
export function emailError(value: string): MessageKey | null {
  if (value.trim() === '') return 'contactFormEmailRequired';
  return isEmailAddress(value) ? null : 'contactFormEmailInvalid';
}

/** The message key for the message field's error, or null when it is filled in. */
export function messageError(value: string): MessageKey | null {
  return value.trim() === '' ? 'contactFormMessageRequired' : null;
}

/** The message key for the privacy agreement's error, or null when it is ticked. */
export function privacyError(accepted: boolean): MessageKey | null {
  return accepted ? null : 'contactFormPrivacyRequired';
}
