// A ShopApi whose implementation is created (and its code loaded) on the first read.
import type {ShopApi} from '@schaufenster/core';

/**
 * A ShopApi that creates the real one on first use. A failed load (network, chunk) is forgotten,
 * so react-query's retry loads again.
 */
export function lazyShopApi(load: () => Promise<ShopApi>): ShopApi {
  let pending: Promise<ShopApi> | null = null;
  const api = (): Promise<ShopApi> => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    getSettings: async (domain) => (await api()).getSettings(domain),
    listProducts: async (query) => (await api()).listProducts(query),
    randomProducts: async (limit) => (await api()).randomProducts(limit),
    getProduct: async (id) => (await api()).getProduct(id),
    productPrices: async (query) => (await api()).productPrices(query),
    getRatings: async (productId) => (await api()).getRatings(productId),
    getAttributes: async (groupIds) => (await api()).getAttributes(groupIds),
  };
}
