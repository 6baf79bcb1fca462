// Content images (spec §3: looked up by lower-cased, trimmed file name; §8: missing → logged,
// nothing rendered). The build copies every file of the retailer's images/ folder to /images/.
import type {ImageResolver} from '@schaufenster/templates';

/** Where copied images are served from. */
export const IMAGE_BASE_PATH = '/images/';

/** The key a file is found by, and its name in dist: lower-cased and trimmed. */
export function imageFileName(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * A resolver over the copied files (`files` holds {@link imageFileName} keys). A missing file is
 * logged once per name and resolves to null.
 */
export function createImageResolver(
  files: ReadonlySet<string>,
  log: (message: string) => void = console.warn,
): ImageResolver {
  const reported = new Set<string>();
  return (image) => {
    if (!image) return null;
    const name = imageFileName(image.filename_download);
    if (!files.has(name)) {
      if (!reported.has(name)) {
        reported.add(name);
        log(`Missing image "${image.filename_download}" (id ${image.id}): nothing rendered`);
      }
      return null;
    }
    return {
      src: `${IMAGE_BASE_PATH}${encodeURIComponent(name)}`,
      width: image.width,
      height: image.height,
      title: image.title ?? '',
    };
  };
}
