export {settingsState} from './settingsState.ts';
export type {SettingsQueryView, ShopSettingsState} from './settingsState.ts';
export {shopSettingsQueryKey, useShopSettings} from './useShopSettings.ts';
