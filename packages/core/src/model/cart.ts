// Browser-side shop state: cart and checkout (spec §3 Cart, Checkout state; storage keys §9).
import * as v from 'valibot';
import {IdSchema, PriceSchema, maybe} from './common.ts';
import {ShippingConfigSchema} from './shop.ts';

/**
 * The most pieces one cart line (and one order line) holds: the cart clamps to it, the order
 * service refuses more (decisions 009b, 010e).
 */
export const MAX_LINE_COUNT = 999;

/** Personalization values of a cart line, keyed by personalization field name. */
export const PersonalizationValuesSchema = v.record(v.string(), v.string());
/** Personalization values of a cart line. */
export type PersonalizationValues = v.InferOutput<typeof PersonalizationValuesSchema>;

/** One line of the cart (spec §3 Cart line). */
export const CartLineSchema = v.object({
  cartId: v.pipe(v.string(), v.nonEmpty()),
  /** The product with at least its id; display fields are kept for the cart page. */
  product: v.looseObject({
    id: IdSchema,
    display_name: v.optional(v.string()),
    slug: v.optional(v.string()),
  }),
  variant: v.optional(
    v.nullable(v.looseObject({id: IdSchema, display_name: v.optional(v.string())})),
    null,
  ),
  personalization: v.optional(PersonalizationValuesSchema, {}),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Unit price, brutto. */
  priceBrutto: PriceSchema,
});
/** One line of the cart. */
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** The cart as stored under int-cart (spec §3 Cart). */
export const CartSchema = v.object({
  products: v.array(CartLineSchema),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPriceBrutto: PriceSchema,
  timestamp: v.number(),
});
/** The cart. */
export type Cart = v.InferOutput<typeof CartSchema>;

/** A postal address in the checkout; fields may still be empty while the form is filled. */
export const AddressSchema = v.object({
  company: v.optional(v.string(), ''),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  street: v.optional(v.string(), ''),
  number: v.optional(v.string(), ''),
  zip_code: v.optional(v.string(), ''),
  city: v.optional(v.string(), ''),
  country_code: v.optional(v.string(), 'DE'),
  phone: v.optional(v.string(), ''),
});
/** A postal address in the checkout. */
export type Address = v.InferOutput<typeof AddressSchema>;

/** The checkout fields stored under int-checkout, with a timestamp added on each save. */
export const StoredCheckoutSchema = v.object({
  customerEmail: maybe(v.string()),
  shippingAddress: maybe(AddressSchema),
  invoiceAddress: maybe(AddressSchema),
  comment: maybe(v.string()),
  paymentMethod: maybe(IdSchema),
  shippingMethod: maybe(IdSchema),
  shippingCost: v.optional(PriceSchema, 0),
  presentWrap: v.optional(v.boolean(), false),
  timestamp: v.optional(v.number()),
});
/** The stored checkout fields. */
export type StoredCheckout = v.InferOutput<typeof StoredCheckoutSchema>;

/**
 * Checkout state: stored fields plus in-memory ones that are never saved (spec §3).
 * @public Exported with its type, as every model schema is; no caller validates with it yet.
 */
export const CheckoutStateSchema = v.object({
  ...StoredCheckoutSchema.entries,
  availableShippingMethods: v.optional(v.array(ShippingConfigSchema), []),
  /** PayPal order id once a PayPal order was created; memory only. */
  paypalOrderId: maybe(v.string()),
});
/** Checkout state. */
export type CheckoutState = v.InferOutput<typeof CheckoutStateSchema>;
