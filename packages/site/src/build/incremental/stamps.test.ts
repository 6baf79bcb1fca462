// The check of the previous build's page files (decision 033, 063): a page whose HTML or page data
// is missing, or differs in size or time from what the manifest says, is reported; others not.
import {mkdir, mkdtemp, rm, stat, utimes, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MANIFEST_VERSION, type BuildManifest, type PageRecord} from './manifest.ts';
import {changedPages, staleFiles} from './stamps.ts';

let outDir = '';

const files = {
  html: (pagePath: string) => `${pagePath.slice(1)}/index.html`,
  data: (pagePath: string) => `page-data/${pagePath.slice(1)}.json`,
};

async function write(relative: string, text: string) {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
  const {size, mtimeMs} = await stat(file);
  return {size, mtimeMs};
}

async function manifestOf(pagePaths: readonly string[]): Promise<BuildManifest> {
  const pages: Record<string, PageRecord> = {};
  for (const pagePath of pagePaths) {
    pages[pagePath] = {
      plan: 'p',
      reads: [],
      html: await write(files.html(pagePath), `<p>${pagePath}</p>`),
      data: await write(files.data(pagePath), '{}'),
      dataHash: 'd',
      frameOrigins: [],
    };
  }
  const base = {version: MANIFEST_VERSION, outDir, global: 'g', reads: [], values: []};
  return {...base, records: {}, pages, files: []};
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'sf-stamps-'));
});

afterAll(async () => {
  await rm(outDir, {recursive: true, force: true});
});

describe('changedPages', () => {
  it('reports nothing for files as written', async () => {
    const manifest = await manifestOf(['/a', '/b', '/c']);
    expect(await changedPages(manifest, {outDir, ...files})).toEqual(new Set());
  });

  it('reports each page with a file removed, rewritten, or touched', async () => {
    const manifest = await manifestOf(['/a', '/b', '/c', '/d', '/e']);
    await rm(path.join(outDir, files.html('/a')));
    await writeFile(path.join(outDir, files.data('/b')), '{"edited":true}');
    // Same size, another time: an editor saving the same bytes counts too.
    await utimes(path.join(outDir, files.html('/d')), new Date(0), new Date(0));
    expect(await changedPages(manifest, {outDir, ...files})).toEqual(new Set(['/a', '/b', '/d']));
  });

  it('gives the same answer on the calling thread (the fallback when the thread fails)', async () => {
    const written = await write('x.txt', 'x');
    const list = {
      files: [
        path.join(outDir, 'x.txt'),
        path.join(outDir, 'missing.txt'),
        path.join(outDir, 'x.txt'),
      ],
      sizes: [written.size, 1, written.size + 1],
      mtimes: [written.mtimeMs, 0, written.mtimeMs],
    };
    expect(staleFiles(list)).toEqual([1, 2]);
  });
});
