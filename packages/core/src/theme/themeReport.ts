// The theme laid out for review (decision 043): Storybook's "Foundations/Theme" page shows every
// token, the contrast of each colour pair the kit uses and where a colour was adjusted to reach
// its ratio, all computed here by the same code that themes the site.
import {WCAG_AA_TEXT, WCAG_AA_UI} from './color.ts';
import {colorMode, displayRatio, type ColorMode} from './contrast.ts';
import {
  contrastTargets,
  createThemeTokens,
  type ThemeInput,
  type ThemeTokenName,
} from './tokens.ts';

/** A foreground token drawn on a background token somewhere in the kit, with its minimum ratio. */
export interface ContrastPair {
  /** The text (or border, focus ring) colour. */
  fg: ThemeTokenName;
  /** The colour beneath it. */
  bg: ThemeTokenName;
  /** 4.5 for text (spec §5), 3 for borders and focus rings (WCAG 1.4.11). */
  minRatio: number;
}

/**
 * Every colour pair the kit's CSS draws: text, muted and brand text on the base colour, button text
 * on the brand colour, borders and focus rings on the base colour.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {fg: '--sf-color-text', bg: '--sf-color-base', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-muted', bg: '--sf-color-base', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-brand-text', bg: '--sf-color-base', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-brand-contrast', bg: '--sf-color-brand', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-border', bg: '--sf-color-base', minRatio: WCAG_AA_UI},
  {fg: '--sf-color-focus', bg: '--sf-color-base', minRatio: WCAG_AA_UI},
  // Raised cards, drawers and dialogs (decision 049).
  {fg: '--sf-color-text', bg: '--sf-color-surface', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-muted', bg: '--sf-color-surface', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-brand-text', bg: '--sf-color-surface', minRatio: WCAG_AA_TEXT},
  {fg: '--sf-color-border', bg: '--sf-color-surface', minRatio: WCAG_AA_UI},
  {fg: '--sf-color-focus', bg: '--sf-color-surface', minRatio: WCAG_AA_UI},
];

/** A pair with its colours and its ratio, floored to two decimals ({@link displayRatio}). */
export interface PairReport extends ContrastPair {
  fgColor: string;
  bgColor: string;
  ratio: number;
}

/** A derived colour: what it started from, what the kit made of it, and both ratios. */
export interface AdjustmentReport {
  token: ThemeTokenName;
  /** The colour before adjustment, `#rrggbb`. */
  given: string;
  /** The token's value, `#rrggbb`. */
  value: string;
  /** The base colour both are measured against. */
  against: string;
  givenRatio: number;
  ratio: number;
  minRatio: number;
  /** True when the kit moved the colour because the given one missed `minRatio`. */
  adjusted: boolean;
}

/** Everything the theme page shows for one brand and base colour. */
export interface ThemeReport {
  mode: ColorMode;
  /** Every `--sf-*` token and its value, in the order the theme sets them. */
  tokens: [ThemeTokenName, string][];
  pairs: PairReport[];
  adjustments: AdjustmentReport[];
}

/** Lays out the theme for `input`; throws like {@link createThemeTokens} on an invalid colour. */
export function themeReport(input: ThemeInput): ThemeReport {
  const tokens = createThemeTokens(input);
  const value = (name: ThemeTokenName): string => tokens[name] ?? '';
  const base = value('--sf-color-base');
  return {
    mode: colorMode(base),
    tokens: Object.entries(tokens) as [ThemeTokenName, string][],
    pairs: CONTRAST_PAIRS.map((pair) => {
      const fgColor = value(pair.fg);
      const bgColor = value(pair.bg);
      return {...pair, fgColor, bgColor, ratio: displayRatio(fgColor, bgColor)};
    }),
    adjustments: contrastTargets(input).map(({token, given, minRatio}) => ({
      token,
      given,
      value: value(token),
      against: base,
      givenRatio: displayRatio(given, base),
      ratio: displayRatio(value(token), base),
      minRatio,
      adjusted: value(token) !== given,
    })),
  };
}
