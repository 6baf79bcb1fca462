import {describe, expect, it} from 'vitest';
import * as v from 'valibot';
import {EmailSchema} from './common.ts';
import {isEmailAddress} from './email.ts';

describe('isEmailAddress (decision 029)', () => {
  it.each([
    'info@juwelier-morgenstern.de',
    "o'brien@example.ie",
    'anna.maria+shop@example.com',
    'info@juwelier-müller.de',
    'info@xn--juwelier-mller-3ob.de',
    'kontakt@straße.example',
    'jörg@example.de',
    'a@b.co',
    'x@mail.example.museum',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(v.is(EmailSchema, address)).toBe(true);
  });

  it.each([
    '',
    'info',
    '@example.de',
    'info@',
    'info@@example.de',
    'in fo@example.de',
    '.info@example.de',
    'info.@example.de',
    'in..fo@example.de',
    'info@localhost',
    'info@example..de',
    'info@-example.de',
    'info@example.de.',
    'info@exa mple.de',
    'info@example.d',
    'info@example.123',
    '"quoted"@example.de',
    `${'a'.repeat(65)}@example.de`,
    `info@${'a'.repeat(64)}.de`,
  ])('rejects %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(v.is(EmailSchema, address)).toBe(false);
  });
});
