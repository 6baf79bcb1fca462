// A throw-away Directus in a temporary folder (snapshot generation, round-trip and back-office
// tests).
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {BackOfficeLogin} from './back-office.ts';
import {createRest, type Rest} from './rest.ts';
import {
  bootstrap,
  freePort,
  startDirectus,
  type DirectusConfig,
  type DirectusServer,
} from './server.ts';

/** A running temporary Directus with an admin connection. */
export interface TempDirectus {
  config: DirectusConfig;
  server: DirectusServer;
  rest: Rest;
  /** Stops the server and deletes the folder (unless KEEP_CMS_DATA is set). */
  dispose(): Promise<void>;
}

const token = () => randomBytes(24).toString('base64url');

/** Random secrets for a new data folder. */
export function newSecrets(): Pick<
  DirectusConfig,
  'adminPassword' | 'adminToken' | 'key' | 'secret'
> {
  return {adminPassword: token(), adminToken: token(), key: token(), secret: token()};
}

/** A new owner login and service token; `ownerEmail` as given. */
export function newBackOfficeLogin(ownerEmail = 'inhaber@example.com'): BackOfficeLogin {
  return {ownerEmail, ownerPassword: token(), serviceToken: token()};
}

/** What the owner's Flows call: the order service and the publish server (all optional). */
type FlowTarget = Pick<
  DirectusConfig,
  'orderServiceUrl' | 'orderOwnerToken' | 'publishUrl' | 'publishSecret'
>;

/**
 * Bootstraps and starts Directus with SQLite in a new temporary folder on a free port; `flows`
 * tells its Flows where the order service is.
 */
export async function startTempDirectus(
  prefix = 'sf-directus-',
  flows: FlowTarget = {},
): Promise<TempDirectus> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const config: DirectusConfig = {
    dataDir,
    port: await freePort(),
    adminEmail: 'admin@example.com',
    ...newSecrets(),
    output: 'file',
    ...flows,
  };
  const remove = () => {
    if (!process.env.KEEP_CMS_DATA) rmSync(dataDir, {recursive: true, force: true});
  };
  let server: DirectusServer;
  try {
    await bootstrap(config);
    server = await startDirectus(config);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    config,
    server,
    rest: createRest(server.url, config.adminToken),
    dispose: async () => {
      await server.stop();
      remove();
    },
  };
}
