// One table of tokens for the Foundations pages (decision 047): name, value and a live sample
// drawn with the token itself, so the sample changes with the code. English: a Storybook page.
import type {ReactNode} from 'react';
import styles from './Foundations.module.css';
import tables from './Table.module.css';

/** A row: a token's name, its value and where it is defined (empty for theme tokens). */
export interface TokenRow {
  name: string;
  value: string;
  file?: string;
}

/** Props of {@link TokenTable}. */
export interface TokenTableProps {
  /** The table's caption, also its accessible name. */
  caption: string;
  rows: readonly TokenRow[];
  /** Draws the sample cell of a row; none when absent. */
  sample?: (row: TokenRow) => ReactNode;
  /** Said instead of an empty table; nothing is shown without it. */
  empty?: string;
}

/** Lists tokens with their values, where each is defined and a sample. */
export function TokenTable({caption, rows, sample, empty}: TokenTableProps) {
  if (rows.length === 0) return empty ? <p className={styles.empty}>{empty}</p> : null;
  const withFile = rows.some((row) => row.file);
  return (
    <table className={tables.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {withFile && <th scope="col">Defined in</th>}
          {sample && <th scope="col">Sample</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.name} ${row.file ?? ''}`}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <code>{row.value}</code>
            </td>
            {withFile && (
              <td>
                <code>{row.file}</code>
              </td>
            )}
            {sample && <td>{sample(row)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Theme tokens as rows. */
export function themeRows(tokens: readonly (readonly [string, string])[]): TokenRow[] {
  return tokens.map(([name, value]) => ({name, value}));
}
