// The one place the service keeps the catalogue it works from now, with what comes with it: the
// project values it accepts and what the e-mails take from the shop's content. Everything that
// needs the catalogue reads `current()` when it needs it (a request takes it once and keeps it
// to its end), so a reload (`replace`) is one assignment: no request, message or push sees half
// of an old and half of a new catalogue.
import type {StaticCatalogue} from '@schaufenster/core';
import type {ShopMail} from './outbox/shop.ts';

/** One version of the catalogue and what belongs to it; never changed, only replaced. */
export interface CurrentCatalogue {
  /** Settings and published products the prices come from. */
  readonly catalogue: StaticCatalogue;
  /** Values of `project` the /ecom/* endpoints accept. */
  readonly projects: ReadonlySet<string>;
  /** What the e-mails show of the shop, their From header and the owner's address. */
  readonly mail: ShopMail;
  /** When this version was loaded. */
  readonly loadedAt: Date;
}

/** Holds the current version. */
export interface CatalogueHolder {
  /** The version to use now. */
  current(): CurrentCatalogue;
  /** Makes `next` the version everything uses from now on. */
  replace(next: CurrentCatalogue): void;
}

/** A holder that starts with `first`. */
export function createCatalogueHolder(first: CurrentCatalogue): CatalogueHolder {
  let current = first;
  return {
    current: () => current,
    replace(next) {
      current = next;
    },
  };
}
