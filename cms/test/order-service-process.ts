// The real order service (packages/order-service) for the owner-journey test, as a child process:
// cms/ imports no workspace package, so it runs the service's command line on this Node, as
// `npm start` does, waits for `/health`, and stops it with SIGTERM.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {REPO_ROOT} from '../src/paths.ts';

const CLI = path.join(REPO_ROOT, 'packages/order-service/src/cli.ts');
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

/** A running order service. */
export interface OrderServiceProcess {
  url: string;
  /** The last lines it printed (for failure messages). */
  output: string[];
  /** Stops it (SIGTERM, SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/**
 * Starts the service on `port` with `env` on top, pricing against `catalogue` (the static
 * catalogue file a site build writes, as `npm start -- --cms` runs it).
 */
export async function startOrderServiceProcess(options: {
  catalogue: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<OrderServiceProcess> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SERVICE_VARIABLES.includes(key)),
  );
  const args = [CLI, '--catalogue', options.catalogue, '--port', String(options.port)];
  const child = spawn(process.execPath, [...args, '--data', options.dataDir], {
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
      throw new Error(`order service exited with ${code}:\n${output.join('\n')}`);
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
  throw new Error(`order service did not answer /health:\n${output.join('\n')}`);
}
