// What the build's caches beside the output share (bundles, manifests, prepared content): files
// written whole or not at all, and only the newest entries kept.
import {randomUUID} from 'node:crypto';
import {mkdir, readdir, rename, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Writes `text` to `file` through a temporary file, so a reader sees the old or the new whole. */
export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const tmp = `${file}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    await writeFile(tmp, text);
    await rename(tmp, file);
  } finally {
    await rm(tmp, {force: true});
  }
}

/**
 * Removes all but the `keep` most recently modified entries (files or folders) of `dir` whose
 * name matches `names`.
 */
export async function keepNewest(dir: string, names: RegExp, keep: number): Promise<void> {
  const entries = (await readdir(dir)).filter((name) => names.test(name));
  const dated = await Promise.all(
    entries.map(async (name) => ({
      name,
      mtime: (await stat(path.join(dir, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  dated.sort((a, b) => b.mtime - a.mtime);
  for (const {name} of dated.slice(keep)) {
    await rm(path.join(dir, name), {recursive: true, force: true});
  }
}
