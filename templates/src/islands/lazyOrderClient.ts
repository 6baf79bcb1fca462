// An OrderClient whose implementation (and its code) loads on the first call: most shop islands
// never post anything (the cart widget, the shop menu, the product teaser), so the order client's
// validation and fetch code stays out of their chunks (decision 014).
import type {OrderClient, OrderClientOptions} from '@schaufenster/core';

/**
 * A client for `options` that creates the real one on first use (one instance, so concurrent
 * calls with the same idempotency key still share a request). A failed load is forgotten, so the
 * next call tries again.
 */
export function lazyOrderClient(options: OrderClientOptions): OrderClient {
  let pending: Promise<OrderClient> | null = null;
  const client = (): Promise<OrderClient> => {
    pending ??= import('./orderClientFactory.ts')
      .then((module) => module.createBrowserOrderClient(options))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
  return {
    postOrder: async (order, key) => (await client()).postOrder(order, key),
    postKlarnaOrder: async (input) => (await client()).postKlarnaOrder(input),
    postRequest: async (data) => (await client()).postRequest(data),
    postRating: async (rating) => (await client()).postRating(rating),
    postPaypalTransaction: async (input) => (await client()).postPaypalTransaction(input),
    createPaypalOrder: async (input) => (await client()).createPaypalOrder(input),
    paymentStatus: async (input) => (await client()).paymentStatus(input),
  };
}
