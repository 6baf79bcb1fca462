export {ShopProvider} from './ShopProvider.tsx';
export {createShopQueryClient, ShopQueries} from './ShopQueries.tsx';
export {useOrderClient, useShopApi, useShopEnvironment} from './ShopContext.ts';
