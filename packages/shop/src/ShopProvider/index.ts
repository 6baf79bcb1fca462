export {createShopQueryClient, ShopProvider} from './ShopProvider.tsx';
export {useOrderClient, useShopApi, useShopEnvironment} from './ShopContext.ts';
