// Writes a generated retailer all at once (decision 041): into a temporary folder beside the
// target, renamed into place at the end, so a failure part-way leaves nothing behind.
import {mkdir, mkdtemp, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {GeneratedRetailer} from './content.ts';

/** Writes `<retailersDir>/<name>/` (collections as JSON, `images/`); fails if it exists. */
export async function writeRetailer(
  retailersDir: string,
  name: string,
  retailer: GeneratedRetailer,
): Promise<string> {
  const target = path.join(retailersDir, name);
  await mkdir(retailersDir, {recursive: true});
  const staging = await mkdtemp(path.join(retailersDir, `.${name}.tmp-`));
  try {
    await writeFiles(staging, retailer);
    // rename() onto an existing non-empty folder fails (ENOTEMPTY/EEXIST): nothing is replaced.
    await rename(staging, target);
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    throw error;
  }
  return target;
}

/** Writes the collections and images into `dir` (which must exist). */
export async function writeFiles(dir: string, retailer: GeneratedRetailer): Promise<void> {
  for (const [collection, data] of Object.entries(retailer.collections)) {
    await writeFile(path.join(dir, `${collection}.json`), `${JSON.stringify(data, null, 2)}\n`);
  }
  await mkdir(path.join(dir, 'images'));
  for (const [file, bytes] of retailer.images) {
    await writeFile(path.join(dir, 'images', file), bytes);
  }
}
