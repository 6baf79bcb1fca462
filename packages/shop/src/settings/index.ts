export {createSettingsStore} from './settingsStore.ts';
export type {SettingsStore} from './settingsStore.ts';
export {useShopSettings} from './useShopSettings.ts';
export {useShopState} from './useShopState.ts';
