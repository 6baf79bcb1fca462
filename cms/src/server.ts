// Bootstrap, start and stop one local Directus on loopback (decision 020). The server is a single
// Node process started with the pinned Node 24; it is stopped by its PID, never by name.
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, createWriteStream, existsSync, mkdirSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {SERVICE_ROLE_ID} from './back-office-ids.ts';
import {CMS_DIR, DIRECTUS_CLI} from './paths.ts';

/** Everything one Directus instance needs. */
export interface DirectusConfig {
  /** Folder with the SQLite file, uploads/ and extensions/ (created when missing). */
  dataDir: string;
  /** Loopback port. */
  port: number;
  adminEmail: string;
  adminPassword: string;
  /** Static token of the admin user, set by the first bootstrap (used to seed and build). */
  adminToken: string;
  /** Directus KEY and SECRET (JWT signing); keep them for the life of the data folder. */
  key: string;
  secret: string;
  /** Where the server's output goes: 'inherit' (the terminal) or a log file in dataDir. */
  output?: 'inherit' | 'file';
  /** Base URL of the order service the owner's Flows call (ORDER_SERVICE_URL). */
  orderServiceUrl?: string;
  /** Bearer token of the service's owner API the Flows send (ORDER_OWNER_TOKEN). */
  orderOwnerToken?: string;
  /** The publish server's webhook the publish Flow calls (PUBLISH_WEBHOOK_URL, a full URL). */
  publishUrl?: string;
  /** The publish server's shared secret the publish Flow sends (PUBLISH_SECRET). */
  publishSecret?: string;
}

/** A running Directus. */
export interface DirectusServer {
  /** Base URL, e.g. http://127.0.0.1:8055 */
  url: string;
  /** PID of the Directus process itself. */
  pid: number;
  /** Resolves with the exit code when the process ends (also when it crashes). */
  exited: Promise<number | null>;
  /** Stops the process: SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Loopback only: the local Directus is never reachable from the network. */
const HOST = '127.0.0.1';

/** The SQLite file in a data folder. */
function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'data.db');
}

/** The log file of a server started with `output: 'file'`. */
function logFile(dataDir: string): string {
  return path.join(dataDir, 'directus.log');
}

/**
 * Addresses the request operation of Flows (and file imports from a URL) may not reach. Directus's
 * default, `0.0.0.0,169.254.169.254`, also blocks every address of this machine, loopback too, so
 * a Flow could not call the order service on 127.0.0.1. This list keeps private networks, link-local
 * (cloud metadata) and "this network" blocked and opens loopback only. The variable is read by
 * @directus/api's src/request/is-denied-ip.ts; set IMPORT_IP_DENY_LIST to override it.
 */
const DENY_ALL_BUT_LOOPBACK = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
  'fe80::/10',
].join(',');

/** The hook that keeps the order service the only writer of its fields (see its index.js). */
const GUARD_EXTENSION = path.join(CMS_DIR, 'extensions', 'shop-guard');

/** The environment of the owner's Flows: what they may read as `$env`, and where they may go. */
function flowEnv(config: DirectusConfig): NodeJS.ProcessEnv {
  const serviceUrl = config.orderServiceUrl ?? process.env.ORDER_SERVICE_URL;
  const ownerToken = config.orderOwnerToken ?? process.env.ORDER_OWNER_TOKEN;
  const publishUrl = config.publishUrl ?? process.env.PUBLISH_WEBHOOK_URL;
  const publishSecret = config.publishSecret ?? process.env.PUBLISH_SECRET;
  return {
    FLOWS_ENV_ALLOW_LIST: 'ORDER_SERVICE_URL,ORDER_OWNER_TOKEN,PUBLISH_WEBHOOK_URL,PUBLISH_SECRET',
    IMPORT_IP_DENY_LIST: process.env.IMPORT_IP_DENY_LIST ?? DENY_ALL_BUT_LOOPBACK,
    ...(serviceUrl ? {ORDER_SERVICE_URL: serviceUrl.replace(/\/+$/, '')} : {}),
    ...(ownerToken ? {ORDER_OWNER_TOKEN: ownerToken} : {}),
    ...(publishUrl ? {PUBLISH_WEBHOOK_URL: publishUrl} : {}),
    ...(publishSecret ? {PUBLISH_SECRET: publishSecret} : {}),
    SHOP_SERVICE_ROLE: SERVICE_ROLE_ID,
  };
}

/** The environment Directus runs with (SQLite, local storage, no telemetry). */
function directusEnv(config: DirectusConfig): NodeJS.ProcessEnv {
  const url = `http://${HOST}:${config.port}`;
  return {
    ...process.env,
    ...flowEnv(config),
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: databaseFile(config.dataDir),
    KEY: config.key,
    SECRET: config.secret,
    ADMIN_EMAIL: config.adminEmail,
    ADMIN_PASSWORD: config.adminPassword,
    ADMIN_TOKEN: config.adminToken,
    HOST,
    PORT: String(config.port),
    PUBLIC_URL: url,
    TELEMETRY: 'false',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(config.dataDir, 'uploads'),
    EXTENSIONS_PATH: path.join(config.dataDir, 'extensions'),
    EXTENSIONS_AUTO_RELOAD: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // A busy CI machine (two cores, other suites) trips Directus' overload guard: 503 "Under pressure".
    PRESSURE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The build reads every collection of a retailer in pages of 100 (decision 019).
    QUERY_LIMIT_DEFAULT: '100',
  };
}

function prepareDataDir(dataDir: string): void {
  for (const folder of ['', 'uploads', 'extensions']) {
    mkdirSync(path.join(dataDir, folder), {recursive: true});
  }
  // Every start brings the guard up to date with the checkout.
  cpSync(GUARD_EXTENSION, path.join(dataDir, 'extensions', 'shop-guard'), {recursive: true});
}

function run(config: DirectusConfig, args: string[]): ChildProcess {
  if (!existsSync(DIRECTUS_CLI)) throw new Error(`Directus is not installed (${DIRECTUS_CLI})`);
  const toFile = config.output === 'file';
  // process.execPath: npm scripts run on the pinned Node 24 the native modules were built for.
  const child = spawn(process.execPath, [DIRECTUS_CLI, ...args], {
    // cms/: Directus looks for package extensions in the working folder's package.json.
    cwd: CMS_DIR,
    env: directusEnv(config),
    stdio: toFile ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (toFile) {
    const log = createWriteStream(logFile(config.dataDir), {flags: 'a'});
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  return child;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Creates the database and the admin user on first run, migrates it on later runs. */
export async function bootstrap(config: DirectusConfig): Promise<void> {
  prepareDataDir(config.dataDir);
  const code = await exitOf(run(config, ['bootstrap']));
  if (code !== 0) throw new Error(`directus bootstrap exited with ${code}`);
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a loopback port is free. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

const running = new Set<ChildProcess>();
// Safety net: a crash or a failed test never leaves a Directus behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts Directus and resolves once /server/ping answers pong. */
export async function startDirectus(
  config: DirectusConfig,
  timeoutMs = 180_000,
): Promise<DirectusServer> {
  prepareDataDir(config.dataDir);
  const child = run(config, ['start']);
  const pid = child.pid;
  if (pid === undefined) throw new Error('Directus did not start');
  running.add(child);
  const exited = exitOf(child).finally(() => running.delete(child));
  const url = `http://${HOST}:${config.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(pid, 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForPing(url, timeoutMs, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, pid, exited, stop};
}

async function waitForPing(
  url: string,
  timeoutMs: number,
  exited: Promise<number | null>,
): Promise<void> {
  let code: number | null | undefined;
  void exited.then((value) => (code = value));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (code !== undefined) throw new Error(`Directus exited with ${code} before answering`);
    try {
      const response = await fetch(`${url}/server/ping`, {signal: AbortSignal.timeout(2000)});
      if (response.ok && (await response.text()) === 'pong') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus did not answer ${url}/server/ping within ${timeoutMs / 1000} s`);
}
