import {describe, expect, it} from 'vitest';
import {isEmailAddress} from '@schaufenster/core';
import {emailError, messageError, nameError, privacyError} from './contactFormValidation.ts';

describe('contact form validation (spec §5 Contact form)', () => {
  it('requires a name and a message; white space alone does not count', () => {
    expect(nameError('')).toBe('contactFormNameRequired');
    expect(nameError('   ')).toBe('contactFormNameRequired');
    expect(nameError('Anna')).toBeNull();
    expect(messageError('\n\t')).toBe('contactFormMessageRequired');
    expect(messageError('Hallo')).toBeNull();
  });

  it('tells a missing e-mail from a malformed one', () => {
    expect(emailError(' ')).toBe('contactFormEmailRequired');
    expect(emailError('anna')).toBe('contactFormEmailInvalid');
    expect(emailError('anna@example')).toBe('contactFormEmailInvalid');
    expect(emailError('anna@@example.com')).toBe('contactFormEmailInvalid');
    expect(emailError('anna muster@example.com')).toBe('contactFormEmailInvalid');
    expect(emailError('anna@example.com')).toBeNull();
  });

  it('accepts common address shapes, surrounding spaces trimmed', () => {
    expect(isEmailAddress(' anna.muster+kontakt@mail.juwelier-morgenstern.de ')).toBe(true);
    expect(isEmailAddress('a@b.co')).toBe(true);
    expect(isEmailAddress('a@b..co')).toBe(false);
  });

  it('requires the privacy agreement', () => {
    expect(privacyError(false)).toBe('contactFormPrivacyRequired');
    expect(privacyError(true)).toBeNull();
  });
});
