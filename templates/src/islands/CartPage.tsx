import {CartPage} from '@schaufenster/shop';
import {ShopIsland} from './shopIsland.tsx';

/** Props of the cart page island: none, the shop config is the page's. */
export type CartPageIslandProps = Record<string, never>;

/**
 * The cart page `{storeRootPath}/warenkorb` (spec §2) as an island. Prerendered with the empty
 * cart's loading note; the stored cart (int-cart) shows right after hydration.
 */
export function CartPageIsland(_props: CartPageIslandProps) {
  return (
    <ShopIsland>
      <CartPage />
    </ShopIsland>
  );
}
