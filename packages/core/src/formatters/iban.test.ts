import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {compactIban, formatIban} from './iban.ts';

describe('formatIban', () => {
  it('groups by four from the left, the rest last', () => {
    expect(formatIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
    expect(formatIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
  });

  it('takes spaced or lower-case input as the same IBAN', () => {
    expect(formatIban(' de02 1203 0000  0000 2020 51 ')).toBe('DE02 1203 0000 0000 2020 51');
    expect(compactIban('de02 1203 0000 0000 2020 51')).toBe('DE02120300000000202051');
  });

  it('keeps every character and only adds single spaces between groups of four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/), (iban) => {
        const formatted = formatIban(iban);
        expect(compactIban(formatted)).toBe(iban);
        const groups = formatted.split(' ');
        expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
        expect(groups.at(-1)!.length).toBeGreaterThanOrEqual(1);
        expect(groups.at(-1)!.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
