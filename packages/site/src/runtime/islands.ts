// The code that hydrates at once (island contract, decisions 011, 014). When each island
// hydrates is the scheduler's business (scheduler.ts).
import type {Lang} from '@schaufenster/core';
import {loadCatalogue} from '@schaufenster/core';
import {ISLANDS, isIslandName} from '@schaufenster/templates/islands';
import {ISLAND_ATTRIBUTE} from '../contract/islandMarkup.ts';

/**
 * Starts downloading the code of the islands that hydrate at once and, when there are any, the
 * page language's messages and React, so all arrive while other start-up work runs. Nothing for a page
 * whose islands all wait: a page that is only read loads no island code at all.
 */
export function preloadEagerIslands(elements: readonly Element[], lang: Lang): void {
  let any = false;
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isIslandName(name) || ISLANDS[name].strategy !== 'load') continue;
    any = true;
    // Failures surface again, and are handled, when the island hydrates.
    ISLANDS[name].load().catch(() => undefined);
  }
  if (!any) return;
  loadCatalogue(lang).catch(() => undefined);
  // React and hydrateRoot come with the hydration module (decision 034).
  import('../islands/hydrateIslands.ts').catch(() => undefined);
}
