// The links of the previous build's pages, kept beside the incremental build's manifest: a kept
// page is byte for byte what that build wrote, so its links need not be read again. At about
// 0.3 ms a page to read and scan, all 9,519 pages of the 3,000-product catalogue would add some
// 3 s to a rebuild that renders nine (decision 055). A page's entry is its list of indexes into
// the shared href table as one string, taken over and written back as it is; with its HTML
// file's stamp, so an entry whose stamp is not the one the manifest trusts is not used and the
// page is read instead.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {writeWhole} from '../cacheFiles.ts';
import type {FileStamp} from '../incremental/manifest.ts';
import type {PageLinkList} from './checkLinks.ts';

/** Bumped when the file's shape changes: an older file is then not read. */
const VERSION = 2;

/**
 * Hrefs of pages no longer built stay in the table (they cost a look-up each); past this many
 * the cache is dropped, and the next build reads every page and starts a new table.
 */
const MAX_STRINGS = 200_000;

/** The links of each page of an output, as the previous build sorted them. */
export interface LinkCache {
  /** The href table the pages' lists index. */
  strings: readonly string[];
  pages: ReadonlyMap<string, PageLinkList & {html: FileStamp}>;
}

// On disk: per page its HTML size, its HTML mtimeMs, its index list, its own dangling anchors.
interface LinkCacheFile {
  version: number;
  outDir: string;
  strings: string[];
  pages: Record<string, [number, number, string, string[]]>;
}

// One file per output folder, named like its manifest (manifest.ts), in a folder of its own.
function cacheFile(dir: string, outDir: string): string {
  const name = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(dir, 'links', `${name}.json`);
}

const EMPTY: LinkCache = {strings: [], pages: new Map()};

/** The cache for `outDir` in `dir`, or an empty one when there is none or it does not fit. */
export async function readLinkCache(dir: string, outDir: string): Promise<LinkCache> {
  let file: LinkCacheFile;
  try {
    file = JSON.parse(await readFile(cacheFile(dir, outDir), 'utf8')) as LinkCacheFile;
  } catch {
    return EMPTY;
  }
  if (file.version !== VERSION || file.outDir !== path.resolve(outDir)) return EMPTY;
  if (file.strings.length > MAX_STRINGS) return EMPTY;
  const pages = new Map<string, PageLinkList & {html: FileStamp}>();
  for (const [pagePath, [size, mtimeMs, links, own]] of Object.entries(file.pages)) {
    pages.set(pagePath, {html: {size, mtimeMs}, links, own});
  }
  return {strings: file.strings, pages};
}

/** Writes the links of every page of `outDir`, with the stamps of their HTML files. */
export async function writeLinkCache(
  dir: string,
  outDir: string,
  check: {strings: readonly string[]; pages: ReadonlyMap<string, PageLinkList>},
  stampOf: (pagePath: string) => FileStamp | undefined,
): Promise<void> {
  const pages: LinkCacheFile['pages'] = {};
  for (const [pagePath, {links, own}] of check.pages) {
    const stamp = stampOf(pagePath);
    if (stamp !== undefined) pages[pagePath] = [stamp.size, stamp.mtimeMs, links, [...own]];
  }
  const file: LinkCacheFile = {
    version: VERSION,
    outDir: path.resolve(outDir),
    strings: [...check.strings],
    pages,
  };
  await writeWhole(cacheFile(dir, outDir), JSON.stringify(file));
}
