// URLs of the page loader (spec §2 Page shell: /page-data/{page-path}/page-data.json, root maps
// to index; /page-data/app-data.json). Mirrors the build's pageDataPath (build/plan/routes.ts).
import {DEFAULT_LANG, isLang, type Lang} from '@schaufenster/core';

/** The build id file. */
export const APP_DATA_URL = '/page-data/app-data.json';

/** The 404 page's path: its page data is `page-data/404.html/page-data.json`. */
export const NOT_FOUND_PATH = '/404.html';

/**
 * The 404 page in `lang`, so a visitor stays in their language: `/404.html` in German,
 * `/en/404.html`, `/fr/404.html`; the static host sends unknown paths under `/en/` and `/fr/` there
 * (`_redirects`).
 */
export function notFoundPath(lang: Lang): string {
  return lang === DEFAULT_LANG ? NOT_FOUND_PATH : `/${lang}${NOT_FOUND_PATH}`;
}

/** `/kontakt` → `/page-data/kontakt/page-data.json`; `/` → `/page-data/index/page-data.json`. */
export function pageDataUrl(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/** What identifies a page for the loader and the scroll memory: path plus query, no hash. */
export function pageKey(url: {pathname: string; search: string}): string {
  return `${url.pathname}${url.search}`;
}

/**
 * The language a path is in: its `/en` or `/fr` prefix, else German. Core's languageOfPath says
 * the same but would bring the whole route table into the entry chunk.
 */
export function pathLanguage(pathname: string): Lang {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}
