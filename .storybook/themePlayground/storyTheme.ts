// The colours every story wears (decision 043): the theme playground's brand and base colour where
// chosen, else the toolbar retailer's, or the retailer a test project forces on every story. The
// preview's decorator and the Foundations/Theme page both read them here.
import {
  DEFAULT_RETAILER,
  RETAILER_NAMES,
  playgroundTheme,
  retailerTheme,
  type RetailerName,
} from '@schaufenster/fixtures';
import {normalizeColor} from '@schaufenster/core';
import type {PlaygroundColors, PlaygroundParameter} from './shared.ts';

/** Set by the `storybook-dark` test project (vite.config.ts): whose colours every story wears. */
declare const __SF_STORY_THEME__: string | undefined;
const FORCED_THEME = typeof __SF_STORY_THEME__ === 'string' ? __SF_STORY_THEME__ : '';

/** True for the name of a fixture retailer. */
export function isRetailer(value: unknown): value is RetailerName {
  return typeof value === 'string' && (RETAILER_NAMES as readonly string[]).includes(value);
}

/**
 * A story's brand and base colour from its globals. Chosen colours (in the playground, or pinned by
 * a story) win even over a forced retailer: they are deliberate.
 */
export function storyTheme(globals: Record<string, unknown>): PlaygroundColors {
  const retailer = isRetailer(FORCED_THEME)
    ? FORCED_THEME
    : isRetailer(globals.retailer)
      ? globals.retailer
      : DEFAULT_RETAILER;
  return playgroundTheme(globals, retailerTheme(retailer));
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
