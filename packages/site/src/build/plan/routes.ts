// Which pages a retailer's site has, in which languages (docs/decisions/011-site-build.md "Pages").
import {notFoundPath} from '../../contract/paths.ts';
import {
  DEFAULT_LANG,
  LANGUAGES,
  PAGE_PATHS,
  brandPath,
  cartPath,
  checkoutPath,
  pagesOfKind,
  showsShopMenu,
  type Alternate,
  type CategoryPageId,
  type Lang,
  type LegalPageType,
  type PageId,
  type SiteData,
  type TablePageKind,
} from '@schaufenster/core';
import {
  CATEGORY_TEMPLATE_PAGES,
  brandCategory,
  categoryHasContent,
  itemPagePath,
  listedProducts,
  listPageCount,
  listPagePath,
  shopIsOn,
  shopLegalPages,
  storeRootFor,
  LEGAL_PAGE_IDS,
  type CategoryTemplatePage,
} from '@schaufenster/templates';

/**
 * The kinds of page the build renders; each maps to one template. The route table's kinds come
 * from core's PAGES; the rest are pages without a row of their own.
 */
type PageKind = TablePageKind | 'brand' | 'listPage' | 'item' | 'cart' | 'checkout' | 'notFound';

/** One page to render: JSON, so it can be handed to a worker thread. */
export interface PlannedPage {
  /** Which template. */
  kind: PageKind;
  /** The page's path, e.g. `/en/watches/rolex`; the 404 page is `/404.html`. */
  path: string;
  /** The page's language. */
  lang: Lang;
  /** hreflang alternates among the built languages, with x-default. */
  alternates: Alternate[];
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Category pages: the table row. */
  category?: CategoryTemplatePage;
  /** Brand pages: the brand's id and its category page. */
  brand?: {id: string | number; category: CategoryPageId};
  /** Shop legal pages: the type in shop settings' legal_pages. */
  legalType?: LegalPageType;
  /** Further item-list pages: the one-based page number (from 2). */
  listPage?: number;
  /** Item pages: the product's id. */
  productId?: string | number;
}

/**
 * The languages pages are built in: the project's, and always German, the language every blank
 * cell of the route table falls back to.
 */
function builtLanguages(site: SiteData): Lang[] {
  return LANGUAGES.filter((lang) => lang === DEFAULT_LANG || site.project.languages.includes(lang));
}

/** Rows every site has, each kind with its own template; category rows follow them. */
const FIXED_KINDS = [
  'home',
  'contact',
  'thanks',
  'imprint',
  'privacy',
  'brands',
  'info',
  'service',
  'socialMediaPrivacy',
  'newsletterConfirm',
  'newsletterUnsubscribe',
] as const satisfies readonly TablePageKind[];

/**
 * Table pages kept out of the sitemap (and noindex in their heads): the thanks page, and the
 * pages only the e-mails' links open (the withdrawal form is also in the footer, but has nothing
 * to find). Category, brand and legal pages are in it.
 */
const UNLISTED_KINDS: ReadonlySet<PageKind> = new Set([
  'thanks',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'withdrawalForm',
]);

/**
 * Every page of the site × every language it has its own path in; category pages only when they
 * have content (`categoryHasContent`). A blank cell of the route
 * table is no page of its own (the link falls back to the German page), so nothing is built
 * twice. Throws when two pages would share a path.
 */
export function planPages(site: SiteData): PlannedPage[] {
  const langs = builtLanguages(site);
  const pages: PlannedPage[] = [];
  const table = (kind: PageKind, page: PageId, more: Partial<PlannedPage> = {}) => {
    for (const {lang, path, alternates} of cells(PAGE_PATHS[page], langs)) {
      pages.push({kind, path, lang, alternates, sitemap: !UNLISTED_KINDS.has(kind), ...more});
    }
  };
  for (const kind of FIXED_KINDS) for (const page of pagesOfKind(kind)) table(kind, page);
  // Only the category pages with something on them (decision 027): a page for every row of the
  // table would give an optician empty /fahrraeder, /heimtextilien … in the sitemap.
  for (const category of CATEGORY_TEMPLATE_PAGES) {
    if (categoryHasContent(site, category)) table('category', category, {category});
  }
  for (const brand of site.brands) {
    const category = brandCategory(brand);
    if (category === null) continue;
    const row = Object.fromEntries(
      LANGUAGES.filter((lang) => PAGE_PATHS[category][lang] !== undefined).map((lang) => [
        lang,
        brandPath(category, brand.slug, lang),
      ]),
    ) as Partial<Record<Lang, string>>;
    for (const {lang, path, alternates} of cells(row, langs)) {
      pages.push({
        kind: 'brand',
        path,
        lang,
        alternates,
        sitemap: true,
        brand: {id: brand.id, category},
      });
    }
  }
  // spec §2 Other paths: legal pages from shop settings, only when the shop is on.
  for (const legalPage of shopLegalPages(site)) {
    table('legalPage', LEGAL_PAGE_IDS[legalPage.type], {legalType: legalPage.type});
  }
  // The electronic withdrawal function (§356a BGB): only a shop sells, so only a shop has it.
  if (shopIsOn(site)) table('withdrawalForm', 'withdrawalForm');
  if (site.project.show_accessibility) table('accessibility', 'accessibility');
  if (site.project.features.calendar_booking) table('appointment', 'appointment');
  pages.push(...shopPages(site, langs));
  assertUniquePaths(pages);
  return pages;
}

/**
 * The shop's pages when it is on (decision 011 "Shop pages"): store window, item list and its
 * further pages, one item page per listed product, cart and checkout, each in every built
 * language under that language's store root; cart and checkout only with enable_cart (the live
 * settings can close them later, not open them). Cart, checkout and further list pages stay out
 * of the sitemap (the first two are noindex).
 */
function shopPages(site: SiteData, langs: readonly Lang[] = builtLanguages(site)): PlannedPage[] {
  if (!shopIsOn(site)) return [];
  const pages: PlannedPage[] = [];
  const add = (
    kind: PageKind,
    path: (lang: Lang) => string,
    sitemap: boolean,
    more: Partial<PlannedPage> = {},
  ) => {
    const row = Object.fromEntries(langs.map((lang) => [lang, path(lang)]));
    for (const cell of cells(row, langs)) pages.push({kind, ...cell, sitemap, ...more});
  };
  for (const cell of cells(PAGE_PATHS.window, langs))
    pages.push({kind: 'window', ...cell, sitemap: true});
  const root = (lang: Lang) => storeRootFor(site, lang);
  add('itemList', root, true);
  const listPages = listPageCount(site);
  for (let page = 2; page <= listPages; page += 1) {
    add('listPage', (lang) => listPagePath(root(lang), page), false, {listPage: page});
  }
  for (const product of listedProducts(site)) {
    add('item', (lang) => itemPagePath(site, product, lang), true, {productId: product.id});
  }
  // Without the cart (enable_cart off) nobody can fill one: no cart or checkout pages.
  if (showsShopMenu(site.shopSettings)) {
    add('cart', (lang) => cartPath(root(lang)), false);
    add('checkout', (lang) => checkoutPath(root(lang)), false);
  }
  return pages;
}

/**
 * The 404 pages, one per built language (a 404 in the visitor's language): `/404.html` in German
 * (spec §2: "A missing page falls back to /404.html"), `/en/404.html`, …
 */
export function notFoundPages(site: SiteData): PlannedPage[] {
  return builtLanguages(site).map((lang) => ({
    kind: 'notFound',
    path: notFoundPath(lang),
    lang,
    alternates: [],
    sitemap: false,
  }));
}

/** The page-data folder of a path: root → `index`, `/en/` → `en` (spec §2 page loader). */
export function pageDataPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

/** The HTML file of a path: `/kontakt` → `kontakt/index.html`; `/404.html` stays a file. */
export function htmlFile(path: string): string {
  if (path.endsWith('.html')) return path.replace(/^\/+/, '');
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

interface Cell {
  lang: Lang;
  path: string;
  alternates: Alternate[];
}

// The filled-in cells of a row among the built languages, each with the row's alternates.
function cells(row: Partial<Record<Lang, string>>, langs: readonly Lang[]): Cell[] {
  const own = langs.flatMap((lang) => {
    const path = row[lang];
    return path === undefined ? [] : [{lang, path}];
  });
  const german = row[DEFAULT_LANG];
  const alternates: Alternate[] = [
    ...own.map(({lang, path}) => ({hreflang: lang, path})),
    ...(german === undefined ? [] : [{hreflang: 'x-default' as const, path: german}]),
  ];
  return own.map((cell) => ({...cell, alternates}));
}

function assertUniquePaths(pages: readonly PlannedPage[]): void {
  const seen = new Map<string, PlannedPage>();
  for (const page of pages) {
    const key = htmlFile(page.path).toLowerCase();
    const other = seen.get(key);
    if (other) {
      throw new Error(`Two pages share the path ${page.path}: ${other.kind} and ${page.kind}`);
    }
    seen.set(key, page);
  }
}
