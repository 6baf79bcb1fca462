// The owner token: read from the environment, checked against the Authorization header.
import {describe, expect, it} from 'vitest';
import {ownerAccessCheck, ownerTokenOf} from './auth.ts';

const TOKEN = 'a-long-enough-owner-token';

describe('ownerTokenOf', () => {
  it('turns the API off when unset or blank and refuses a short token', () => {
    expect(ownerTokenOf(undefined)).toBeUndefined();
    expect(ownerTokenOf('  ')).toBeUndefined();
    expect(ownerTokenOf(` ${TOKEN}\n`)).toBe(TOKEN);
    expect(() => ownerTokenOf('short')).toThrow(/at least 16 characters/);
  });
});

describe('ownerAccessCheck', () => {
  it('is off for every request without a token', () => {
    const check = ownerAccessCheck(undefined);
    expect(check({})).toBe('off');
    expect(check({authorization: `Bearer ${TOKEN}`})).toBe('off');
  });

  it('grants only the exact bearer token', () => {
    const check = ownerAccessCheck(TOKEN);
    expect(check({authorization: `Bearer ${TOKEN}`})).toBe('granted');
    expect(check({authorization: `bearer  ${TOKEN} `})).toBe('granted');
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}${TOKEN}`,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN} extra`,
    ]) {
      expect(check(authorization === undefined ? {} : {authorization})).toBe('refused');
    }
  });
});
