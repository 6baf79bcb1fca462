// The content cache (decision 058): a load taking records an earlier one prepared gives the same
// content and report as preparing them anew; a changed record, other code or other languages are
// prepared anew; a damaged file is warned about and every record prepared, never a crash or a
// record from the damaged file.
import {cp, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createFixtureSource, type PreparedRecord} from '@schaufenster/core/node';
import {ContentCache} from './contentCache.ts';
import {REPO_ROOT} from './options.ts';

const FIXTURE = path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern');

let tmp = '';
let content = '';
let dir = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-content-cache-'));
  content = path.join(tmp, 'content');
  await cp(FIXTURE, content, {recursive: true, filter: (file) => !file.includes('/images')});
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

/** Loads `content` through the cache of `cacheDir` (then saved), counting the records prepared. */
async function load(cacheDir: string, key = 'code-1') {
  const warnings: string[] = [];
  const cache = await ContentCache.open(cacheDir, content, key, (line) => warnings.push(line));
  let prepared = 0;
  const loaded = await createFixtureSource(content).loadWithReport({
    cache: {
      prepare: (collection, raw, served, work) =>
        cache.prepare(collection, raw, served, () => {
          prepared++;
          return work();
        }),
    },
  });
  await cache.save();
  return {
    ...loaded,
    prepared,
    warnings,
    origin: (record: unknown) => cache.originOf(record),
    recall: (digest: string) => cache.recall(digest),
    jsonOf: (record: object) => cache.jsonOf(record),
  };
}

const uncached = () => createFixtureSource(content).loadWithReport();

async function cacheFile(cacheDir: string): Promise<string> {
  const [name] = await readdir(cacheDir);
  return path.join(cacheDir, name ?? '');
}

async function changeFirstPrice(by: number): Promise<void> {
  const file = path.join(content, 'ecommerce_product.json');
  const products = JSON.parse(await readFile(file, 'utf8')) as {price_brutto: number}[];
  (products[0] as {price_brutto: number}).price_brutto += by;
  await writeFile(file, JSON.stringify(products, null, 2));
}

describe('the content cache', () => {
  it('gives a second load every record as prepared before: the same content and report', async () => {
    dir = path.join(tmp, 'cache');
    const first = await load(dir);
    expect(first.prepared).toBeGreaterThan(50);
    expect(first.warnings).toEqual([]);
    const second = await load(dir);
    expect(second.prepared).toBe(0);
    const fresh = await uncached();
    expect(second.site).toStrictEqual(fresh.site);
    expect(second.report).toStrictEqual(fresh.report);
    expect(JSON.stringify(second.site)).toBe(JSON.stringify(fresh.site));
  });

  it('prepares a changed record anew and takes the rest', async () => {
    await changeFirstPrice(10);
    const changed = await load(dir);
    expect(changed.prepared).toBe(1);
    expect(changed.site).toStrictEqual((await uncached()).site);
    // Changed back: the stale entry is gone, the record is prepared again.
    await changeFirstPrice(-10);
    const back = await load(dir);
    expect(back.prepared).toBe(1);
    expect(back.site).toStrictEqual((await uncached()).site);
  });

  it('names the raw record each record came from, the same while it is unchanged', async () => {
    const before = await load(dir);
    await changeFirstPrice(3);
    const after = await load(dir);
    await changeFirstPrice(-3);
    expect((await load(dir)).prepared).toBe(1);
    const origins = (loaded: typeof before) => loaded.site.products.map(loaded.origin);
    const [first, ...rest] = origins(before);
    expect(first).toMatch(/^[\w-]{27}$/);
    expect(origins(after)[0]).not.toBe(first);
    expect(origins(after).slice(1)).toEqual(rest);
    expect(new Set(origins(before)).size).toBe(before.site.products.length);
    expect(before.origin({...before.site.products[0]})).toBeUndefined();
    expect(before.origin(null)).toBeUndefined();
  });

  it("gives each record's JSON as JSON.stringify does, whether prepared now or taken", async () => {
    await changeFirstPrice(7);
    const fresh = await load(dir);
    await changeFirstPrice(-7);
    const taken = await load(dir);
    expect(fresh.prepared).toBeGreaterThan(0);
    for (const loaded of [fresh, taken]) {
      for (const item of [...loaded.site.products, ...loaded.site.ratings, ...loaded.site.brands]) {
        expect(loaded.jsonOf(item)).toBe(JSON.stringify(item));
      }
      expect(loaded.jsonOf({...loaded.site.products[0]})).toBeUndefined();
    }
  });

  it("recalls a changed record's previous version by the digest it had", async () => {
    const before = await load(dir);
    const [first] = before.site.products;
    const digest = before.origin(first) ?? '';
    await changeFirstPrice(5);
    const after = await load(dir);
    await changeFirstPrice(-5);
    await load(dir);
    expect(after.site.products[0]?.price_brutto).toBe((first?.price_brutto ?? 0) + 5);
    expect(after.recall(digest)).toStrictEqual(first);
    expect(after.recall('no-such-digest')).toBeUndefined();
  });

  it('prepares every record, without a warning, for other code', async () => {
    const codeDir = path.join(tmp, 'code');
    const all = (await load(codeDir, 'code-1')).prepared;
    const other = await load(codeDir, 'code-2');
    expect(other.prepared).toBe(all);
    expect(other.warnings).toEqual([]);
    expect(other.site).toStrictEqual((await uncached()).site);
  });

  it('prepares every record for other project languages', async () => {
    const before = await load(dir);
    expect(before.prepared).toBe(0);
    const file = path.join(content, 'project.json');
    const original = await readFile(file, 'utf8');
    const project = JSON.parse(original) as {languages: string[]};
    await writeFile(file, JSON.stringify({...project, languages: project.languages.slice(0, 1)}));
    try {
      const other = await load(dir);
      expect(other.prepared).toBeGreaterThan(50);
      expect(other.site).toStrictEqual((await uncached()).site);
      expect(other.report).toStrictEqual((await uncached()).report);
    } finally {
      await writeFile(file, original);
    }
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    [
      'a price changed inside',
      (text: string) => text.replace(/"price_brutto":(\d)/, '"price_brutto":9$1'),
    ],
    ['no header', (text: string) => text.slice(text.indexOf('\n') + 1)],
    ['empty', () => ''],
    ['not text', () => '\u0000\u0001\uFFFD'],
  ])('warns about a damaged file (%s) and prepares every record', async (_, damage) => {
    const damaged = path.join(tmp, `damaged-${_.replace(/\W+/g, '-')}`);
    const all = (await load(damaged)).prepared;
    const file = await cacheFile(damaged);
    const text = await readFile(file, 'utf8');
    const broken = damage(text);
    expect(broken).not.toBe(text);
    await writeFile(file, broken);
    const loaded = await load(damaged);
    expect(loaded.warnings).toEqual([expect.stringContaining('damaged')]);
    expect(loaded.prepared).toBe(all);
    expect(loaded.site).toStrictEqual((await uncached()).site);
    // Written anew: the next load takes every record again.
    const next = await load(damaged);
    expect(next.warnings).toEqual([]);
    expect(next.prepared).toBe(0);
  });

  it('prepares every time what JSON would not give back, and never keeps a bad record', async () => {
    const odd = path.join(tmp, 'odd');
    const rows = {ignored: [], fallbacks: []};
    const records: Record<string, () => PreparedRecord> = {
      undefinedField: () => ({record: {id: 1, note: undefined}, rows}),
      date: () => ({record: {id: 2, at: new Date(0)}, rows}),
      minusZero: () => ({record: {id: 3, price: -0}, rows}),
      plain: () => ({record: {id: 4, price: 1.5, tags: ['a', null]}, rows}),
      bad: () => {
        throw new Error('invalid');
      },
    };
    const run = async () => {
      const cache = await ContentCache.open(odd, 'odd', 'code-1', () => undefined);
      const worked: string[] = [];
      const results = new Map<string, unknown>();
      for (const [name, work] of Object.entries(records)) {
        try {
          const prepared = cache.prepare('ecommerce_product', {name}, ['de'], () => {
            worked.push(name);
            return work();
          });
          results.set(name, prepared.record);
        } catch (error) {
          results.set(name, (error as Error).message);
        }
      }
      await cache.save();
      return {worked, results};
    };
    const first = await run();
    expect(first.worked).toEqual(Object.keys(records));
    const second = await run();
    expect(second.worked).toEqual(['undefinedField', 'date', 'minusZero', 'bad']);
    expect(second.results).toStrictEqual(first.results);
  });
});
