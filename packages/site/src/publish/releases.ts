// The release folders of the publish server (docs/operations/publishing.md). A release is a
// snapshot of the build's work folder made of hard links: no byte is copied, and since the build
// only ever replaces a file of its output by renaming a new one over it (or removes it), never
// writes into one, a release keeps the files it was made with while later builds go on in the
// work folder. `current` is a symlink to the release the web server serves; it is switched by
// renaming a new symlink over it, which is atomic: a request sees the old release or the new one.
import {linkSync, mkdirSync, readdirSync, readlinkSync, symlinkSync, type Dirent} from 'node:fs';
import {mkdir, readdir, readlink, rename, rm, symlink} from 'node:fs/promises';
import {randomUUID} from 'node:crypto';
import path from 'node:path';

/** A release id: the UTC time it was made, to the millisecond (`20261207T151500123Z`). */
const RELEASE_ID = /^\d{8}T\d{9}Z$/;

/** Folder names a snapshot is made under before it is complete (renamed to its id after). */
const PARTIAL_PREFIX = '.partial-';

/** The folder of the releases. */
export const releasesDir = (publishDir: string) => path.join(publishDir, 'releases');

/** The symlink the web server serves: `<publishDir>/current`. */
export function currentDir(publishDir: string): string {
  return path.join(publishDir, 'current');
}

/** The release id of the time `date`, e.g. `20261207T151500123Z`. */
function releaseIdAt(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** The releases under `publishDir`, oldest first (ids sort by time). */
export async function listReleases(publishDir: string): Promise<string[]> {
  const names = await readdir(releasesDir(publishDir)).catch(() => [] as string[]);
  return names.filter((name) => RELEASE_ID.test(name)).sort();
}

/** The release `current` points at; null when there is none yet. */
export async function currentRelease(publishDir: string): Promise<string | null> {
  const target = await readlink(currentDir(publishDir)).catch(() => null);
  if (target === null) return null;
  const id = path.basename(target);
  return RELEASE_ID.test(id) ? id : null;
}

/**
 * Snapshots `workDir` as a new release (hard links, folders created) and returns its id. It is
 * made under a partial name and renamed once whole, so a release folder is always complete.
 */
export async function snapshot(
  workDir: string,
  publishDir: string,
  now = new Date(),
): Promise<string> {
  const dir = releasesDir(publishDir);
  await mkdir(dir, {recursive: true});
  const taken = new Set(await listReleases(publishDir));
  // Two publishes in one millisecond (a fast stand-in build) still get two ids, in order.
  let time = now.getTime();
  const newest = [...taken].at(-1);
  while (
    taken.has(releaseIdAt(new Date(time))) ||
    (newest && releaseIdAt(new Date(time)) < newest)
  ) {
    time += 1;
  }
  const id = releaseIdAt(new Date(time));
  const partial = path.join(dir, `${PARTIAL_PREFIX}${id}-${randomUUID().slice(0, 8)}`);
  try {
    linkTree(workDir, partial);
    await rename(partial, path.join(dir, id));
  } catch (error) {
    await rm(partial, {recursive: true, force: true});
    throw error;
  }
  return id;
}

// Synchronous on purpose: 38,000 entries of the 3,000-product site take a fraction of the time
// the promise forms do (as `listFiles` in build/files.ts found), and nothing else waits on them.
function linkTree(from: string, to: string): void {
  mkdirSync(to, {recursive: true});
  const entries: Dirent[] = readdirSync(from, {withFileTypes: true});
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) linkSync(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
  }
}

/**
 * Points `current` at release `id`: a new symlink under a temporary name, renamed over
 * `current`. The link is relative, so the publish folder can be moved as a whole.
 */
export async function switchCurrent(publishDir: string, id: string): Promise<void> {
  const temp = path.join(publishDir, `.current-${process.pid}-${randomUUID().slice(0, 8)}`);
  await symlink(path.join('releases', id), temp);
  try {
    await rename(temp, currentDir(publishDir));
  } catch (error) {
    await rm(temp, {force: true});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST') {
      throw new Error(
        `${currentDir(publishDir)} is a folder, not a symlink: move it away, then publish again`,
        {cause: error},
      );
    }
    throw error;
  }
}

/** Removes a release folder (and a partial one left by a snapshot that stopped). */
export async function removeRelease(publishDir: string, id: string): Promise<void> {
  await rm(path.join(releasesDir(publishDir), id), {recursive: true, force: true});
}

/**
 * Removes the oldest releases beyond `keep`, never the current one or the one before it (what a
 * rollback goes back to), and any partial snapshot left behind. Returns the ids removed.
 */
export async function pruneReleases(publishDir: string, keep: number): Promise<string[]> {
  const releases = await listReleases(publishDir);
  const current = await currentRelease(publishDir);
  const protectedIds = new Set(releases.slice(-keep));
  if (current !== null) {
    protectedIds.add(current);
    const before = releases[releases.indexOf(current) - 1];
    if (before !== undefined) protectedIds.add(before);
  }
  const removed = releases.filter((id) => !protectedIds.has(id));
  for (const id of removed) await removeRelease(publishDir, id);
  const partials = (await readdir(releasesDir(publishDir)).catch(() => [] as string[])).filter(
    (name) => name.startsWith(PARTIAL_PREFIX),
  );
  for (const name of partials) await removeRelease(publishDir, name);
  return removed;
}

/** The release before `id` (older), or null. */
export function releaseBefore(releases: readonly string[], id: string): string | null {
  const index = releases.indexOf(id);
  return index > 0 ? (releases[index - 1] ?? null) : null;
}
