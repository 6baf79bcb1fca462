import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {headerText} from './headerText.ts';

describe('headerText', () => {
  it('never leaves a CR, LF or other line break in a header, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({unit: 'binary'}), (input) => {
        expect(headerText(input)).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      }),
      {numRuns: 2000},
    );
  });

  it('turns an injected header into plain text on the same line', () => {
    expect(headerText('Erika\r\nBcc: all@example.org')).toBe('Erika Bcc: all@example.org');
  });

  it('keeps ordinary text, umlauts and no-break spaces as written', () => {
    expect(headerText('Anfrage zu „Ring“ · 1.299,00\u00a0€')).toBe(
      'Anfrage zu „Ring“ · 1.299,00\u00a0€',
    );
  });

  it('caps a very long subject with an ellipsis', () => {
    const subject = headerText('x'.repeat(500));
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(subject.endsWith('…')).toBe(true);
  });
});
