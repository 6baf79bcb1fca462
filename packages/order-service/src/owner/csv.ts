// CSV for the owner's other tools (the newsletter tool imports the subscribers): RFC 4180 with
// CRLF line ends, every cell quoted when it holds a quote, comma or line break, and a cell that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) prefixed
// with ' so an address like `=HYPERLINK(…)` stays text (OWASP "CSV injection"). The tax
// advisor's export takes `;` between cells instead, as German spreadsheets expect.

/** A cell value; null and undefined are written as empty cells. */
type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** What goes between two cells: a comma, or a semicolon for German spreadsheets. */
type Separator = ',' | ';';

/** One cell as CSV text, quoted when it holds a quote, `separator` or line break. */
export function csvCell(value: Cell, separator: Separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const quoted = text.includes('"') || text.includes(separator) || /[\r\n]/.test(text);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns` and one row per record, CRLF after each line. */
export function toCsv<const C extends string>(
  columns: readonly C[],
  records: readonly Readonly<Record<C, Cell>>[],
  separator: Separator = ',',
): string {
  const line = (cells: readonly Cell[]) =>
    `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
  return line(columns) + records.map((record) => line(columns.map((c) => record[c]))).join('');
}
