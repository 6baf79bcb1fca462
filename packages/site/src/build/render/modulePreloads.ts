// The chunks a page's runtime loads as it starts (decision 062), listed in the page's head so
// the browser fetches them in parallel with the entry: the consent store on every page; for an
// island that hydrates at once (cart, thanks), its code, React with the hydration code, and the
// page language's messages. Islands that wait load their code when they wake. An island that
// paints first (the checkout, `paintFirst`) has the same list, fetched after the first frame.
import type {Lang} from '@schaufenster/core';
import {ISLANDS, isIslandName} from '@schaufenster/templates/islands';
import type {ClientModules} from '../clientModules.ts';

/** What a page lists: fetched as it parses, and fetched after its first frame. */
export interface PageModulePreloads {
  /** Site-relative URLs fetched with the entry. */
  start: string[];
  /** Site-relative URLs the runtime fetches after the first frame (islands with `paintFirst`). */
  afterPaint: string[];
}

/** The chunks a page with `islands` (names) in `lang` loads at start, and after its first paint. */
export function modulePreloads(
  modules: ClientModules,
  islands: readonly string[],
  lang: Lang,
): PageModulePreloads {
  const start = new Set(modules.start);
  const afterPaint = new Set<string>();
  for (const name of islands) {
    if (!isIslandName(name) || ISLANDS[name].strategy !== 'load') continue;
    const urls = ISLANDS[name].paintFirst ? afterPaint : start;
    for (const url of modules.islands[name] ?? []) urls.add(url);
    for (const url of modules.hydrate) urls.add(url);
    for (const url of modules.messages[lang] ?? []) urls.add(url);
  }
  return {start: [...start], afterPaint: [...afterPaint].filter((url) => !start.has(url))};
}
