import {showsShopMenu} from '@schaufenster/core';
import {useShopSettings} from '../settings/useShopSettings.ts';
import {ShopMenuLinks} from './ShopMenuLinks.tsx';

/**
 * The footer's shop menu island, rendered inside ui's `ShopMenuMount` (`#int-shop-menu`,
 * spec §2): AGB, Widerruf, Versand und Zahlung, shown when enable_cart is true; maintenance mode
 * is not checked (spec §4). Nothing while the settings load or when they fail.
 */
export function ShopMenu() {
  const settings = useShopSettings();
  if (settings.status !== 'data' || !showsShopMenu(settings.settings)) return null;
  return <ShopMenuLinks />;
}
