// Which pages an incremental build keeps from the previous output, and keeping them (decision 033).
// A page is kept when its input hash over this build's content equals the one it was rendered
// from, and its two files in the output are as they were written. Kept files are hard-linked into
// the staging folder (copied where links fail), so the output is still swapped in whole.
import {copyFile, link, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {PlannedPage} from '../plan/routes.ts';
import {stampOf, type BuildManifest, type FileStamp, type PageRecord} from './manifest.ts';
import type {PageInputs} from './inputs.ts';

/** The relative file names of a page (server.ts's `htmlFile` and `pageDataPath`). */
export interface PageFiles {
  html: (pagePath: string) => string;
  data: (pagePath: string) => string;
}

/** What to do with this build's pages. */
export interface ReusePlan {
  /** Pages to render, in plan order. */
  render: PlannedPage[];
  /** Pages kept, by path, with what the manifest says of them. */
  kept: Map<string, PageRecord>;
  /** Why every page is rendered, when it is. */
  why: string | null;
}

/**
 * Splits `pages` into those to render and those to keep. Everything is rendered when there is no
 * manifest, when the inputs every page shares changed, or when a file of a page to keep is missing
 * or was changed since it was written (warned once: the output is not what the manifest says).
 */
export async function planReuse(
  pages: readonly PlannedPage[],
  previous: BuildManifest | null,
  global: string,
  inputs: PageInputs,
  files: PageFiles & {outDir: string},
  warn: (line: string) => void,
): Promise<ReusePlan> {
  const all = (why: string): ReusePlan => ({render: [...pages], kept: new Map(), why});
  if (previous === null) return all('no manifest of a previous build');
  // The code, the client files, the shell (decision 033), settings or images changed.
  if (previous.global !== global) return all('site-wide inputs changed');
  const plan: ReusePlan = {render: [], kept: new Map(), why: null};
  for (const page of pages) {
    const record = previous.pages[page.path];
    if (record !== undefined && inputs.of(page, record.reads) === record.input) {
      plan.kept.set(page.path, record);
    } else {
      plan.render.push(page);
    }
  }
  const checks = await mapLimit([...plan.kept], async ([pagePath, record]) => {
    const [html, data] = await Promise.all([
      stampOf(path.join(files.outDir, files.html(pagePath))),
      stampOf(path.join(files.outDir, files.data(pagePath))),
    ]);
    return same(html, record.html) && same(data, record.data);
  });
  if (checks.includes(false)) {
    warn(
      `Incremental build: files in ${files.outDir} were changed or removed since the last build; ` +
        'rendering every page',
    );
    return all('output changed');
  }
  return plan;
}

/** Links (or copies) the kept pages' files from `outDir` into `staging`. */
export async function keepPages(
  kept: ReadonlyMap<string, PageRecord>,
  files: PageFiles & {outDir: string},
  staging: string,
): Promise<Map<string, PageRecord>> {
  const records = new Map<string, PageRecord>();
  await mapLimit([...kept], async ([pagePath, record]) => {
    const html = await keepFile(files.outDir, staging, files.html(pagePath), record.html);
    const data = await keepFile(files.outDir, staging, files.data(pagePath), record.data);
    records.set(pagePath, {...record, html, data});
  });
  return records;
}

async function keepFile(
  from: string,
  to: string,
  relative: string,
  stamp: FileStamp,
): Promise<FileStamp> {
  const target = path.join(to, relative);
  await mkdir(path.dirname(target), {recursive: true});
  try {
    // Same inode: the stamp stays as it was.
    await link(path.join(from, relative), target);
    return stamp;
  } catch {
    await copyFile(path.join(from, relative), target);
    return (await stampOf(target)) ?? stamp;
  }
}

function same(stamp: FileStamp | null, expected: FileStamp): boolean {
  return stamp !== null && stamp.size === expected.size && stamp.mtimeMs === expected.mtimeMs;
}

/** Thousands of small file operations: enough in flight to keep libuv's threads busy. */
const IN_FLIGHT = 64;

async function mapLimit<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({length: Math.min(IN_FLIGHT, items.length)}, run));
  return results;
}
