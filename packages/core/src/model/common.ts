// Building blocks shared by every content schema (spec §3).
import * as v from 'valibot';
import {LANGUAGES} from '../language/lang.ts';
import {isColor} from '../theme/color.ts';
import {isEmailAddress} from './email.ts';

/** A record id: Directus returns integers for most collections and UUID strings for some. */
export const IdSchema = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.nonEmpty()),
]);
/** A record id (number or non-empty string). */
export type Id = v.InferOutput<typeof IdSchema>;

/** One of the site's languages, as carried by every translation entry (spec §3 "language field"). */
export const LangSchema = v.picklist(LANGUAGES);

/** A time of day as the content system stores it, `HH:MM:SS` (spec §4: seconds are cut on display). */
export const TimeSchema = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}:\d{2}$/, 'expected HH:MM:SS'));

/**
 * An opaque colour in exactly the forms the theme takes (`#rgb`, `#rrggbb`, `rgb()`, `hsl()`;
 * decisions 005a, 029), so every colour the model accepts themes without throwing.
 */
export const ColorSchema = v.pipe(
  v.string(),
  v.check(isColor, 'expected an opaque #rgb, #rrggbb, rgb() or hsl() colour'),
);

/** An e-mail address as the standards allow it (IDNA domains, `'` in the local part; decision 029). */
export const EmailSchema = v.pipe(v.string(), v.check(isEmailAddress, 'expected e-mail address'));

/** An ISO 3166-1 alpha-2 country code, upper case (e.g. DE). */
export const CountryCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/, 'expected ISO country code'),
);

/**
 * A non-negative, finite amount of money in EUR, brutto (incl. VAT). Finite because JSON.parse
 * reads `1e999` as Infinity, which v.number() lets through (decision 016).
 */
export const PriceSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/** A stock count; null means the shop does not track stock for this item. */
export const StockSchema = v.nullable(v.pipe(v.number(), v.integer()));

/**
 * A file reference. `id` is the private asset hash; the file itself is found by its
 * lower-cased, trimmed `filename_download` (spec §3 "Image files are looked up by ...").
 */
export const ImageSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  filename_download: v.pipe(v.string(), v.nonEmpty()),
  title: v.optional(v.nullable(v.string()), null),
  width: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  height: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
});
/** A file reference (asset hash, file name, optional size). */
export type Image = v.InferOutput<typeof ImageSchema>;

/** Field that may be missing or null in the CMS; normalised to null. */
export function maybe<const S extends v.GenericSchema>(schema: S) {
  return v.optional(v.nullable(schema), null);
}

/** List field that may be missing in the CMS; normalised to an empty array. */
export function list<const S extends v.GenericSchema>(schema: S) {
  return v.optional(v.array(schema), []);
}

/** Boolean flag that may be missing; defaults to false. */
export function flag() {
  return v.optional(v.boolean(), false);
}

/** A `translations` array whose entries carry a `language` plus the given fields (spec §3). */
export function translations<const E extends v.ObjectEntries>(entries: E) {
  return list(v.object({language: LangSchema, ...entries}));
}
