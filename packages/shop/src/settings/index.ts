export {shopSettingsQueryKey, useShopSettings} from './useShopSettings.ts';
export {useShopState} from './useShopState.ts';
