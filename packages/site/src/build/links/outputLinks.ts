// Runs the link check over a build's whole output before it is put in place: the pages this
// build rendered (in the staging folder) and the pages an incremental build kept (in the output
// folder), so a kept page's links are checked against the new pages and the other way round.
import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {FileStamp} from '../incremental/manifest.ts';
import {parseRedirects} from '../output/redirects.ts';
import {
  danglingLinks,
  HrefTable,
  pageLinkList,
  type DanglingLink,
  type PageLinkList,
} from './checkLinks.ts';
import type {LinkCache} from './linkCache.ts';
import {pageLinks, type PageLinks} from './pageLinks.ts';

/** Where the output's files are before it is published. */
export interface OutputFiles {
  /** Folder with this build's files: its rendered pages and every file that is not a page. */
  staging: string;
  /** The output folder, which holds the pages an incremental build kept. */
  outDir: string;
  /** Every page of the output, by path. */
  pages: readonly {path: string}[];
  /** The pages kept from the previous output, with the stamp of their HTML file. */
  kept: ReadonlyMap<string, {html: FileStamp}>;
  /** A page's HTML file, relative to the folder it is in. */
  htmlFile: (pagePath: string) => string;
  /** The `_redirects` file as written. */
  redirects: string;
  /** The record behind an `href` (linkSources.ts). */
  sources?: ReadonlyMap<string, string>;
  /** The links of the previous build's pages (linkCache.ts); none for a clean build. */
  cache?: LinkCache;
  /** The links of the pages this build rendered, read by the render threads (pageWriter.ts). */
  rendered?: ReadonlyMap<string, PageLinks>;
}

/** What the check found, and every page's links for the next build's cache. */
export interface LinkCheck {
  dangling: DanglingLink[];
  strings: readonly string[];
  pages: ReadonlyMap<string, PageLinkList>;
}

/** Pages read at once: enough to keep the disk busy, few enough for the file handles. */
const READ_AT_ONCE = 32;

function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/** The dangling links of the output described by `files`. */
export async function checkOutputLinks(files: OutputFiles): Promise<LinkCheck> {
  const fileOf = (pagePath: string) =>
    path.join(files.kept.has(pagePath) ? files.outDir : files.staging, files.htmlFile(pagePath));
  const table = new HrefTable(files.cache?.strings);
  const pages = new Map<string, PageLinkList>();
  const ids = new Map<string, ReadonlySet<string>>();
  const toRead: string[] = [];
  for (const {path: pagePath} of files.pages) {
    const kept = files.kept.get(pagePath);
    const cached = kept === undefined ? undefined : files.cache?.pages.get(pagePath);
    const rendered = kept === undefined ? files.rendered?.get(pagePath) : undefined;
    if (kept !== undefined && cached !== undefined && sameStamp(kept.html, cached.html)) {
      pages.set(pagePath, {links: cached.links, own: cached.own});
    } else if (rendered !== undefined) {
      pages.set(pagePath, pageLinkList(pagePath, rendered, table));
      ids.set(pagePath, rendered.ids);
    } else {
      // A place in the page order now; the list once the page is read.
      pages.set(pagePath, {links: '', own: []});
      toRead.push(pagePath);
    }
  }
  for (let at = 0; at < toRead.length; at += READ_AT_ONCE) {
    const batch = toRead.slice(at, at + READ_AT_ONCE);
    const texts = await Promise.all(batch.map((pagePath) => readFile(fileOf(pagePath), 'utf8')));
    for (const [index, pagePath] of batch.entries()) {
      const links = pageLinks(texts[index] ?? '');
      pages.set(pagePath, pageLinkList(pagePath, links, table));
      ids.set(pagePath, links.ids);
    }
  }
  const dangling = danglingLinks({
    pages,
    table,
    // A page taken from the cache is read only when a link points into it.
    idsOf: (pagePath) => {
      let found = ids.get(pagePath);
      if (found === undefined) {
        found = pageLinks(readFileSync(fileOf(pagePath), 'utf8')).ids;
        ids.set(pagePath, found);
      }
      return found;
    },
    // Only pages are kept from the previous output: every other file is in staging.
    hasFile: (relative) => existsSync(path.join(files.staging, relative)),
    redirects: parseRedirects(files.redirects),
    sources: files.sources,
  });
  return {dangling, strings: table.strings, pages};
}
