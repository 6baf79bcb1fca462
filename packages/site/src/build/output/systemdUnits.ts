// systemd units for the services next to the web server, written beside nginx.conf and Caddyfile
// (docs/operations/deploy.md): the order service on the built catalogue, and the publish server.
// Each listens where the generated configs send its routes (ORDER_UPSTREAM, PUBLISH_UPSTREAM), so
// a config and a unit of one build always agree. Paths the build cannot know are placeholders,
// filled in on the server like `__SITE_ROOT__` in the configs.
import {writeText} from '../files.ts';
import {SITE_ROOT_PLACEHOLDER, SYSTEMD_UNIT_FILES} from './hostRules.ts';

/** The order service's and the publish server's unit files (the configs never serve them). */
export const [ORDERS_UNIT_FILE, PUBLISH_UNIT_FILE] = SYSTEMD_UNIT_FILES;

/** Stands for the Schaufenster checkout (with `node_modules`) in the units. */
export const APP_DIR_PLACEHOLDER = '__APP_DIR__';
/** Stands for the folder of the services' data: `order-service/` and `publish/` inside it. */
export const DATA_DIR_PLACEHOLDER = '__DATA_DIR__';
/** Stands for the folder of the environment files `orders.env` and `publish.env`. */
export const CONFIG_DIR_PLACEHOLDER = '__CONFIG_DIR__';

/** The system account both services run as. */
const SERVICE_USER = 'schaufenster';

/** Where the units' services listen: the origins the host configs pass their routes to. */
export interface UnitUpstreams {
  /** The order service's origin (`ORDER_UPSTREAM`). */
  orderUpstream: string;
  /** The publish server's origin (`PUBLISH_UPSTREAM`). */
  publishUpstream: string;
}

/** Host and port of an http(s) origin, the port filled in from the scheme. */
function listenOn(origin: string): {host: string; port: string} {
  const url = new URL(origin);
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  return {host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port};
}

/**
 * What both services share: their own account, a read-only system except their data folders,
 * no privilege gain, restart on failure, settings from an environment file.
 */
function hardening(writable: readonly string[]): string[] {
  return [
    `User=${SERVICE_USER}`,
    `Group=${SERVICE_USER}`,
    'NoNewPrivileges=yes',
    'ProtectSystem=strict',
    'ProtectHome=read-only',
    'PrivateTmp=yes',
    'PrivateDevices=yes',
    'ProtectKernelTunables=yes',
    'ProtectKernelModules=yes',
    'ProtectControlGroups=yes',
    'RestrictSUIDSGID=yes',
    'LockPersonality=yes',
    `ReadWritePaths=${writable.join(' ')}`,
    'UMask=0027',
    'Restart=on-failure',
    'RestartSec=5',
  ];
}

function unit(description: string, service: string[]): string {
  return [
    '# Written by the Schaufenster build (docs/operations/deploy.md). Replace the',
    `# ${APP_DIR_PLACEHOLDER}, ${DATA_DIR_PLACEHOLDER}, ${CONFIG_DIR_PLACEHOLDER} and ${SITE_ROOT_PLACEHOLDER} placeholders, then`,
    '# copy the file to /etc/systemd/system/.',
    '[Unit]',
    `Description=${description}`,
    'After=network-online.target',
    'Wants=network-online.target',
    '',
    '[Service]',
    'Type=simple',
    `WorkingDirectory=${APP_DIR_PLACEHOLDER}`,
    ...service,
    '',
    '[Install]',
    'WantedBy=multi-user.target',
    '',
  ].join('\n');
}

/** The two unit files by name, for a build whose configs pass routes to `upstreams`. */
export function systemdUnitFiles(upstreams: UnitUpstreams): Record<string, string> {
  const node = `${APP_DIR_PLACEHOLDER}/node_modules/.bin/node`;
  const orders = listenOn(upstreams.orderUpstream);
  const publish = listenOn(upstreams.publishUpstream);
  const ordersData = `${DATA_DIR_PLACEHOLDER}/order-service`;
  const publishData = `${DATA_DIR_PLACEHOLDER}/publish`;
  return {
    [ORDERS_UNIT_FILE]: unit('Schaufenster order service', [
      `EnvironmentFile=${CONFIG_DIR_PLACEHOLDER}/orders.env`,
      // Production mode: prices from the catalogue the build wrote beside the pages.
      `ExecStart=${node} packages/order-service/src/cli.ts` +
        ` --catalogue ${SITE_ROOT_PLACEHOLDER}/shop-catalogue.json --data ${ordersData}` +
        ` --host ${orders.host} --port ${orders.port}`,
      // SIGHUP reloads the catalogue (`systemctl reload`) after a new build.
      'ExecReload=/bin/kill -HUP $MAINPID',
      ...hardening([ordersData]),
    ]),
    [PUBLISH_UNIT_FILE]: unit('Schaufenster publish server', [
      `Environment=PUBLISH_DIR=${publishData} PUBLISH_HOST=${publish.host} PUBLISH_PORT=${publish.port}`,
      `EnvironmentFile=${CONFIG_DIR_PLACEHOLDER}/publish.env`,
      `ExecStart=${node} packages/site/src/publish/cli.ts serve`,
      // Each publish is a build: it keeps its caches in node_modules/.cache.
      ...hardening([publishData, `${APP_DIR_PLACEHOLDER}/node_modules/.cache`]),
      // A running build ends before the server stops (a build stops itself after ten minutes).
      'TimeoutStopSec=660',
    ]),
  };
}

/** Writes the unit files into `dir`, beside `nginx.conf` and `Caddyfile`. */
export async function writeSystemdUnits(dir: string, upstreams: UnitUpstreams): Promise<void> {
  for (const [name, text] of Object.entries(systemdUnitFiles(upstreams))) {
    await writeText(dir, name, text);
  }
}
