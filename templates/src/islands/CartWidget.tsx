import {CartButton, CartWidget, useShopSettings, type CartButtonVariant} from '@schaufenster/shop';
import {useHydrated} from '@schaufenster/ui';
import {useShopIslandConfig} from './shopConfig.ts';
import {ShopIsland} from './shopIsland.tsx';

/** Props of the cart widget island (all JSON). */
export interface CartWidgetIslandProps {
  /** The build's answer to spec §4 Cart widget (enable_cart and not maintenance_mode). */
  shown: boolean;
  /** The header's icon (`#int-cart`) or the bottom bar's button of phones and tablets. */
  variant: CartButtonVariant;
}

// `shown` already held for the build's settings, so the prerendered button is told so.
const CART_ENABLED = {enable_cart: true} as const;

/**
 * The cart widget (spec §2 Cart button "Warenkorb (count)", §4 Cart widget) as an island: in the
 * header's `#int-cart` and in the bottom bar (phones and tablets), the shop's `CartWidget` over the
 * live settings, reading the cart store every island shares, so an item added on the item page
 * shows in both at once and the count stays across client-side navigations (the shell is never
 * unmounted). Until the live settings arrive it shows what the build's settings said.
 */
export function CartWidgetIsland({shown, variant}: CartWidgetIslandProps) {
  return (
    <ShopIsland>
      <LiveCartWidget shown={shown} variant={variant} />
    </ShopIsland>
  );
}

function LiveCartWidget({shown, variant}: CartWidgetIslandProps) {
  const {storeRootPath} = useShopIslandConfig();
  // False while prerendering and hydrating: the first render matches the build's HTML, whatever
  // the shared cache already holds.
  const live = useHydrated();
  const settings = useShopSettings();
  if (!live || settings.status === 'loading') {
    return shown ? (
      <CartButton storeRootPath={storeRootPath} settings={CART_ENABLED} variant={variant} />
    ) : null;
  }
  return <CartWidget variant={variant} />;
}
