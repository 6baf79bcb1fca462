import {describe, expect, it} from 'vitest';
import {
  defaultRequestMessage,
  requestEmailError,
  requestMessageError,
  requestNameError,
  requestPayload,
  requestPrivacyError,
} from './requestFormRules.ts';

const PRODUCT = {id: 111, display_name: 'Solitärring Aurora'};
const VARIANT = {id: 1008, display_name: 'Größe 52'};
const VALUES = {
  name: ' Anna Muster ',
  email: ' anna@example.com ',
  phone: '',
  message: ' Ist der Ring da? ',
};

describe('request form rules', () => {
  it('requires a name', () => {
    expect(requestNameError('  ')).toBe('requestFormNameRequired');
    expect(requestNameError('Anna')).toBeNull();
  });

  it('requires a well-formed e-mail', () => {
    expect(requestEmailError('')).toBe('requestFormEmailRequired');
    expect(requestEmailError('anna@example')).toBe('requestFormEmailInvalid');
    expect(requestEmailError('anna @example.com')).toBe('requestFormEmailInvalid');
    expect(requestEmailError(' anna@example.com ')).toBeNull();
  });

  it('requires a message and the privacy agreement', () => {
    expect(requestMessageError('\n')).toBe('requestFormMessageRequired');
    expect(requestMessageError('Hallo')).toBeNull();
    expect(requestPrivacyError(false)).toBe('requestFormPrivacyRequired');
    expect(requestPrivacyError(true)).toBeNull();
  });
});

describe('defaultRequestMessage', () => {
  it('names the product', () => {
    expect(defaultRequestMessage('de', PRODUCT, null)).toBe(
      'Guten Tag, ist „Solitärring Aurora“ verfügbar? Bitte informieren Sie mich.',
    );
  });

  it('names the chosen variant too, in the page language', () => {
    expect(defaultRequestMessage('de', PRODUCT, VARIANT)).toBe(
      'Guten Tag, ist „Solitärring Aurora“ in der Variante „Größe 52“ verfügbar? Bitte informieren Sie mich.',
    );
    expect(defaultRequestMessage('en', PRODUCT, VARIANT)).toBe(
      'Hello, is “Solitärring Aurora” available in the variant “Größe 52”? Please let me know.',
    );
  });
});

describe('requestPayload', () => {
  it('posts product, variant, name, email and message trimmed, without a blank phone', () => {
    expect(requestPayload(PRODUCT, VARIANT, VALUES)).toEqual({
      product: 111,
      variant: 1008,
      name: 'Anna Muster',
      email: 'anna@example.com',
      message: 'Ist der Ring da?',
    });
  });

  it('sends variant null without a variant, and the phone when given', () => {
    expect(requestPayload(PRODUCT, null, {...VALUES, phone: ' 0221 123456 '})).toEqual({
      product: 111,
      variant: null,
      name: 'Anna Muster',
      email: 'anna@example.com',
      phone: '0221 123456',
      message: 'Ist der Ring da?',
    });
  });
});
