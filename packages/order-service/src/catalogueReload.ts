// Reloading the catalogue while the service runs (docs/architecture/order-service.md "Reloading
// the catalogue"): load it again from where the service started, bring its stock into the ledger
// and swap it into the holder (`catalogueHolder.ts`). Reloads run one after another, so a slow
// load never overwrites a newer one, and a load that fails leaves the old catalogue in place.
import type {StaticCatalogue} from '@schaufenster/core';
import type {LoadedCatalogue} from './catalogue.ts';
import type {CatalogueHolder, CurrentCatalogue} from './catalogueHolder.ts';
import type {OrderLifecycle} from './orders/lifecycle.ts';
import type {ShopContent} from './outbox/shop.ts';
import type {OrderStore} from './store/database.ts';

/** What one reload did. */
export interface CatalogueReload {
  /** Where the catalogue came from, for logs: the retailer folder or the file name. */
  name: string;
  /** Products in the new catalogue. */
  products: number;
  /** When the new catalogue took over, ISO 8601. */
  reloadedAt: string;
}

/** A reload whose catalogue did not load (unreadable, invalid); the old catalogue stays. */
export class CatalogueLoadError extends Error {
  /** Creates the error with the reason `message`. */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CatalogueLoadError';
  }
}

/** What the reloads work with; the service's own parts. */
interface CatalogueReloaderOptions {
  /** Reads the catalogue again; none: every reload throws a CatalogueLoadError. */
  load: (() => Promise<LoadedCatalogue>) | undefined;
  /** Project values given at start; they stay accepted beside those of each load. */
  projects: readonly string[];
  /** Makes one version of the catalogue with its projects and the mails' shop. */
  versionOf: (
    catalogue: StaticCatalogue,
    projects: Iterable<string>,
    shop: ShopContent | undefined,
  ) => Promise<CurrentCatalogue>;
  /** Where the new version goes. */
  holder: CatalogueHolder;
  /** The store whose transaction the ledger's import runs in. */
  store: Pick<OrderStore, 'transaction'>;
  /** Brings the ledger in line with the new catalogue's stock. */
  orders: Pick<OrderLifecycle, 'syncStock'>;
  /** Whether the service is closing; a load that ends then is not swapped in. */
  isClosing: () => boolean;
  /** Receives one line per reload, its outcome. */
  log: ((line: string) => void) | undefined;
}

/** The service's reloads. */
export interface CatalogueReloader {
  /**
   * Loads the catalogue again and swaps it in, with its stock brought into the ledger in the
   * same transaction; waits for the reloads before it. Throws a CatalogueLoadError when it does
   * not load (or without a loader), and then the old catalogue stays.
   */
  reload(): Promise<CatalogueReload>;
  /** Settles once every reload started so far has ended, whatever its outcome. */
  settled(): Promise<unknown>;
}

/** Reloads over the service's parts in `options`. */
export function createCatalogueReloader(options: CatalogueReloaderOptions): CatalogueReloader {
  const {holder, store, orders, log} = options;
  // Reloads run one after another, so a slow load never overwrites a newer one.
  let reloads: Promise<unknown> = Promise.resolve();
  const reloadOnce = async (): Promise<CatalogueReload> => {
    const load = options.load;
    if (!load) throw new CatalogueLoadError('This service was started without a catalogue loader');
    let loaded: LoadedCatalogue;
    let next: CurrentCatalogue;
    try {
      loaded = await load();
      next = await options.versionOf(
        loaded.catalogue,
        [...options.projects, ...loaded.projects],
        loaded.shop,
      );
    } catch (error) {
      throw new CatalogueLoadError((error as Error).message, {cause: error});
    }
    if (options.isClosing()) throw new Error('The order service is closing');
    // The ledger's import and the swap in one synchronous step, so no request runs between them;
    // a failing import rolls back and throws before the swap, and the old catalogue stays.
    store.transaction(() => orders.syncStock(next.catalogue));
    holder.replace(next);
    return {
      name: loaded.name,
      products: next.catalogue.products.length,
      reloadedAt: next.loadedAt.toISOString(),
    };
  };
  const reload = (): Promise<CatalogueReload> => {
    const run = reloads.then(reloadOnce).then(
      (done) => {
        log?.(`catalogue reloaded from ${done.name}: ${done.products} products`);
        return done;
      },
      (error: unknown) => {
        log?.(
          `catalogue reload failed, the catalogue stays as it was: ${(error as Error).message}`,
        );
        throw error;
      },
    );
    reloads = run.catch(() => {});
    return run;
  };
  return {reload, settled: () => reloads};
}
