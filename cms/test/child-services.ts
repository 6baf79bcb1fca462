// The real order service (packages/order-service) and the real publish server
// (packages/site/src/publish/) for the journeys, as child processes: cms/ imports no workspace
// package at run time, so it runs their command lines on this Node, as `npm start` does, waits
// for `/health`, and stops them with SIGTERM.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {REPO_ROOT} from '../src/paths.ts';

const SERVICE_CLI = path.join(REPO_ROOT, 'packages/order-service/src/cli.ts');
const PUBLISH_CLI = path.join(REPO_ROOT, 'packages/site/src/publish/cli.ts');
const READY_TIMEOUT_MS = 30_000;
/** Settings of the caller's shell the service reads; the test gives its own or none. */
const SERVICE_VARIABLES = [
  'DIRECTUS_URL',
  'DIRECTUS_SERVICE_TOKEN',
  'ORDER_OWNER_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
  'SHOP_NOTIFY_EMAIL',
  'PUBLIC_SITE_URL',
  'OUTBOX_FAULT',
];
/** Settings of the caller's shell the publish server and its builds read. */
const PUBLISH_VARIABLES = [
  ...SERVICE_VARIABLES,
  'ORDER_SERVICE_URL',
  'CONTENT_SOURCE',
  'CONTENT_DIR',
  'DIRECTUS_TOKEN',
  'SITE_DOMAIN',
  'SITE_URL',
  'RETAILER',
  'OUT_DIR',
  'CONTENT_API_URL',
];

/** A running order service or publish server. */
export interface ServiceProcess {
  url: string;
  /** The last lines it printed (for failure messages). */
  output: string[];
  /** Stops it (SIGTERM, SIGKILL after 5 s). */
  stop(): Promise<void>;
}

export type OrderServiceProcess = ServiceProcess;

/** Runs `args` on this Node with `env` over the shell's minus `clear`; resolves once healthy. */
async function startChild(options: {
  args: string[];
  env: Record<string, string>;
  clear: readonly string[];
  port: number;
  what: string;
}): Promise<ServiceProcess> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !options.clear.includes(key)),
  );
  const child = spawn(process.execPath, options.args, {
    cwd: REPO_ROOT,
    env: {...base, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({input: stream}).on('line', (line) => {
      output.push(line);
      if (output.length > 100) output.shift();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let code: number | null | undefined;
  void exited.then((value) => (code = value));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (code !== undefined) {
      throw new Error(`${options.what} exited with ${code}:\n${output.join('\n')}`);
    }
    try {
      const answer = await fetch(`${url}/health`, {signal: AbortSignal.timeout(2_000)});
      if (answer.ok) return {url, output, stop};
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${options.what} did not answer /health:\n${output.join('\n')}`);
}

/**
 * Starts the service on `port` with `env` on top, pricing against `catalogue` (the static
 * catalogue file a site build writes, as `npm start -- --cms` runs it).
 */
export function startOrderServiceProcess(options: {
  catalogue: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<OrderServiceProcess> {
  const args = [SERVICE_CLI, '--catalogue', options.catalogue, '--port', String(options.port)];
  return startChild({
    args: [...args, '--data', options.dataDir],
    env: options.env,
    clear: SERVICE_VARIABLES,
    port: options.port,
    what: 'order service',
  });
}

/** Starts `npm run publish-server` on `port` with `env` (its PUBLISH_* and build variables). */
export function startPublishServerProcess(options: {
  port: number;
  env: Record<string, string>;
}): Promise<ServiceProcess> {
  return startChild({
    args: [PUBLISH_CLI, 'serve'],
    env: {...options.env, PUBLISH_PORT: String(options.port), PUBLISH_HOST: '127.0.0.1'},
    clear: PUBLISH_VARIABLES,
    port: options.port,
    what: 'publish server',
  });
}
