// Public face of @schaufenster/shop. Each area lists its exports by name in its own block.

// --- provider ---
export {createShopQueryClient, ShopProvider} from './ShopProvider/index.ts';
export {useOrderClient, useShopApi, useShopEnvironment} from './ShopProvider/index.ts';
export type {ShopEnvironment, ShopProviderProps} from './ShopProvider/index.ts';
// --- end provider ---
