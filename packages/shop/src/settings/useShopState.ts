// The shop's state in the browser: the live settings win over the build's, so a shop closed since
// the build shows as closed.
import {shopState, type ShopState} from '@schaufenster/core';
import {useHydrated} from '@schaufenster/ui';
import {useShopSettings} from './useShopSettings.ts';

/**
 * The shop state of the settings in the cache (live, or seeded by the build); until they have
 * loaded, and when they fail, `built` (what the build's settings said), else `open`.
 *
 * With `built`, prerendering and hydration render `built` even when another island already put the
 * live settings into the shared cache (a cart widget that hydrated first, decision 036): the first
 * render must match the prerendered page, and the live state follows one render later. Without
 * it, the island seeds the build's settings into the cache before hydrating (the checkout).
 */
export function useShopState(built?: ShopState): ShopState {
  const settings = useShopSettings();
  const hydrated = useHydrated();
  if (!hydrated && built !== undefined) return built;
  return settings.status === 'data' ? shopState(settings.settings) : (built ?? 'open');
}
