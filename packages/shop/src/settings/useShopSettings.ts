// The shop settings of the project domain, read live through the ShopApi (spec §1, §4 Settings
// load, §7 ecommerce_settings; decision 009 settings), cached in the ShopProvider's settings store
// (decision 052).
import {useEffect, useSyncExternalStore} from 'react';
import {useShopEnvironment} from '../ShopProvider/ShopContext.ts';
import {settingsState, type ShopSettingsState} from './settingsState.ts';
import {useSettingsStore} from './SettingsStoreContext.ts';

/**
 * The domain's shop settings: loading, data or error "Could not load settings" (spec §4, §8).
 * Every mount refreshes them (staleTime 0); islands mounting together share one request.
 */
export function useShopSettings(): ShopSettingsState {
  const {api, domain} = useShopEnvironment();
  const store = useSettingsStore();
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.get(domain),
    () => store.get(domain),
  );
  useEffect(() => {
    store.refresh(domain, () => api.getSettings(domain));
  }, [store, api, domain]);
  return settingsState(entry);
}
