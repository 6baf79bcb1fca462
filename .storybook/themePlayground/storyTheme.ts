// The colours every story wears (decision 043): the theme playground's brand and base colour where
// chosen, else the toolbar retailer's, or the retailer a test project forces on every story. The
// preview's decorator and the Foundations/Theme page both read them here.
import {
  DEFAULT_RETAILER,
  RETAILER_NAMES,
  playgroundTheme,
  retailerHeadingFont,
  retailerTheme,
  type RetailerName,
} from '@schaufenster/fixtures';
import {normalizeColor, type HeadingFont} from '@schaufenster/core';
import type {PlaygroundColors, PlaygroundParameter} from './shared.ts';

/** Set by the `storybook-dark` and `storybook-fr-optician` test projects (vite.config.ts): whose colours every story wears. */
declare const __SF_STORY_THEME__: string | undefined;
const FORCED_THEME = typeof __SF_STORY_THEME__ === 'string' ? __SF_STORY_THEME__ : '';

/** The theme toolbar: the retailer's own base colour, or a light or a dark one (decision 048). */
export const THEME_MODES = ['retailer', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const THEME_TITLES: Record<ThemeMode, string> = {
  retailer: 'Retailer’s theme',
  light: 'Light',
  dark: 'Dark',
};
/** The light and dark base colours: white, and the dark fixture retailer's (optik-klarblick). */
const THEME_BASES: Record<Exclude<ThemeMode, 'retailer'>, string> = {
  light: '#ffffff',
  dark: retailerTheme('optik-klarblick').baseColor,
};

/** True for the name of a fixture retailer. */
export function isRetailer(value: unknown): value is RetailerName {
  return typeof value === 'string' && (RETAILER_NAMES as readonly string[]).includes(value);
}

/**
 * A story's brand and base colour from its globals. Chosen colours (in the playground, or pinned by
 * a story) win even over a forced retailer: they are deliberate. The theme toolbar's light or dark
 * replaces the retailer's base colour (not a forced retailer's: that project tests its theme).
 */
export function storyTheme(globals: Record<string, unknown>): PlaygroundColors {
  const own = retailerTheme(storyRetailer(globals));
  const mode = globals.theme;
  const switched =
    !isRetailer(FORCED_THEME) && (mode === 'light' || mode === 'dark')
      ? {...own, baseColor: THEME_BASES[mode]}
      : own;
  return playgroundTheme(globals, switched);
}

/** The heading face of the retailer a story wears (decision 049): the serif for the jeweller. */
export function storyHeadingFont(globals: Record<string, unknown>): HeadingFont | undefined {
  return retailerHeadingFont(storyRetailer(globals));
}

// The retailer whose theme a story wears: a forced one, else the toolbar's, else the default.
function storyRetailer(globals: Record<string, unknown>): RetailerName {
  if (isRetailer(FORCED_THEME)) return FORCED_THEME;
  return isRetailer(globals.retailer) ? globals.retailer : DEFAULT_RETAILER;
}

/** Each toolbar retailer's colours as `#rrggbb`, for the playground panel. */
export function playgroundParameter(): PlaygroundParameter {
  const hex = (color: string): string => normalizeColor(color) ?? color;
  return {
    retailerColors: Object.fromEntries(
      RETAILER_NAMES.map((name) => {
        const {brandColor, baseColor} = retailerTheme(name);
        return [name, {brandColor: hex(brandColor), baseColor: hex(baseColor)}];
      }),
    ),
  };
}
