// Which pages an incremental build keeps (decision 033): only those whose inputs are unchanged and
// whose files are as the manifest says; anything odd renders every page.
import {mkdir, mkdtemp, readdir, rm, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {SiteData} from '@schaufenster/core';
import type {PlannedPage} from '../plan/routes.ts';
import {PageInputs} from './inputs.ts';
import {
  MANIFEST_VERSION,
  forgetManifest,
  readManifest,
  writeManifest,
  type BuildManifest,
  type PageRecord,
} from './manifest.ts';
import {ReadTable} from './readTable.ts';
import {planReuse} from './reuse.ts';
import {changedPages} from './stamps.ts';

let tmp = '';
let outDir = '';

const site = (price: number) =>
  ({
    products: [
      {id: 1, price_brutto: price},
      {id: 2, price_brutto: 50},
    ],
  }) as unknown as SiteData;

const page = (pagePath: string): PlannedPage => ({
  kind: 'item',
  path: pagePath,
  lang: 'de',
  alternates: [],
  sitemap: true,
});
const PAGES = [page('/a'), page('/b')];
const READS: Record<string, string[]> = {
  '/a': ['products#', 'products.id:0', 'products.price_brutto:0'],
  '/b': ['products#', 'products.id:0-1', 'products.price_brutto:1'],
};
const files = () => ({
  outDir,
  html: (pagePath: string) => `${pagePath.slice(1)}/index.html`,
  data: (pagePath: string) => `page-data/${pagePath.slice(1)}/page-data.json`,
});

async function stampOf(file: string) {
  const {size, mtimeMs} = await stat(file);
  return {size, mtimeMs};
}

// What build.ts hands planReuse: the output folder and the check of its files.
const output = (previous: BuildManifest | null) => ({
  outDir,
  changed: previous === null ? Promise.resolve(new Set<string>()) : changedPages(previous, files()),
});

async function previousBuild(global: string, inputs: PageInputs): Promise<BuildManifest> {
  const records = new Map<string, PageRecord>();
  const table = new ReadTable();
  for (const planned of PAGES) {
    const html = path.join(outDir, files().html(planned.path));
    const data = path.join(outDir, files().data(planned.path));
    await mkdir(path.dirname(html), {recursive: true});
    await mkdir(path.dirname(data), {recursive: true});
    await writeFile(html, `<html>${planned.path}</html>`);
    await writeFile(data, '{}');
    records.set(planned.path, {
      plan: inputs.plan(planned),
      reads: table.indexes(READS[planned.path] ?? []),
      html: await stampOf(html),
      data: await stampOf(data),
      dataHash: 'x',
      frameOrigins: [],
    });
  }
  const {reads, pages} = table.compact(records);
  const values = reads.map((read) => inputs.value(read));
  return {
    version: MANIFEST_VERSION,
    outDir,
    global,
    reads,
    values,
    records: inputs.records(),
    pages,
    files: ['app-data.json'],
  };
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-reuse-'));
  outDir = path.join(tmp, 'out');
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

describe('planReuse', () => {
  it('keeps the pages whose read values are unchanged', async () => {
    const previous = await previousBuild('g1', new PageInputs(site(100)));
    const warnings: string[] = [];
    const plan = await planReuse(
      PAGES,
      previous,
      'g1',
      new PageInputs(site(120)),
      output(previous),
      (line) => warnings.push(line),
    );
    expect(plan.render.map((planned) => planned.path)).toEqual(['/a']);
    expect([...plan.kept.keys()]).toEqual(['/b']);
    expect(warnings).toEqual([]);
  });

  it('renders everything without a manifest or when the shared inputs changed', async () => {
    const inputs = new PageInputs(site(100));
    const previous = await previousBuild('g1', inputs);
    const none = await planReuse(PAGES, null, 'g1', inputs, output(null), () => {});
    expect(none.render).toHaveLength(2);
    const other = await planReuse(
      PAGES,
      previous,
      'g2',
      new PageInputs(site(100)),
      output(previous),
      () => {},
    );
    expect(other.render).toHaveLength(2);
  });

  it('renders everything, with one warning, when a kept file was changed', async () => {
    const inputs = new PageInputs(site(100));
    const previous = await previousBuild('g1', inputs);
    await writeFile(path.join(outDir, 'b/index.html'), '<html>edited by hand</html>');
    const warnings: string[] = [];
    const plan = await planReuse(PAGES, previous, 'g1', inputs, output(previous), (line) =>
      warnings.push(line),
    );
    expect(plan.render).toHaveLength(2);
    expect(plan.kept.size).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('changed or removed');
  });
});

describe('the manifest', () => {
  it('reads back what was written; an unreadable one is null with a warning', async () => {
    const dir = path.join(tmp, 'manifests');
    const manifest = await previousBuild('g1', new PageInputs(site(100)));
    await writeManifest(dir, manifest);
    expect(await readManifest(dir, outDir, () => {})).toEqual(manifest);
    expect(await readManifest(dir, path.join(tmp, 'elsewhere'), () => {})).toBeNull();
    const [file] = await readdir(dir);
    await writeFile(path.join(dir, file ?? ''), 'not json');
    const warnings: string[] = [];
    expect(await readManifest(dir, outDir, (line) => warnings.push(line))).toBeNull();
    expect(warnings[0]).toContain('unreadable');
  });

  it('is forgotten by a clean build, so the next incremental build starts afresh without warning', async () => {
    const dir = path.join(tmp, 'forgotten');
    const manifest = await previousBuild('g1', new PageInputs(site(100)));
    await writeManifest(dir, manifest);
    await forgetManifest(dir, outDir);
    const warnings: string[] = [];
    expect(await readManifest(dir, outDir, (line) => warnings.push(line))).toBeNull();
    expect(warnings).toEqual([]);
    await forgetManifest(dir, outDir); // nothing there: no error
  });
});
