// The chunks a page's runtime loads as it starts (decision 062), listed in the page's head so
// the browser fetches them in parallel with the entry: the consent store on every page; for an
// island that hydrates at once (cart, checkout, thanks), its code, React with the hydration
// code, and the page language's messages. Islands that wait load their code when they wake.
import type {Lang} from '@schaufenster/core';
import {ISLANDS, isIslandName} from '@schaufenster/templates/islands';
import type {ClientModules} from '../clientModules.ts';

/** Site-relative URLs of the chunks a page with `islands` (names) in `lang` loads at start. */
export function modulePreloads(
  modules: ClientModules,
  islands: readonly string[],
  lang: Lang,
): string[] {
  const urls = new Set(modules.start);
  for (const name of islands) {
    if (!isIslandName(name) || ISLANDS[name].strategy !== 'load') continue;
    for (const url of modules.islands[name] ?? []) urls.add(url);
    for (const url of modules.hydrate) urls.add(url);
    for (const url of modules.messages[lang] ?? []) urls.add(url);
  }
  return [...urls];
}
