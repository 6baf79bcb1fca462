import {QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {useState, type ReactNode} from 'react';
import {QUERY_DEFAULTS} from '@schaufenster/core';

/** A query client with the spec's data-cache settings (spec §9 Timing, decision 008). */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({defaultOptions: {queries: {...QUERY_DEFAULTS}}});
}

/** Props of {@link ShopQueries}. */
export interface ShopQueriesProps {
  /** A query client to share between islands; one with the spec's settings is made otherwise. */
  client?: QueryClient;
  /** The components that query products. */
  children?: ReactNode;
}

/**
 * The query cache for components that query products (item list, item, teaser, ratings), inside
 * a {@link ShopProvider}. Kept apart so islands that only read the settings (cart, checkout, cart
 * widget, shop menu) load no query library (decision 052).
 */
export function ShopQueries({client, children}: ShopQueriesProps) {
  const [ownClient] = useState(createShopQueryClient);
  return <QueryClientProvider client={client ?? ownClient}>{children}</QueryClientProvider>;
}
