// Small helpers of `npm start` for what the terminal shows and takes: ports from the
// environment, paths shown short, and a stop with a message.
import path from 'node:path';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';

/** Prints `message` and ends the process with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The port in `env[name]`, else `fallback`; stops with a message for anything but 1 to 65535. */
export function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const given = env[name]?.trim();
  if (!given) return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    fail(`${name} must be a port number from 1 to 65535, got "${given}"`);
  }
  return value;
}

/** `file` relative to the repository when inside it, else as it is. */
export function shortPath(file: string): string {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') ? file : relative;
}
