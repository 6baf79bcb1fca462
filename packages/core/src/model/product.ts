// Products, variants, personalization, attributes and ratings (spec §3 Product list/detail).
import * as v from 'valibot';
import {
  IdSchema,
  ImageSchema,
  PriceSchema,
  StockSchema,
  flag,
  list,
  maybe,
  translations,
} from './common.ts';

/** Product statuses; only "published" products are listed or counted (spec §4 Product status). */
const PRODUCT_STATUSES = ['published', 'draft', 'archived'] as const;

const nameTranslations = translations({display_name: maybe(v.string())});

/** A category, manufacturer or subcategory reference as the list query expands it. */
const TaxonSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  slug: maybe(v.string()),
  translations: nameTranslations,
});
/** A category, manufacturer or subcategory reference. */
export type Taxon = v.InferOutput<typeof TaxonSchema>;

/** Shipping time in working days; null when not given. */
const ShippingTimeSchema = maybe(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** A variant of a product (spec §3 Product detail "variants"). */
export const ProductVariantSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  /** null: price on request. */
  price_brutto: maybe(PriceSchema),
  stock: v.optional(StockSchema, null),
  reference_number_suffix: maybe(v.string()),
  product: IdSchema,
  active: v.optional(v.boolean(), true),
  shipping_time: ShippingTimeSchema,
  reorder_possible: flag(),
  translations: nameTranslations,
});
/** A variant of a product. */
export type ProductVariant = v.InferOutput<typeof ProductVariantSchema>;

/** Input kinds of a personalization field. */
const PERSONALIZATION_FIELD_TYPES = ['text', 'textarea', 'select'] as const;

/** One input of a personalization, e.g. the engraving text. */
const PersonalizationFieldSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  display_name: v.string(),
  type: v.optional(v.picklist(PERSONALIZATION_FIELD_TYPES), 'text'),
  required: flag(),
  max_length: maybe(v.pipe(v.number(), v.integer(), v.minValue(1))),
  options: list(v.string()),
  translations: nameTranslations,
});
/** One input of a personalization. */
export type PersonalizationField = v.InferOutput<typeof PersonalizationFieldSchema>;

/** A personalization offer of a product, e.g. engraving (spec §3 "personalization"). */
const PersonalizationSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  fields: v.pipe(v.array(PersonalizationFieldSchema), v.minLength(1)),
  translations: nameTranslations,
});

/** A size guide; table rows, the first row being the header (spec §3 "size_guide"). */
const SizeGuideSchema = v.object({
  display_name: v.string(),
  table: v.array(v.array(v.string())),
  translations: nameTranslations,
});
/** A size guide. */
export type SizeGuide = v.InferOutput<typeof SizeGuideSchema>;

/** An attribute group, e.g. Material. */
const AttributeGroupSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  translations: nameTranslations,
});
/** An attribute group. */
export type AttributeGroup = v.InferOutput<typeof AttributeGroupSchema>;

/** One attribute value (e.g. Gelbgold 750) as a product carries it. */
const AttributeValueSchema = v.object({
  id: IdSchema,
  display_value: v.string(),
  translations: translations({display_value: maybe(v.string())}),
});

/** A product's attributes of one group (spec §3 "attributes (group, display_values)"). */
const ProductAttributeSchema = v.object({
  group: AttributeGroupSchema,
  display_values: v.pipe(v.array(AttributeValueSchema), v.minLength(1)),
});

/** One record of collection `ecommerce_attribute`, linked to its group (filters read these). */
export const AttributeSchema = v.object({
  ...AttributeValueSchema.entries,
  sort: v.optional(v.number(), 0),
  attribute_group: AttributeGroupSchema,
});
/** An attribute with its group. */
export type Attribute = v.InferOutput<typeof AttributeSchema>;

/**
 * Moderation states of a rating (collection `ecommerce_product_rating`, field `status`): a
 * visitor's rating waits as `pending` until the owner publishes or rejects it. Only published
 * ratings are shown, counted and averaged; a record without a status is published (every rating
 * written before moderation existed).
 */
export const RATING_STATUSES = ['published', 'pending', 'rejected'] as const;
/** A rating's moderation state. */
type RatingStatus = (typeof RATING_STATUSES)[number];

const RatingStatusSchema = v.optional(v.picklist(RATING_STATUSES));

/** A rating with its moderation state: a record, or a product's nested rating. */
export interface ModeratedRating {
  /** Stars, 1-5. */
  readonly rating: number;
  /** Absent or null: published. */
  readonly status?: RatingStatus | null | undefined;
}

/** Whether a rating may be shown, counted and averaged: published, or without a status. */
export function isPublishedRating(rating: ModeratedRating): boolean {
  return rating.status == null || rating.status === 'published';
}

/** The published ones of `ratings`, in their order (see {@link isPublishedRating}). */
export function publishedRatings<T extends ModeratedRating>(ratings: readonly T[]): T[] {
  return ratings.filter(isPublishedRating);
}

/** A rating 1-5 (collection `ecommerce_product_rating`, linked to product.id). */
export const ProductRatingSchema = v.object({
  id: IdSchema,
  product: IdSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  name: maybe(v.string()),
  comment: maybe(v.string()),
  date_created: maybe(v.pipe(v.string(), v.isoTimestamp())),
  /** Absent: published. */
  status: RatingStatusSchema,
  /** The order service's id of a rating it created (its copy in the CMS); absent otherwise. */
  origin_id: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
/** A product rating. */
export type ProductRating = v.InferOutput<typeof ProductRatingSchema>;

/**
 * A product's nested `ratings` (the relation to `ecommerce_product_rating`), read as the stars of
 * its published ratings only: a pending or rejected rating never reaches a count or an average,
 * whichever source the product came from.
 */
const NestedRatingsSchema = v.optional(
  v.pipe(
    v.array(v.object({rating: ProductRatingSchema.entries.rating, status: RatingStatusSchema})),
    v.transform((ratings) => publishedRatings(ratings).map(({rating}) => ({rating}))),
  ),
  [],
);

/** A full product record (collection `ecommerce_product`); the item page reads all of it. */
export const ProductSchema = v.object({
  id: IdSchema,
  status: v.picklist(PRODUCT_STATUSES),
  display_name: v.pipe(v.string(), v.nonEmpty()),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case slug')),
  images: list(ImageSchema),
  manufacturer: maybe(TaxonSchema),
  category: maybe(TaxonSchema),
  subcategories: list(v.object({subcategory_id: TaxonSchema})),
  tags: list(v.string()),
  project: v.object({domain: v.string()}),
  /** null: price on request. */
  price_brutto: maybe(PriceSchema),
  stock: v.optional(StockSchema, null),
  reference_number: maybe(v.string()),
  description: maybe(v.string()),
  attributes: list(ProductAttributeSchema),
  reorder_possible: flag(),
  shipping_time: ShippingTimeSchema,
  /** Label of the variant selector; the UI defaults to "Variante" when null (spec §9). */
  variant_display_name: maybe(v.string()),
  variants: list(ProductVariantSchema),
  personalization: list(PersonalizationSchema),
  size_guide: maybe(SizeGuideSchema),
  ratings: NestedRatingsSchema,
  sort: v.optional(v.number(), 0),
  date_created: maybe(v.pipe(v.string(), v.isoTimestamp())),
  translations: translations({display_name: maybe(v.string()), description: maybe(v.string())}),
});
/** A full product (the item page's detail). */
export type Product = v.InferOutput<typeof ProductSchema>;

/** The fields the item list reads (spec §3 "Product list fields"). */
export const ProductListItemSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  slug: v.string(),
  images: list(ImageSchema),
  manufacturer: maybe(TaxonSchema),
  category: maybe(TaxonSchema),
  stock: v.optional(StockSchema, null),
  product_variants: list(v.object({price_brutto: maybe(PriceSchema)})),
  ratings: list(v.object({rating: v.number()})),
  price_brutto: maybe(PriceSchema),
  translations: translations({display_name: maybe(v.string())}),
});
/** A product as the item list shows it. */
export type ProductListItem = v.InferOutput<typeof ProductListItemSchema>;

/** Projects a full product onto the list fields (as the list query would return it). */
export function toProductListItem(product: Product): ProductListItem {
  return {
    id: product.id,
    display_name: product.display_name,
    slug: product.slug,
    images: product.images,
    manufacturer: product.manufacturer,
    category: product.category,
    stock: product.stock,
    product_variants: product.variants
      .filter((variant) => variant.active)
      .map((variant) => ({price_brutto: variant.price_brutto})),
    ratings: product.ratings,
    price_brutto: product.price_brutto,
    translations: product.translations.map(({language, display_name}) => ({
      language,
      display_name,
    })),
  };
}
