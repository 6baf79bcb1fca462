// What `int-cart` may hold when read back (spec §3 Cart; ARCHITECTURE "Browser state": whatever is
// read back from storage is validated, a corrupt entry is dropped with a warning).
import * as v from 'valibot';
import {
  CartLineSchema,
  CartSchema,
  ImageSchema,
  validateWith,
  type Cart,
  type Validate,
} from '@schaufenster/core';
import {MAX_LINE_COUNT} from './cartReducer.ts';

// Core's line keeps unknown product fields (loose); a stored image is rendered, so it is checked.
const StoredLineSchema = v.object({
  ...CartLineSchema.entries,
  product: v.looseObject({
    ...CartLineSchema.entries.product.entries,
    image: v.optional(v.nullable(ImageSchema)),
  }),
  count: v.pipe(CartLineSchema.entries.count, v.maxValue(MAX_LINE_COUNT)),
});

/** The stored cart: core's CartSchema with checked images, bounded counts and unique line ids. */
const StoredCartSchema = v.pipe(
  v.object({...CartSchema.entries, products: v.array(StoredLineSchema)}),
  v.check(
    (cart) => new Set(cart.products.map((line) => line.cartId)).size === cart.products.length,
    'duplicate cartId',
  ),
);

/** Validates a parsed `int-cart` entry: the cart when valid, undefined when corrupt. */
export const validateStoredCart: Validate<Cart> = validateWith(StoredCartSchema);
