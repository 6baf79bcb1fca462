// Story-only (never exported from the package index): product images from the fixture files.
// Products reference files by name; the file is found by its lower-cased, trimmed name
// (spec §3 "Image files are looked up by lower-cased, trimmed file name").
import type {Image} from '@schaufenster/core';

const files = import.meta.glob<string>('../../../../fixtures/retailers/*/images/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const byName = new Map<string, string>();
for (const [path, url] of Object.entries(files)) {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  // The jeweller comes first alphabetically; its files win a name both retailers use.
  if (!byName.has(name)) byName.set(name, url);
}

/** The fixture file of a product image, or null (placeholder) when there is none. */
export function fixtureImageSrc(image: Image): string | null {
  return byName.get(image.filename_download.trim().toLowerCase()) ?? null;
}
