// Content images (spec §3: looked up by lower-cased, trimmed file name; §8: missing → logged,
// nothing rendered). The build prepares every file of the retailer's images/ folder once
// (build/images/, decision 013); pages resolve content images against its manifest.
import type {ImageResolver} from '@schaufenster/templates';

/** Where the images are served from. */
export const IMAGE_BASE_PATH = '/images/';

/** The key a file is found by, and its name in dist: lower-cased and trimmed. */
export function imageFileName(name: string): string {
  return name.trim().toLowerCase();
}

/** A prepared image file, as pages render it. */
export interface ImageEntry {
  /** URL for `src`: the largest rendition in the original format, or the copied file. */
  src: string;
  /** `srcset` of the responsive WebP renditions (`url 480w, …`); '' for copied files (SVG). */
  srcSet: string;
  /** Intrinsic width of `src` in px, read from the file; null when unknown. */
  width: number | null;
  /** Intrinsic height of `src` in px, read from the file; null when unknown. */
  height: number | null;
}

/** The prepared images by {@link imageFileName}. */
export type ImageManifest = Record<string, ImageEntry>;

/**
 * A resolver over the prepared images. A missing file is logged once per name and resolves to
 * null. The size comes from the file; the content's width/height only when the file has none.
 */
export function createImageResolver(
  manifest: ImageManifest,
  log: (message: string) => void = console.warn,
): ImageResolver {
  const entries = new Map(Object.entries(manifest));
  const reported = new Set<string>();
  return (image) => {
    if (!image) return null;
    const name = imageFileName(image.filename_download);
    const entry = entries.get(name);
    if (entry === undefined) {
      if (!reported.has(name)) {
        reported.add(name);
        log(`Missing image "${image.filename_download}" (id ${image.id}): nothing rendered`);
      }
      return null;
    }
    const known = entry.width !== null && entry.height !== null;
    return {
      src: entry.src,
      srcSet: entry.srcSet,
      width: known ? entry.width : image.width,
      height: known ? entry.height : image.height,
      title: image.title ?? '',
    };
  };
}
