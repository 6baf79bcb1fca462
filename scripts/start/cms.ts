// The local Directus of `npm start -- --cms` (docs/operations/directus.md, "The owner's whole
// setup"): `npm run cms` (cms/src/cli.ts) as a child process, wired to the order service both
// ways. Nothing may import cms/ (eslint.config.js), so this runs its CLI and reads what it needs
// from its ready line and its data folder's secrets.json.
import {spawn} from 'node:child_process';
import {createWriteStream, existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {setTimeout as sleep} from 'node:timers/promises';
import {parseArgs} from 'node:util';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {controlChild, type ChildControl} from './childControl.ts';

/** The CLI of `npm run cms`. */
const CMS_CLI = path.join(REPO_ROOT, 'cms/src/cli.ts');
/** Directus's entry inside cms/node_modules: missing until the first run installs it. */
const DIRECTUS_ENTRY = path.join(REPO_ROOT, 'cms/node_modules/@directus/api/dist/cli/run.js');
/** npm's record of cms/node_modules and the lockfile it must not be older than. */
const INSTALL_RECORD = path.join(REPO_ROOT, 'cms/node_modules/.package-lock.json');
const CMS_LOCKFILE = path.join(REPO_ROOT, 'cms/package-lock.json');
/** How long a stopping CLI may take (it gives Directus 10 s) before its group is killed, in ms. */
const STOP_TIMEOUT_MS = 15_000;
/** How long the start may take: installing Directus takes minutes, a seeded start seconds. */
const READY_TIMEOUT_MS = {install: 30 * 60_000, start: 10 * 60_000};

/** Usage of `npm start`'s own options. */
export const START_USAGE = `Usage: npm start [-- --cms]

  --cms    also start the local Directus (cms/.data, seeded), publish the site from it (every
           edit there goes live by itself) and let the order service write orders, messages,
           ratings and stock into it
  --help   show this text`;

/** What `npm start` was asked to do. */
export interface StartArgs {
  cms: boolean;
  help: boolean;
}

/** Parses `npm start`'s arguments; throws with the usage on anything it does not know. */
export function parseStartArgs(argv: readonly string[]): StartArgs {
  try {
    const {values} = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {cms: {type: 'boolean'}, help: {type: 'boolean'}},
    });
    return {cms: values.cms === true, help: values.help === true};
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${START_USAGE}`, {cause: error});
  }
}

/** The logins and tokens `npm run cms` keeps in `<data>/secrets.json`. */
export interface CmsLogin {
  adminEmail: string;
  adminPassword: string;
  /** Static token of the admin: the build reads Directus with it. */
  adminToken: string;
  ownerEmail: string;
  ownerPassword: string;
  /** Static token of the service's user: the order service's `DIRECTUS_SERVICE_TOKEN`. */
  serviceToken: string;
}

const LOGIN_FIELDS = [
  'adminEmail',
  'adminPassword',
  'adminToken',
  'ownerEmail',
  'ownerPassword',
  'serviceToken',
] as const;

/** The logins of a parsed secrets.json; throws naming the first missing one. */
export function loginOf(secrets: unknown): CmsLogin {
  const record = (typeof secrets === 'object' && secrets !== null ? secrets : {}) as Record<
    string,
    unknown
  >;
  const login: Partial<CmsLogin> = {};
  for (const field of LOGIN_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`secrets.json has no ${field}: delete the cms data folder to start over`);
    }
    login[field] = value;
  }
  return login as CmsLogin;
}

/** What the CLI announces once Directus is seeded and serving (`--json-ready`). */
export interface CmsReady {
  /** Directus's base URL, e.g. `http://127.0.0.1:8055`. */
  url: string;
  /** PID of the Directus process. */
  pid: number;
  /** Its data folder (SQLite, uploads, secrets.json). */
  dataDir: string;
  /** The seeded project's domain: the build's `SITE_DOMAIN`. */
  domain: string;
}

/** The ready line's content, or null for any other line. */
export function readyOf(line: string): CmsReady | null {
  if (!line.startsWith('{"cmsReady"')) return null;
  try {
    const ready = (JSON.parse(line) as {cmsReady?: Partial<CmsReady>}).cmsReady;
    const {url, pid, dataDir, domain} = ready ?? {};
    if (typeof url !== 'string' || typeof dataDir !== 'string' || typeof domain !== 'string') {
      return null;
    }
    return {url, pid: typeof pid === 'number' ? pid : 0, dataDir, domain};
  } catch {
    return null;
  }
}

/** Where the order service and Directus find each other. */
export interface CmsWiring {
  /** The order service's URL the Flows call (`ORDER_SERVICE_URL`). */
  serviceUrl: string;
  /** The owner API's token the Flows send (`ORDER_OWNER_TOKEN`). */
  ownerToken: string;
  /** The publish server's webhook the publish Flow calls (`PUBLISH_WEBHOOK_URL`). */
  publishWebhookUrl?: string;
  /** Its shared secret (`PUBLISH_SECRET`). */
  publishSecret?: string;
  /** Directus's port (`CMS_PORT`); unset, the CLI takes 8055 or a free one. */
  port?: number;
}

/**
 * The CLI's environment: `base` without `PORT` (the site's port there, not Directus's), with
 * where the Flows reach the service.
 */
export function cmsEnv(base: NodeJS.ProcessEnv, wiring: CmsWiring): NodeJS.ProcessEnv {
  const env = {...base};
  delete env.PORT;
  return {
    ...env,
    ...(wiring.port === undefined ? {} : {PORT: String(wiring.port)}),
    ORDER_SERVICE_URL: wiring.serviceUrl,
    ORDER_OWNER_TOKEN: wiring.ownerToken,
    ...(wiring.publishWebhookUrl === undefined
      ? {}
      : {PUBLISH_WEBHOOK_URL: wiring.publishWebhookUrl}),
    ...(wiring.publishSecret === undefined ? {} : {PUBLISH_SECRET: wiring.publishSecret}),
  };
}

/** A running Directus, seeded, with its logins. */
export interface CmsProcess extends ChildControl {
  ready: CmsReady;
  login: CmsLogin;
}

/** The build variables that read the site from this Directus (decision 019). */
export function directusBuildEnv(cms: Pick<CmsProcess, 'ready' | 'login'>): Record<string, string> {
  return {
    CONTENT_SOURCE: 'directus',
    DIRECTUS_URL: cms.ready.url,
    DIRECTUS_TOKEN: cms.login.adminToken,
    SITE_DOMAIN: cms.ready.domain,
    // The spec's /login leads the owner to the admin portal.
    ADMIN_PORTAL_URL: `${cms.ready.url}/admin`,
  };
}

/** The order service's variables that make it write into this Directus. */
export function directusServiceEnv(
  cms: Pick<CmsProcess, 'ready' | 'login'>,
): Record<string, string> {
  return {DIRECTUS_URL: cms.ready.url, DIRECTUS_SERVICE_TOKEN: cms.login.serviceToken};
}

/** The data folder the CLI uses: `CMS_DATA_DIR` from the repository root, or cms/.data. */
export function cmsDataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(REPO_ROOT, env.CMS_DATA_DIR?.trim() || 'cms/.data');
}

/** Whether cms/node_modules holds a current Directus (as cms/src/install.ts decides). */
export function isCmsInstalled(): boolean {
  if (!existsSync(DIRECTUS_ENTRY) || !existsSync(INSTALL_RECORD)) return false;
  return statSync(INSTALL_RECORD).mtimeMs >= statSync(CMS_LOCKFILE).mtimeMs;
}

/** The step's label: a first run says it takes minutes. */
export function cmsStepLabel(installed: boolean, seeded: boolean, retailer: string): string {
  if (!installed) {
    return 'Installing Directus into cms/node_modules (first run: a few minutes) and starting it';
  }
  if (!seeded) return `Starting Directus and seeding ${retailer} (first run: a minute or two)`;
  return 'Starting Directus';
}

/** The domain of a fixture retailer's project, or null. */
function fixtureDomain(retailer: string): string | null {
  try {
    const file = path.join(REPO_ROOT, 'fixtures/retailers', retailer, 'project.json');
    const project = JSON.parse(readFileSync(file, 'utf8')) as {domain?: unknown};
    return typeof project.domain === 'string' ? project.domain : null;
  } catch {
    return null;
  }
}

/** Options of `startCms`. */
export interface CmsOptions extends CmsWiring {
  /** The file the CLI's and Directus's output goes to. */
  logFile: string;
}

/**
 * Starts `npm run cms` in its own process group (so nothing of it outlives `npm start`) and
 * resolves once Directus is seeded and serving.
 */
export async function startCms(options: CmsOptions): Promise<CmsProcess> {
  const timeoutMs = isCmsInstalled() ? READY_TIMEOUT_MS.start : READY_TIMEOUT_MS.install;
  const child = spawn(process.execPath, [CMS_CLI, '--json-ready'], {
    cwd: REPO_ROOT,
    env: cmsEnv(process.env, options),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group: Ctrl-C reaches npm start, which stops it; a group kill ends npm ci too.
    detached: true,
  });
  const log = createWriteStream(options.logFile);
  const output: string[] = [];
  let announced: (ready: CmsReady) => void = () => {};
  const readyLine = new Promise<CmsReady>((resolve) => (announced = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({input: stream}).on('line', (line) => {
      log.write(`${line}\n`);
      output.push(line);
      if (output.length > 25) output.shift();
      const ready = readyOf(line);
      if (ready) announced(ready);
    });
  }
  const control = controlChild(child, STOP_TIMEOUT_MS);
  const killGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has ended
    }
  };
  const stop = async () => {
    await control.stop();
    killGroup(); // whatever the CLI left behind after a forced stop
  };
  const kill = () => {
    control.kill();
    killGroup();
  };
  const tail = () => `${output.join('\n')}\n(full output: ${options.logFile})`;
  const failed = control.exited.then((code) => {
    throw new Error(`Directus (npm run cms) exited with ${code} before it was ready:\n${tail()}`);
  });
  try {
    const wait = sleep(timeoutMs, null, {ref: false});
    const ready = await Promise.race([readyLine, failed, wait]);
    if (ready === null) {
      throw new Error(`Directus was not ready within ${timeoutMs / 60_000} min:\n${tail()}`);
    }
    const secrets = path.join(ready.dataDir, 'secrets.json');
    const login = loginOf(JSON.parse(readFileSync(secrets, 'utf8')) as unknown);
    failed.catch(() => {}); // a later exit is reported through `exited`
    return {ready, login, exited: control.exited, stop, kill};
  } catch (error) {
    failed.catch(() => {});
    kill();
    throw error;
  }
}

/**
 * A note when the data folder holds another retailer than `npm start` was asked for: it is
 * seeded once, so `RETAILER` takes effect on a new folder only.
 */
export function otherRetailerNote(retailer: string, ready: CmsReady, shownDir: string): string {
  const wanted = fixtureDomain(retailer);
  if (wanted === null || wanted === ready.domain) return '';
  return `${shownDir} holds ${ready.domain}, not ${retailer}: delete it to seed ${retailer}`;
}

/** The lines `npm start -- --cms` ends with: where the owner signs in, with which login. */
export function cmsSummary(
  cms: Pick<CmsProcess, 'ready' | 'login'>,
  where: {dataDir: string; logFile: string},
): string[] {
  const {login} = cms;
  return [
    `✓ The owner's back office (Directus): ${cms.ready.url}/admin`,
    `    owner: ${login.ownerEmail} / ${login.ownerPassword}  (orders, inbox, ratings, stock)`,
    `    admin: ${login.adminEmail} / ${login.adminPassword}`,
    `  Directus's data, its logins (secrets.json) and the service's data are in ` +
      `${where.dataDir}, its output in ${where.logFile}`,
  ];
}
