// `page-data/<page-path>/page-data.json` (island contract, decision 011): written by the build,
// read by the runtime's page loader on a client-side navigation.
import type {HeadTags, Lang} from '@schaufenster/core';

/** One island of the main region as page-data.json lists it. */
export interface PageDataIsland {
  /** Island id (`m0`, `m1`, …). */
  id: string;
  /** Its name in the island table. */
  name: string;
  /** Its props. */
  props: object;
}

/** A page's data. */
export interface PageData {
  /** The page's path. */
  path: string;
  /** Its language. */
  lang: Lang;
  /** Its head tags. */
  head: HeadTags;
  /** Inner HTML of `<main id="main">`: the very HTML the page's document has there. */
  mainHtml: string;
  /** The page's JSON-LD objects (business, product): the runtime swaps them (decision 014). */
  jsonLd: object[];
  /** The islands inside main. */
  islands: PageDataIsland[];
  /** Shared data files this page uses. */
  staticQueryHashes: string[];
  /** `<meta name="robots" content="noindex">` (thanks, 404): the runtime sets it after a swap. */
  noindex: boolean;
  /**
   * The language nav before main (templates' LanguageLinks), empty when the page has no other
   * language: outside main, so the runtime replaces it on a swap (decision 012).
   */
  languageLinksHtml: string;
  /**
   * The two-click embeds in main by provider (`data-sf-embed`, decision 025), e.g.
   * `['google_maps']`: the page's own CSP allows their frames. The router loads such a page as a
   * document when the visitor's consent shows a frame at once and the current document's CSP
   * lacks it (router.ts). Absent from page data of older builds and from pages without one.
   */
  embeds?: string[];
}
