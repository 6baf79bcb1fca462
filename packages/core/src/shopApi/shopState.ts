// The shop's state for visitors (spec §4 Cart widget, §6: maintenance_mode and enable_cart are
// operator flags; a closed or cart-less shop shows as such everywhere; decision 009j).
import type {ShopSettings} from '../model/shop.ts';

/**
 * What the shop offers a visitor: `open` sells online (cart, checkout); `cartOff` shows products
 * with their prices and "request availability" only (enable_cart false); `maintenance` is closed
 * for orders (maintenance_mode true, whatever enable_cart says).
 */
export type ShopState = 'open' | 'cartOff' | 'maintenance';

/** The shop state the settings give; no settings (no shop add-on) is `cartOff`. */
export function shopState(
  settings: Pick<ShopSettings, 'enable_cart' | 'maintenance_mode'> | null | undefined,
): ShopState {
  if (!settings) return 'cartOff';
  if (settings.maintenance_mode) return 'maintenance';
  return settings.enable_cart ? 'open' : 'cartOff';
}
