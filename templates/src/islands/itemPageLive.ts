// The item page's live check (strategy `live`, decision 036): its own chunk, loaded by the runtime
// at start-up, with the shop's data code and no React.
import {itemPageDiffers as differs} from '@schaufenster/shop/live';
import type {ItemPageIslandProps} from './ItemPage.tsx';
import type {LiveCheck} from './liveCheck.ts';
import {sharedShopData} from './shopData.ts';

/** True when the live settings, product or ratings differ from the prerendered page's. */
export const itemPageDiffers: LiveCheck<ItemPageIslandProps> = (props, shop) =>
  differs(sharedShopData(shop), {...props, domain: shop.domain});
