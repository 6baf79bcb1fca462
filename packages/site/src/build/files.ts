// File system side of the build: page files, the final swap (decision 011; images: images/).
import {existsSync} from 'node:fs';
import {mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Writes `text` to `root/relative`, creating folders. */
export async function writeText(root: string, relative: string, text: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

/**
 * Puts the finished `staging` folder in place of `outDir`: the old site is moved aside first and
 * removed after, so a failed build never leaves a half-written site.
 */
export async function replaceDir(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  const hadOld = existsSync(outDir);
  if (hadOld) await rename(outDir, old);
  try {
    await rename(staging, outDir);
  } catch (error) {
    if (hadOld) await rename(old, outDir);
    throw error;
  }
  if (hadOld) await rm(old, {recursive: true, force: true});
}

/** Files the site must never ship (TOOLCHAIN.md: the msw worker is Storybook's only). */
const FORBIDDEN_FILES = ['mockServiceWorker.js'];

/** The files under `dir`, relative to it, sorted by code unit. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Throws when a forbidden file is among `files` (what the build wrote). */
export function assertNoForbiddenFiles(files: readonly string[]): void {
  const found = files.filter((file) => FORBIDDEN_FILES.includes(path.basename(file)));
  if (found.length > 0) throw new Error(`Forbidden files in the build: ${found.join(', ')}`);
}
