// The page's shop config (decision 022): in the runtime config script, read once by the runtime
// and given to every island root, exactly as the prerender gives it, so shop islands carry no
// copy of it in their props.
import {createContext, useContext} from 'react';

/** Where a shop island reads and posts, from content and build configuration (all JSON). */
export interface ShopIslandConfig {
  /** The project domain whose shop settings and products apply (spec §1). */
  domain: string;
  /** Project name sent with every order-service call (spec §7 payloads "project"). */
  project: string;
  /** The shop's root path in the page language, e.g. `/en/shop`. */
  storeRootPath: string;
  /** The order service (`ORDER_API_URL`); null posts to the site's own origin. */
  orderApiUrl: string | null;
  /** Directus for live data (`CONTENT_API_URL`); null reads the static catalogue only. */
  contentApiUrl: string | null;
  /** The static catalogue the build writes (`/shop-catalogue.json`). */
  catalogueUrl: string;
}

/** The page's shop config; null on a site without the shop. */
export const ShopConfigContext = createContext<ShopIslandConfig | null>(null);

/** The page's shop config; a shop island on a page without one is a build bug. */
export function useShopIslandConfig(): ShopIslandConfig {
  const config = useContext(ShopConfigContext);
  if (config === null) throw new Error('A shop island was placed on a page without shop config');
  return config;
}
