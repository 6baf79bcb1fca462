// Story-only helpers of the Ratings stories (never exported from the package index): products of
// the shop the stories show, by trait instead of id, and the ratings msw serves for them
// (decision 051).
import {isPublishedRating, type Id, type Product, type ProductRating} from '@schaufenster/core';
import {DEFAULT_RETAILER, rawRetailers, shopSiteOf} from '@schaufenster/fixtures';

type Loaded = Record<string, unknown>;

/** Stand-in `productId` args the stories' render replaces: the most rated product… */
export const RATED = -1;
/** …and a product nobody has rated. */
export const UNRATED = -2;

/** The stand-ins as the Playground's product select names them (productControls.ts). */
export const RATING_STAND_INS: Readonly<Record<number, string>> = {
  [RATED]: 'Most rated product',
  [UNRATED]: 'A product without ratings',
};

/** The product with the most ratings in the shop the stories show (shopSiteOf). */
export function ratedProduct(loaded: Loaded): Product {
  const [product] = [...shopSiteOf(loaded).products].sort(
    (a, b) => b.ratings.length - a.ratings.length,
  );
  if (!product || product.ratings.length < 2) {
    throw new Error('No fixture product has two ratings or more');
  }
  return product;
}

/** A product without ratings in the shop the stories show. */
function unratedProduct(loaded: Loaded): Product {
  const product = shopSiteOf(loaded).products.find((p) => p.ratings.length === 0);
  if (!product) throw new Error('Every fixture product has ratings');
  return product;
}

/** The product id a story shows: stand-ins replaced, any other id (Playground) as given. */
export function shopProductId(id: Id, loaded: Loaded): Id {
  if (id === RATED) return ratedProduct(loaded).id;
  if (id === UNRATED) return unratedProduct(loaded).id;
  return id;
}

/**
 * The ratings of `productId` as the msw shop handlers serve them (the default retailer's
 * collection, published ones only), newest first as the list reads them.
 */
export function servedRatings(productId: Id): ProductRating[] {
  const records = rawRetailers[DEFAULT_RETAILER].ecommerce_product_rating as ProductRating[];
  return records
    .filter((rating) => String(rating.product) === String(productId) && isPublishedRating(rating))
    .sort((a, b) => (b.date_created ?? '').localeCompare(a.date_created ?? ''));
}
