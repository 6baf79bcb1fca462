import type {ShopState} from '@schaufenster/core';
import {CartPage} from '@schaufenster/shop';
import {ShopIsland} from './shopIsland.tsx';

/** Props of the cart page island (all JSON). */
export interface CartPageIslandProps {
  /** The shop state of the build's settings; the live settings win. */
  shopState: ShopState;
}

/**
 * The cart page `{storeRootPath}/warenkorb` (spec §2) as an island. Prerendered with the empty
 * cart's loading note; the stored cart (int-cart) shows right after hydration.
 */
export function CartPageIsland({shopState}: CartPageIslandProps) {
  return (
    <ShopIsland>
      <CartPage shopState={shopState} />
    </ShopIsland>
  );
}
