// The build manifest of incremental builds (decision 033): for one output folder, what each page
// was rendered from (its planned entry's hash and the content it read) and what its files looked
// like when written (size and modification time), so the next build can tell which pages it may
// keep. The reads are listed once with their values, the pages pointing at them by index
// (decision 055): the 3,000-product catalogue's 9,519 pages make 639,000 reads of 89,000 distinct
// ones. Kept beside the bundle and image caches, never in the output: every file there is deployed.
import {createHash} from 'node:crypto';
import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {keepNewest, writeWhole} from '../cacheFiles.ts';

/** Bump when what the manifest holds or how pages are hashed changes. */
export const MANIFEST_VERSION = 4;

/** Manifests kept (one per output folder); the oldest go first beyond this. */
const KEEP_MANIFESTS = 8;

/** A written file as the manifest remembers it: enough to notice it was changed or removed. */
export interface FileStamp {
  /** Bytes. */
  size: number;
  /** Modification time, ms. */
  mtimeMs: number;
}

/** One page of the previous build. */
export interface PageRecord {
  /** Hash of its planned entry (inputs.ts). */
  plan: string;
  /** The content it read: indexes into the manifest's {@link BuildManifest.reads}. */
  reads: number[];
  /** Its HTML file (relative to the output folder) when written. */
  html: FileStamp;
  /** Its page-data file when written. */
  data: FileStamp;
  /** Hash of its page data, for app-data.json's content id. */
  dataHash: string;
  /** Frame hosts of the two-click embeds on it, for `_headers` (decision 025); often empty. */
  frameOrigins: string[];
}

/** The manifest of one output folder. */
export interface BuildManifest {
  /** {@link MANIFEST_VERSION}. */
  version: number;
  /** The output folder it describes. */
  outDir: string;
  /** Hash of the inputs every page shares (code, assets, settings, images; inputs.ts). */
  global: string;
  /** Every read of the content some page made (`products.price_brutto:3-9`, siteReads.ts). */
  reads: string[];
  /** The value of each of {@link BuildManifest.reads} in this build (inputs.ts), same order. */
  values: string[];
  /** Each list's record digests (`products`: one per product; inputs.ts). */
  records: Record<string, string[]>;
  /** Pages by path. */
  pages: Record<string, PageRecord>;
  /**
   * The output's other files (relative, sorted): bundles, images, app-data.json, sitemap, …, so
   * the next incremental build can remove those it no longer writes (decision 038).
   */
  files: string[];
}

/** The manifest file of `outDir` in `dir`. */
function manifestFile(dir: string, outDir: string): string {
  const name = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(dir, `${name}.json`);
}

/**
 * The manifest of `outDir`; null when there is none (first build), and null with a warning when it
 * cannot be read or belongs to another version or folder: the build then renders every page.
 */
export async function readManifest(
  dir: string,
  outDir: string,
  warn: (line: string) => void,
): Promise<BuildManifest | null> {
  let text: string;
  try {
    text = await readFile(manifestFile(dir, outDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const manifest = JSON.parse(text) as Partial<BuildManifest> | null;
    if (
      manifest?.version === MANIFEST_VERSION &&
      manifest.outDir === path.resolve(outDir) &&
      typeof manifest.global === 'string' &&
      typeof manifest.pages === 'object' &&
      manifest.pages !== null &&
      typeof manifest.records === 'object' &&
      manifest.records !== null &&
      Array.isArray(manifest.reads) &&
      Array.isArray(manifest.values) &&
      manifest.values.length === manifest.reads.length &&
      Array.isArray(manifest.files)
    ) {
      return manifest as BuildManifest;
    }
  } catch {
    // reported below
  }
  warn(`Incremental build: the build manifest of ${outDir} is unreadable; rendering every page`);
  return null;
}

/** Removes the manifest of `outDir` from `dir` (a clean build overwrote what it describes). */
export async function forgetManifest(dir: string, outDir: string): Promise<void> {
  await rm(manifestFile(dir, outDir), {force: true});
}

/** Writes the manifest (whole or not at all), then removes the oldest beyond {@link KEEP_MANIFESTS}. */
export async function writeManifest(dir: string, manifest: BuildManifest): Promise<void> {
  await writeWhole(manifestFile(dir, manifest.outDir), JSON.stringify(manifest));
  await keepNewest(dir, /^[0-9a-f]{16}\.json$/, KEEP_MANIFESTS);
}
