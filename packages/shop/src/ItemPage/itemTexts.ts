// What the item page shows, worked out from the product view without React (spec §2 Item page,
// §3 Product detail). Localized names come from the CMS translations (spec §4 Site language).
import {
  pickTranslation,
  type Image,
  type Lang,
  type Product,
  type ProductVariant,
  type ProductViewState,
} from '@schaufenster/core';

/** How the price reads: an amount, "from" the lowest variant price, or "on request". */
export type PriceDisplay =
  {kind: 'price'; value: number} | {kind: 'from'; value: number} | {kind: 'onRequest'};

/**
 * The price line: the chosen variant's or the product's price; before a variant is chosen the
 * variants' range (one price when all cost the same, else "from" the lowest); null price →
 * "on request" (spec §2). Null while nothing is loaded.
 */
export function priceDisplay(state: ProductViewState): PriceDisplay | null {
  if (state.details === null) return null;
  if (state.hasVariants && state.variantSelected === null) {
    const range = state.variantPriceRange;
    if (range === null) return {kind: 'onRequest'};
    return range.min === range.max
      ? {kind: 'price', value: range.min}
      : {kind: 'from', value: range.min};
  }
  return state.priceBrutto === null
    ? {kind: 'onRequest'}
    : {kind: 'price', value: state.priceBrutto};
}

/** The reference number with the chosen variant's suffix; null when the product has none. */
export function referenceNumber(details: Product, variant: ProductVariant | null): string | null {
  if (details.reference_number === null || details.reference_number.trim() === '') return null;
  return details.reference_number + (variant?.reference_number_suffix ?? '');
}

/** Where an image is served: `base` + its lower-cased, trimmed file name (spec §3 Site config). */
export function imageUrl(image: Image, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return prefix + encodeURIComponent(image.filename_download.trim().toLowerCase());
}

type Named = {
  display_name: string;
  translations: readonly {language: Lang; display_name: string | null}[];
};

/** A record's display_name in the page language, falling back as spec §4 Site language says. */
export function localName(record: Named, lang: Lang, available: readonly Lang[]): string {
  return (
    pickTranslation(record.translations, lang, available, 'shop record')?.display_name ||
    record.display_name
  );
}

type Valued = {
  display_value: string;
  translations: readonly {language: Lang; display_value: string | null}[];
};

/** An attribute value's display_value in the page language. */
function localValue(record: Valued, lang: Lang, available: readonly Lang[]): string {
  return (
    pickTranslation(record.translations, lang, available, 'attribute value')?.display_value ||
    record.display_value
  );
}

/** One row of the attribute list: the group's name and its values (spec §3 attributes). */
export interface AttributeRow {
  key: string;
  group: string;
  values: string[];
}

/** The product's attributes as description-list rows in the page language. */
export function attributeRows(
  details: Product,
  lang: Lang,
  available: readonly Lang[],
): AttributeRow[] {
  return details.attributes.map((attribute) => ({
    key: String(attribute.group.id),
    group: localName(attribute.group, lang, available),
    values: attribute.display_values.map((value) => localValue(value, lang, available)),
  }));
}

/** The size guide split into its header row and body rows; null without rows. */
export function sizeGuideRows(
  table: readonly (readonly string[])[],
): {head: readonly string[]; body: readonly (readonly string[])[]} | null {
  const [head, ...body] = table;
  if (head === undefined || head.length === 0) return null;
  return {head, body};
}
