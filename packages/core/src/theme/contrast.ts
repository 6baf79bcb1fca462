// Contrast choices: colour mode (spec §1), button text colour (spec §5), brand colour adjusted
// until it is readable (docs/decisions/005-theme.md).
import {contrastRatio, requireColor, toHex, WCAG_AA_TEXT} from './color.ts';
import {rgbToHsl, hslToRgb, type Rgb} from './hsl.ts';

/** The page's colour mode; there is no system mode (spec §1). */
export type ColorMode = 'light' | 'dark';

/** White, the preferred text colour on brand-coloured buttons. */
export const WHITE = '#ffffff';

/** The near-black used for dark text; softer than pure black on large light areas. */
export const NEAR_BLACK = '#111111';

/** Pure black: the last resort, since every colour reaches 4.58:1 with white or with black. */
export const BLACK = '#000000';

/**
 * The colour mode for a base (page background) colour (spec §1). A base colour on which white text
 * reaches 4.5:1 is a dark background, so the mode is 'dark'; every other base colour gives 'light'.
 */
export function colorMode(baseColor: string): ColorMode {
  return contrastRatio(WHITE, requireColor(baseColor, 'baseColor')) >= WCAG_AA_TEXT
    ? 'dark'
    : 'light';
}

/**
 * The text colour for a button filled with `background` (spec §5: contrast at least 4.5): white if it
 * reaches 4.5, else near-black if that does, else whichever candidate (white, near-black, black)
 * contrasts most, which is always black and always at least 4.58:1.
 */
export function buttonTextColor(background: string): string {
  const bg = requireColor(background, 'background');
  const candidates = [WHITE, NEAR_BLACK, BLACK];
  const passing = candidates.find((c) => contrastRatio(c, bg) >= WCAG_AA_TEXT);
  if (passing) return passing;
  return candidates.reduce((best, c) =>
    contrastRatio(c, bg) > contrastRatio(best, bg) ? c : best,
  );
}

/**
 * Returns `color` as `#rrggbb`, moved in lightness (hue and saturation kept) just far enough to reach
 * `minRatio` against `against`. Of lightening and darkening it takes the smaller change; when
 * neither reaches the ratio it returns the end (white or black) with the higher contrast.
 */
export function ensureContrast(color: string, against: string, minRatio = WCAG_AA_TEXT): string {
  const fg = requireColor(color, 'color');
  const bg = requireColor(against, 'against');
  const start = toHex(fg);
  if (contrastRatio(start, bg) >= minRatio) return start;
  const {h, s, l} = rgbToHsl(fg);
  const at = (lightness: number): string => toHex(hslToRgb({h, s, l: lightness}));
  const passes = (lightness: number): boolean => contrastRatio(at(lightness), bg) >= minRatio;

  const options: {lightness: number; change: number}[] = [];
  if (passes(100)) options.push({lightness: searchLightness(l, 100, passes), change: 0});
  if (passes(0)) options.push({lightness: searchLightness(l, 0, passes), change: 0});
  for (const option of options) option.change = Math.abs(option.lightness - l);
  options.sort((a, b) => a.change - b.change);
  const best = options[0];
  if (best) return at(best.lightness);
  return contrastRatio(WHITE, bg) >= contrastRatio(BLACK, bg) ? WHITE : BLACK;
}

/** The contrast ratio of a colour pair, rounded down to two decimals (as a checker would show it). */
export function displayRatio(a: string | Rgb, b: string | Rgb): number {
  return Math.floor(contrastRatio(a, b) * 100) / 100;
}

// Binary search between a failing lightness and a passing end; relative luminance grows
// monotonically with HSL lightness at fixed hue and saturation, so the predicate flips once.
function searchLightness(
  failing: number,
  passing: number,
  passes: (lightness: number) => boolean,
): number {
  let bad = failing;
  let good = passing;
  for (let i = 0; i < 24 && Math.abs(good - bad) > 0.01; i++) {
    const mid = (bad + good) / 2;
    if (passes(mid)) good = mid;
    else bad = mid;
  }
  return good;
}
