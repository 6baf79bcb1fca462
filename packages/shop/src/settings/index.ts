export {shopSettingsQueryKey, useShopSettings} from './useShopSettings.ts';
