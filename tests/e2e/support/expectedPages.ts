// The pages a fixture retailer's site must have, worked out from core's route table and the
// fixture data alone (spec §2 Pages and paths, Other paths; decisions 003 and 011), not from
// the build's own page planner, so a page the build forgets fails the test. Which category pages
// and brand pages exist is the templates' rule (categoryHasContent, brandCategory: decision 027).
import {
  DEFAULT_LANG,
  LANGUAGES,
  PAGE_PATHS,
  brandPath,
  cartPath,
  showsCartWidget,
  type Lang,
  type PageId,
  type SiteData,
} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {CATEGORY_TEMPLATE_PAGES, brandCategory, categoryHasContent} from '@schaufenster/templates';
import path from 'node:path';
import {REPO_ROOT} from '../../../packages/site/src/build/options.ts';

/** One page × language the site must answer with 200. */
export interface ExpectedPage {
  /** The URL path. */
  path: string;
  /** The page's language (`<html lang>`). */
  lang: Lang;
  /** What it is, for messages: a row of the route table, a brand, a shop page. */
  what: string;
}

// Pages every site has: the table rows without the shop's store window and the category pages
// (decision 011 "Kinds"); a category page only when it has content (decision 027).
const ALWAYS: readonly PageId[] = [
  'home',
  'contact',
  'thanks',
  'imprint',
  'privacy',
  'brands',
  'info',
  'service',
  'social_media_privacy',
  // The newsletter's double opt-in pages: the newsletter exists without the shop.
  'newsletterConfirm',
  'newsletterUnsubscribe',
];

// spec §2 Other paths: shop settings' legal_pages types → their rows.
const LEGAL_PAGES: Readonly<Record<string, PageId>> = {
  agb: 'agb',
  widerruf: 'withdrawal',
  versand_und_zahlung: 'shipping_payment',
};

/** Loads a fixture retailer's content the way the build does. */
export function loadRetailer(retailer: string): Promise<SiteData> {
  return createFixtureSource(path.join(REPO_ROOT, 'fixtures/retailers', retailer)).load();
}

/** The languages the retailer's site is built in: German and the project's others. */
export function siteLanguages(site: SiteData): Lang[] {
  return LANGUAGES.filter((lang) => lang === DEFAULT_LANG || site.project.languages.includes(lang));
}

/** Every page × language the retailer's site must have. */
export function expectedPages(site: SiteData): ExpectedPage[] {
  const langs = siteLanguages(site);
  const pages: ExpectedPage[] = [];
  const row = (page: PageId) => {
    for (const lang of langs) {
      const own = PAGE_PATHS[page][lang];
      // A blank cell is no page of its own: the German page serves it (decision 011 Output).
      if (own !== undefined) pages.push({path: own, lang, what: page});
    }
  };
  ALWAYS.forEach(row);
  CATEGORY_TEMPLATE_PAGES.filter((page) => categoryHasContent(site, page)).forEach(row);
  for (const brand of site.brands) {
    const category = brandCategory(brand);
    if (category === null) continue;
    for (const lang of langs) {
      if (PAGE_PATHS[category][lang] === undefined) continue;
      pages.push({path: brandPath(category, brand.slug, lang), lang, what: `brand ${brand.slug}`});
    }
  }
  const shopOn = site.shopSettings !== null && showsCartWidget(site.shopSettings);
  if (shopOn && site.shopSettings) {
    for (const legal of site.shopSettings.legal_pages ?? []) {
      const page = LEGAL_PAGES[legal.type];
      if (page) row(page);
    }
    row('window');
    const storeRoot = site.project.store_root_path;
    if (storeRoot) {
      // spec §2: the item list at the store root and the cart at {storeRootPath}/warenkorb.
      pages.push({path: storeRoot, lang: DEFAULT_LANG, what: 'item list'});
      pages.push({path: cartPath(storeRoot), lang: DEFAULT_LANG, what: 'cart'});
    }
  }
  // The electronic withdrawal function (§356a BGB): on every site with the shop add-on.
  if (site.shopSettings !== null) row('withdrawalForm');
  if (site.project.show_accessibility) row('accessibility');
  if (site.project.features.calendar_booking) row('appointment');
  return pages;
}

/** The text of every `<h1>` in an HTML document, tags removed and white space collapsed. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

// The entities React's server renderer writes into text.
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The `lang` attribute of the document's `<html>`. */
export function htmlLangOf(html: string): string | null {
  return /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? null;
}
