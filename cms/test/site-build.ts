// Runs the site build (packages/site/src/build/cli.ts) as `npm run build` would, into `outDir`.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {REPO_ROOT} from '../src/paths.ts';

const CLI = path.join(REPO_ROOT, 'packages/site/src/build/cli.ts');
/** Settings of the caller's shell that would change what a build reads. */
const CONTENT_VARIABLES = [
  'CONTENT_SOURCE',
  'CONTENT_DIR',
  'DIRECTUS_URL',
  'DIRECTUS_TOKEN',
  'DIRECTUS_EMAIL',
  'DIRECTUS_PASSWORD',
  'SITE_DOMAIN',
  'SITE_URL',
  'RETAILER',
  'OUT_DIR',
];

/** Builds the site with `env` on top of a clean environment; rejects with the output's tail. */
export function buildSite(outDir: string, env: Record<string, string>): Promise<void> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !CONTENT_VARIABLES.includes(key)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI], {
      cwd: REPO_ROOT,
      env: {...base, ...env, OUT_DIR: outDir, NODE_ENV: 'production'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`site build into ${outDir} exited with ${code}:\n${output}`));
    });
  });
}
