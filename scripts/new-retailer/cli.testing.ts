// Test helpers: run `npm run new-retailer`'s CLI in a child process (as npm would, on this Node),
// with answers piped to stdin (not a terminal, so flags and defaults decide unless the test asks
// the prompts directly), and collects its exit code and output.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {PassThrough} from 'node:stream';
import {fileURLToPath} from 'node:url';
import {runCli} from './main.ts';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');

/** What one CLI run gave. */
export interface NewRetailerRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args`; `env` is added to this process's environment. */
export function runNewRetailer(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<NewRetailerRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      {env: {...process.env, ...env}},
      (error, stdout, stderr) =>
        resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr}),
    );
    child.stdin?.end();
  });
}

/** Runs the command in this process (no terminal, nothing on stdin): quicker for many runs. */
export async function runInProcess(args: readonly string[]): Promise<NewRetailerRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const text = {stdout: '', stderr: ''};
  stdout.on('data', (chunk: Buffer) => (text.stdout += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (text.stderr += chunk.toString()));
  const stdin = new PassThrough();
  stdin.end();
  const code = await runCli(args, {stdin, stdout, stderr, env: process.env, interactive: false});
  return {code, ...text};
}
