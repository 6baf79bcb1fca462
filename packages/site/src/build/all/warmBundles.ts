// Child process of a multi-retailer build (runAll.ts): puts the bundles for this code into the
// bundle cache, compiling them only when the cache lacks them, so the retailers' builds that
// follow all restore the same bundles. Run with the retailers' environment (NODE_ENV, VITE_*).
import {randomUUID} from 'node:crypto';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {bundleKey} from '../bundleCache.ts';
import {prepareBundles} from '../bundles.ts';
import {REPO_ROOT, readBuildOptions} from '../options.ts';

const scratch = path.join(
  REPO_ROOT,
  'node_modules/.cache/schaufenster-site',
  `all-${randomUUID()}`,
);
try {
  const {bundleCacheDir} = readBuildOptions(process.env);
  await prepareBundles(
    {bundleCacheDir, report: false},
    await bundleKey(REPO_ROOT, process.env),
    path.join(scratch, 'client'),
    path.join(scratch, 'ssr'),
  );
} catch (error) {
  console.error(
    `Build failed: the bundles: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await rm(scratch, {recursive: true, force: true});
}
