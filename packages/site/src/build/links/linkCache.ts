// The hrefs of the previous build's pages, kept beside the incremental build's manifest: a kept
// page is byte for byte what that build wrote, so its links need not be read again. At about
// 0.3 ms a page to read and scan, all 9,519 pages of the 3,000-product catalogue would add some
// 3 s to a rebuild that renders nine (decision 055). Each page's entry carries its HTML file's stamp: an entry whose stamp is not the
// one the manifest trusts is not used, and the page is read instead.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {writeWhole} from '../cacheFiles.ts';
import type {FileStamp} from '../incremental/manifest.ts';

/** Bumped when the file's shape changes: an older file is then not read. */
const VERSION = 1;

// One file per output folder, named like its manifest (manifest.ts), in a folder of its own.
function cacheFile(dir: string, outDir: string): string {
  const name = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(dir, 'links', `${name}.json`);
}

/** The hrefs of each page of an output, as the previous build read them. */
export type LinkCache = ReadonlyMap<string, {html: FileStamp; hrefs: readonly string[]}>;

// On disk every href is written once: a page lists indexes into `strings`.
interface LinkCacheFile {
  version: number;
  outDir: string;
  strings: string[];
  /** Per page: HTML size, HTML mtimeMs, then the indexes of its hrefs. */
  pages: Record<string, number[]>;
}

/** The cache for `outDir` in `dir`, or an empty one when there is none or it does not fit. */
export async function readLinkCache(dir: string, outDir: string): Promise<LinkCache> {
  const cache = new Map<string, {html: FileStamp; hrefs: string[]}>();
  let file: LinkCacheFile;
  try {
    file = JSON.parse(await readFile(cacheFile(dir, outDir), 'utf8')) as LinkCacheFile;
  } catch {
    return cache;
  }
  if (file.version !== VERSION || file.outDir !== path.resolve(outDir)) return cache;
  for (const [pagePath, [size = -1, mtimeMs = -1, ...indexes]] of Object.entries(file.pages)) {
    cache.set(pagePath, {
      html: {size, mtimeMs},
      hrefs: indexes.map((index) => file.strings[index] ?? ''),
    });
  }
  return cache;
}

/** Writes the hrefs of every page of `outDir`, with the stamps of their HTML files. */
export async function writeLinkCache(
  dir: string,
  outDir: string,
  pages: ReadonlyMap<string, readonly string[]>,
  stampOf: (pagePath: string) => FileStamp | undefined,
): Promise<void> {
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const intern = (text: string) => {
    let index = indexOf.get(text);
    if (index === undefined) {
      index = strings.push(text) - 1;
      indexOf.set(text, index);
    }
    return index;
  };
  const entries: Record<string, number[]> = {};
  for (const [pagePath, hrefs] of pages) {
    const stamp = stampOf(pagePath);
    if (stamp !== undefined) entries[pagePath] = [stamp.size, stamp.mtimeMs, ...hrefs.map(intern)];
  }
  const file: LinkCacheFile = {
    version: VERSION,
    outDir: path.resolve(outDir),
    strings,
    pages: entries,
  };
  await writeWhole(cacheFile(dir, outDir), JSON.stringify(file));
}
