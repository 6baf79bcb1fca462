import {DEFAULT_LANG, LANGUAGES, isLang, type Lang} from '../language/lang.ts';
import {PAGE_IDS, PAGE_PATHS, type PageId} from './pageTable.ts';
import {normalisePathname, splitPath} from './pathUtils.ts';

/** The path of `page` in `lang`; a blank cell falls back to the German path (spec §2 table). */
export function localizedPath(page: PageId, lang: Lang): string {
  const row = PAGE_PATHS[page];
  // `de` is DEFAULT_LANG; the row type guarantees its cell.
  return row[lang] ?? row.de;
}

/** A page found by its path, with the language whose own cell holds that path. */
export type PageMatch = {page: PageId; lang: Lang};

// Reverse index over the cells that are filled in; fallbacks are the German cell anyway.
const BY_PATH: ReadonlyMap<string, PageMatch> = new Map(
  PAGE_IDS.flatMap((page) =>
    LANGUAGES.flatMap((lang) => {
      const path = PAGE_PATHS[page][lang];
      return path === undefined ? [] : [[normalisePathname(path), {page, lang}] as const];
    }),
  ),
);

/**
 * Reverse lookup: which table page and language a path belongs to. A trailing slash, query and
 * hash are ignored; case is not (static hosts serve paths case-sensitively). Undefined for paths
 * outside the table (brand, item and cart pages).
 */
export function pageForPath(path: string): PageMatch | undefined {
  const match = BY_PATH.get(normalisePathname(splitPath(path).pathname));
  return match === undefined ? undefined : {...match};
}

/** The language a path is written in: its `/en` or `/fr` prefix, else German (spec §9). */
export function languageOfPath(path: string): Lang {
  const first = normalisePathname(splitPath(path).pathname).split('/')[1]?.toLowerCase();
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** One hreflang alternate of a page. */
export type Alternate = {hreflang: Lang | 'x-default'; path: string};

/**
 * hreflang alternates of a page: one per language with its own path (a fallback cell would
 * claim a German page is French), then `x-default` pointing at the German path.
 */
export function alternates(page: PageId): Alternate[] {
  const row = PAGE_PATHS[page];
  const own: Alternate[] = LANGUAGES.flatMap((lang) => {
    const path = row[lang];
    return path === undefined ? [] : [{hreflang: lang, path}];
  });
  return [...own, {hreflang: 'x-default', path: row.de}];
}
