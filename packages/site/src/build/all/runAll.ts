// A multi-retailer build, for an agency with many retailers: the bundles are prepared once
// (compiled, or restored from the bundle cache, and kept there), then each retailer builds into
// `<out>/<retailer>/` in a child process of its own, a few at a time. One retailer's bad content
// fails that retailer with its message; the others are built. Decision 044.
import {spawn} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {availableParallelism, tmpdir} from 'node:os';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {REPO_ROOT, readBuildOptions} from '../options.ts';
import type {BuildSummary, RetailerResult} from './summary.ts';

/** The build's command-line entry, which each retailer's child process runs. */
const BUILD_CLI = path.join(REPO_ROOT, 'packages/site/src/build/cli.ts');
/** The child that prepares the bundles first. */
const WARM_BUNDLES = path.join(REPO_ROOT, 'packages/site/src/build/all/warmBundles.ts');

/** Name of the summary's JSON file in the output folder. */
export const SUMMARY_FILE = 'build-summary.json';

/** Options of {@link runAll}. */
export interface RunAllOptions {
  /** Retailer folder names, in order. */
  retailers: readonly string[];
  /** The folder holding their content folders. */
  retailersDir: string;
  /** The environment the builds read (OUT_DIR is the folder holding the retailers' folders). */
  env: Readonly<Record<string, string | undefined>>;
  /** Retailers built at once. @default the cores, at most the retailers */
  concurrency?: number;
  /** Told of each retailer as it finishes. */
  onResult?: (result: RetailerResult) => void;
}

/** Builds every retailer; resolves with the summary (also written as JSON into the output). */
export async function runAll(options: RunAllOptions): Promise<BuildSummary> {
  const started = performance.now();
  const base = readBuildOptions({...options.env, RETAILERS: undefined});
  const outRoot = base.outDir;
  const cores = availableParallelism();
  const concurrency = Math.max(1, Math.min(options.concurrency ?? cores, options.retailers.length));
  // Without a bundle cache the children share one for this run, so bundles compile once.
  const runCache =
    base.bundleCacheDir === null ? path.join(tmpdir(), `sf-bundles-${randomUUID()}`) : null;
  const cacheDir = base.bundleCacheDir ?? runCache;
  const env: Record<string, string | undefined> = {
    ...options.env,
    NODE_ENV: options.env.NODE_ENV ?? 'production',
    RETAILERS: undefined,
    BUNDLE_CACHE: '1',
    BUNDLE_CACHE_DIR: cacheDir ?? undefined,
    // The cores are shared among the retailers building at once.
    BUILD_WORKERS:
      options.env.BUILD_WORKERS ?? String(Math.max(1, Math.floor(cores / concurrency))),
  };
  try {
    const bundlesStarted = performance.now();
    await warmBundles(env);
    const bundlesMs = performance.now() - bundlesStarted;
    await mkdir(outRoot, {recursive: true});
    const results = await mapLimited(options.retailers, concurrency, async (retailer) => {
      const content = path.join(options.retailersDir, retailer);
      const result = await buildRetailer(retailer, content, path.join(outRoot, retailer), env);
      options.onResult?.(result);
      return result;
    });
    const summary = {retailers: results, totalMs: performance.now() - started, bundlesMs};
    await writeFile(path.join(outRoot, SUMMARY_FILE), `${JSON.stringify(summary, null, 2)}\n`);
    return summary;
  } finally {
    if (runCache !== null) await rm(runCache, {recursive: true, force: true});
  }
}

// Compiles the bundles into the cache unless it already holds them for this code: in a child
// process with the retailers' environment, so they are the bundles the retailers' builds look up.
async function warmBundles(env: Readonly<Record<string, string | undefined>>): Promise<void> {
  const run = await runChild(WARM_BUNDLES, env);
  if (run.code !== 0) {
    throw new Error(run.stderr.trim() || `Preparing the bundles failed (exit code ${run.code})`);
  }
}

/** Runs `task` on every item, at most `limit` at once; results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
  return results;
}

// One retailer's build in a child process; its stderr holds warnings and the failure message.
async function buildRetailer(
  retailer: string,
  contentDir: string,
  outDir: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<RetailerResult> {
  const started = performance.now();
  const run = await runChild(BUILD_CLI, {
    ...env,
    RETAILER: retailer,
    CONTENT_DIR: contentDir,
    OUT_DIR: outDir,
  });
  const ms = performance.now() - started;
  return retailerResult(retailer, outDir, run.code, run.stdout, run.stderr, ms);
}

/** Runs a script of the build on this Node; resolves with its exit code and output. */
async function runChild(
  script: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<{code: number; stdout: string; stderr: string}> {
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    env: defined(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const code = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(-1));
    child.once('exit', (exitCode) => resolve(exitCode ?? -1));
  });
  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');
  return {code, stdout: text(stdout), stderr: text(stderr)};
}

// spawn would pass an undefined variable on as the text "undefined".
function defined(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Reads a retailer's result from its build's exit code and output. */
export function retailerResult(
  retailer: string,
  outDir: string,
  code: number,
  stdout: string,
  stderr: string,
  ms: number,
): RetailerResult {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  const failure = lines.findIndex((line) => line.startsWith('Build failed'));
  const error =
    code === 0
      ? null
      : failure === -1
        ? `exit code ${code}`
        : lines
            .slice(failure)
            .join('\n')
            .replace(/^Build failed: /, '');
  const warnings = failure === -1 ? lines : lines.slice(0, failure);
  return {
    retailer,
    ok: code === 0,
    pages: code === 0 ? (builtPages(stdout) ?? 0) : 0,
    warnings,
    ms,
    outDir,
    error,
  };
}

/** Pages a build wrote (rendered and reused), from its last line; null if not found. */
export function builtPages(output: string): number | null {
  const match = /; (\d+) pages rendered, (\d+) reused\)/.exec(output);
  return match ? Number(match[1]) + Number(match[2]) : null;
}
