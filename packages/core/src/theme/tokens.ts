// Theme tokens as CSS custom properties: brand and base colour from site configuration (spec §1,
// §3 Site config "Theme: brand_color, base_color"), static values from spec §9.
import {requireColor, toHex, WCAG_AA_TEXT, WCAG_AA_UI} from './color.ts';
import {buttonTextColor, colorMode, ensureContrast} from './contrast.ts';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  CONTAINERS,
  FONT_FAMILY,
  GRID_BREAKPOINTS,
  GRID_COLUMNS,
  GRID_GUTTER,
  HUE_PRESETS,
  LAYOUT,
  LINE_HEIGHT,
  SPACES,
  SUB_MENU_SLIDE_MS,
  type HuePreset,
} from './constants.ts';
import {hslToRgb} from './hsl.ts';

/** A CSS custom property name of the theme. */
export type ThemeTokenName = `--sf-${string}`;

/** A flat record of theme CSS custom properties to their values. */
export type ThemeTokens = Record<ThemeTokenName, string>;

/** What an agency configures per retailer. */
export interface ThemeInput {
  /** The retailer's brand colour (buttons, links, accents). */
  brandColor: string;
  /** The page background colour; decides the colour mode. */
  baseColor: string;
  /** Tints the neutral colours (text, muted, border) with a preset hue; neutral grey without. */
  huePreset?: HuePreset;
}

// Saturation of the neutral colours when a hue preset tints them: a hint, not a colour.
const NEUTRAL_TINT = 12;

/** A colour token the kit derives by moving a given colour until it contrasts with the base colour. */
export interface ContrastTarget {
  /** The token that gets the adjusted colour. */
  token: ThemeTokenName;
  /** The colour before adjustment (`#rrggbb`): the brand colour or a neutral grey. */
  given: string;
  /** The contrast against the base colour it must reach (4.5 for text, 3 for UI parts). */
  minRatio: number;
}

/**
 * The colours {@link createThemeTokens} moves in lightness (`ensureContrast`) until they reach
 * their ratio against the base colour, in token order; for the theme page in Storybook, which
 * shows where the kit adjusted a colour.
 */
export function contrastTargets({brandColor, baseColor, huePreset}: ThemeInput): ContrastTarget[] {
  const brand = toHex(requireColor(brandColor, 'brandColor'));
  const dark = colorMode(toHex(requireColor(baseColor, 'baseColor'))) === 'dark';
  const hue = huePreset ? HUE_PRESETS[huePreset] : 0;
  const neutral = (l: number): string =>
    toHex(hslToRgb({h: hue, s: huePreset ? NEUTRAL_TINT : 0, l}));
  return [
    {token: '--sf-color-brand-text', given: brand, minRatio: WCAG_AA_TEXT},
    {token: '--sf-color-text', given: neutral(dark ? 96 : 7), minRatio: WCAG_AA_TEXT},
    {token: '--sf-color-muted', given: neutral(dark ? 75 : 35), minRatio: WCAG_AA_TEXT},
    {token: '--sf-color-border', given: neutral(dark ? 45 : 55), minRatio: WCAG_AA_UI},
    {token: '--sf-color-focus', given: brand, minRatio: WCAG_AA_UI},
  ];
}

/** Builds every theme token; throws a TypeError naming the field when a colour is invalid. */
export function createThemeTokens(input: ThemeInput): ThemeTokens {
  const brand = toHex(requireColor(input.brandColor, 'brandColor'));
  const base = toHex(requireColor(input.baseColor, 'baseColor'));
  const adjusted: ThemeTokens = {};
  for (const {token, given, minRatio} of contrastTargets(input)) {
    adjusted[token] = ensureContrast(given, base, minRatio);
  }
  // Same key order as ever: the build writes these into every page's `:root` rule.
  return {
    '--sf-color-brand': brand,
    '--sf-color-brand-contrast': buttonTextColor(brand),
    '--sf-color-brand-text': adjusted['--sf-color-brand-text'] ?? '',
    '--sf-color-base': base,
    '--sf-color-text': adjusted['--sf-color-text'] ?? '',
    '--sf-color-muted': adjusted['--sf-color-muted'] ?? '',
    '--sf-color-border': adjusted['--sf-color-border'] ?? '',
    '--sf-color-focus': adjusted['--sf-color-focus'] ?? '',
    ...STATIC_TOKENS,
  };
}

function staticTokens(): ThemeTokens {
  const tokens: ThemeTokens = {
    '--sf-font-family': FONT_FAMILY,
    '--sf-font-size-base': BASE_FONT_SIZE,
    '--sf-line-height': String(LINE_HEIGHT),
    '--sf-grid-gutter': `${GRID_GUTTER}px`,
    '--sf-grid-columns': String(GRID_COLUMNS),
    '--sf-header-height': `${LAYOUT.headerHeight}px`,
    '--sf-logo-max-height': `${LAYOUT.logoMaxHeight}px`,
    '--sf-cookie-banner-width': `${LAYOUT.cookieBannerWidth}px`,
    '--sf-footer-max-width': `${LAYOUT.footerMaxWidth}px`,
    '--sf-mobile-bar-height': `${LAYOUT.mobileBarHeight}px`,
    '--sf-panel-offset': `${LAYOUT.panelOffset}px`,
    '--sf-sub-menu-slide': `${SUB_MENU_SLIDE_MS}ms`,
  };
  for (const [name, value] of Object.entries(BREAKPOINTS))
    tokens[`--sf-breakpoint-${name}`] = value;
  for (const [name, px] of Object.entries(GRID_BREAKPOINTS)) {
    tokens[`--sf-grid-breakpoint-${name}`] = `${px}px`;
  }
  for (const [name, px] of Object.entries(CONTAINERS)) tokens[`--sf-container-${name}`] = `${px}px`;
  SPACES.forEach((value, i) => {
    tokens[`--sf-space-${i + 1}`] = value;
  });
  return tokens;
}

/**
 * The tokens that do not depend on colours (spec §9). Custom properties do not work in media
 * queries, so the breakpoint tokens are for reference and `calc()`.
 */
export const STATIC_TOKENS: Readonly<ThemeTokens> = Object.freeze(staticTokens());
