// V8's compile cache for the build (decision 055): the build's modules (type-stripped TypeScript,
// core, sharp, …) and the SSR bundle, imported in place from the bundle cache, load from code an
// earlier build compiled. Node keeps one file per module path; each new SSR bundle (one per code
// version) adds its own, so past a bound the folder is emptied and fills again. Plain TypeScript
// without dependencies: it runs first, under Node's type stripping (cli.ts).
import {readdirSync, rmSync} from 'node:fs';
import {enableCompileCache} from 'node:module';
import path from 'node:path';

/** Cached modules kept before starting afresh: a few hundred SSR bundles' worth. */
const MAX_FILES = 20_000;

/** Starts the compile cache in `dir` for every module imported from now on. */
export function startCompileCache(dir: string): void {
  try {
    // One folder per Node version and flags, one file per module inside.
    const files = readdirSync(dir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .reduce((count, entry) => count + readdirSync(path.join(dir, entry.name)).length, 0);
    if (files > MAX_FILES) rmSync(dir, {recursive: true, force: true});
  } catch {
    // No cache yet.
  }
  enableCompileCache(dir);
}
