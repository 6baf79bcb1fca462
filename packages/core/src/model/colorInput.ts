// A colour typed by hand (Storybook's theme playground, decision 043) checked by the content
// model's own rule for site config brand and base colours, so it takes exactly what a retailer's
// configuration may hold. Its own subpath export (`@schaufenster/core/color-input`): Storybook's
// manager bundles it without the rest of core.
import * as v from 'valibot';
import {normalizeColor} from '../theme/color.ts';
import {ColorSchema} from './common.ts';

/** A checked colour: `#rrggbb`, or the content model's error for the text. */
export type ColorInputResult = {ok: true; color: string} | {ok: false; error: string};

/** Checks `text` against {@link ColorSchema}; a valid colour comes back as lower-case `#rrggbb`. */
export function checkColorInput(text: string): ColorInputResult {
  const result = v.safeParse(ColorSchema, text);
  if (!result.success) return {ok: false, error: result.issues[0].message};
  return {ok: true, color: normalizeColor(result.output) ?? result.output};
}
