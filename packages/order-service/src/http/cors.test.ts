import {describe, expect, it} from 'vitest';
import {isJsonContentType} from './body.ts';
import {createOriginCheck, isLocalOrigin} from './cors.ts';

describe('isLocalOrigin', () => {
  it('accepts http and https on localhost, 127.0.0.1 and [::1], any port', () => {
    for (const origin of [
      'http://localhost:4173',
      'https://localhost',
      'http://127.0.0.1:6006',
      'http://[::1]:4173',
    ]) {
      expect(isLocalOrigin(origin)).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, other schemes and garbage', () => {
    for (const origin of [
      'https://example.com',
      'http://localhost.evil.example',
      'http://127.0.0.2',
      'file://localhost',
      'null',
      '',
    ]) {
      expect(isLocalOrigin(origin)).toBe(false);
    }
  });
});

describe('createOriginCheck', () => {
  it('matches configured origins exactly, ignoring a trailing slash in the config', () => {
    const check = createOriginCheck(['https://shop.example/']);
    expect(check('https://shop.example')).toBe(true);
    expect(check('http://shop.example')).toBe(false);
    expect(check('http://localhost:4173')).toBe(false);
  });

  it("takes the site's own origin (PUBLIC_SITE_URL) beside localhost when none is configured", () => {
    const check = createOriginCheck(undefined, 'https://juwelier-morgenstern.example/shop/');
    expect(check('https://juwelier-morgenstern.example')).toBe(true);
    expect(check('http://localhost:4173')).toBe(true);
    expect(check('https://juwelier-morgenstern.example.evil')).toBe(false);
    expect(check('http://juwelier-morgenstern.example')).toBe(false);
    expect(createOriginCheck(undefined, 'not a url')('http://localhost:4173')).toBe(true);
    expect(
      createOriginCheck(['https://other.example'], 'https://shop.example')('https://shop.example'),
    ).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json with parameters and +json types only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/merge-patch+json')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
