// Incremental builds, for a fast rebuild (decisions 033, 038): after one price change the rebuild
// renders only the pages that show it and writes exactly what a clean build of the changed content
// writes; removing a product removes its pages, the output then file for file and folder for folder
// a clean build's; a damaged content cache (decision 058) means every record prepared anew, with a
// warning, and still a clean build's output; an unreadable manifest means a full build with a
// warning. Builds the jeweller with the real CLI, one output folder through all steps. About a
// minute on two cores.
import {cp, mkdtemp, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildWithCli, type CliRun} from './cliBuild.testing.ts';
import {REPO_ROOT} from './options.ts';

const FIXTURE = path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern');

let tmp = '';
let content = '';
let out = '';
let env: Record<string, string> = {};
let first: CliRun;

interface Product {
  id: number;
  slug: string;
  price_brutto: number;
}

/** What the test reads of the item list island's props in the page data. */
interface ItemListProps {
  initialData: {data: {id: number | string}[]};
  initialPriceRange: {min: number; max: number} | null;
}

const productsFile = () => path.join(content, 'ecommerce_product.json');

async function products(): Promise<Product[]> {
  return JSON.parse(await readFile(productsFile(), 'utf8')) as Product[];
}

/** The counts of the build's last line: `(build …; 12 pages rendered, 174 reused)`. */
function counts(run: CliRun): {rendered: number; reused: number} {
  const match = /; (\d+) pages rendered, (\d+) reused\)$/m.exec(run.stdout);
  if (match === null)
    throw new Error(`No build line in:\n${run.stdout.slice(-2000)}\n${run.stderr}`);
  return {rendered: Number(match[1]), reused: Number(match[2])};
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

async function foldersOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Builds the same content clean (INCREMENTAL=0) into `tmp/<name>` and expects the incremental
 * output to hold the same files, byte for byte, and the same folders (none left empty).
 */
async function expectSameAsClean(name: string): Promise<void> {
  const dir = path.join(tmp, name);
  const clean = await buildWithCli({...env, OUT_DIR: dir, INCREMENTAL: '0'});
  expect(clean.code, clean.stderr).toBe(0);
  expect(counts(clean).reused).toBe(0);
  const a = await filesOf(dir);
  const b = await filesOf(out);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  const differing = [...a].filter(([file, bytes]) => !bytes.equals(b.get(file) ?? Buffer.alloc(0)));
  expect(differing.map(([file]) => file)).toEqual([]);
  expect(await foldersOf(out)).toEqual(await foldersOf(dir));
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-incremental-'));
  content = path.join(tmp, 'content');
  out = path.join(tmp, 'out');
  await cp(FIXTURE, content, {recursive: true});
  env = {
    CONTENT_DIR: content,
    SITE_URL: 'https://shop.example.de',
    BUNDLE_CACHE_DIR: path.join(tmp, 'bundles'),
    INCREMENTAL_DIR: path.join(tmp, 'manifests'),
    BUILD_WORKERS: '2',
  };
  first = await buildWithCli({...env, OUT_DIR: out});
}, 240_000);

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

describe('an incremental build', () => {
  it('renders every page the first time', () => {
    expect(first.code, first.stderr).toBe(0);
    expect(counts(first).reused).toBe(0);
    expect(counts(first).rendered).toBeGreaterThan(150);
  });

  it('after one price change renders only the pages that show it, byte for byte a clean build', async () => {
    // A product the item list's first page does not show, priced inside the catalogue's range:
    // the item list page (its price filter shows only the range, decision 064) is kept.
    const shop = JSON.parse(
      await readFile(path.join(out, 'page-data/shop/page-data.json'), 'utf8'),
    ) as {islands: {props: ItemListProps}[]};
    const props = shop.islands[0]?.props;
    const shown = new Set(props?.initialData.data.map((item) => String(item.id)));
    const {min = 0, max = 0} = props?.initialPriceRange ?? {};
    const list = await products();
    const changed = list.find(
      (product) =>
        !shown.has(String(product.id)) &&
        product.price_brutto > min &&
        product.price_brutto + 10 < max &&
        existsSync(path.join(out, 'shop/artikel', product.slug, 'index.html')),
    ) as Product;
    const itemList = () => stat(path.join(out, 'shop/index.html'));
    const listedBefore = await itemList();
    changed.price_brutto += 10;
    await writeFile(productsFile(), JSON.stringify(list, null, 2));
    const rebuild = await buildWithCli({...env, OUT_DIR: out});
    expect(rebuild.code, rebuild.stderr).toBe(0);
    const {rendered, reused} = counts(rebuild);
    expect(rendered + reused).toBe(counts(first).rendered);
    // Its item page in three languages, the list page showing it and whatever else lists its price.
    expect(rendered).toBeGreaterThanOrEqual(3);
    expect(rendered).toBeLessThan(30);
    expect((await itemList()).mtimeMs).toBe(listedBefore.mtimeMs);

    await expectSameAsClean('clean');
    const catalogue = (await readFile(path.join(out, 'shop-catalogue.json'), 'utf8')).replace(
      /\s/g,
      '',
    );
    expect(catalogue).toContain(`"price_brutto":${changed.price_brutto}`);
  }, 240_000);

  it('drops the pages of a removed product from the output and the sitemap', async () => {
    const list = await products();
    // The last product with an item page (some are archived or another tenant's).
    const removed = list.findLast((product) =>
      existsSync(path.join(out, 'shop/artikel', product.slug, 'index.html')),
    ) as Product;
    const html = (await filesOf(out)).keys();
    const pagesOfRemoved = [...html].filter(
      (file) => file.endsWith('index.html') && file.includes(`/${removed.slug}/`),
    );
    expect(pagesOfRemoved.length).toBeGreaterThanOrEqual(3);
    await writeFile(
      productsFile(),
      JSON.stringify(
        list.filter((product) => product !== removed),
        null,
        2,
      ),
    );
    const rebuild = await buildWithCli({...env, OUT_DIR: out});
    expect(rebuild.code, rebuild.stderr).toBe(0);
    // Records are known by their index, so the products after it count as changed (decision 033).
    const {rendered, reused} = counts(rebuild);
    expect(rendered + reused).toBe(counts(first).rendered - pagesOfRemoved.length);
    for (const file of pagesOfRemoved) expect(existsSync(path.join(out, file)), file).toBe(false);
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`/${removed.slug}<`);
    expect(sitemap).not.toContain(`/${removed.slug}"`);
    expect(sitemap).toContain((list[0] as Product).slug);
    // Kept pages stay in the output and the rest is moved in around them (decision 038): no file
    // or folder of the removed product is left behind.
    await expectSameAsClean('clean-after-removal');
  }, 240_000);

  it('prepares every record anew, with a warning, when the content cache is damaged', async () => {
    // Decision 058: the records of the last build are kept beside the manifests. A price changed
    // inside the cache file must not reach the site: the file fails its checksum.
    const cacheDir = path.join(env.INCREMENTAL_DIR ?? '', 'content');
    const [name] = await readdir(cacheDir);
    const file = path.join(cacheDir, name ?? '');
    const text = await readFile(file, 'utf8');
    const damaged = text.replace(/"price_brutto":(\d)/, '"price_brutto":9$1');
    expect(damaged).not.toBe(text);
    await writeFile(file, damaged);
    const list = await products();
    (list[1] as Product).price_brutto += 5;
    await writeFile(productsFile(), JSON.stringify(list, null, 2));
    const rebuild = await buildWithCli({...env, OUT_DIR: out});
    expect(rebuild.code, rebuild.stderr).toBe(0);
    expect(rebuild.stderr).toContain('Content cache');
    expect(counts(rebuild).rendered).toBeLessThan(30);
    await expectSameAsClean('clean-after-damaged-cache');
  }, 240_000);

  it('renders every page, with a warning, when the manifest is unreadable', async () => {
    const dir = env.INCREMENTAL_DIR ?? '';
    const [manifest] = (await readdir(dir)).filter((name) => name.endsWith('.json'));
    expect(manifest).toBeDefined();
    await writeFile(path.join(dir, manifest ?? ''), '{"version": 1, "pag');
    const rebuild = await buildWithCli({...env, OUT_DIR: out});
    expect(rebuild.code, rebuild.stderr).toBe(0);
    expect(rebuild.stderr).toContain('build manifest');
    expect(counts(rebuild).reused).toBe(0);
  }, 240_000);
});
