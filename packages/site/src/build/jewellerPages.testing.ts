// Test support (node only): the pages the jeweller's build must write, worked out from core's
// route table and pinned spec paths (build.test.ts), and where a page's files go.
import {PAGE_IDS, PAGE_PATHS, type Lang, type PageId} from '@schaufenster/core';

/**
 * The jeweller's pages of the route table, worked out from core's table (whose paths core's
 * pageTable.test.ts checks against the spec) and not from the build's page planner, so a page the
 * build forgets fails: every row but the accessibility statement and the booking page (the
 * jeweller has neither), the shop's store window and item list (checked with the shop pages) and
 * the category pages neither its menus nor its brands fill (decision 027).
 */
export const EMPTY_CATEGORIES: readonly PageId[] = [
  'accessories',
  'optics',
  'for_kids',
  'events',
  'home_fabrics',
  'decoratives',
  'floral_workshop',
  'room_fragrances',
  'bicycles',
];
const NOT_TABLE_BUILT: readonly PageId[] = [
  'accessibility',
  'appointment',
  'window',
  'item_list',
  ...EMPTY_CATEGORIES,
];
export const JEWELLER_PAGES = PAGE_IDS.filter((page) => !NOT_TABLE_BUILT.includes(page));

/** Spec §2 paths pinned literally, one per kind of row, whatever the table says. */
const PINNED_PATHS: [string, Lang][] = [
  ['/', 'de'],
  ['/fr/', 'fr'],
  ['/fr/mentions-legales', 'fr'],
  ['/en/privacy', 'en'],
  ['/uhren', 'de'],
  ['/en/wedding-rings', 'en'],
  ['/en/engagement-rings', 'en'],
  ['/perlen', 'de'],
  ['/agb', 'de'],
  ['/versand-und-zahlung', 'de'],
  ['/fr/marques', 'fr'],
  ['/datenschutz-social-media', 'de'],
];
const BRAND_PAGES: [string, Lang][] = [
  ['/uhren/rolex', 'de'],
  ['/en/watches/rolex', 'en'],
  ['/uhren/longines', 'de'],
  ['/schmuck/wellendorff', 'de'],
  ['/en/jewelry/wellendorff', 'en'],
];

/** Every route × language the page has its own cell in, plus brand pages. */
export function expectedPages(): [string, Lang][] {
  const table = JEWELLER_PAGES.flatMap((page) =>
    (['de', 'en', 'fr'] as const).flatMap((lang): [string, Lang][] => {
      const own = PAGE_PATHS[page][lang];
      return own === undefined ? [] : [[own, lang]];
    }),
  );
  return [...table, ...PINNED_PATHS, ...BRAND_PAGES];
}

/** The HTML file of a page path, relative to the output folder. */
export function htmlFile(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** The page data file of a page path, relative to the output folder. */
export function pageDataFile(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}
