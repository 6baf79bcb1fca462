// The services' systemd units (docs/operations/deploy.md): systemd itself reads them with
// `systemd-analyze verify`, on copies whose placeholders are filled with folders of this machine;
// they run as their own account on a read-only system, restart on failure and listen where the
// host configs send their routes. Running them for real: tests/deploy/deploy.test.ts.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_ORDER_UPSTREAM, DEFAULT_PUBLISH_UPSTREAM, REPO_ROOT} from '../options.ts';
import {SITE_ROOT_PLACEHOLDER} from './hostRules.ts';
import {
  APP_DIR_PLACEHOLDER,
  CONFIG_DIR_PLACEHOLDER,
  DATA_DIR_PLACEHOLDER,
  ORDERS_UNIT_FILE,
  PUBLISH_UNIT_FILE,
  systemdUnitFiles,
} from './systemdUnits.ts';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const hasSystemdAnalyze = existsSync(SYSTEMD_ANALYZE);
if (!hasSystemdAnalyze) {
  console.warn(
    `systemdUnits.test.ts: ${SYSTEMD_ANALYZE} is missing, the units are not verified ` +
      '(install Debian\'s "systemd")',
  );
}

/**
 * What `systemd-analyze verify` may say on a machine that is not the server: the account the
 * units run as does not exist here, and systemd outside a booted system cannot reach its bus.
 * systemd 252 (Debian 12) says none of it for these units; later versions check more.
 */
const ACCEPTED_WARNINGS: readonly RegExp[] = [
  /User(name)? "?schaufenster"? .*(not found|does not exist|unknown)/i,
  /Group(name)? "?schaufenster"? .*(not found|does not exist|unknown)/i,
  /Failed to connect to (system scope )?bus/i,
  /System has not been booted with systemd/i,
];

const files = systemdUnitFiles({
  orderUpstream: DEFAULT_ORDER_UPSTREAM,
  publishUpstream: DEFAULT_PUBLISH_UPSTREAM,
});
let root = '';

/** The unit with every placeholder replaced by a folder under the test's temp folder. */
function filled(text: string): string {
  return text
    .replaceAll(APP_DIR_PLACEHOLDER, REPO_ROOT)
    .replaceAll(DATA_DIR_PLACEHOLDER, path.join(root, 'data'))
    .replaceAll(CONFIG_DIR_PLACEHOLDER, path.join(root, 'config'))
    .replaceAll(SITE_ROOT_PLACEHOLDER, path.join(root, 'site'));
}

/** `systemd-analyze verify` over `units` (name → text): its exit code and unaccepted lines. */
async function verify(units: Record<string, string>) {
  const dir = await mkdtemp(path.join(root, 'units-'));
  const paths = [];
  for (const [name, text] of Object.entries(units)) {
    paths.push(path.join(dir, name));
    await writeFile(path.join(dir, name), text);
  }
  const result = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', ...paths], {encoding: 'utf8'});
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line !== '');
  return {
    status: result.status,
    unaccepted: lines.filter((line) => !ACCEPTED_WARNINGS.some((warning) => warning.test(line))),
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sf-units-'));
  for (const folder of ['data/order-service', 'data/publish', 'config', 'site']) {
    await mkdir(path.join(root, folder), {recursive: true});
  }
  await writeFile(path.join(root, 'config/orders.env'), '');
  await writeFile(path.join(root, 'config/publish.env'), '');
  await mkdir(path.join(REPO_ROOT, 'node_modules/.cache'), {recursive: true});
});
afterAll(async () => {
  await rm(root, {recursive: true, force: true});
});

describe('systemd units', () => {
  it('are the two files the host configs refuse to serve', () => {
    expect(Object.keys(files)).toEqual([ORDERS_UNIT_FILE, PUBLISH_UNIT_FILE]);
    expect(ORDERS_UNIT_FILE).toBe('schaufenster-orders.service');
    expect(PUBLISH_UNIT_FILE).toBe('schaufenster-publish.service');
  });

  it.skipIf(!hasSystemdAnalyze)('pass systemd-analyze verify once filled in', async () => {
    const units = Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, filled(text)]),
    );
    for (const text of Object.values(units)) expect(text).not.toMatch(/__[A-Z_]+__/);
    expect(await verify(units)).toEqual({status: 0, unaccepted: []});
  });

  it.skipIf(!hasSystemdAnalyze)('would show a broken unit (the check has teeth)', async () => {
    const text = filled(files[ORDERS_UNIT_FILE] ?? '');
    const wrongSetting = text.replace('Restart=on-failure', 'Restart=sometimes');
    expect((await verify({[ORDERS_UNIT_FILE]: wrongSetting})).unaccepted).not.toEqual([]);
    const noNode = text.replaceAll(REPO_ROOT, path.join(root, 'no-checkout'));
    expect((await verify({[ORDERS_UNIT_FILE]: noNode})).status).not.toBe(0);
  });

  it('run as their own account on a read-only system, restarting on failure', () => {
    for (const [name, text] of Object.entries(files)) {
      const settings = text.split('\n');
      for (const line of [
        'User=schaufenster',
        'NoNewPrivileges=yes',
        'ProtectSystem=strict',
        'PrivateTmp=yes',
        'Restart=on-failure',
      ]) {
        expect(settings, `${name}: ${line}`).toContain(line);
      }
      expect(text, name).toMatch(/^EnvironmentFile=__CONFIG_DIR__\/\w+\.env$/m);
      // Only their data folders (and the publish server's build caches) are writable.
      const writable = /^ReadWritePaths=(.*)$/m.exec(text)?.[1]?.split(' ');
      expect(writable, name).toEqual(
        name === ORDERS_UNIT_FILE
          ? ['__DATA_DIR__/order-service']
          : ['__DATA_DIR__/publish', '__APP_DIR__/node_modules/.cache'],
      );
    }
  });

  it('start the order service in production mode on the built catalogue', () => {
    expect(files[ORDERS_UNIT_FILE]).toContain(
      '\nExecStart=__APP_DIR__/node_modules/.bin/node packages/order-service/src/cli.ts' +
        ' --catalogue __SITE_ROOT__/shop-catalogue.json --data __DATA_DIR__/order-service' +
        ' --host 127.0.0.1 --port 4174\n',
    );
  });

  it('listen where the host configs send the routes', () => {
    const moved = systemdUnitFiles({
      orderUpstream: 'http://127.0.0.1:5174',
      publishUpstream: 'http://[::1]:5175',
    });
    expect(moved[ORDERS_UNIT_FILE]).toContain(' --host 127.0.0.1 --port 5174\n');
    expect(moved[PUBLISH_UNIT_FILE]).toMatch(
      /^Environment=.* PUBLISH_HOST=::1 PUBLISH_PORT=5175$/m,
    );
  });
});
