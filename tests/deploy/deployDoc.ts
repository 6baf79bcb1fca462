// What the deployment smoke test reads: the shell blocks of docs/operations/deploy.md, run as one
// bash script, and the systemd unit those blocks fill in, run the way systemd would run it.
import {spawn, type ChildProcess} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';

/** The page the smoke test follows. */
const DEPLOY_DOC = path.join(REPO_ROOT, 'docs/operations/deploy.md');

/** A block's first line that leaves it out of the test (root, systemd, network or Directus). */
const SKIP_MARKER = '# smoke-test: skip';

/** One `sh` block of the page. */
interface ShellBlock {
  /** The line of the page the block's code starts on. */
  line: number;
  code: string;
  /** Marked as needing what the test machine lacks. */
  skipped: boolean;
}

/** The page's `sh` blocks, in order. */
export async function deployBlocks(): Promise<ShellBlock[]> {
  const text = await readFile(DEPLOY_DOC, 'utf8');
  const blocks: ShellBlock[] = [];
  for (const match of text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const code = match[1] ?? '';
    const line = text.slice(0, match.index).split('\n').length + 1;
    blocks.push({line, code, skipped: code.startsWith(SKIP_MARKER)});
  }
  return blocks;
}

/**
 * The names the first block sets, each as `NAME=${NAME:-default}` so that a value given from
 * outside wins: the test's substitutions. Throws on any other line, since a plain assignment
 * would silently ignore the test's value.
 */
export function settingNames(block: ShellBlock): string[] {
  const names: string[] = [];
  for (const line of block.code.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const name = /^([A-Z][A-Z0-9_]*)=\$\{\1:-/.exec(line)?.[1];
    if (name === undefined) {
      throw new Error(`deploy.md line ${block.line}: not a NAME=\${NAME:-…} setting: ${line}`);
    }
    names.push(name);
  }
  return names;
}

/**
 * The blocks not marked as skipped, as one bash script: one shell, so the settings of the first
 * block reach the others; a failing command stops it and names its block's line.
 */
export function deployScript(blocks: readonly ShellBlock[]): string {
  const lines = [
    'set -euo pipefail',
    'trap \'echo "deploy.md: the block at line $SF_BLOCK_LINE failed" >&2\' ERR',
  ];
  for (const block of blocks.filter((candidate) => !candidate.skipped)) {
    lines.push(`SF_BLOCK_LINE=${block.line}`, block.code);
  }
  return `${lines.join('\n')}\n`;
}

/** The output of a finished command, and how it ended. */
interface Finished {
  code: number | null;
  output: string;
}

/** Runs `script` with bash in `env` only (nothing else of the test's environment). */
export function runBash(
  script: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], {cwd: REPO_ROOT, env, detached: true});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`deploy.md's blocks took over ${timeoutMs} ms:\n${tail(output)}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output});
    });
  });
}

/** The last lines of a command's output, for a failure message. */
export const tail = (output: string, count = 40) => output.split('\n').slice(-count).join('\n');

/** What systemd takes from a unit's `[Service]` section to start it. */
interface ServiceStart {
  command: string[];
  workingDirectory: string;
  environment: Record<string, string>;
}

const unquote = (value: string) => value.replace(/^(["'])(.*)\1$/, '$2');

/** Reads `KEY=value` lines as systemd's EnvironmentFile= does (comments and blanks skipped). */
function environmentFile(text: string): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) environment[match[1]] = unquote((match[2] ?? '').trim());
  }
  return environment;
}

/**
 * The start of a filled-in unit file: its `ExecStart`, `WorkingDirectory`, and its environment
 * from `Environment=` and `EnvironmentFile=` (the file's values win, as later settings do).
 * The units use no quoting in these lines, which keeps the split on spaces exact.
 */
export async function serviceStart(unitFile: string): Promise<ServiceStart> {
  const text = await readFile(unitFile, 'utf8');
  const settings = [...text.matchAll(/^(\w+)=(.*)$/gm)].map(([, key = '', value = '']) => ({
    key,
    value,
  }));
  const one = (key: string) => {
    const found = settings.filter((setting) => setting.key === key);
    if (found.length !== 1) throw new Error(`${unitFile}: expected one ${key}=`);
    return found[0]?.value ?? '';
  };
  const environment: Record<string, string> = {};
  for (const setting of settings) {
    if (setting.key === 'Environment') {
      for (const pair of setting.value.split(' ')) {
        const [key = '', ...rest] = pair.split('=');
        environment[key] = rest.join('=');
      }
    } else if (setting.key === 'EnvironmentFile') {
      Object.assign(environment, environmentFile(await readFile(setting.value, 'utf8')));
    }
  }
  return {
    command: one('ExecStart').split(' '),
    workingDirectory: one('WorkingDirectory'),
    environment,
  };
}

/** systemd's default PATH for services. */
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** A service started from its unit, with its output. */
export interface StartedService {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts what the unit's `ExecStart` names, in its folder and environment, as systemd would. */
export function startFromUnit(start: ServiceStart): StartedService {
  const [command = '', ...args] = start.command;
  const child = spawn(command, args, {
    cwd: start.workingDirectory,
    env: {PATH: SYSTEMD_PATH, ...start.environment},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
