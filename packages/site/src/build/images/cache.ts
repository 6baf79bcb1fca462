// Processed images kept between builds (decision 013): one folder per source content + settings,
// holding the encoded files and `entry.json`. A folder appears by rename only once complete, so
// concurrent builds (e2e, unit tests) never read half-written entries.
import {createHash, randomUUID} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {writeWhole} from '../cacheFiles.ts';
import type {EncodedRaster, RasterResult} from './encode.ts';

/** Bump when the encoding code changes its output, so old entries are not reused. */
const PROCESSOR_VERSION = 1;

/**
 * The cache key of a source image: a hash of its bytes, the settings and the encoder versions.
 * Its first 16 hex characters also go into the file names, so a URL names one content for good.
 */
export function imageKey(input: Buffer, settingsKey: string): string {
  return createHash('sha256')
    .update(`${settingsKey}\0${PROCESSOR_VERSION}\0`)
    .update(input)
    .digest('hex')
    .slice(0, 16);
}

/** The folder of the entry `key`. */
export function entryDir(cacheDir: string, key: string): string {
  return path.join(cacheDir, key);
}

/** The cached result of `key`, or null when there is none or it is incomplete. */
export async function readCached(cacheDir: string, key: string): Promise<RasterResult | null> {
  const dir = entryDir(cacheDir, key);
  try {
    const result = JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as RasterResult;
    const files = [...result.renditions, result.fallback].map((file) => file.file);
    return files.every((file) => existsSync(path.join(dir, file))) ? result : null;
  } catch {
    return null;
  }
}

/** Stores an encoded image under `key`; another build storing the same key first wins. */
export async function writeCached(
  cacheDir: string,
  key: string,
  encoded: EncodedRaster,
): Promise<void> {
  const dir = entryDir(cacheDir, key);
  const tmp = `${dir}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  await mkdir(tmp, {recursive: true});
  try {
    for (const [file, data] of encoded.files) await writeFile(path.join(tmp, file), data);
    await writeFile(path.join(tmp, 'entry.json'), JSON.stringify(encoded.result));
    try {
      await rename(tmp, dir);
      return;
    } catch {
      // The folder exists: another build stored the same bytes meanwhile, or it was damaged.
    }
    if ((await readCached(cacheDir, key)) === null) {
      await rm(dir, {recursive: true, force: true});
      await rename(tmp, dir);
    }
  } finally {
    await rm(tmp, {recursive: true, force: true});
  }
}

/** An SVG's intrinsic size as cached: width and height, or null when it has none. */
export type CachedSize = {width: number; height: number} | null;

function sizeFile(cacheDir: string, key: string): string {
  return path.join(cacheDir, `${key}.size.json`);
}

/** The cached size of the SVG keyed `key`; undefined when none was stored (or it is damaged). */
export async function readCachedSize(
  cacheDir: string,
  key: string,
): Promise<CachedSize | undefined> {
  try {
    const {size} = JSON.parse(await readFile(sizeFile(cacheDir, key), 'utf8')) as {
      size?: unknown;
    };
    if (size === null) return null;
    if (
      typeof size === 'object' &&
      typeof (size as {width?: unknown}).width === 'number' &&
      typeof (size as {height?: unknown}).height === 'number'
    ) {
      const {width, height} = size as {width: number; height: number};
      return {width, height};
    }
  } catch {
    // Not cached.
  }
  return undefined;
}

/** Stores the size of the SVG keyed `key` (whole or not at all). */
export async function writeCachedSize(
  cacheDir: string,
  key: string,
  size: CachedSize,
): Promise<void> {
  await writeWhole(sizeFile(cacheDir, key), JSON.stringify({size}));
}
