// Putting a build's output in place (decision 038): swapped in whole when every page was
// rendered; else the staged files moved in around the kept pages, which stay untouched, and what
// the previous build wrote but this one did not removed, empty folders too.
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {listFiles} from '../files.ts';
import type {PlannedPage} from '../plan/routes.ts';
import {MANIFEST_VERSION, type BuildManifest, type PageRecord} from './manifest.ts';
import {publish, type Publication} from './publish.ts';

let tmp = '';
let outDir = '';
let staging = '';

const files = {
  html: (pagePath: string) => `${pagePath.slice(1)}/index.html`,
  data: (pagePath: string) => `page-data/${pagePath.slice(1)}/page-data.json`,
};

const page = (pagePath: string): PlannedPage => ({
  kind: 'item',
  path: pagePath,
  lang: 'de',
  alternates: [],
  sitemap: true,
});

async function put(root: string, relative: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, relative)), {recursive: true});
  await writeFile(path.join(root, relative), text);
}

/** The previous output: pages /a, /b and /gone/c, and two other files. */
async function previousOutput(): Promise<BuildManifest> {
  const pages: Record<string, PageRecord> = {};
  for (const pagePath of ['/a', '/b', '/gone/c']) {
    await put(outDir, files.html(pagePath), `old ${pagePath}`);
    await put(outDir, files.data(pagePath), `{"old":"${pagePath}"}`);
    pages[pagePath] = {} as PageRecord;
  }
  await put(outDir, 'app-data.json', 'old');
  await put(outDir, 'assets/old-chunk.js', 'old');
  return {
    version: MANIFEST_VERSION,
    outDir,
    global: 'g',
    reads: [],
    values: [],
    records: {},
    pages,
    files: ['app-data.json', 'assets/old-chunk.js'],
  };
}

function publication(more: Partial<Publication>): Publication {
  return {
    staging,
    outDir,
    files,
    pages: [page('/a'), page('/b'), page('/d')],
    kept: [],
    previous: null,
    beforeUpdate: () => Promise.resolve(),
    ...more,
  };
}

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-publish-'));
  outDir = path.join(tmp, 'out');
  staging = path.join(tmp, 'out.tmp');
});

afterEach(async () => {
  await rm(tmp, {recursive: true, force: true});
});

describe('publish', () => {
  it('swaps staging in whole when no page is kept, and lists the files that are not pages', async () => {
    await previousOutput();
    for (const pagePath of ['/a', '/b', '/d']) {
      await put(staging, files.html(pagePath), `new ${pagePath}`);
      await put(staging, files.data(pagePath), '{}');
    }
    await put(staging, 'app-data.json', 'new');
    const others = await publish(publication({}));
    expect(others).toEqual(['app-data.json']);
    expect(existsSync(staging)).toBe(false);
    expect(listFiles(outDir)).toEqual([
      'a/index.html',
      'app-data.json',
      'b/index.html',
      'd/index.html',
      'page-data/a/page-data.json',
      'page-data/b/page-data.json',
      'page-data/d/page-data.json',
    ]);
  });

  it('moves the new files in around the kept pages and removes what this build did not write', async () => {
    const previous = await previousOutput();
    const keptBefore = await stat(path.join(outDir, 'b/index.html'));
    await put(staging, files.html('/a'), 'new /a');
    await put(staging, files.data('/a'), '{"new":"/a"}');
    await put(staging, files.html('/d'), 'new /d');
    await put(staging, files.data('/d'), '{"new":"/d"}');
    await put(staging, 'app-data.json', 'new');
    await put(staging, 'assets/new-chunk.js', 'new');
    const order: string[] = [];
    const others = await publish(
      publication({
        kept: ['/b'],
        previous,
        beforeUpdate: async () => {
          order.push(await readFile(path.join(outDir, 'a/index.html'), 'utf8'));
        },
      }),
    );
    expect(order).toEqual(['old /a']);
    expect(others).toEqual(['app-data.json', 'assets/new-chunk.js']);
    expect(existsSync(staging)).toBe(false);
    // The removed page's folders and the emptied assets folder are gone too.
    expect(existsSync(path.join(outDir, 'gone'))).toBe(false);
    expect(existsSync(path.join(outDir, 'page-data/gone'))).toBe(false);
    expect(listFiles(outDir)).toEqual([
      'a/index.html',
      'app-data.json',
      'assets/new-chunk.js',
      'b/index.html',
      'd/index.html',
      'page-data/a/page-data.json',
      'page-data/b/page-data.json',
      'page-data/d/page-data.json',
    ]);
    expect(await readFile(path.join(outDir, 'a/index.html'), 'utf8')).toBe('new /a');
    expect(await readFile(path.join(outDir, 'app-data.json'), 'utf8')).toBe('new');
    const keptAfter = await stat(path.join(outDir, 'b/index.html'));
    expect([keptAfter.ino, keptAfter.mtimeMs]).toEqual([keptBefore.ino, keptBefore.mtimeMs]);
  });

  it('refuses a forbidden file before changing the output', async () => {
    const previous = await previousOutput();
    await put(staging, 'mockServiceWorker.js', '');
    let updated = false;
    const run = publish(
      publication({
        kept: ['/a', '/b'],
        previous,
        beforeUpdate: () => {
          updated = true;
          return Promise.resolve();
        },
      }),
    );
    await expect(run).rejects.toThrow(/Forbidden files/);
    expect(updated).toBe(false);
    expect(await readFile(path.join(outDir, 'app-data.json'), 'utf8')).toBe('old');
  });
});
