// The settings load as three states (spec §4 Settings load, §8 error catalogue).
import {SETTINGS_ERROR, type ShopSettings} from '@schaufenster/core';

/** What `useShopSettings()` gives: loading, the settings, or the spec's error message. */
export type ShopSettingsState =
  | {status: 'loading'}
  | {status: 'data'; settings: ShopSettings}
  | {status: 'error'; message: typeof SETTINGS_ERROR};

/** The query's view that decides the state (a react-query result fits). */
export interface SettingsQueryView {
  /** react-query's status. */
  status: 'pending' | 'error' | 'success';
  /** The last settings loaded, if any. */
  data: ShopSettings | null | undefined;
}

const LOADING: ShopSettingsState = Object.freeze({status: 'loading'});
const ERROR: ShopSettingsState = Object.freeze({status: 'error', message: SETTINGS_ERROR});

/**
 * Maps a query to the settings state. Settings already loaded win over a failed refresh, so a
 * flaky network does not hide the cart mid-visit; an empty answer is an error (spec §8).
 */
export function settingsState(query: SettingsQueryView): ShopSettingsState {
  if (query.data) return {status: 'data', settings: query.data};
  if (query.status === 'pending') return LOADING;
  return ERROR;
}
