// What the theme playground's panel (manager) and the preview share (decision 043). No imports:
// the manager bundles this file on its own.

/** The addon's id; its panel is `${PLAYGROUND_ID}/panel`. */
export const PLAYGROUND_ID = 'schaufenster/theme-playground';

/** The project parameter through which the preview tells the panel each retailer's colours. */
export const PLAYGROUND_PARAM = 'themePlayground';

/** A brand and base colour, `#rrggbb`. */
export interface PlaygroundColors {
  brandColor: string;
  baseColor: string;
}

/** `parameters.themePlayground`: the toolbar retailers' own colours, for the panel's reset. */
export interface PlaygroundParameter {
  retailerColors: Record<string, PlaygroundColors>;
}

/** The globals the panel sets, `#rrggbb` or '' for the retailer's colour (kept in the URL). */
export const UNSET_COLORS = {brandColor: '', baseColor: ''} as const satisfies PlaygroundColors;
