// What int-consents may hold (spec §4 Cookie banner; decision 016): a record of choices or the
// legacy list, never an array where the record belongs.
import {describe, expect, it} from 'vitest';
import {validateStoredConsents} from './storedConsents.ts';

describe('validateStoredConsents', () => {
  it('reads the stored record and the legacy list', () => {
    expect(
      validateStoredConsents({consents: {functional: true, matomo: false}, timestamp: 1}),
    ).toEqual({
      functional: true,
      matomo: false,
    });
    expect(validateStoredConsents([{function_id: 'matomo', consentGiven: false}])).toEqual({
      matomo: false,
    });
  });

  it('rejects an array where the record of choices belongs', () => {
    for (const consents of [[], [true], [true, false], [{functional: true}]]) {
      expect(validateStoredConsents({consents}), JSON.stringify(consents)).toBeUndefined();
    }
  });

  it('rejects choices that are not booleans and empty ids', () => {
    expect(validateStoredConsents({consents: {matomo: 1}})).toBeUndefined();
    expect(validateStoredConsents({consents: {'': true}})).toBeUndefined();
    expect(validateStoredConsents([])).toBeUndefined();
  });
});
