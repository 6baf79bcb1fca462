import {t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';
import {checkoutSettings, shopIsOn} from './shopPages.ts';

/**
 * The checkout `{storeRootPath}/kasse` (core `checkoutPath`): the CheckoutPage island with the
 * build's shop settings. Noindex and not in the sitemap, like the cart.
 */
export const CheckoutTemplate: PageTemplate = (data, lang, extra) => {
  if (!shopIsOn(data)) throw new Error('The checkout needs the shop add-on (shop settings)');
  return {
    element: (
      <Page fillViewport>
        <IslandSlot
          name="CheckoutPage"
          props={{
            settings: checkoutSettings(data.shopSettings),
            ...(extra.settings.payments ? {payments: extra.settings.payments} : {}),
          }}
        />
      </Page>
    ),
    head: {title: t(lang, 'checkoutTitle'), noindex: true},
  };
};
