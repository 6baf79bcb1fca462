// The SSR and client bundles of a build (decision 032): restored from the bundle cache when the
// code is unchanged, else built and stored there. Shared by a build and by a multi-retailer run,
// which prepares them once before its retailers build.
import {restoreBundles, storeBundles} from './bundleCache.ts';
import {REPO_ROOT, type BuildOptions} from './options.ts';
import type {ClientAssets} from './render/document.ts';
import {buildClient, buildServer, buildServiceWorker} from './viteBuild.ts';

/** Prepared bundles. */
export interface PreparedBundles {
  /** What pages link. */
  assets: ClientAssets;
  /** The SSR bundle's folder: `ssrDir`, or its bundle cache entry (restoreBundles). */
  serverDir: string;
}

/**
 * The SSR bundle into `ssrDir` (or left in the cache), the client files (with the stylesheet,
 * fonts and service worker) into `staging`; returns what pages link and where the SSR bundle is.
 * `key` is the code's hash (bundleKey), null without a cache.
 */
export async function prepareBundles(
  options: Pick<BuildOptions, 'bundleCacheDir' | 'report'>,
  key: string | null,
  staging: string,
  ssrDir: string,
): Promise<PreparedBundles> {
  const cacheDir = options.bundleCacheDir;
  const say = (line: string) => {
    if (options.report !== false) console.info(line);
  };
  if (cacheDir !== null && key !== null) {
    const cached = await restoreBundles(cacheDir, key, staging, ssrDir, REPO_ROOT);
    if (cached !== null) {
      say(`Bundles: from cache ${key}`);
      return cached;
    }
  }
  const serverAssets = await buildServer(ssrDir);
  const assets = await buildClient(staging, serverAssets);
  await buildServiceWorker(staging);
  if (cacheDir !== null && key !== null) {
    await storeBundles(cacheDir, key, staging, serverAssets, assets);
    say(`Bundles: built, cached as ${key}`);
  } else {
    say('Bundles: built (cache off)');
  }
  return {assets, serverDir: ssrDir};
}
