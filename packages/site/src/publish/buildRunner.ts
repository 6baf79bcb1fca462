// Runs one build of the publish server: the site build's CLI in a child process, as
// `npm run build` runs it, writing into the publish folder's work folder. Building into the same
// folder each time keeps builds incremental: the build manifest is kept outside the output,
// keyed by the output folder's path (build/incremental/manifest.ts).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {REPO_ROOT} from '../build/options.ts';

/** The site build's CLI. */
const BUILD_CLI = path.join(REPO_ROOT, 'packages/site/src/build/cli.ts');

/** The compile cache `npm run build` sets (package.json), so a publish starts as fast. */
const COMPILE_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-compile');

/** Lines of output kept for a failure report. */
const TAIL_LINES = 40;

/** A build that takes longer is stopped and counts as failed. */
const DEFAULT_BUILD_TIMEOUT_MS = 10 * 60_000;

/** Variables of the publish server the build does not need: they are not passed on. */
const PRIVATE_VARIABLES = ['PUBLISH_SECRET', 'ORDER_OWNER_TOKEN'];

/** How to run a build. */
export interface BuildRun {
  /** The output folder (`OUT_DIR`). */
  outDir: string;
  /** The environment; the build reads its variables from it (`CONTENT_SOURCE`, `RETAILER`, …). */
  env: Record<string, string | undefined>;
  /** The command and its arguments; default: this Node running the build CLI. */
  command?: readonly string[];
  /** @default DEFAULT_BUILD_TIMEOUT_MS */
  timeoutMs?: number;
}

/** What a build gave. */
export interface BuildResult {
  ok: boolean;
  ms: number;
  /** The last lines of its output (stdout and stderr in the order they came). */
  tail: string[];
  /** Why it failed: its last error line, its exit code or the timeout. */
  error?: string;
}

/** Runs the build once; never throws (a build that cannot start is a failed build). */
export function runBuild(run: BuildRun): Promise<BuildResult> {
  const started = performance.now();
  const [command = process.execPath, ...args] = run.command ?? [process.execPath, BUILD_CLI];
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(run.env)) {
    if (value !== undefined && !PRIVATE_VARIABLES.includes(name)) env[name] = value;
  }
  env.OUT_DIR = run.outDir;
  // The build's own text lines: its last one and its failure line go into the publish log.
  env.LOG_FORMAT = 'text';
  env.NODE_COMPILE_CACHE ??= COMPILE_CACHE;
  const tail = new Tail(TAIL_LINES);
  return new Promise((resolve) => {
    let timedOut = false;
    const child = spawn(command, args, {cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe']});
    child.stdout.on('data', (chunk: Buffer) => tail.add(chunk));
    child.stderr.on('data', (chunk: Buffer) => tail.add(chunk));
    const timeoutMs = run.timeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (code: number | null, signal: string | null, failure?: Error) => {
      clearTimeout(timer);
      const lines = tail.lines();
      const ms = Math.round(performance.now() - started);
      if (code === 0 && !failure) {
        resolve({ok: true, ms, tail: lines});
        return;
      }
      const error = timedOut
        ? `the build took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`
        : failure
          ? `the build did not start: ${failure.message}`
          : (lastErrorLine(lines) ??
            `the build ended with ${code === null ? `signal ${signal}` : `exit code ${code}`}`);
      resolve({ok: false, ms, tail: lines, error});
    };
    child.once('error', (error) => finish(null, null, error));
    child.once('close', (code, signal) => finish(code, signal));
  });
}

/** The line that says why a build failed (`Build failed: …`), else its last non-empty line. */
function lastErrorLine(lines: readonly string[]): string | undefined {
  return (
    lines.findLast((line) => line.startsWith('Build failed')) ??
    lines.findLast((line) => /\b(failed|error)\b/i.test(line)) ??
    lines.findLast((line) => line.trim() !== '')
  );
}

/** The last `max` lines of a stream of chunks. */
class Tail {
  private readonly max: number;
  private kept: string[] = [];
  private partial = '';

  constructor(max: number) {
    this.max = max;
  }

  add(chunk: Buffer): void {
    const parts = (this.partial + chunk.toString('utf8')).split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    this.kept.push(...parts);
    if (this.kept.length > this.max) this.kept = this.kept.slice(-this.max);
  }

  lines(): string[] {
    const all = this.partial === '' ? this.kept : [...this.kept, this.partial];
    return all.slice(-this.max);
  }
}
