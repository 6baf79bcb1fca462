// One raster image → WebP renditions at the responsive widths plus one file in its own format
// (decision 013; spec §9: max width 1980, quality 85). Runs in the build process, not in workers.
// sharp (and libvips) loads on the first image to encode or measure: a rebuild whose images all
// come from the cache does without it (about 60 ms, decision 063).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Metadata, default as Sharp} from 'sharp';
import {renditionWidths, type ImageSettings} from './settings.ts';

let loaded: Promise<typeof Sharp> | undefined;
let threads: number | undefined;

/** sharp, loaded once, with the thread count {@link setEncoderThreads} asked for. */
async function sharpModule(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({default: sharp}) => {
    if (threads !== undefined) sharp.concurrency(threads);
    return sharp;
  });
  return loaded;
}

/** A written file: its name in `/images/` and its pixel size. */
interface ImageFile {
  /** File name, `<stem>-<hash>-<width>.<ext>`. */
  file: string;
  /** Width in px. */
  width: number;
  /** Height in px. */
  height: number;
}

/** What processing one raster image gives; stored as the cache entry. */
export interface RasterResult {
  /** Width of the largest rendition (the `<img width>`). */
  width: number;
  /** Height of the largest rendition (the `<img height>`). */
  height: number;
  /** WebP renditions, narrowest first (the `srcset`). */
  renditions: ImageFile[];
  /** The largest width in the image's own format (the `src`, and the file under its plain name). */
  fallback: ImageFile;
}

/** A processed image: the result and the bytes of each of its files by name. */
export interface EncodedRaster {
  /** File names and sizes. */
  result: RasterResult;
  /** Bytes by file name. */
  files: Map<string, Buffer>;
}

// The fallback keeps the source's format (its extension stays valid for the plain-name copy);
// a WebP source needs none: its largest rendition is it.
const FALLBACK_FORMATS: Partial<Record<Metadata['format'], 'jpeg' | 'png' | 'webp' | 'avif'>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heif: 'avif',
};

/**
 * Resizes `input` (never up, at most `settings.maxWidth`) to each of its rendition widths as WebP
 * at `settings.quality`, plus the top width in its own format. `stem`, `extension` (with dot) and
 * `hash` name the files. EXIF orientation is applied and metadata (EXIF, GPS) dropped. Throws for
 * a file sharp cannot read or a format without a fallback (e.g. a GIF named .png).
 */
export async function encodeRaster(
  input: Buffer,
  names: {stem: string; extension: string; hash: string},
  settings: ImageSettings,
): Promise<EncodedRaster> {
  const sharp = await sharpModule();
  const meta = await sharp(input).metadata();
  const fallbackFormat = FALLBACK_FORMATS[meta.format];
  if (fallbackFormat === undefined) throw new Error(`unsupported image format "${meta.format}"`);
  const widths = renditionWidths(meta.autoOrient.width, settings);
  // Decoded once at the top width; the smaller widths are scaled from these pixels.
  const {data, info} = await sharp(input)
    .autoOrient()
    .resize({width: widths.at(-1), withoutEnlargement: true})
    .toColourspace('srgb')
    .raw({depth: 'uchar'})
    .toBuffer({resolveWithObject: true});
  const pixels = () =>
    sharp(data, {raw: {width: info.width, height: info.height, channels: info.channels}});
  const files = new Map<string, Buffer>();
  const name = (width: number, extension: string) =>
    `${names.stem}-${names.hash}-${width}${extension}`;

  const renditions: ImageFile[] = [];
  for (const width of widths) {
    const scaled = width < info.width ? pixels().resize({width}) : pixels();
    const out = await scaled.webp({quality: settings.quality}).toBuffer({resolveWithObject: true});
    const file = name(out.info.width, '.webp');
    files.set(file, out.data);
    renditions.push({file, width: out.info.width, height: out.info.height});
  }
  const top = renditions.at(-1);
  if (top === undefined) throw new Error('no rendition width');

  let fallback = top;
  if (fallbackFormat !== 'webp') {
    const encoder = pixels();
    const encoded =
      fallbackFormat === 'jpeg'
        ? encoder.jpeg({quality: settings.quality, mozjpeg: true})
        : fallbackFormat === 'avif'
          ? encoder.avif({quality: settings.quality})
          : encoder.png(); // lossless: a quality would mean palette reduction
    const out = await encoded.toBuffer({resolveWithObject: true});
    fallback = {
      file: name(out.info.width, names.extension),
      width: out.info.width,
      height: out.info.height,
    };
    files.set(fallback.file, out.data);
  }
  return {result: {width: top.width, height: top.height, renditions, fallback}, files};
}

/** Width and height of an SVG (or any file sharp reads); null when it has none. */
export async function intrinsicSize(
  input: Buffer,
): Promise<{width: number; height: number} | null> {
  try {
    const sharp = await sharpModule();
    const meta = await sharp(input).metadata();
    return {width: meta.autoOrient.width, height: meta.autoOrient.height};
  } catch {
    return null;
  }
}

/**
 * Versions that change the output bytes; part of the cache key. Read from sharp's package file
 * without loading it: each sharp release pins the exact prebuilt libvips it installs, and names
 * the libvips it needs.
 */
export function encoderVersions(): string {
  if (versions === undefined) {
    const entry = createRequire(import.meta.url).resolve('sharp');
    const manifest = JSON.parse(
      readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
    ) as {version?: string; config?: {libvips?: string}};
    versions = `sharp ${manifest.version ?? '?'}, vips ${manifest.config?.libvips ?? '?'}`;
  }
  return versions;
}

let versions: string | undefined;

/** Sets how many threads libvips uses per image (the build runs a bounded number of images). */
export function setEncoderThreads(count: number): void {
  threads = count;
  void loaded?.then((sharp) => sharp.concurrency(count));
}
