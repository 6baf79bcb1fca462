// The CSV export's escaping: quotes, commas, line breaks, and formula cells made plain text.
import {describe, expect, it} from 'vitest';
import {csvCell, toCsv} from './csv.ts';

describe('csvCell', () => {
  it('quotes cells with quotes, commas or line breaks and doubles the quotes', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell('Müller, Anna')).toBe('"Müller, Anna"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('prefixes a cell a spreadsheet would run as a formula with a quote', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+49 30 123')).toBe("'+49 30 123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per record', () => {
    const csv = toCsv(
      ['email', 'lang'],
      [
        {email: 'a@example.com', lang: 'de'},
        {email: '=cmd|"/c calc"!A1', lang: 'fr'},
      ],
    );
    expect(csv).toBe('email,lang\r\na@example.com,de\r\n"\'=cmd|""/c calc""!A1",fr\r\n');
  });
});
