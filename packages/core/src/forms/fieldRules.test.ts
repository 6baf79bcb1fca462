import {describe, expect, it} from 'vitest';
import {
  allRules,
  emailRule,
  isBlank,
  isEmailAddress,
  maxLength,
  mustAccept,
  requiredChoice,
  requiredText,
  whenFilled,
} from './fieldRules.ts';

describe('field rules (spec §5 Validation rules)', () => {
  it('requires text; white space alone does not count', () => {
    const name = requiredText('contactFormNameRequired');
    expect(isBlank(' \n\t')).toBe(true);
    expect(name('')).toBe('contactFormNameRequired');
    expect(name('   ')).toBe('contactFormNameRequired');
    expect(name('Anna')).toBeNull();
  });

  it('tells a missing e-mail from a malformed one', () => {
    const email = emailRule({
      missing: 'contactFormEmailRequired',
      invalid: 'contactFormEmailInvalid',
    });
    expect(email(' ')).toBe('contactFormEmailRequired');
    expect(email('anna')).toBe('contactFormEmailInvalid');
    expect(email('anna@example')).toBe('contactFormEmailInvalid');
    expect(email('anna@@example.com')).toBe('contactFormEmailInvalid');
    expect(email('anna muster@example.com')).toBe('contactFormEmailInvalid');
    expect(email(' anna@example.com ')).toBeNull();
  });

  it('leaves an empty optional e-mail valid and takes another address test', () => {
    const email = emailRule({
      invalid: 'checkoutEmailInvalid',
      isAddress: (value) => value.endsWith('.de'),
    });
    expect(email('')).toBeNull();
    expect(email('anna@example.com')).toBe('checkoutEmailInvalid');
    expect(email(' anna@example.de ')).toBeNull();
  });

  it('accepts common address shapes, surrounding spaces trimmed', () => {
    expect(isEmailAddress(' anna.muster+kontakt@mail.juwelier-morgenstern.de ')).toBe(true);
    expect(isEmailAddress('a@b.co')).toBe(true);
    expect(isEmailAddress('a@b..co')).toBe(false);
  });

  it('bounds the trimmed length', () => {
    const short = maxLength(3, 'checkoutFieldRequired');
    expect(short(' abc ')).toBeNull();
    expect(short('abcd')).toBe('checkoutFieldRequired');
  });

  it('requires a ticked box and a choice', () => {
    expect(mustAccept('contactFormPrivacyRequired')(false)).toBe('contactFormPrivacyRequired');
    expect(mustAccept('contactFormPrivacyRequired')(true)).toBeNull();
    const stars = requiredChoice<string>('ratingFormRatingRequired');
    expect(stars(null)).toBe('ratingFormRatingRequired');
    expect(stars('')).toBe('ratingFormRatingRequired');
    expect(stars('4')).toBeNull();
  });

  it('gives the first error of several rules', () => {
    const rule = allRules(
      requiredText('contactFormNameRequired'),
      maxLength(2, 'contactFormError'),
    );
    expect(rule('')).toBe('contactFormNameRequired');
    expect(rule('abc')).toBe('contactFormError');
    expect(rule('ab')).toBeNull();
  });

  it('checks a field only once filled, or asks for it when required', () => {
    const invalid = emailRule({invalid: 'checkoutEmailInvalid'});
    expect(whenFilled(invalid)('')).toBeNull();
    expect(whenFilled(invalid, 'checkoutFieldRequired')(' ')).toBe('checkoutFieldRequired');
    expect(whenFilled(invalid, 'checkoutFieldRequired')('x')).toBe('checkoutEmailInvalid');
    expect(whenFilled(undefined, 'checkoutFieldRequired')('x')).toBeNull();
  });
});
