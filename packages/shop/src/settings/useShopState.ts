// The shop's state in the browser: the live settings win over the build's (issue 13).
import {shopState, type ShopState} from '@schaufenster/core';
import {useShopSettings} from './useShopSettings.ts';

/**
 * The shop state of the live settings once they have loaded; until then, and when they fail,
 * `built` (what the build's settings said, so the prerendered page and hydration agree).
 */
export function useShopState(built: ShopState): ShopState {
  const settings = useShopSettings();
  return settings.status === 'data' ? shopState(settings.settings) : built;
}
