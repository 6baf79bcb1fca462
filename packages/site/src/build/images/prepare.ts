// The build's image step (decision 013): every file of `<content>/images/` once per build, raster
// images resized (from the cache when their bytes and settings were seen before), the rest copied
// as they are, a bounded number at a time. Gives the manifest the page resolver reads (spec §3).
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_BASE_PATH,
  imageFileName,
  type ImageEntry,
  type ImageManifest,
} from '../render/images.ts';
import {
  entryDir,
  imageKey,
  readCached,
  readCachedSize,
  writeCached,
  writeCachedSize,
  type CachedSize,
} from './cache.ts';
import {
  encodeRaster,
  encoderVersions,
  intrinsicSize,
  setEncoderThreads,
  type RasterResult,
} from './encode.ts';
import {IMAGE_SETTINGS, isRasterImage, type ImageSettings} from './settings.ts';

/** Folder of the images inside the output. */
const IMAGES_DIR = 'images';

/** Images processed at once (the build machine has two cores; each image gets one thread). */
const DEFAULT_IMAGE_JOBS = 2;

/** Options of {@link prepareImages}. */
export interface PrepareImagesOptions {
  /** Where processed images are kept between builds; null processes every time. */
  cacheDir: string | null;
  /** Processing settings. @default IMAGE_SETTINGS (spec §9) */
  settings?: ImageSettings;
  /** Images processed at once. @default DEFAULT_IMAGE_JOBS */
  jobs?: number;
  /** Where warnings go. @default console.warn */
  log?: (message: string) => void;
}

/** What {@link prepareImages} did. */
export interface PreparedImages {
  /** Entries by lower-cased, trimmed file name. */
  manifest: ImageManifest;
  /** Raster images encoded in this build. */
  processed: number;
  /** Raster images taken from the cache. */
  cached: number;
  /** Other files copied as they are (SVG…). */
  copied: number;
}

/**
 * Writes the images of `contentDir/images/` to `outDir/images/`. Raster images: WebP renditions
 * and a fallback in their own format under content-hashed, width-suffixed names, and that
 * fallback again under the lower-cased name (for URLs built from the name). Other files: copied
 * under the lower-cased name. Two files with the same lower-cased name: the first by name wins,
 * logged; a raster file that cannot be read is logged and left out (so it renders as missing).
 */
export async function prepareImages(
  contentDir: string,
  outDir: string,
  options: PrepareImagesOptions,
): Promise<PreparedImages> {
  const log = options.log ?? console.warn;
  const prepared: PreparedImages = {manifest: {}, processed: 0, cached: 0, copied: 0};
  const source = path.join(contentDir, 'images');
  if (!existsSync(source)) return prepared;
  const settings = options.settings ?? IMAGE_SETTINGS;
  const run: Run = {
    target: path.join(outDir, IMAGES_DIR),
    cacheDir: options.cacheDir,
    settings,
    settingsKey: JSON.stringify({settings, encoder: encoderVersions()}),
    prepared,
  };
  await mkdir(run.target, {recursive: true});
  if (run.cacheDir !== null) await mkdir(run.cacheDir, {recursive: true});

  const files = new Map<string, string>();
  const entries = (await readdir(source, {withFileTypes: true})).filter((entry) => entry.isFile());
  // By code unit, not locale: which duplicate wins must not depend on the machine.
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = imageFileName(entry.name);
    if (files.has(name)) {
      log(`Image "${entry.name}" has the same lower-cased name as another: skipped`);
    } else files.set(name, path.join(source, entry.name));
  }

  // Each image on one libvips thread, `jobs` images at once: at most `jobs` cores busy.
  setEncoderThreads(1);
  const entriesOut = await mapLimit(
    [...files],
    options.jobs ?? DEFAULT_IMAGE_JOBS,
    async ([name, file]) => {
      if (!isRasterImage(name)) return copiedImage(run, name, file);
      try {
        return await rasterImage(run, name, file);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`Image "${name}" could not be processed (${reason}): left out`);
        return null;
      }
    },
  );
  for (const [index, name] of [...files.keys()].entries()) {
    const entry = entriesOut[index];
    if (entry) prepared.manifest[name] = entry;
  }
  return prepared;
}

// What one call of prepareImages shares between its images.
interface Run {
  target: string;
  cacheDir: string | null;
  settings: ImageSettings;
  settingsKey: string;
  prepared: PreparedImages;
}

// A file that is not resized (SVG, GIF…): copied; an SVG's size read from the file.
async function copiedImage(run: Run, name: string, file: string): Promise<ImageEntry> {
  await copyFile(file, path.join(run.target, name));
  run.prepared.copied++;
  const size = path.extname(name) === '.svg' ? await svgSize(run, file) : null;
  return {src: url(name), srcSet: '', width: size?.width ?? null, height: size?.height ?? null};
}

/** Cache key namespace of SVG sizes (raster entries are keyed by the encoding settings). */
const SVG_SIZE_KEY = 'svg intrinsic size';

// An SVG's size as sharp reads it, from the cache when its bytes were measured before.
async function svgSize(run: Run, file: string): Promise<CachedSize> {
  const input = await readFile(file);
  if (run.cacheDir === null) return intrinsicSize(input);
  const key = imageKey(input, `${SVG_SIZE_KEY}\0${encoderVersions()}`);
  const cached = await readCachedSize(run.cacheDir, key);
  if (cached !== undefined) return cached;
  const size = await intrinsicSize(input);
  await writeCachedSize(run.cacheDir, key, size);
  return size;
}

// A raster image: from the cache or encoded (then stored), written to the output.
async function rasterImage(run: Run, name: string, file: string): Promise<ImageEntry> {
  const input = await readFile(file);
  const key = imageKey(input, run.settingsKey);
  const cached = run.cacheDir === null ? null : await readCached(run.cacheDir, key);
  let result: RasterResult;
  if (cached !== null && run.cacheDir !== null) {
    result = cached;
    for (const {file: out} of [...result.renditions, result.fallback]) {
      await copyFile(path.join(entryDir(run.cacheDir, key), out), path.join(run.target, out));
    }
    run.prepared.cached++;
  } else {
    const extension = path.extname(name);
    const stem = name.slice(0, name.length - extension.length);
    const encoded = await encodeRaster(input, {stem, extension, hash: key}, run.settings);
    for (const [out, data] of encoded.files) await writeFile(path.join(run.target, out), data);
    if (run.cacheDir !== null) await writeCached(run.cacheDir, key, encoded);
    result = encoded.result;
    run.prepared.processed++;
  }
  // The plain name serves the resized fallback too (spec §3 lookup by file name), for URLs
  // built from the name (product images in the shop islands, decision 011).
  await copyFile(path.join(run.target, result.fallback.file), path.join(run.target, name));
  return {
    src: url(result.fallback.file),
    srcSet: result.renditions.map((r) => `${url(r.file)} ${r.width}w`).join(', '),
    width: result.width,
    height: result.height,
  };
}

function url(file: string): string {
  return `${IMAGE_BASE_PATH}${encodeURIComponent(file)}`;
}

/** Maps `items` through `task` with at most `limit` running at once; results keep their order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, Math.min(limit, items.length))}, run));
  return results;
}
