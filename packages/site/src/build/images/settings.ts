// What the build does to raster images (spec §9 Site config: "image max width 1980, quality 85";
// decision 013). Plain TypeScript: it runs under Node's type stripping (cli.ts).
import path from 'node:path';

/** How raster images are processed; part of the cache key, so any change re-processes them all. */
export interface ImageSettings {
  /** Widest rendition in px (spec §9: 1980); wider images are scaled down, narrower never up. */
  maxWidth: number;
  /** Encoder quality 1–100 (spec §9: 85) of the WebP renditions and a JPEG/AVIF fallback. */
  quality: number;
  /** Responsive widths in px; an image gets those below its own top width, then that width. */
  widths: readonly number[];
}

/** The settings of every build (spec §9). */
export const IMAGE_SETTINGS: Readonly<ImageSettings> = Object.freeze({
  maxWidth: 1980,
  quality: 85,
  widths: Object.freeze([480, 960, 1440, 1980]),
});

/** Extensions the build resizes (lower-case, with dot); everything else (SVG, GIF…) is copied. */
const RASTER_EXTENSIONS: readonly string[] = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/** Whether the file `name` is a raster image the build resizes. */
export function isRasterImage(name: string): boolean {
  return RASTER_EXTENSIONS.includes(path.extname(name).toLowerCase());
}

/**
 * The widths an image `width` px wide is emitted in, narrowest first: the setting widths below its
 * top width, then the top width itself, min(width, maxWidth). Never wider than the image.
 */
export function renditionWidths(width: number, settings: ImageSettings = IMAGE_SETTINGS): number[] {
  const top = Math.min(Math.round(width), settings.maxWidth);
  const below = [...new Set(settings.widths)].filter((w) => w < top).sort((a, b) => a - b);
  return [...below, top];
}
