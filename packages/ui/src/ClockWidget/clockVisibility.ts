// When the clock widget shows and where it links (spec §2 Other paths, Page contents; §3 Site
// config brand_config.rolex_clock).
import {
  LANGUAGES,
  brandPath,
  normalisePathname,
  splitPath,
  type BrandConfig,
  type Lang,
} from '@schaufenster/core';

// Spec §2: "The clock widget is hidden on /uhren/longines" — a competing brand's page. We hide it
// on that brand page in every language (/en/watches/longines too).
const HIDDEN_ON_BRAND = 'longines';
const LINKED_BRAND = 'rolex';

const HIDDEN_PATHS: ReadonlySet<string> = new Set(
  LANGUAGES.map((lang) => brandPath('watches', HIDDEN_ON_BRAND, lang).toLowerCase()),
);

/** Whether `currentPath` (query, hash, trailing slash and case ignored) hides the clock. */
export function isClockHiddenOn(currentPath: string): boolean {
  const pathname = normalisePathname(splitPath(currentPath).pathname).toLowerCase();
  return HIDDEN_PATHS.has(pathname);
}

/** Whether the clock widget shows: the site enables it and the page is not the hidden one. */
export function isClockShown(brandConfig: BrandConfig, currentPath: string): boolean {
  return brandConfig.rolex_clock && !isClockHiddenOn(currentPath);
}

/** The clock's link target: the Rolex brand page, `/uhren/rolex` in German (spec §2). */
export function clockLinkPath(lang: Lang): string {
  return brandPath('watches', LINKED_BRAND, lang);
}
