// Product view state of the item page (spec §3 Product view state, §4 Product view actions).
import * as v from 'valibot';
import {PriceSchema, StockSchema} from './common.ts';
import {PersonalizationValuesSchema} from './cart.ts';
import {ProductSchema, ProductVariantSchema} from './product.ts';

/**
 * State of the item page's purchase box.
 * @public Exported with its type, as every model schema is; no caller validates with it yet.
 */
export const ProductViewStateSchema = v.object({
  details: v.nullable(ProductSchema),
  hasVariants: v.boolean(),
  variantDisplayName: v.string(),
  variantsAvailable: v.array(ProductVariantSchema),
  variantSelected: v.nullable(ProductVariantSchema),
  /** Lowest and highest variant price; null without priced variants. */
  variantPriceRange: v.nullable(v.object({min: PriceSchema, max: PriceSchema})),
  /** Working days; null when unknown. */
  shippingTime: v.nullable(v.number()),
  reorderPossible: v.boolean(),
  priceBrutto: v.nullable(PriceSchema),
  stock: StockSchema,
  countSelected: v.pipe(v.number(), v.integer(), v.minValue(0)),
  personalization: PersonalizationValuesSchema,
  ratingsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  averageRating: v.nullable(v.number()),
});
/** State of the item page's purchase box. */
export type ProductViewState = v.InferOutput<typeof ProductViewStateSchema>;
