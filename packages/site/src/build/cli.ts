// `npm run build`: builds the site from environment variables (docs/decisions/011-site-build.md).
// Runs on Node 24's type stripping, so it imports only Node, Vite and plain TypeScript.
import path from 'node:path';
import {selectRetailers} from './all/retailers.ts';
import {startCompileCache} from './compileCache.ts';
import {routeBuildConsole} from './jsonLog.ts';
import {REPO_ROOT, readBuildOptions} from './options.ts';

// Only modules imported after this line are cached (decision 055), hence the imports below.
// `npm run build` sets NODE_COMPILE_CACHE to the same folder, so there everything is cached from
// the first module on, their type stripping included, and the render workers inherit it.
startCompileCache(path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-compile'));

// React's production build for prerendering; workers inherit the environment.
process.env.NODE_ENV ??= 'production';
// LOG_FORMAT=json: the console as masked JSON lines (the render workers do the same).
await routeBuildConsole(process.env);

try {
  // `--all` or `RETAILERS=a,b`: several retailers, each into OUT_DIR/<retailer>.
  const retailersDir = path.resolve(
    process.env.RETAILERS_DIR?.trim() || path.join(REPO_ROOT, 'fixtures/retailers'),
  );
  const retailers = selectRetailers(process.argv.slice(2), process.env, retailersDir);
  if (retailers === null) {
    const {runBuild} = await import('./build.ts');
    await runBuild(readBuildOptions(process.env));
  } else {
    console.info(`Building ${retailers.length} retailers: ${retailers.join(', ')}`);
    const [{runAll}, {summaryTable}] = await Promise.all([
      import('./all/runAll.ts'),
      import('./all/summary.ts'),
    ]);
    const summary = await runAll({
      retailers,
      retailersDir,
      env: process.env,
      onResult: (result) =>
        console.info(
          result.ok
            ? `✓ ${result.retailer}: ${result.pages} pages (${(result.ms / 1000).toFixed(1)} s)`
            : `✗ ${result.retailer}: ${result.error ?? 'failed'}`,
        ),
    });
    console.info(`\n${summaryTable(summary)}`);
    if (summary.retailers.some((result) => !result.ok)) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? `Build failed: ${error.message}` : error);
  process.exitCode = 1;
}
// Pages rendered in this thread (BUILD_WORKERS=0, or the few pages of an incremental build) leave
// timers of the render (the shop's query cache) running for minutes; the build is done. Exit once
// stdout and stderr have taken everything: through a pipe (`npm run build` in the bench) the
// report of 9,519 page timings was cut off before its totals and time split.
await Promise.all(
  [process.stdout, process.stderr].map(
    (stream) => new Promise<void>((resolve) => stream.write('', () => resolve())),
  ),
);
process.exit();
