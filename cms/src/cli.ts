// `npm run cms`: a local Directus for agencies (docs/operations/directus.md, decision 020).
// Installs cms/ (first run), bootstraps the data folder (first run), applies the schema snapshot,
// seeds the default retailer into an empty database and the owner's back office (roles, Flows,
// bookmarks) where it is missing, then serves on 127.0.0.1 until Ctrl-C.
//   PORT=8055 RETAILER=optik-klarblick CMS_DATA_DIR=cms/.data npm run cms
// ORDER_SERVICE_URL and ORDER_OWNER_TOKEN tell the owner's Flows where the order service is,
// PUBLISH_WEBHOOK_URL and PUBLISH_SECRET where the publish server's webhook is.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {seedBackOffice, type BackOfficeLogin} from './back-office.ts';
import {ensureInstalled} from './install.ts';
import {newBackOfficeLogin, newSecrets} from './instance.ts';
import {DEFAULT_DATA_DIR, DEFAULT_RETAILER, REPO_ROOT} from './paths.ts';
import {createRest} from './rest.ts';
import {applySnapshot} from './schema.ts';
import {isEmpty, seedRetailer} from './seed.ts';
import {bootstrap, freePort, isPortFree, startDirectus, type DirectusConfig} from './server.ts';

const DEFAULT_PORT = 8055;
const log = (message: string) => console.info(`[cms] ${message}`);

type Secrets = Pick<
  DirectusConfig,
  'adminEmail' | 'adminPassword' | 'adminToken' | 'key' | 'secret'
> &
  BackOfficeLogin;

/**
 * Logins and keys of a data folder: made on first run (ADMIN_*, OWNER_EMAIL, OWNER_PASSWORD and
 * DIRECTUS_SERVICE_TOKEN may preset them), then kept. A folder made before the back office gets
 * the owner's login and the service token added.
 */
function secretsOf(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const known = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>)
    : {};
  const generated = {...newSecrets(), ...newBackOfficeLogin(process.env.OWNER_EMAIL)};
  const secrets: Secrets = {
    ...generated,
    adminEmail: process.env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: process.env.ADMIN_PASSWORD ?? generated.adminPassword,
    adminToken: process.env.ADMIN_TOKEN ?? generated.adminToken,
    ownerPassword: process.env.OWNER_PASSWORD ?? generated.ownerPassword,
    serviceToken: process.env.DIRECTUS_SERVICE_TOKEN ?? generated.serviceToken,
    ...known,
  };
  if (Object.keys(secrets).length !== Object.keys(known).length) {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, {mode: 0o600});
  }
  return secrets;
}

/** The order service the owner's Flows call, as this start passes it to Directus. */
function flowsLine(): string {
  const url = process.env.ORDER_SERVICE_URL;
  if (url && process.env.ORDER_OWNER_TOKEN) return `  Flows call the order service at ${url}`;
  return '  Flows: set ORDER_SERVICE_URL and ORDER_OWNER_TOKEN so they reach the order service';
}

function publishLine(): string {
  const url = process.env.PUBLISH_WEBHOOK_URL;
  if (url && process.env.PUBLISH_SECRET) return `  edits are published by the server at ${url}`;
  return '  publishing: set PUBLISH_WEBHOOK_URL and PUBLISH_SECRET so edits reach the publish server';
}

async function choosePort(): Promise<number> {
  const configured = process.env.PORT;
  if (configured) {
    const port = Number(configured);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`PORT "${configured}"`);
    return port;
  }
  return (await isPortFree(DEFAULT_PORT)) ? DEFAULT_PORT : freePort();
}

ensureInstalled(log);
const dataDir = path.resolve(process.env.CMS_DATA_DIR ?? DEFAULT_DATA_DIR);
const retailer = process.env.RETAILER ?? DEFAULT_RETAILER;
mkdirSync(dataDir, {recursive: true});
const config: DirectusConfig & BackOfficeLogin = {
  dataDir,
  port: await choosePort(),
  ...secretsOf(dataDir),
  output: 'inherit',
};
const marker = path.join(dataDir, '.bootstrapped');
if (!existsSync(marker)) {
  const shown = dataDir.startsWith(REPO_ROOT) ? path.relative(REPO_ROOT, dataDir) : dataDir;
  log(`bootstrapping ${shown} (first run)`);
  await bootstrap(config);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}
const server = await startDirectus(config);
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  log('stopping Directus');
  await server.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
void server.exited.then((code) => {
  if (!stopping) {
    log(`Directus exited with ${code}`);
    process.exit(code ?? 1);
  }
});

try {
  const rest = createRest(server.url, config.adminToken);
  log((await applySnapshot(rest)) ? 'schema applied' : 'schema up to date');
  if (await isEmpty(rest)) await seedRetailer(rest, retailer, log);
  await seedBackOffice(rest, config, log);
  const project = await rest.request<{domain: string}[]>(
    'GET',
    '/items/project?fields=domain&limit=1',
  );
  const domain = project[0]?.domain ?? '<project domain>';
  console.info(
    [
      '',
      `Directus is running: ${server.url}/admin  (pid ${server.pid}, Ctrl-C stops it)`,
      `  login: ${config.adminEmail} / ${config.adminPassword}`,
      `  admin token: ${config.adminToken}`,
      `  owner login: ${config.ownerEmail} / ${config.ownerPassword}  (orders, inbox, Flows)`,
      `  service token (the order service's DIRECTUS_SERVICE_TOKEN): ${config.serviceToken}`,
      flowsLine(),
      publishLine(),
      `  build from it: CONTENT_SOURCE=directus DIRECTUS_URL=${server.url} \\`,
      `    DIRECTUS_TOKEN=${config.adminToken} SITE_DOMAIN=${domain} npm run build`,
      '',
    ].join('\n'),
  );
  // `npm start -- --cms` waits for this line (scripts/start/cms.ts); the logins are in secrets.json.
  if (process.argv.includes('--json-ready')) {
    console.info(JSON.stringify({cmsReady: {url: server.url, pid: server.pid, dataDir, domain}}));
  }
} catch (error) {
  console.error(error instanceof Error ? `[cms] ${error.message}` : error);
  await stop(1);
}
