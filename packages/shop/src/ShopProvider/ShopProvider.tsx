import {QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {useState, type ReactNode} from 'react';
import {QUERY_DEFAULTS} from '@schaufenster/core';
import {ShopEnvironmentContext, type ShopEnvironment} from './ShopContext.ts';

/** A query client with the spec's data-cache settings (spec §9 Timing, decision 008). */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({defaultOptions: {queries: {...QUERY_DEFAULTS}}});
}

/** Props of {@link ShopProvider}. */
export interface ShopProviderProps extends ShopEnvironment {
  /** A query client to share between islands; one with the spec's settings is made otherwise. */
  queryClient?: QueryClient;
  /** The shop island's content. */
  children?: ReactNode;
}

/** Gives shop components their data API, order client and query cache. */
export function ShopProvider({queryClient, children, ...environment}: ShopProviderProps) {
  const [ownClient] = useState(createShopQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <ShopEnvironmentContext.Provider value={environment}>
        {children}
      </ShopEnvironmentContext.Provider>
    </QueryClientProvider>
  );
}
