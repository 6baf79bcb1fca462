import {showsCartWidget} from '@schaufenster/core';
import {CartButton, type CartButtonVariant} from '../CartButton/CartButton.tsx';
import {useShopSettings} from '../settings/useShopSettings.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';

/** Props of {@link CartWidget}. */
export interface CartWidgetProps {
  /** The header's icon or the bottom bar's button. @default 'icon' */
  variant?: CartButtonVariant;
}

/**
 * The header's (and the bottom bar's) cart island, rendered inside ui's `CartMount` (`#int-cart`, spec §2): the cart
 * button, only when enable_cart is true and maintenance_mode is false (spec §4 Cart widget).
 * Nothing while the settings load or when they fail: the page works without a cart.
 */
export function CartWidget({variant = 'icon'}: CartWidgetProps) {
  const settings = useShopSettings();
  const {storeRootPath} = useShopEnvironment();
  if (settings.status !== 'data' || !showsCartWidget(settings.settings)) return null;
  return (
    <CartButton storeRootPath={storeRootPath} settings={settings.settings} variant={variant} />
  );
}
