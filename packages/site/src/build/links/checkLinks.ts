// The link check of every build: each internal link and `#anchor` on each built page must lead
// somewhere, in that page's language too: a page of the output (with an element of that id), a
// file of the output, or a `_redirects` rule. A dangling one is a warning in the content report,
// an error under STRICT_CONTENT=1. Links to other sites and to the order service's paths are not
// checked: the build cannot see them.
import {SERVICE_PATH_PREFIXES} from '@schaufenster/core';
import type {RedirectRule} from '../output/redirects.ts';

/** A link that leads nowhere, with every page it is on. */
export interface DanglingLink {
  /** The `href` as the pages write it, e.g. `/en/service#gravur`. */
  href: string;
  /** Why it dangles, e.g. `no page /en/servce`, `no element with id "gravur" on /en/service`. */
  problem: string;
  /** The record that made the link, e.g. `menu entry 53 "Gravuren"`; null when not known. */
  source: string | null;
  /** The pages the link is on, in the order of the output's pages. */
  pages: string[];
}

/** What the check looks links up in. */
export interface LinkTargets {
  /** The output's pages by path (`/en/service`, `/404.html`), with the hrefs of their links. */
  pages: ReadonlyMap<string, readonly string[]>;
  /** The element ids (and `<a name>`s) of a page of {@link pages}, asked only for link targets. */
  idsOf: (pagePath: string) => ReadonlySet<string>;
  /** Whether the output holds this file (relative, e.g. `images/logo.svg`) besides the pages. */
  hasFile: (relative: string) => boolean;
  /** The `_redirects` rules: their sources are served too. */
  redirects: readonly RedirectRule[];
  /** The record behind an `href`, e.g. a menu entry (see linkSources.ts). */
  sources?: ReadonlyMap<string, string>;
}

// Any origin works: links are resolved against it and only same-origin ones are checked.
const ORIGIN = 'https://link-check.invalid';

/** Fragments that lead somewhere without an element: the top of the page. */
const TOP_FRAGMENTS = new Set(['', 'top']);

/** The page path a pathname names: no trailing slash, `index.html` dropped. */
function pageKey(pathname: string): string {
  const bare = pathname.replace(/\/index\.html$/, '/');
  const segments = bare.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// A `_redirects` source serves the path unless it only gives a 404 page.
function redirected(pathname: string, rules: readonly RedirectRule[]): boolean {
  return rules.some(({from, status}) => {
    if (status === 404) return false;
    if (from.endsWith('/*')) return pathname.startsWith(from.slice(0, -1));
    return pageKey(from) === pageKey(pathname);
  });
}

/** Why `href` on page `from` dangles, or null when it leads somewhere (or is not checked). */
function problemOf(
  href: string,
  from: string,
  byKey: ReadonlyMap<string, string>,
  targets: LinkTargets,
): string | null {
  let url: URL;
  try {
    url = new URL(href, `${ORIGIN}${from}`);
  } catch {
    return `not a URL`;
  }
  // Other sites, mailto:, tel: and the order service's paths are not the build's to check.
  if (url.origin !== ORIGIN) return null;
  const pathname = decode(url.pathname);
  if (SERVICE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  const fragment = decode(url.hash.slice(1));
  const key = pageKey(pathname);
  const page = byKey.get(key);
  if (page !== undefined) {
    if (TOP_FRAGMENTS.has(fragment) || targets.idsOf(page).has(fragment)) return null;
    return `no element with id "${fragment}" on ${key}`;
  }
  const relative = pathname.replace(/^\/+/, '');
  if (relative !== '' && targets.hasFile(relative)) return null;
  if (redirected(pathname, targets.redirects)) return null;
  return `no page ${key}`;
}

/**
 * The dangling links of the output, one per href with the pages it is on, sorted by href. Each
 * distinct href is resolved once per page path it is relative to, so a menu on every page costs
 * one look-up per entry.
 */
export function danglingLinks(targets: LinkTargets): DanglingLink[] {
  const found = new Map<string, DanglingLink>();
  const known = new Map<string, string | null>();
  const byKey = new Map([...targets.pages.keys()].map((pagePath) => [pageKey(pagePath), pagePath]));
  for (const [from, hrefs] of targets.pages) {
    for (const href of new Set(hrefs)) {
      // Root-relative and absolute hrefs mean the same on every page; others depend on it.
      const memo = href.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : null;
      let problem = memo === null ? undefined : known.get(memo);
      if (problem === undefined) {
        problem = problemOf(href, from, byKey, targets);
        if (memo !== null) known.set(memo, problem);
      }
      if (problem === null) continue;
      const id = `${href}\n${problem}`;
      const entry = found.get(id) ?? {
        href,
        problem,
        source: targets.sources?.get(href) ?? null,
        pages: [],
      };
      entry.pages.push(from);
      found.set(id, entry);
    }
  }
  return [...found.values()].sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0));
}

/** One line per dangling link: the link, why, its source record and the pages it is on. */
export function describeDanglingLink({href, problem, source, pages}: DanglingLink): string {
  const where =
    pages.length === 1
      ? `on ${pages[0] ?? ''}`
      : `on ${pages.length} pages (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''})`;
  const from = source ?? `the content of the page${pages.length === 1 ? '' : 's'}`;
  return `Dangling link ${href} ${where}: ${problem}; from ${from}`;
}
