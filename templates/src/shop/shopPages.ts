// Where the shop's pages live and what their islands are given (decision 011 "Shop pages").
import {
  buildStaticCatalogue,
  DEFAULT_LANG,
  joinPath,
  localizedPath,
  PAGE_PATHS,
  pickRandom,
  queryProducts,
  toProductListItem,
  type Lang,
  type Product,
  type ProductListItem,
  type ProductPage,
  type ShopSettings,
  type SiteData,
} from '@schaufenster/core';
import type {ShopIslandConfig} from '../islands/shopConfig.ts';
import type {SiteSettings} from '../types.ts';
import {seededRandom} from '../common/seededRandom.ts';

/** The static catalogue's URL: the build writes it next to the pages. */
export const SHOP_CATALOGUE_URL = '/shop-catalogue.json';

/** Path segment of the item list's further pages: `{storeRootPath}/seite/2` (German, like warenkorb). */
const LIST_PAGE_SEGMENT = 'seite';

/** Site data of a retailer whose shop is on. */
export type ShopSiteData = SiteData & {shopSettings: ShopSettings};

/** Whether the retailer has the shop add-on: shop settings exist for the project domain. */
export function shopIsOn(data: SiteData): data is ShopSiteData {
  return data.shopSettings !== null;
}

/**
 * The shop's root path in a language. Unset, or one of the item-list cells of the route table
 * (`/shop`, `/en/shop`, `/fr/boutique`): that row, as ui's Link rewrites table paths per language
 * anyway. Another configured root is German, prefixed with `/en` or `/fr` for the others.
 */
export function storeRootFor(data: SiteData, lang: Lang): string {
  const configured = data.project.store_root_path;
  const row: Partial<Record<Lang, string>> = PAGE_PATHS.item_list;
  const inTable = configured != null && Object.values(row).includes(joinPath(configured));
  if (configured == null || inTable) return localizedPath('item_list', lang);
  return lang === DEFAULT_LANG ? joinPath(configured) : joinPath(`/${lang}`, configured);
}

/** Page `n` (one-based) of the item list: the root for page 1, else `{root}/seite/{n}`. */
export function listPagePath(storeRootPath: string, page: number): string {
  return page <= 1 ? storeRootPath : joinPath(storeRootPath, LIST_PAGE_SEGMENT, String(page));
}

/**
 * The shop config of a page in `lang` (the runtime config's `shop`), which every shop island of
 * the page reads from its root.
 */
export function shopIslandConfig(
  data: SiteData,
  lang: Lang,
  settings: SiteSettings,
): ShopIslandConfig {
  return {
    domain: data.project.domain,
    project: data.project.name,
    storeRootPath: storeRootFor(data, lang),
    orderApiUrl: settings.orderApiUrl,
    contentApiUrl: settings.contentApiUrl,
    catalogueUrl: SHOP_CATALOGUE_URL,
  };
}

/** The products the shop lists (published, the project domain's), as the static catalogue has them. */
export function listedProducts(data: SiteData): Product[] {
  return buildStaticCatalogue(data).products;
}

/** Page `index` (zero-based) of the unfiltered list in the shop's default sort (spec §9: 20). */
export function listPage(data: ShopSiteData, index: number): ProductPage {
  return queryProducts(listedProducts(data), {sort: data.shopSettings.default_sort, page: index});
}

/** How many pages the unfiltered list has (at least one, also when empty). */
export function listPageCount(data: ShopSiteData): number {
  return Math.max(1, listPage(data, 0).meta.page_count);
}

/** The settings the checkout island needs: everything but the legal pages' long texts. */
export function checkoutSettings(settings: ShopSettings): ShopSettings {
  return {...settings, legal_pages: []};
}

/**
 * A build-time pick of `limit` listed products for a teaser. Seeded by `seed` so a build is
 * reproducible (the same content gives the same HTML and build id); the browser picks anew.
 */
export function teaserPick(data: SiteData, limit: number, seed: string): ProductListItem[] {
  return pickRandom(listedProducts(data), limit, seededRandom(seed)).map(toProductListItem);
}
