// Storybook's "Foundations/Theme" page (decision 043): every `--sf-*` token, the contrast of each
// colour pair the kit draws, and where the kit adjusted a colour to reach its ratio, for the
// colours the stories wear. All numbers come from core's themeReport, the site's own theme code.
// A designer tool in Storybook, not site UI: its words are English and in no message catalogue.
import {useMemo} from 'react';
import {
  themeReport,
  type AdjustmentReport,
  type HeadingFont,
  type PairReport,
} from '@schaufenster/core';
import tables from './Table.module.css';
import styles from './ThemePage.module.css';
import {TokenTable, themeRows, type TokenRow} from './TokenTable.tsx';

/** Props of {@link ThemePage}. */
export interface ThemePageProps {
  /** The brand colour stories wear now. */
  brandColor: string;
  /** The base colour stories wear now. */
  baseColor: string;
  /** The retailer's heading face (decision 049); the text face without. */
  headingFont?: HeadingFont;
}

// English on purpose (a Storybook page, see above), so formatted in English too.
const RATIO = new Intl.NumberFormat('en', {minimumFractionDigits: 2, maximumFractionDigits: 2});

function ratio(value: number): string {
  return `${RATIO.format(value)}:1`;
}

/** A square of `color`; its value is always printed beside it, so the square is decoration. */
function Swatch({color}: {color: string}) {
  return <span className={styles.swatch} style={{backgroundColor: color}} aria-hidden="true" />;
}

/** Lays out the theme for a brand and base colour. */
export function ThemePage({brandColor, baseColor, headingFont}: ThemePageProps) {
  const report = useMemo(
    () => themeReport({brandColor, baseColor, headingFont}),
    [brandColor, baseColor, headingFont],
  );
  const colors = report.tokens.filter(([, value]) => value.startsWith('#'));
  const others = report.tokens.filter(([, value]) => !value.startsWith('#'));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Theme</h1>
      <p>
        Brand colour <code>{brandColor}</code> on base colour <code>{baseColor}</code>:{' '}
        {report.mode} colour mode. Choose other colours in the Theme playground panel; this page
        follows them.
      </p>

      <h2>Adjusted colours</h2>
      <p>
        The kit moves these colours in lightness until they reach their contrast with the base
        colour: 4.5:1 for text, 3:1 for borders and focus rings.
      </p>
      <table className={tables.table}>
        <caption>Adjusted colours</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Given</th>
            <th scope="col">Given ratio</th>
            <th scope="col">Used</th>
            <th scope="col">Used ratio</th>
            <th scope="col">Needs</th>
            <th scope="col">Adjusted</th>
          </tr>
        </thead>
        <tbody>
          {report.adjustments.map((row) => (
            <AdjustmentRow key={row.token} row={row} />
          ))}
        </tbody>
      </table>

      <h2>Contrast pairs</h2>
      <table className={tables.table}>
        <caption>Contrast of each colour pair the kit uses</caption>
        <thead>
          <tr>
            <th scope="col">Foreground</th>
            <th scope="col">Background</th>
            <th scope="col">Sample</th>
            <th scope="col">Ratio</th>
            <th scope="col">Needs</th>
          </tr>
        </thead>
        <tbody>
          {report.pairs.map((pair) => (
            <PairRow key={`${pair.fg} ${pair.bg}`} pair={pair} />
          ))}
        </tbody>
      </table>

      <h2>Tokens</h2>
      <TokenTable caption="Colour tokens" rows={themeRows(colors)} sample={ColorSample} />
      <TokenTable caption="Other tokens" rows={themeRows(others)} />
    </article>
  );
}

/** The swatch cell of a colour token's row. */
function ColorSample({value}: TokenRow) {
  return <Swatch color={value} />;
}

function AdjustmentRow({row}: {row: AdjustmentReport}) {
  return (
    <tr>
      <th scope="row">
        <code>{row.token}</code>
      </th>
      <td>
        <Swatch color={row.given} /> <code>{row.given}</code>
      </td>
      <td className={styles.number}>{ratio(row.givenRatio)}</td>
      <td>
        <Swatch color={row.value} /> <code>{row.value}</code>
      </td>
      <td className={styles.number}>{ratio(row.ratio)}</td>
      <td className={styles.number}>{ratio(row.minRatio)}</td>
      <td>{row.adjusted ? 'yes' : 'no'}</td>
    </tr>
  );
}

function PairRow({pair}: {pair: PairReport}) {
  // Text pairs show text; border and focus pairs (3:1) a ring, since text would not be readable.
  const isText = pair.minRatio >= 4.5;
  return (
    <tr>
      <th scope="row">
        <code>{pair.fg}</code> <code>{pair.fgColor}</code>
      </th>
      <td>
        <code>{pair.bg}</code> <code>{pair.bgColor}</code>
      </td>
      <td>
        <span
          className={styles.sample}
          style={{
            color: pair.fgColor,
            backgroundColor: pair.bgColor,
            borderColor: isText ? pair.bgColor : pair.fgColor,
          }}
        >
          {isText ? 'Aa' : null}
        </span>
      </td>
      <td className={styles.number}>{ratio(pair.ratio)}</td>
      <td className={styles.number}>{ratio(pair.minRatio)}</td>
    </tr>
  );
}
