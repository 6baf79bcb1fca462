import {useState, type ReactNode} from 'react';
import {createSettingsStore, type SettingsStore} from '../settings/settingsStore.ts';
import {SettingsStoreContext} from '../settings/SettingsStoreContext.ts';
import {ShopEnvironmentContext, type ShopEnvironment} from './ShopContext.ts';

/** Props of {@link ShopProvider}. */
export interface ShopProviderProps extends ShopEnvironment {
  /** A settings store to share between islands; one with the spec's retries is made otherwise. */
  settingsStore?: SettingsStore;
  /** The shop island's content. */
  children?: ReactNode;
}

/**
 * Gives shop components their data API, order client and settings store. Components that query
 * products (item list, item, teaser, ratings) also need {@link ShopQueries} around them; cart
 * and checkout do not, so their pages load no query library (decision 052).
 */
export function ShopProvider({settingsStore, children, ...environment}: ShopProviderProps) {
  const [ownStore] = useState(createSettingsStore);
  return (
    <SettingsStoreContext.Provider value={settingsStore ?? ownStore}>
      <ShopEnvironmentContext.Provider value={environment}>
        {children}
      </ShopEnvironmentContext.Provider>
    </SettingsStoreContext.Provider>
  );
}
