export {createSettingsStore} from './settingsStore.ts';
export type {SettingsRetry, SettingsStore} from './settingsStore.ts';
export {SettingsStoreContext} from './SettingsStoreContext.ts';
export {useShopSettings} from './useShopSettings.ts';
export {useShopState} from './useShopState.ts';
