// Theme tokens as CSS custom properties: brand and base colour from site configuration (spec §1,
// §3 Site config "Theme: brand_color, base_color"), static values from spec §9.
import {requireColor, toHex, WCAG_AA_TEXT, WCAG_AA_UI} from './color.ts';
import {buttonTextColor, colorMode} from './contrast.ts';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  CONTAINERS,
  FONT_FAMILY,
  FONT_SIZES,
  FONT_WEIGHTS,
  GRID_BREAKPOINTS,
  GRID_COLUMNS,
  GRID_GUTTER,
  HEADING_FONTS,
  HUE_PRESETS,
  LAYOUT,
  LINE_HEIGHT,
  LINE_HEIGHT_HEADING,
  RADII,
  SPACES,
  SUB_MENU_SLIDE_MS,
  type HeadingFont,
  type HuePreset,
} from './constants.ts';
import {hslToRgb} from './hsl.ts';
import {ensureContrastOnAll, raisedSurface} from './surface.ts';

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
  /** The face of headings (decision 049); the text face (`sans`) without. */
  headingFont?: HeadingFont;
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
 * their ratio against the base colour and the raised surface (`--sf-color-surface`), in token order; for the theme page in Storybook, which
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
  const surface = raisedSurface(base);
  const dark = colorMode(base) === 'dark';
  const adjusted: ThemeTokens = {};
  for (const {token, given, minRatio} of contrastTargets(input)) {
    // Text and borders sit on the page and on raised cards, drawers and dialogs alike.
    adjusted[token] = ensureContrastOnAll(given, [base, surface], minRatio);
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
    '--sf-color-surface': surface,
    // The scrim behind drawers and dialogs: dark enough that the page recedes in either mode.
    '--sf-color-overlay': dark ? 'rgb(0 0 0 / 70%)' : 'rgb(20 20 20 / 55%)',
    '--sf-shadow-raised': dark
      ? '0 0.5rem 1.5rem rgb(0 0 0 / 55%)'
      : '0 1px 2px rgb(0 0 0 / 6%), 0 0.5rem 1.5rem rgb(0 0 0 / 12%)',
    '--sf-font-family-display': HEADING_FONTS[input.headingFont ?? 'sans'],
    ...STATIC_TOKENS,
  };
}

function staticTokens(): ThemeTokens {
  const tokens: ThemeTokens = {
    '--sf-font-family': FONT_FAMILY,
    '--sf-font-size-base': BASE_FONT_SIZE,
    '--sf-line-height': String(LINE_HEIGHT),
    '--sf-line-height-heading': String(LINE_HEIGHT_HEADING),
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
  for (const [name, size] of Object.entries(FONT_SIZES)) tokens[`--sf-font-size-${name}`] = size;
  for (const [name, weight] of Object.entries(FONT_WEIGHTS)) {
    tokens[`--sf-font-weight-${name}`] = String(weight);
  }
  for (const [name, radius] of Object.entries(RADII)) tokens[`--sf-radius-${name}`] = radius;
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
