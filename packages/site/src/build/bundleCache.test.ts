// The bundle cache (decision 032): its key follows the code, not the content; and a build taking
// its bundles from the cache writes the same bytes as the build that stored them.
import {cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundleKey} from './bundleCache.ts';
import {buildWithCli} from './cliBuild.testing.ts';

let tmp = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-bundle-cache-'));
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

describe('bundle key', () => {
  // A small stand-in repository: two source folders, the lockfile and a retailer's content.
  async function fakeRepo(name: string): Promise<string> {
    const root = path.join(tmp, name);
    for (const dir of ['packages/core/src', 'templates/src', 'fixtures/retailers/a']) {
      await mkdir(path.join(root, dir), {recursive: true});
    }
    await writeFile(path.join(root, 'packages/core/src/messages.json'), '{"hello":"Hallo"}');
    await writeFile(path.join(root, 'templates/src/Home.tsx'), 'export const Home = 1;');
    await writeFile(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    await writeFile(path.join(root, 'fixtures/retailers/a/products.json'), '[]');
    // The other key folders may be missing.
    for (const dir of [
      'packages/ui/src',
      'packages/shop/src',
      'packages/site/src',
      'fixtures/src',
    ]) {
      await mkdir(path.join(root, dir), {recursive: true});
    }
    return root;
  }

  it('changes with the code, the messages, the lockfile and the environment Vite reads', async () => {
    const root = await fakeRepo('key');
    const env = {NODE_ENV: 'production'};
    const base = await bundleKey(root, env);
    expect(base).toMatch(/^[0-9a-f]{20}$/);
    expect(await bundleKey(root, {...env, PATH: '/elsewhere'})).toBe(base);
    expect(await bundleKey(root, {...env, VITE_FLAG: '1'})).not.toBe(base);
    expect(await bundleKey(root, {NODE_ENV: 'development'})).not.toBe(base);

    await writeFile(path.join(root, 'fixtures/retailers/a/products.json'), '[{"id":1}]');
    expect(await bundleKey(root, env)).toBe(base);

    for (const [file, text] of [
      ['templates/src/Home.tsx', 'export const Home = 2;'],
      ['packages/core/src/messages.json', '{"hello":"Guten Tag"}'],
      ['package-lock.json', '{"lockfileVersion":4}'],
      ['packages/site/src/new.ts', ''],
    ] as const) {
      const before = await bundleKey(root, env);
      await writeFile(path.join(root, file), text);
      expect(await bundleKey(root, env), file).not.toBe(before);
    }
  });
});

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const names = await readdir(dir, {recursive: true, withFileTypes: true});
  const files = new Map<string, Buffer>();
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

describe('a build from the bundle cache', () => {
  it('writes the same files, byte for byte, as the build that filled the cache', async () => {
    const env = {
      RETAILER: 'juwelier-morgenstern',
      BUNDLE_CACHE_DIR: path.join(tmp, 'bundles'),
      SITE_URL: 'https://shop.example.de',
      BUILD_WORKERS: '2',
    };
    const clean = await buildWithCli({...env, OUT_DIR: path.join(tmp, 'clean')});
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/^Bundles: built, cached as [0-9a-f]{20}$/m);
    // The cache survives the first output folder.
    await cp(path.join(tmp, 'clean'), path.join(tmp, 'clean-copy'), {recursive: true});
    await rm(path.join(tmp, 'clean'), {recursive: true});
    const cached = await buildWithCli({...env, OUT_DIR: path.join(tmp, 'cached')});
    expect(cached.code, cached.stderr).toBe(0);
    expect(cached.stdout).toMatch(/^Bundles: from cache [0-9a-f]{20}$/m);

    const a = await filesOf(path.join(tmp, 'clean-copy'));
    const b = await filesOf(path.join(tmp, 'cached'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect(a.size).toBeGreaterThan(100);
    const differing = [...a].filter(
      ([file, bytes]) => !bytes.equals(b.get(file) ?? Buffer.alloc(0)),
    );
    expect(differing.map(([file]) => file)).toEqual([]);
  }, 240_000);
});
