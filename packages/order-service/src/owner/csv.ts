// CSV for the owner's other tools (the newsletter tool imports the subscribers): RFC 4180 with
// CRLF line ends, every cell quoted when it holds a quote, comma or line break, and a cell that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) prefixed
// with ' so an address like `=HYPERLINK(…)` stays text (OWASP "CSV injection").

/** A cell value; null and undefined are written as empty cells. */
type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns` and one row per record, CRLF after each line. */
export function toCsv<const C extends string>(
  columns: readonly C[],
  records: readonly Readonly<Record<C, Cell>>[],
): string {
  const line = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return line(columns) + records.map((record) => line(columns.map((c) => record[c]))).join('');
}
