import {shopState, t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';
import {shopIsOn} from './shopPages.ts';

/**
 * The cart page `{storeRootPath}/warenkorb` (spec §2). Personal and empty without the browser's
 * stored cart, so it is kept out of search engines (noindex, not in the sitemap).
 */
export const CartTemplate: PageTemplate = (data, lang) => {
  if (!shopIsOn(data)) throw new Error('The cart page needs the shop add-on (shop settings)');
  return {
    element: (
      <Page fillViewport>
        <IslandSlot name="CartPage" props={{shopState: shopState(data.shopSettings)}} />
      </Page>
    ),
    head: {title: t(lang, 'cartTitle'), noindex: true},
  };
};
