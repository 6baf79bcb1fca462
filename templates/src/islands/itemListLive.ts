// The item list's live check (strategy `live`, decision 036): its own chunk, loaded by the runtime
// at start-up, with the shop's data code and no React.
import {itemListDiffers as differs} from '@schaufenster/shop/live';
import type {ItemListIslandProps} from './ItemList.tsx';
import type {LiveCheck} from './liveCheck.ts';
import {sharedShopData} from './shopData.ts';

/** True when the URL asks for filters, or the live list differs from the prerendered one. */
export const itemListDiffers: LiveCheck<ItemListIslandProps> = (props, shop, search) =>
  differs(sharedShopData(shop), search, props);
