// Whether the previous build's page files are still as its manifest says (decision 033): one
// stat per file, 19,000 for the 3,000-product catalogue. On a thread of their own (decision 063)
// they take no time of the build: the main thread meanwhile prepares the build and compares the
// reads. Should the thread fail, the same check runs here.
import {statSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {BuildManifest} from './manifest.ts';

/** The files to check, flat: two per page (HTML, page data), with the stamps they were written with. */
export interface StampList {
  files: string[];
  sizes: number[];
  mtimes: number[];
}

/** Indexes into `list.files` of the files that are missing or differ in size or time. */
export function staleFiles(list: StampList): number[] {
  const stale: number[] = [];
  for (const [index, file] of list.files.entries()) {
    const stats = statSync(file, {throwIfNoEntry: false});
    const same =
      stats !== undefined &&
      stats.size === list.sizes[index] &&
      stats.mtimeMs === list.mtimes[index];
    if (!same) stale.push(index);
  }
  return stale;
}

/** The relative file names of a page (server.ts's `htmlFile` and `pageDataFile`). */
export interface PageFiles {
  html: (pagePath: string) => string;
  data: (pagePath: string) => string;
}

/**
 * Starts checking every page file `manifest` lists in `files.outDir`; resolves to the paths of
 * the pages one of whose files is missing or was changed since the manifest was written.
 */
export function changedPages(
  manifest: BuildManifest,
  files: PageFiles & {outDir: string},
): Promise<Set<string>> {
  const pages = Object.entries(manifest.pages);
  const list: StampList = {files: [], sizes: [], mtimes: []};
  for (const [pagePath, record] of pages) {
    for (const [file, stamp] of [
      [files.html(pagePath), record.html],
      [files.data(pagePath), record.data],
    ] as const) {
      list.files.push(path.join(files.outDir, file));
      list.sizes.push(stamp.size);
      list.mtimes.push(stamp.mtimeMs);
    }
  }
  const toPages = (stale: readonly number[]) =>
    new Set(stale.map((index) => pages[Math.floor(index / 2)]?.[0] ?? ''));
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./stampWorker.ts', import.meta.url), {workerData: list});
    let answered = false;
    worker.once('message', (stale: number[]) => {
      answered = true;
      resolve(toPages(stale));
    });
    // A thread that fails or ends without an answer: the same check, on this thread.
    const here = () => {
      if (!answered) resolve(toPages(staleFiles(list)));
      answered = true;
    };
    worker.once('error', here);
    worker.once('exit', here);
  });
}
