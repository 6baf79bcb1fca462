// The page context every island root gets (island contract, decision 011), read from what the
// build writes on `<html>`. Apart from hydrateIslands.ts so the runtime can read it at start-up
// without loading React (decision 034): a page whose islands all wait loads no React at all.
import {isLang, type Lang} from '@schaufenster/core';
import type {ShopIslandConfig} from '@schaufenster/templates/islands';

/** What every island root gets: the page's language, the project's languages, the host, shop. */
export interface IslandPageContext {
  /** The page's language. */
  lang: Lang;
  /** The project's languages. */
  available: readonly Lang[];
  /** The site's host. */
  host: string;
  /** The page's shop config from the runtime config; null without the shop. */
  shop: ShopIslandConfig | null;
}

/**
 * Reads the page context the build writes on `<html>` (lang, data-sf-languages, data-sf-host),
 * with the runtime config's shop config.
 */
export function readPageContext(
  root: HTMLElement,
  shop: ShopIslandConfig | null,
): IslandPageContext {
  const lang = isLang(root.lang) ? root.lang : 'de';
  const available = (root.dataset.sfLanguages ?? '').split(',').filter(isLang);
  return {
    lang,
    available: available.length > 0 ? available : [lang],
    host: root.dataset.sfHost ?? '',
    shop,
  };
}
