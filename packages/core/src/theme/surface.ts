// Raised surfaces (cards, drawers, dialogs, popovers) and colours that must read on the page and
// on those surfaces alike (decision 049).
import {contrastRatio, requireColor, toHex, WCAG_AA_TEXT} from './color.ts';
import {BLACK, colorMode, ensureContrast, WHITE} from './contrast.ts';
import {hslToRgb, rgbToHsl} from './hsl.ts';

// How far a raised surface lifts from the base in HSL lightness: dark themes show elevation by a
// lighter surface (shadows vanish on dark), light ones by a shadow on a surface at most as light.
const DARK_LIFT = 7;
const LIGHT_LIFT = 3;

/**
 * The colour of a raised surface on `baseColor` (`#rrggbb`): in a dark theme the base lightened by
 * up to 7 points, no further than white text still reads on it at 4.5:1, so the colour mode holds;
 * in a light theme the base lightened by up to 3 points (white stays white).
 */
export function raisedSurface(baseColor: string): string {
  const base = requireColor(baseColor, 'baseColor');
  const {h, s, l} = rgbToHsl(base);
  const at = (lift: number): string => toHex(hslToRgb({h, s, l: Math.min(100, l + lift)}));
  if (colorMode(toHex(base)) === 'light') return at(LIGHT_LIFT);
  for (let lift = DARK_LIFT; lift > 0; lift -= 0.5) {
    if (contrastRatio(WHITE, at(lift)) >= WCAG_AA_TEXT) return at(lift);
  }
  return toHex(base);
}

/**
 * `color` moved in lightness (as {@link ensureContrast}) until it reaches `minRatio` on every one
 * of `backgrounds`; white or black, whichever reads better on the worst background, when no move
 * serves them all.
 */
export function ensureContrastOnAll(
  color: string,
  backgrounds: readonly string[],
  minRatio = WCAG_AA_TEXT,
): string {
  const passesAll = (c: string): boolean =>
    backgrounds.every((bg) => contrastRatio(c, bg) >= minRatio);
  let current = toHex(requireColor(color, 'color'));
  for (let pass = 0; pass < 3 && !passesAll(current); pass++) {
    for (const bg of backgrounds) current = ensureContrast(current, bg, minRatio);
  }
  if (passesAll(current)) return current;
  const worst = (c: string): number => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  return worst(WHITE) >= worst(BLACK) ? WHITE : BLACK;
}
