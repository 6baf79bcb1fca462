#!/usr/bin/env node
// Setup pre-step for `npm start` and `npm test` (README). Runs before the pinned Node 24 exists,
// so it must work on the system's Node 20: plain Node, no dependencies.
//   node scripts/ensure-deps.mjs            install npm dependencies when missing or stale
//   node scripts/ensure-deps.mjs --browser  also make sure Debian's Chromium is present
import {execFileSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

function log(message) {
  process.stderr.write(`[setup] ${message}\n`);
}

function run(command, args) {
  execFileSync(command, args, {cwd: root, stdio: 'inherit'});
}

/** node_modules is stale when npm's own record of it is older than the lockfile. */
function dependenciesAreCurrent() {
  const record = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const node24 = path.join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(record) || !existsSync(node24)) return false;
  return statSync(record).mtimeMs >= statSync(lock).mtimeMs;
}

function ensureDependencies() {
  if (dependenciesAreCurrent()) return;
  log('node_modules is missing or older than package-lock.json: running npm ci');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`${CHROMIUM} is missing. Install Debian's Chromium, then run npm test again:`);
    log('  sudo apt-get update && sudo apt-get install -y chromium');
    process.exit(1);
  }
  log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (!existsSync(CHROMIUM)) {
    log(`apt-get finished but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
}

ensureDependencies();
if (process.argv.includes('--browser')) ensureChromium();
