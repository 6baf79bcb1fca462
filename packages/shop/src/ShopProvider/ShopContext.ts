import {createContext, useContext} from 'react';
import type {OrderClient, ShopApi} from '@schaufenster/core';

/** What every shop island needs: where live data and orders go, and the shop's identity. */
export interface ShopEnvironment {
  /** Live shop data: Directus or the static catalogue (decision 008). */
  api: ShopApi;
  /** The order service client (spec §7 Order service). */
  orders: OrderClient;
  /** The project domain whose `ecommerce_settings` apply (spec §1). */
  domain: string;
  /** The shop's root path; the cart lives at `{storeRootPath}/warenkorb` (spec §2). */
  storeRootPath: string | null;
}

/** @internal */
export const ShopEnvironmentContext = createContext<ShopEnvironment | null>(null);

/** The shop environment; throws outside a `ShopProvider`, since every shop island needs one. */
export function useShopEnvironment(): ShopEnvironment {
  const environment = useContext(ShopEnvironmentContext);
  if (!environment) throw new Error('Shop components must be rendered inside <ShopProvider>');
  return environment;
}

/** The live shop data API. */
export function useShopApi(): ShopApi {
  return useShopEnvironment().api;
}

/** The order service client. */
export function useOrderClient(): OrderClient {
  return useShopEnvironment().orders;
}
