// Static design constants, each pinned to spec §9 (Layout, Typography, Timing, Other).

/** Media-query breakpoints (spec §9 Layout). */
export const BREAKPOINTS = {sm: '30em', md: '48em', lg: '62em', xl: '80em', '2xl': '96em'} as const;

/** Grid breakpoints in px (spec §9 Layout: 576, 768, 992, 1200, 1600). */
export const GRID_BREAKPOINTS = {sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1600} as const;

/** Container max widths in px, one per grid breakpoint (spec §9 Layout: 540 … 1540). */
export const CONTAINERS = {sm: 540, md: 750, lg: 960, xl: 1140, '2xl': 1540} as const;

/** Grid gutter in px (spec §9 Layout). */
export const GRID_GUTTER = 30;

/** Grid columns (spec §9 Layout). */
export const GRID_COLUMNS = 12;

/** Font stack (spec §9 Typography: Source Sans Pro with Helvetica/sans-serif fallback). */
export const FONT_FAMILY = "'Source Sans Pro', Helvetica, sans-serif";

/** Base font size; the spec also mentions 16px for "another part", 17px is the site's (spec §9). */
export const BASE_FONT_SIZE = '17px';

/** Base line height (spec §9 Typography). */
export const LINE_HEIGHT = 1.56;

/** Layout sizes in px (spec §2 Page shell, §2 Menus, §9 Layout). */
export const LAYOUT = {
  headerHeight: 120,
  logoMaxHeight: 80,
  cookieBannerWidth: 520,
  footerMaxWidth: 1600,
  mobileBarHeight: 100,
  panelOffset: 170,
} as const;

/** Sub-menu slide duration in ms (spec §2 Menus, §9 Timing). */
export const SUB_MENU_SLIDE_MS = 200;

/** Hue presets in degrees for tinting neutral colours (spec §9 Other). */
export const HUE_PRESETS = {cool: 237, slate: 122, warm: 69} as const;

/** A hue preset name. */
export type HuePreset = keyof typeof HUE_PRESETS;

/**
 * Spacing scale `--sf-space-1` … `--sf-space-8` in rem. Not in the spec; a designer's 4px-based
 * scale (docs/decisions/005-theme.md).
 */
export const SPACES = [
  '0.25rem',
  '0.5rem',
  '0.75rem',
  '1rem',
  '1.5rem',
  '2rem',
  '3rem',
  '4rem',
] as const;

/**
 * Type scale (decision 049): a major third (×1.25) around the spec's 17 px base (spec §9), in rem
 * so it follows the root size. `base` is the spec's 17 px itself (`--sf-font-size-base`).
 */
export const FONT_SIZES = {
  xs: '0.8rem',
  sm: '0.9rem',
  lg: '1.25rem',
  xl: '1.5625rem',
  '2xl': '1.953rem',
  '3xl': '2.441rem',
} as const;

/** Line height of headings; body text keeps the spec's 1.56 (decision 049). */
export const LINE_HEIGHT_HEADING = 1.2;

/** Font weights used deliberately: regular body, 600 for headings and emphasis (decision 049). */
export const FONT_WEIGHTS = {regular: 400, heading: 600, strong: 600} as const;

/**
 * The heading faces a retailer chooses from (site config `theme.heading_font`, decision 049):
 * `sans` is the text face, `serif` the self-hosted Cormorant Garamond with a metric-adjusted local
 * fallback (packages/ui/src/theme/fonts-display.css) so swapping it in does not shift the layout.
 */
export const HEADING_FONTS = {
  sans: FONT_FAMILY,
  serif: "'Cormorant Garamond', 'Cormorant Garamond Fallback', Georgia, serif",
} as const;

/** A heading face name. */
export type HeadingFont = keyof typeof HEADING_FONTS;

/**
 * Corner radii (decision 049): `control` is the one button and input shape everywhere, `card` the
 * raised surfaces (drawers, dialogs, popovers), `round` for round icon buttons and badges.
 */
export const RADII = {none: '0', control: '2px', card: '4px', round: '999px'} as const;
