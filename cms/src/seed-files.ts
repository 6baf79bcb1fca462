// Image references of a fixture retailer → Directus files (uploaded from the retailer's images/).
// A fixture may give one file id several titles (each product names its picture). A Directus file
// has one title, so the first use keeps the fixture id and every other title gets a file of its
// own with an id derived from both (decision 020); the round-trip test maps these back.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Rest} from './rest.ts';

type Json = Record<string, unknown>;

/** One Directus file and the fixture image references it stands for. */
export interface FileAssignment {
  /** The Directus file id. */
  id: string;
  /** The id the fixtures give (equal to `id` for the first use). */
  fixtureId: string;
  filename_download: string;
  title: string | null;
  width: number | null;
  height: number | null;
  /** The fixture objects (by identity) that become this file. */
  references: Json[];
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

function isImage(value: Json): boolean {
  return typeof value.id === 'string' && typeof value.filename_download === 'string';
}

/** Every image reference (an object with string `id` and `filename_download`) in `data`. */
export function collectImages(data: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(data)) data.forEach((item) => collectImages(item, found));
  else if (data !== null && typeof data === 'object') {
    const object = data as Json;
    if (isImage(object)) found.push(object);
    else Object.values(object).forEach((value) => collectImages(value, found));
  }
  return found;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** A stable UUID-shaped id for the `variant`-th other use of a fixture file id. */
export function derivedFileId(fixtureId: string, variant: string): string {
  const hex = createHash('sha256').update(`${fixtureId}\n${variant}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Groups references into files: one per fixture id and distinct name, title and size. */
export function assignFileIds(images: Json[]): FileAssignment[] {
  const files = new Map<string, FileAssignment>();
  const firstOfId = new Set<string>();
  for (const image of images) {
    const fixtureId = String(image.id);
    const entry = {
      filename_download: String(image.filename_download),
      title: typeof image.title === 'string' ? image.title : null,
      width: numberOrNull(image.width),
      height: numberOrNull(image.height),
    };
    const variant = JSON.stringify(entry);
    const key = `${fixtureId}\n${variant}`;
    const known = files.get(key);
    if (known) {
      known.references.push(image);
      continue;
    }
    const id = firstOfId.has(fixtureId) ? derivedFileId(fixtureId, variant) : fixtureId;
    firstOfId.add(fixtureId);
    files.set(key, {id, fixtureId, ...entry, references: [image]});
  }
  return [...files.values()];
}

/** Uploads each file from `imagesDir` (found by lower-cased, trimmed name, spec §3). */
export async function uploadFiles(
  rest: Rest,
  imagesDir: string,
  files: FileAssignment[],
): Promise<void> {
  for (const file of files) {
    const name = file.filename_download.trim().toLowerCase();
    const bytes = await readFile(path.join(imagesDir, name)).catch((error: unknown) => {
      throw new Error(`Image ${name} of file ${file.fixtureId} is missing in ${imagesDir}`, {
        cause: error,
      });
    });
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    const form = new FormData();
    // Directus reads the fields before the file part.
    form.append('id', file.id);
    if (file.title !== null) form.append('title', file.title);
    form.append('file', new Blob([bytes], {type}), file.filename_download);
    await rest.upload(form);
    // Keep the fixture's size (an SVG has none of its own; the build prefers the file's).
    if (file.width !== null || file.height !== null) {
      await rest.request('PATCH', `/files/${file.id}`, {width: file.width, height: file.height});
    }
  }
}
