// The live checks of the item page and the item list (strategy `live`, decision 036): one chunk,
// loaded by the runtime at start-up, with the shop's data code and no React. One module for both
// keeps the runtime entry's map of what each lazy import needs short (it ships on every page).
import {
  itemListDiffers as listDiffers,
  itemPageDiffers as pageDiffers,
} from '@schaufenster/shop/live';
import type {ItemListIslandProps} from './ItemList.tsx';
import type {ItemPageIslandProps} from './ItemPage.tsx';
import type {LiveCheck} from './liveCheck.ts';
import {sharedShopData} from './shopData.ts';

/** True when the live settings, product or ratings differ from the prerendered page's. */
export const itemPageDiffers: LiveCheck<ItemPageIslandProps> = (props, shop) =>
  pageDiffers(sharedShopData(shop), {...props, domain: shop.domain});

/** True when the URL asks for filters, or the live list differs from the prerendered one. */
export const itemListDiffers: LiveCheck<ItemListIslandProps> = (props, shop, search) =>
  listDiffers(sharedShopData(shop), search, props);
