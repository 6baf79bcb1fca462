import {describe, expect, it} from 'vitest';
import {consentProps} from './consent.ts';

describe('consent props from the CookieBanner island', () => {
  it('reads the entries and strict mode', () => {
    expect(consentProps({consents: [], strict: true})).toEqual({consents: [], strict: true});
    expect(consentProps({consents: []})).toEqual({consents: [], strict: false});
  });

  it('rejects props without entries', () => {
    expect(consentProps({})).toBe(null);
    expect(consentProps(null)).toBe(null);
    expect(consentProps({consents: 'all'})).toBe(null);
  });
});
