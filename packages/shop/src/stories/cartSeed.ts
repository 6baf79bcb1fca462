// Story-only helpers (never exported from the package index): a clean cart per story, and a cart
// filled from the fixture jeweller's products, so stories of any island can start from it.
import {STORAGE_KEYS, type Id, type Product} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import type {CartItemInput} from '../cart/cartReducer.ts';
import {addToCart, initCart} from '../cart/cartStore.ts';

/** Empties the cart store and its `int-cart` entry (for `beforeEach`; shared stores keep state). */
export function freshCart(): void {
  globalThis.localStorage.removeItem(STORAGE_KEYS.cart);
  initCart({reload: true});
}

/** A cart item from a fixture product, its variant and personalization as the item page passes them. */
function cartItemOf(
  product: Product,
  options: {variantId?: Id; personalization?: Record<string, string>; count?: number} = {},
): CartItemInput {
  const variant = product.variants.find((entry) => String(entry.id) === String(options.variantId));
  const price = variant ? variant.price_brutto : product.price_brutto;
  if (price === null) throw new Error(`Fixture product ${product.id} has no price`);
  return {
    product: {
      id: product.id,
      display_name: product.display_name,
      slug: product.slug,
      image: product.images[0] ?? null,
    },
    variant: variant ? {id: variant.id, display_name: variant.display_name} : null,
    personalization: options.personalization ?? null,
    count: options.count ?? 1,
    priceBrutto: price,
  };
}

/**
 * Fills a fresh cart with three lines of the jeweller's products (3 items in all): a watch with a
 * variant, an engraved ring and a care set.
 */
export async function seedCart(): Promise<void> {
  freshCart();
  const {products} = await loadRetailer('juwelier-morgenstern');
  const byId = (id: number): Product => {
    const product = products.find((entry) => entry.id === id);
    if (!product) throw new Error(`Fixture product ${id} missing`);
    return product;
  };
  addToCart(cartItemOf(byId(101), {variantId: 1001}));
  addToCart(
    cartItemOf(byId(111), {
      variantId: 1008,
      personalization: {engraving_text: 'Für immer', engraving_font: 'Antiqua'},
    }),
  );
  addToCart(cartItemOf(byId(137)));
}
