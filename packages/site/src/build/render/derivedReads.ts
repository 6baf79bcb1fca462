// Values a page shows that are worked out from much of the content (decision 064). The page notes
// the value's token (`@catalogPriceRange`), not every field it was worked out from: the item list
// shows the lowest and highest price of the catalogue, and noting all 3,000 prices made every
// price change re-render it. Each value is a pure function of the content; the next build works
// it out again (PageInputs, through the server bundle's `derivedValue`) and re-renders the page
// only when the value itself changed.
import type {SiteData} from '@schaufenster/core';
import {catalogPriceRange} from '@schaufenster/templates';

const DERIVED = {
  /** The price filter's range over the listed products, variants included (the item list). */
  catalogPriceRange: (site: SiteData) => catalogPriceRange(site),
} satisfies Record<string, (site: SiteData) => unknown>;

/** The name of a derived value. */
export type DerivedKey = keyof typeof DERIVED;

/** A derived value, by name. */
export type Derived<K extends DerivedKey> = ReturnType<(typeof DERIVED)[K]>;

/** The read token a page notes for `key`: `@` never starts a field of the content. */
export function derivedToken(key: DerivedKey): string {
  return `@${key}`;
}

/** Works out the value `key` names over `site`. */
export function deriveValue<K extends DerivedKey>(site: SiteData, key: K): Derived<K> {
  return DERIVED[key](site) as Derived<K>;
}

/** The value of the read token `token` over `site`; undefined for a token that names none. */
export function derivedValue(site: SiteData, token: string): unknown {
  const key = token.slice(1);
  return token.startsWith('@') && Object.hasOwn(DERIVED, key)
    ? deriveValue(site, key as DerivedKey)
    : undefined;
}
