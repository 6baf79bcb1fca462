// Readable output of `npm run orders`: column-aligned tables, euro amounts, local times.

const euros = new Intl.NumberFormat('de-DE', {style: 'currency', currency: 'EUR'});

/** Cents as a euro amount, e.g. `187,90 €`. */
export function money(cents: unknown): string {
  return typeof cents === 'number' ? euros.format(cents / 100) : '';
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** An ISO time as local `YYYY-MM-DD HH:MM`. */
export function when(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** A cell as one line of at most `max` characters. */
function cell(value: unknown, max: number): string {
  const text = value === null || value === undefined ? '' : String(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * `rows` as a table under `headers`, columns padded to their widest cell (long text cut at
 * `maxWidth`), or `empty` when there are no rows.
 */
export function table(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  empty: string,
  maxWidth = 48,
): string {
  if (rows.length === 0) return `${empty}\n`;
  const cells = [headers, ...rows].map((row) => row.map((value) => cell(value, maxWidth)));
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return `${[line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n')}\n`;
}

/** `pairs` as aligned `label  value` lines, skipping empty values. */
export function fields(pairs: readonly (readonly [string, unknown])[]): string {
  const shown = pairs.filter(([, value]) => value !== undefined && value !== null && value !== '');
  const width = Math.max(...shown.map(([label]) => label.length));
  return `${shown.map(([label, value]) => `${label.padEnd(width)}  ${String(value)}`).join('\n')}\n`;
}

/** An address object as one line. */
export function address(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const a = value as Record<string, unknown>;
  const part = (...keys: string[]) =>
    keys
      .map((key) => a[key])
      .filter((item) => typeof item === 'string' && item !== '')
      .join(' ');
  return [
    part('company'),
    part('first_name', 'last_name'),
    part('street', 'number'),
    part('zip_code', 'city'),
    part('country_code'),
  ]
    .filter((item) => item !== '')
    .join(', ');
}
