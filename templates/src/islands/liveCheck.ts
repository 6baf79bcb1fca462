// The contract of a `live` island's check (decision 036), apart from the island table so check
// modules and the table do not import each other.
import type {ShopIslandConfig} from './shopConfig.ts';

/**
 * Whether an island's prerendered HTML is out of date: its live data (read through the page's
 * shop data) or the page URL's query (`search`, e.g. `?category=3`) differ from its build-time
 * props. Resolves true to hydrate at once; rejects when the live data cannot be read.
 */
export type LiveCheck<P> = (props: P, shop: ShopIslandConfig, search: string) => Promise<boolean>;
