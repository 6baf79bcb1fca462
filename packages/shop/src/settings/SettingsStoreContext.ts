import {createContext, useContext} from 'react';
import type {SettingsStore} from './settingsStore.ts';

/** @internal The settings store of the ShopProvider around a shop island. */
export const SettingsStoreContext = createContext<SettingsStore | null>(null);

/** The settings store; throws outside a `ShopProvider`, as every shop island has one. */
export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsStoreContext);
  if (!store) throw new Error('Shop components must be rendered inside <ShopProvider>');
  return store;
}
