// The link check of every build: each internal link and `#anchor` on each built page must lead
// somewhere, in that page's language too: a page of the output (with an element of that id), a
// file of the output, or a `_redirects` rule. A dangling one is a warning in the content report,
// an error under STRICT_CONTENT=1. Links to other sites and to the order service's paths are not
// checked: the build cannot see them.
//
// A page's links are sorted when it is read: links to other sites are dropped, a link to an
// anchor on the page itself is checked there and then against the page's own ids, and every
// other link goes into one table of root-relative hrefs shared by all pages. Each href of the
// table is then checked once, however many pages hold it (the menu is on every page), and a
// page that an incremental build kept brings its list of table indexes from the cache without
// being read (linkCache.ts).
import {SERVICE_PATH_PREFIXES} from '@schaufenster/core';
import type {RedirectRule} from '../output/redirects.ts';
import type {PageLinks} from './pageLinks.ts';

/** A link that leads nowhere, with every page it is on. */
export interface DanglingLink {
  /** The `href` as the pages write it, e.g. `/en/service#gravur` (relative ones resolved). */
  href: string;
  /** Why it dangles, e.g. `no page /en/servce`, `no element with id "gravur" on /en/service`. */
  problem: string;
  /** The record that made the link, e.g. `menu entry 53 "Gravuren"`; null when not known. */
  source: string | null;
  /** The pages the link is on, in the order of the output's pages. */
  pages: string[];
}

/** The root-relative hrefs of all pages, each once; pages name them by index. */
export class HrefTable {
  readonly strings: string[];
  readonly #index = new Map<string, number>();

  constructor(strings: readonly string[] = []) {
    this.strings = [...strings];
    for (const [index, text] of this.strings.entries()) this.#index.set(text, index);
  }

  /** The index of `href`, added when new. */
  intern(href: string): number {
    let index = this.#index.get(href);
    if (index === undefined) {
      index = this.strings.push(href) - 1;
      this.#index.set(href, index);
    }
    return index;
  }
}

/** One page's links as the check keeps them (and the cache stores them). */
export interface PageLinkList {
  /** Indexes into the {@link HrefTable}, in base 36, joined by `,`; '' for none. */
  links: string;
  /** The links to an anchor on the page itself that matches none of its ids. */
  own: readonly string[];
}

/** What the check looks links up in. */
export interface LinkTargets {
  /** The output's pages by path (`/en/service`, `/404.html`), with their links. */
  pages: ReadonlyMap<string, PageLinkList>;
  /** The hrefs the pages' lists index. */
  table: HrefTable;
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
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `href` resolved on page `from`; null for other sites, mailto:, tel: and the order service. */
function resolve(href: string, from: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, `${ORIGIN}${from}`);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const pathname = decode(url.pathname);
  return SERVICE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? null : url;
}

/**
 * Sorts the links of page `from` (see the top of this file): its anchors on itself checked
 * against `links.ids`, the rest interned into `table`.
 */
export function pageLinkList(from: string, links: PageLinks, table: HrefTable): PageLinkList {
  const indexes = new Set<number>();
  const own = new Set<string>();
  const self = pageKey(from);
  for (const href of links.hrefs) {
    const parts = linkParts(href, from);
    if (parts === null) continue;
    if (parts.fragment !== null && pageKey(parts.pathname) === self) {
      if (!TOP_FRAGMENTS.has(parts.fragment) && !links.ids.has(parts.fragment)) own.add(href);
      continue;
    }
    indexes.add(table.intern(parts.href));
  }
  return {links: [...indexes].map((index) => index.toString(36)).join(','), own: [...own]};
}

// A plain root-relative href (`/a/b?c#d`) is cut by hand: a URL object for each of the million
// links of the 3,000-product catalogue took 2 s. Anything else goes through the URL parser.
const PLAIN = /^\/(?![/\\])[^\\]*$/;

/** The root-relative form of `href` on page `from`, its pathname and fragment; null: unchecked. */
function linkParts(
  href: string,
  from: string,
): {href: string; pathname: string; fragment: string | null} | null {
  if (href.startsWith('#')) return {href, pathname: from, fragment: decode(href.slice(1))};
  if (PLAIN.test(href) && !href.includes('/.')) {
    const hashAt = href.indexOf('#');
    const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
    const queryAt = beforeHash.indexOf('?');
    const pathname = decode(queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt));
    if (SERVICE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
    const fragment = hashAt === -1 ? null : decode(href.slice(hashAt + 1));
    return {href, pathname, fragment};
  }
  const url = resolve(href, from);
  if (url === null) return null;
  return {
    href: `${url.pathname}${url.search}${url.hash}`,
    pathname: decode(url.pathname),
    fragment: url.hash === '' ? null : decode(url.hash.slice(1)),
  };
}

// A `_redirects` source serves the path unless it only gives a 404 page.
function redirected(pathname: string, rules: readonly RedirectRule[]): boolean {
  return rules.some(({from, status}) => {
    if (status === 404) return false;
    if (from.endsWith('/*')) return pathname.startsWith(from.slice(0, -1));
    return pageKey(from) === pageKey(pathname);
  });
}

/** Why the root-relative `href` dangles, or null when it leads somewhere. */
function problemOf(
  href: string,
  byKey: ReadonlyMap<string, string>,
  targets: LinkTargets,
): string | null {
  const url = resolve(href, '/');
  if (url === null) return null;
  const pathname = decode(url.pathname);
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

/** The dangling links of the output, one per href with the pages it is on, sorted by href. */
export function danglingLinks(targets: LinkTargets): DanglingLink[] {
  const byKey = new Map([...targets.pages.keys()].map((pagePath) => [pageKey(pagePath), pagePath]));
  // Each href of the table once; hrefs no page holds any more cost a look-up, not a report.
  const problems = new Map<number, string>();
  for (const [index, href] of targets.table.strings.entries()) {
    const problem = problemOf(href, byKey, targets);
    if (problem !== null) problems.set(index, problem);
  }
  const found = new Map<string, DanglingLink>();
  const add = (href: string, problem: string, page: string) => {
    const id = `${href}\n${problem}`;
    const entry = found.get(id) ?? {
      href,
      problem,
      source: targets.sources?.get(href) ?? null,
      pages: [],
    };
    entry.pages.push(page);
    found.set(id, entry);
  };
  for (const [page, {links, own}] of targets.pages) {
    const key = pageKey(page);
    for (const href of own) add(href, `no element with id "${ownFragment(href)}" on ${key}`, page);
    // Only when something dangles are the pages' lists read.
    if (problems.size === 0 || links === '') continue;
    for (const text of links.split(',')) {
      const index = parseInt(text, 36);
      const problem = problems.get(index);
      if (problem !== undefined) add(targets.table.strings[index] ?? '', problem, page);
    }
  }
  return [...found.values()].sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0));
}

function ownFragment(href: string): string {
  return decode(href.slice(href.indexOf('#') + 1));
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
