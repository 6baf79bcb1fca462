// The builds the bench measures: the site through `npm run build` (timed, as a user runs it) and
// the React floor through Vite's API with the site's own Vite config, so minify, target and
// tree-shaking settings are the same as the site's client build.
import {spawn} from 'node:child_process';
import {readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, type Rolldown} from 'vite';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const SITE_VITE_CONFIG = path.join(REPO_ROOT, 'packages/site/vite.site.config.ts');
const FLOOR_ENTRY = path.join(BENCH_DIR, 'react-floor/main.ts');

/** A finished site build. */
export interface SiteBuild {
  /** Wall time of `npm run build`, seconds. */
  seconds: number;
  /** Pages the build rendered (its summary line; else the HTML files written). */
  pages: number;
  /** The build's own split of its time (its `Time split:` line), seconds; null: not printed. */
  split: TimeSplit | null;
}

/** Seconds per build phase, as the build reports them, so a slow rebuild shows its cause. */
export type TimeSplit = Record<'bundles' | 'content' | 'images' | 'rendering' | 'writing', number>;

/** Reads the build's `Time split: bundles 1234 ms, …` line into seconds (one decimal). */
export function parseTimeSplit(output: string): TimeSplit | null {
  const line = /^Time split: (.*)$/m.exec(output)?.[1];
  if (line === undefined) return null;
  const split: Partial<TimeSplit> = {};
  for (const [, phase, ms] of line.matchAll(/(\w+) (\d+) ms/g)) {
    if (phase === 'total') continue;
    split[phase as keyof TimeSplit] = Math.round(Number(ms) / 100) / 10;
  }
  const phases = ['bundles', 'content', 'images', 'rendering', 'writing'] as const;
  return phases.every((phase) => split[phase] !== undefined) ? (split as TimeSplit) : null;
}

/** Runs `npm run build` with `env` added (CONTENT_DIR, OUT_DIR, …); progress goes to stderr. */
export async function runSiteBuild(
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<SiteBuild> {
  const started = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: REPO_ROOT,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(text);
      else reject(new Error(`npm run build exited with ${code}:\n${text.slice(-4000)}`));
    });
  });
  const seconds = (performance.now() - started) / 1000;
  for (const line of output.split('\n')) {
    if (/pages rendered|^Built |^Time split|^Bundles|warn/i.test(line)) log(`  ${line.trim()}`);
  }
  const rendered = /(\d+) pages rendered/.exec(output);
  const pages = rendered ? Number(rendered[1]) : await countHtmlFiles(env.OUT_DIR ?? '');
  return {seconds, pages, split: parseTimeSplit(output)};
}

async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

type Output = Rolldown.RolldownOutput['output'][number];

/**
 * Builds the React floor into `outDir` with the site's Vite config (only the entry differs) and
 * writes its `index.html`: a static heading, an empty root and the entry as a module script.
 */
export async function buildReactFloor(outDir: string): Promise<void> {
  const result = await build({
    configFile: SITE_VITE_CONFIG,
    mode: 'production',
    logLevel: 'warn',
    build: {outDir, emptyOutDir: true, rolldownOptions: {input: {main: FLOOR_ENTRY}}},
  });
  const outputs: Output[] = (Array.isArray(result) ? result : [result]).flatMap((one) =>
    'output' in one ? one.output : [],
  );
  const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  if (entry === undefined) throw new Error('The React floor build has no entry chunk');
  const html = [
    '<!doctype html>',
    '<html lang="de">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>React floor</title>',
    `<script type="module" src="/${entry.fileName}"></script></head>`,
    // Lighthouse needs a first paint to measure the floor (NO_FCP otherwise); the heading is
    // static, outside the root, so the JavaScript is the same.
    '<body><h1>React floor</h1><div id="root"></div></body>',
    '</html>',
    '',
  ].join('\n');
  await writeFile(path.join(outDir, 'index.html'), html);
}
