#!/usr/bin/env node
// Setup pre-step for `npm start` and `npm test` (README). Runs before the pinned Node 24 exists,
// so it must work on the system's Node 20: plain Node, no dependencies.
//   node scripts/ensure-deps.mjs              install npm dependencies when missing or stale
//   node scripts/ensure-deps.mjs --browser    also make sure Debian's Chromium is present, and try
//                                             Debian's nginx and Caddy (tests/e2e/hostServers.e2e.ts)
//                                             and Java (the W3C checker in tests/e2e/html.e2e.ts)
//   node scripts/ensure-deps.mjs --then <ts>  then run the script on the pinned Node 24
// Each step is one line; npm's and apt's output goes to .data/logs/, named if a step fails.
import {spawn} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {runStep} from './lib/steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

function log(message) {
  process.stderr.write(`[setup] ${message}\n`);
}

// npm ci runs on the system's Node (20) before the pinned Node 24 exists: its engine warnings
// (EBADENGINE) are expected and stay in the log.
const run = (label, command, args, name, done) => runStep(label, command, args, {root, name, done});

/** node_modules is stale when npm's own record of it is older than the lockfile. */
function dependenciesAreCurrent() {
  const record = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const node24 = path.join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(record) || !existsSync(node24)) return false;
  return statSync(record).mtimeMs >= statSync(lock).mtimeMs;
}

async function ensureDependencies() {
  if (dependenciesAreCurrent()) return;
  await run(
    'Installing dependencies (npm ci)',
    'npm',
    ['ci', '--no-audit', '--no-fund'],
    'npm-ci',
    'Installed dependencies',
  );
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`${CHROMIUM} is missing. Install Debian's Chromium, then run npm test again:`);
    log('  sudo apt-get update && sudo apt-get install -y chromium');
    process.exit(1);
  }
  await run('Updating the Debian package lists', 'apt-get', ['update', '-qq'], 'apt-update');
  await run(
    "Installing Debian's chromium",
    'apt-get',
    ['install', '-y', '-qq', 'chromium'],
    'apt-chromium',
    "Installed Debian's chromium",
  );
  if (!existsSync(CHROMIUM)) {
    log(`apt-get finished but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
}

/** Binaries of the web servers the hosting test serves a build with (decision 042), by package. */
const HOST_SERVERS = [
  ['/usr/sbin/nginx', 'nginx-light'],
  ['/usr/bin/caddy', 'caddy'],
];

/** Whether a command of that name is on the PATH. */
function onPath(command) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.some((dir) => existsSync(path.join(dir, command)));
}

/**
 * Installs Debian packages that only some tests need. Never fails the run: without them (no root,
 * no apt, no mirror) those tests skip with a message, and this says what is skipped and how to
 * install them.
 */
async function installOptional(packages, skipped, logName) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const names = packages.join(' and ');
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    log(`${names} missing: ${skipped}. To run it:`);
    log(`  sudo apt-get install -y ${packages.join(' ')}`);
    return;
  }
  const install = () =>
    run(
      `Installing Debian's ${names}`,
      'apt-get',
      ['install', '-y', '-qq', ...packages],
      logName,
      `Installed Debian's ${names}`,
    );
  try {
    await install();
  } catch {
    // Perhaps stale package lists: once more after an update.
    try {
      await run('Updating the Debian package lists', 'apt-get', ['update', '-qq'], 'apt-update');
      await install();
    } catch {
      log(`could not install ${names}: ${skipped}`);
    }
  }
}

/** Debian's nginx and Caddy when missing (tests/e2e/hostServers.e2e.ts skips serving without). */
async function ensureHostServers() {
  const missing = HOST_SERVERS.filter(([binary]) => !existsSync(binary)).map(([, name]) => name);
  if (missing.length === 0) return;
  await installOptional(
    missing,
    'serving a build with nginx and Caddy (tests/e2e/hostServers.e2e.ts) is skipped',
    'apt-host-servers',
  );
}

/** A Java runtime for the W3C Nu checker (vnu-jar) when `java` is missing: it skips without. */
async function ensureJava() {
  if (onPath('java')) return;
  await installOptional(
    ['default-jre-headless'],
    "the W3C Nu checker's pass over the built pages (tests/e2e/html.e2e.ts) is skipped",
    'apt-java',
  );
}

/** Runs `script` on the pinned Node 24 with this process's arguments after it; exits with it. */
function runOnNode24(script, args) {
  const node24 = path.join(root, 'node_modules', '.bin', 'node');
  const child = spawn(node24, [script, ...args], {cwd: root, stdio: 'inherit'});
  // Ctrl-C reaches the whole process group: the script stops itself, this waits for it.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

try {
  await ensureDependencies();
  if (process.argv.includes('--browser')) {
    await ensureChromium();
    await ensureHostServers();
    await ensureJava();
  }
} catch {
  process.exit(1);
}
const then = process.argv.indexOf('--then');
if (then !== -1) runOnNode24(process.argv[then + 1], process.argv.slice(then + 2));
