import type {ShopSettings} from '@schaufenster/core';
import {CheckoutPage} from '@schaufenster/shop';
import {ShopIsland} from './shopIsland.tsx';

/** Props of the checkout island (all JSON). */
export interface CheckoutPageIslandProps {
  /**
   * The shop settings as the build read them (without the legal pages' texts): the checkout
   * renders at once and refreshes them live (spec §4 Settings load).
   */
  settings: ShopSettings;
}

/** The checkout as an island, posting to the order service (spec §7). */
export function CheckoutPageIsland({settings}: CheckoutPageIslandProps) {
  return (
    <ShopIsland settings={settings}>
      <CheckoutPage />
    </ShopIsland>
  );
}
