// The shop settings of the project domain, read live through the ShopApi (spec §1, §4 Settings
// load, §7 ecommerce_settings; decision 009 settings).
import {useQuery} from '@tanstack/react-query';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import {settingsState, type ShopSettingsState} from './settingsState.ts';

/** The react-query key of a domain's settings; shared so islands use one cache entry. */
export function shopSettingsQueryKey(domain: string) {
  return ['shop', 'settings', domain] as const;
}

/** The domain's shop settings: loading, data or error "Could not load settings" (spec §4, §8). */
export function useShopSettings(): ShopSettingsState {
  const {api, domain} = useShopEnvironment();
  const query = useQuery({
    queryKey: shopSettingsQueryKey(domain),
    queryFn: () => api.getSettings(domain),
  });
  return settingsState(query);
}
