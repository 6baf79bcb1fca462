// ShopApi over the static catalogue, with the same semantics as Directus (decision 008).
import {
  attributesOf,
  pickRandom,
  pricesOf,
  randomPool,
  ratingsOf,
  type RandomSource,
} from './catalogueQueries.ts';
import {toProductListItem} from '../model/product.ts';
import {withServiceRatings, type ServiceRatings} from '../orders/serviceRatings.ts';
import {sameId} from './productFilter.ts';
import {queryProducts} from './queryProducts.ts';
import type {StaticCatalogue} from './staticCatalogue.ts';
import {SETTINGS_ERROR, type ShopApi} from './types.ts';

/** Options of the static shop API. */
export interface StaticShopApiOptions {
  /** Random source of `randomProducts`. @default Math.random */
  random?: RandomSource;
  /**
   * The order service's published ratings of a product (`serviceRatingsReader`), added to the
   * catalogue's: on a site built from fixtures a visitor's rating lives there only. It must not
   * reject; a failed read answers none. @default undefined: the catalogue's ratings alone
   */
  serviceRatings?: ServiceRatings;
}

/** A ShopApi answering from a static catalogue in memory. */
export function createStaticShopApi(
  catalogue: StaticCatalogue,
  options: StaticShopApiOptions = {},
): ShopApi {
  const random = options.random ?? Math.random;
  const {serviceRatings} = options;
  return {
    async getSettings(domain) {
      const {settings} = catalogue;
      if (!settings || settings.project.domain !== domain) throw new Error(SETTINGS_ERROR);
      return settings;
    },
    async listProducts(query) {
      return queryProducts(catalogue.products, query);
    },
    async randomProducts(limit) {
      return pickRandom(randomPool(catalogue.products), limit, random).map(toProductListItem);
    },
    async getProduct(id) {
      const product = catalogue.products.find((candidate) => sameId(candidate.id, id));
      return product && product.status === 'published' ? product : null;
    },
    async productPrices(query) {
      return pricesOf(catalogue.products, query);
    },
    async getRatings(productId) {
      const built = ratingsOf(catalogue.ratings, productId);
      if (!serviceRatings) return built;
      // Newest first across both, by the same rule as the catalogue's alone.
      return ratingsOf(withServiceRatings(built, await serviceRatings(productId)), productId);
    },
    async getAttributes(groupIds) {
      return attributesOf(catalogue.attributes, groupIds);
    },
  };
}
