export {createShopQueryClient, ShopProvider} from './ShopProvider.tsx';
export {useOrderClient, useShopApi, useShopEnvironment} from './ShopContext.ts';
export type {ShopProviderProps} from './ShopProvider.tsx';
export type {ShopEnvironment} from './ShopContext.ts';
