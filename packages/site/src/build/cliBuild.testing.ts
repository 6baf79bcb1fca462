// Test helper: runs the site build's CLI (`cli.ts`) in a child process with the given environment,
// as `npm run build` does, and collects its exit code and output.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {REPO_ROOT} from './options.ts';

const CLI = path.join(REPO_ROOT, 'packages/site/src/build/cli.ts');

/** What one CLI run gave. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Builds with the CLI, in production mode, without the test runner's own variables. */
export function buildWithCli(env: Record<string, string>): Promise<CliRun> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  );
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI],
      {env: {...base, NODE_ENV: 'production', ...env}, maxBuffer: 16 * 1024 * 1024},
      (error, stdout, stderr) =>
        resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr}),
    );
  });
}
