// Puts a build's staging folder in place of its output folder (decisions 011e, 038). A build that
// rendered every page swaps the folder in whole. An incremental build's staging folder holds only
// what it wrote — the rendered pages and the site-wide files (bundles, images, app-data.json,
// sitemap, …) — so its files are moved into the output, the kept pages stay where they are
// untouched, and what the previous build wrote but this one does not is removed: the output is
// then file for file what a clean build writes, at the cost of the files this build wrote.
import {mkdir, rename, rm, rmdir} from 'node:fs/promises';
import path from 'node:path';
import {assertNoForbiddenFiles, listFiles, replaceDir} from '../files.ts';
import type {PlannedPage} from '../plan/routes.ts';
import type {BuildManifest} from './manifest.ts';
import type {PageFiles} from './stamps.ts';

/** What {@link publish} puts in place. */
export interface Publication {
  /** The staging folder: everything this build wrote. */
  staging: string;
  /** The output folder. */
  outDir: string;
  /** Where a page's files go. */
  files: PageFiles;
  /** This build's pages. */
  pages: readonly PlannedPage[];
  /** Paths of the pages kept from the previous output (not in staging). */
  kept: Iterable<string>;
  /** The manifest of the previous output; null when every page was rendered. */
  previous: BuildManifest | null;
  /**
   * Called before the output is changed in place: forgets its manifest, so a build stopped while
   * moving files in leaves an output the next build does not trust (it renders every page).
   */
  beforeUpdate: () => Promise<void>;
}

/**
 * Puts `staging` in place (after checking it has no forbidden file) and returns the output's
 * files that are not pages, sorted, for the next manifest.
 */
export async function publish(publication: Publication): Promise<string[]> {
  const {staging, outDir, files, previous} = publication;
  const staged = listFiles(staging);
  assertNoForbiddenFiles(staged);
  const pageFiles = new Set(publication.pages.flatMap((page) => filesOf(files, page.path)));
  const others = staged.filter((file) => !pageFiles.has(file));
  const kept = [...publication.kept];
  if (kept.length === 0 || previous === null) {
    await replaceDir(staging, outDir);
    return others;
  }
  const written = new Set([...staged, ...kept.flatMap((pagePath) => filesOf(files, pagePath))]);
  const stale = [
    ...previous.files,
    ...Object.keys(previous.pages).flatMap((pagePath) => filesOf(files, pagePath)),
  ].filter((file) => !written.has(file));
  await publication.beforeUpdate();
  await moveInto(staging, outDir, staged);
  await removeFiles(outDir, stale);
  await rm(staging, {recursive: true, force: true});
  return others;
}

function filesOf(files: PageFiles, pagePath: string): [string, string] {
  return [files.html(pagePath), files.data(pagePath)];
}

// Renames each file over its old self (atomic per file, same file system: staging is beside).
async function moveInto(from: string, to: string, relatives: readonly string[]): Promise<void> {
  const folders = new Set(relatives.map((relative) => path.dirname(path.join(to, relative))));
  await Promise.all([...folders].map((folder) => mkdir(folder, {recursive: true})));
  await Promise.all(
    relatives.map((relative) => rename(path.join(from, relative), path.join(to, relative))),
  );
}

// Removes `relatives` from `root`, then their folders as far up as they are empty: a clean build
// would not have made them.
async function removeFiles(root: string, relatives: readonly string[]): Promise<void> {
  await Promise.all(relatives.map((relative) => rm(path.join(root, relative), {force: true})));
  const folders = new Set<string>();
  for (const relative of relatives) {
    for (let dir = path.dirname(relative); dir !== '.'; dir = path.dirname(dir)) folders.add(dir);
  }
  // Deepest first, so a parent is tried after its children.
  const deepestFirst = [...folders].sort(
    (a, b) => b.split(path.sep).length - a.split(path.sep).length,
  );
  for (const folder of deepestFirst) {
    await rmdir(path.join(root, folder)).catch(() => {
      // Not empty (or already gone): it stays.
    });
  }
}
