// The order client's code as a chunk of its own, loaded by lazyOrderClient on the first call.
import {createOrderClient, type OrderClient, type OrderClientOptions} from '@schaufenster/core';

/** Creates core's order client (spec §7 order service). */
export function createBrowserOrderClient(options: OrderClientOptions): OrderClient {
  return createOrderClient(options);
}
