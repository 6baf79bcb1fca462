// A throw-away Directus in a temporary folder (snapshot generation, round-trip test).
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Random secrets for a new data folder. */
export function newSecrets(): Pick<
  DirectusConfig,
  'adminPassword' | 'adminToken' | 'key' | 'secret'
> {
  const token = () => randomBytes(24).toString('base64url');
  return {adminPassword: token(), adminToken: token(), key: token(), secret: token()};
}

/** Bootstraps and starts Directus with SQLite in a new temporary folder on a free port. */
export async function startTempDirectus(prefix = 'sf-directus-'): Promise<TempDirectus> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const config: DirectusConfig = {
    dataDir,
    port: await freePort(),
    adminEmail: 'admin@example.com',
    ...newSecrets(),
    output: 'file',
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
