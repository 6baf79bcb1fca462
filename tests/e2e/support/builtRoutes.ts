// Every page a build wrote (decision 011 Output: one `index.html` per path), so a sweep reaches
// the pages the route table does not list: the shop's item pages, checkout and list pages in
// every language, and the 404 page.
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {languageOfPath, type Lang} from '@schaufenster/core';
import type {ExpectedPage} from './expectedPages.ts';

// Build folders that hold no pages: page data (it has a 404.html of its own) and bundles.
const NOT_PAGES = new Set(['page-data', 'assets', 'images']);

/** A page to visit: its URL path and the status the server answers it with. */
export interface BuiltRoute {
  /** The URL path, spelled as the route table spells it where it lists the page. */
  path: string;
  /** Its language, from the path (the 404 page is German: decision 011). */
  lang: Lang;
  /** 200, or 404 for the 404 page (served for any unknown path). */
  status: 200 | 404;
  /** The built file, relative to the output folder. */
  file: string;
}

/** A path no site has: the server answers it with the build's 404.html. */
const UNKNOWN_PATH = '/gibt-es-nicht';

/**
 * Every built page of `outDir` as a path, in the spelling of `expected` where the route table has
 * it (a language root is `/en/`, other pages have no trailing slash), plus the 404 page.
 */
export async function builtRoutes(
  outDir: string,
  expected: readonly ExpectedPage[],
): Promise<BuiltRoute[]> {
  const spelled = new Map(expected.map((page) => [withoutSlash(page.path), page.path]));
  const files = await readdir(outDir, {recursive: true});
  const routes: BuiltRoute[] = [];
  for (const file of files.sort()) {
    const parts = file.split(path.sep);
    if (parts.at(-1) !== 'index.html' || NOT_PAGES.has(parts[0] ?? '')) continue;
    const bare = withoutSlash(`/${parts.slice(0, -1).join('/')}`);
    const routePath = spelled.get(bare) ?? bare;
    routes.push({path: routePath, lang: languageOfPath(routePath), status: 200, file});
  }
  routes.push({
    path: UNKNOWN_PATH,
    lang: languageOfPath(UNKNOWN_PATH),
    status: 404,
    file: '404.html',
  });
  return routes;
}

function withoutSlash(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
}
