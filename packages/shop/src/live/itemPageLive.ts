// Whether the item page's live data differs from what the build prerendered (decision 036): a
// page that is still current need not hydrate at load. No React: the runtime runs this before it
// loads any island code.
import {dequal} from 'dequal/lite';
import {
  shopState,
  type Product,
  type ProductRating,
  type ShopApi,
  type ShopState,
} from '@schaufenster/core';

/** What the build prerendered an item page from (its island's props). */
export interface BuiltItemPage {
  /** The project domain whose settings apply. */
  domain: string;
  /** The product as built. */
  product: Product;
  /** Its ratings as built. */
  ratings: readonly ProductRating[];
  /** The shop state of the build's settings. */
  shopState: ShopState;
  /** Settings `show_stock` as built. */
  showStock: boolean;
  /** Settings `purchase_to_order` as built. */
  purchaseToOrder: boolean;
  /** Settings `allow_ratings` as built. */
  allowRatings: boolean;
}

/**
 * True when the live settings, product or ratings differ from the build's: the page then shows
 * live data at once. A failed read rejects; the caller leaves the page as built.
 */
export async function itemPageDiffers(api: ShopApi, built: BuiltItemPage): Promise<boolean> {
  const [settings, product, ratings] = await Promise.all([
    api.getSettings(built.domain),
    api.getProduct(built.product.id),
    api.getRatings(built.product.id),
  ]);
  return (
    shopState(settings) !== built.shopState ||
    settings.show_stock !== built.showStock ||
    settings.purchase_to_order !== built.purchaseToOrder ||
    settings.allow_ratings !== built.allowRatings ||
    !dequal(product, built.product) ||
    !dequal(ratings, built.ratings)
  );
}
