// Runs the site build (`npm run build`, decision 011) in a child process with extra environment,
// for `npm start` and the end-to-end tests.
import {spawn} from 'node:child_process';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';

/** The build's command-line entry. */
const BUILD_CLI = path.join(REPO_ROOT, 'packages/site/src/build/cli.ts');

/** Options of `buildSite`. */
export interface BuildSiteOptions {
  /** Fixture retailer (`RETAILER`). */
  retailer: string;
  /** Output folder (`OUT_DIR`). */
  outDir: string;
  /** More build variables (ORDER_API_URL, CONTACT_FORM_URL, …); they win over the environment. */
  env: Record<string, string>;
  /** Keep the build's output to itself unless it fails. @default false */
  quiet?: boolean;
  /** With `quiet`, the file the build's whole output is written to. @default none */
  logFile?: string;
  /** Aborting stops the build (SIGTERM). */
  signal?: AbortSignal;
}

/** Builds the site; resolves with its output (empty unless `quiet`), rejects with it on failure. */
export async function buildSite(options: BuildSiteOptions): Promise<string> {
  const child = spawn(process.execPath, [BUILD_CLI], {
    cwd: REPO_ROOT,
    // Always React's production build: vitest's NODE_ENV=test must not reach the prerender.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...options.env,
      RETAILER: options.retailer,
      OUT_DIR: options.outDir,
    },
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    ...(options.signal ? {signal: options.signal} : {}),
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error) => (error.name === 'AbortError' ? undefined : reject(error)));
    child.once('exit', resolve);
  });
  const log = Buffer.concat(output).toString('utf8').trim();
  if (options.logFile) await writeFile(options.logFile, `${log}\n`);
  if (code !== 0) {
    const where = options.logFile ? `\nFull output: ${options.logFile}` : '';
    throw new Error(
      `Building ${options.retailer} failed (exit code ${code})${log ? `:\n${log}` : ''}${where}`,
    );
  }
  return log;
}

export {builtPages} from '../../packages/site/src/build/all/runAll.ts';
