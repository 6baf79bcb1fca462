import {CartPage} from '@schaufenster/shop';
import {ShopIsland, type ShopIslandConfig} from './shopIsland.tsx';

/** Props of the cart page island (all JSON). */
export interface CartPageIslandProps {
  /** Where the shop lives (the checkout and item links). */
  shop: ShopIslandConfig;
}

/**
 * The cart page `{storeRootPath}/warenkorb` (spec §2) as an island. Prerendered with the empty
 * cart's loading note; the stored cart (int-cart) shows right after hydration.
 */
export function CartPageIsland({shop}: CartPageIslandProps) {
  return (
    <ShopIsland config={shop}>
      <CartPage />
    </ShopIsland>
  );
}
