// The SSR and client bundles kept between builds, so a rebuild is fast (decision 032). Both depend
// on code only: retailer content, settings and the theme reach the pages at render time, and the
// message catalogues are source files of core. So the key hashes every file the bundles are built
// from — the workspace packages' and templates' sources, the manifests, the lockfile, the Vite and
// TypeScript configs — with the Node version and the environment Vite reads. One folder per key,
// beside the image cache, appearing by rename only once complete (as the image cache does).
import {createHash, randomUUID} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {cp, mkdir, readFile, rename, rm, utimes, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {keepNewest} from './cacheFiles.ts';
import {listFiles} from './files.ts';
import type {ClientAssets} from './render/document.ts';
import type {ServerAssets} from './viteBuild.ts';

/** Bump when what an entry holds or how it is used changes. */
const CACHE_VERSION = 1;

/** Folders whose every file goes into the key (relative to the repository root). */
const KEY_DIRS = [
  'packages/core/src',
  'packages/ui/src',
  'packages/shop/src',
  'packages/site/src',
  'templates/src',
  'fixtures/src',
] as const;

/** Single files that go into the key. */
const KEY_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'packages/core/package.json',
  'packages/ui/package.json',
  'packages/shop/package.json',
  'packages/site/package.json',
  'packages/site/vite.site.config.ts',
  'templates/package.json',
  'fixtures/package.json',
] as const;

/** Entries kept; older ones are removed after a new one is stored. */
const KEEP_ENTRIES = 4;

/**
 * The cache key of the bundles built from the repository at `repoRoot`: a hash of the files of
 * {@link KEY_DIRS} and {@link KEY_FILES} (paths and bytes), the Node version, `NODE_ENV` and
 * every `VITE_*` variable (Vite inlines those it is asked for).
 */
export async function bundleKey(
  repoRoot: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> {
  const hash = createHash('sha256');
  const viteEnv = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);
  hash.update(
    JSON.stringify({
      version: CACHE_VERSION,
      node: process.version,
      nodeEnv: env.NODE_ENV ?? '',
      viteEnv,
    }),
  );
  // Listed and read synchronously: a rebuild waits for the key (decision 038), and the promise
  // forms took 130 ms for these 900 files where this takes a third of it.
  const files: string[] = [...KEY_FILES];
  for (const dir of KEY_DIRS) {
    for (const file of listFiles(path.join(repoRoot, dir))) files.push(path.join(dir, file));
  }
  files.sort();
  const contents = files.map((file) => readIfThere(path.join(repoRoot, file)));
  for (const [index, file] of files.entries()) {
    const bytes = contents[index] ?? null;
    hash.update(`\0${file.split(path.sep).join('/')}\0${bytes === null ? '-' : bytes.length}\0`);
    if (bytes !== null) hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 20);
}

function readIfThere(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** What a cache entry holds besides its folders. */
interface EntryInfo {
  /** What pages link. */
  assets: ClientAssets;
}

/** Bundles found in the cache. */
export interface CachedBundles {
  /** What pages link. */
  assets: ClientAssets;
  /** The folder of the SSR bundle (server.js, worker.js) to import. */
  serverDir: string;
}

const SERVER = 'server';
const CLIENT = 'client';
const INFO = 'entry.json';

/**
 * On a hit, copies the entry's client files (stylesheet, fonts and `sw.js` included) into
 * `staging` and returns the client assets and where to import the SSR bundle from; null on a miss
 * or a damaged entry. The SSR bundle's bare imports (react, …) must resolve from the repository's
 * node_modules: it is imported in place when the cache is inside `repoRoot` (the default), at a
 * path that stays the same from build to build, so V8's compile cache keeps its compiled code
 * (decision 055); else it is copied into `ssrDir`.
 */
export async function restoreBundles(
  cacheDir: string,
  key: string,
  staging: string,
  ssrDir: string,
  repoRoot: string,
): Promise<CachedBundles | null> {
  const dir = path.join(cacheDir, key);
  const inPlace = !path.relative(repoRoot, dir).startsWith('..');
  let info: EntryInfo;
  try {
    info = JSON.parse(await readFile(path.join(dir, INFO), 'utf8')) as EntryInfo;
  } catch {
    return null;
  }
  try {
    await cp(path.join(dir, CLIENT), staging, {recursive: true});
    if (!inPlace) await cp(path.join(dir, SERVER), ssrDir, {recursive: true});
    // Most recently used last to be pruned.
    const now = new Date();
    await utimes(dir, now, now);
  } catch {
    // Pruned or damaged meanwhile: build instead.
    await rm(staging, {recursive: true, force: true});
    await rm(ssrDir, {recursive: true, force: true});
    return null;
  }
  return {assets: info.assets, serverDir: inPlace ? path.join(dir, SERVER) : ssrDir};
}

/**
 * Stores freshly built bundles under `key`: the SSR folder, the client output as it stands in
 * `staging` (call before anything but bundles is written there) and the assets. Another build
 * storing the same key first wins. Then removes all but the newest {@link KEEP_ENTRIES} entries.
 */
export async function storeBundles(
  cacheDir: string,
  key: string,
  staging: string,
  server: ServerAssets,
  assets: ClientAssets,
): Promise<void> {
  const dir = path.join(cacheDir, key);
  if (existsSync(dir)) return;
  const tmp = `${dir}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    await mkdir(tmp, {recursive: true});
    await cp(staging, path.join(tmp, CLIENT), {recursive: true});
    await cp(server.dir, path.join(tmp, SERVER), {recursive: true});
    const info: EntryInfo = {assets};
    await writeFile(path.join(tmp, INFO), JSON.stringify(info));
    await rename(tmp, dir);
  } catch {
    // The folder exists (another build stored it) or the disk refused: the build goes on.
    await rm(tmp, {recursive: true, force: true});
    return;
  }
  await keepNewest(cacheDir, /^[0-9a-f]{20}$/, KEEP_ENTRIES);
}
