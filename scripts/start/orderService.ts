// Runs the local order service (decision 010) as a child process for `npm start` and the
// end-to-end tests: the real CLI, waited for on `/health`, stopped with SIGTERM.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {setTimeout as sleep} from 'node:timers/promises';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {controlChild, type ChildControl} from './childControl.ts';

/** The service's command-line entry. */
const ORDER_SERVICE_CLI = path.join(REPO_ROOT, 'packages/order-service/src/cli.ts');

/** How long the service may take to answer `/health`, in ms. */
const READY_TIMEOUT_MS = 15_000;
/** How long a stopping service may take before it is killed, in ms. */
const STOP_TIMEOUT_MS = 5_000;

/** Options of `startOrderService`. */
export interface OrderServiceProcessOptions {
  /** Fixture retailer whose catalogue the service prices against. */
  retailer: string;
  /**
   * A static catalogue file (a build's `shop-catalogue.json`) to price against instead of the
   * fixture retailer's, e.g. a site built from Directus. @default none
   */
  catalogue?: string;
  /** Port; 0 picks a free one. */
  port: number;
  /** SQLite data folder. */
  dataDir: string;
  /** Receives each line the service prints (one per request); omitted: lines are kept quiet. */
  log?: (line: string) => void;
  /** Further CLI flags, e.g. `['--rate-limit', 'off']` (decision 010e). @default [] */
  extraArgs?: readonly string[];
  /** Variables added to the environment it inherits, e.g. `SMTP_URL`. @default {} */
  env?: Readonly<Record<string, string>>;
}

/** A running order service. */
export interface OrderServiceProcess extends ChildControl {
  /** Its origin, e.g. `http://127.0.0.1:4174`. */
  url: string;
}

/** Starts the service and resolves once `/health` answers `{status: 'ok'}`. */
export async function startOrderService(
  options: OrderServiceProcessOptions,
): Promise<OrderServiceProcess> {
  const source = options.catalogue
    ? ['--catalogue', options.catalogue]
    : ['--retailer', options.retailer];
  const args = [ORDER_SERVICE_CLI, ...source, '--port', String(options.port)];
  const extra = options.extraArgs ?? [];
  const child = spawn(process.execPath, [...args, '--data', options.dataDir, ...extra], {
    cwd: REPO_ROOT,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let announced: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => (announced = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({input: stream}).on('line', (line) => {
      output.push(line);
      if (output.length > 50) output.shift();
      const url = /listening on (\S+)/.exec(line)?.[1];
      if (url) announced(url);
      else options.log?.(line);
    });
  }
  const {exited, stop, kill} = controlChild(child, STOP_TIMEOUT_MS);
  const failed = exited.then((code) => {
    throw new Error(
      `order service exited (code ${code}) before it was ready:\n${output.join('\n')}`,
    );
  });
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    const wait = sleep(READY_TIMEOUT_MS, null, {ref: false});
    const url = await Promise.race([listening, failed, wait]);
    if (url === null) throw new Error(notReady('listen', output));
    const healthy = await Promise.race([waitForHealth(url, deadline), failed]);
    if (!healthy) throw new Error(notReady('answer /health', output));
    failed.catch(() => {}); // a later exit is reported through `exited`
    return {url, exited, stop, kill};
  } catch (error) {
    failed.catch(() => {});
    kill();
    throw error;
  }
}

// Polls `/health` until it answers `{status: 'ok'}` (true) or the deadline passes (false).
async function waitForHealth(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(new URL('/health', url));
      const body = (await answer.json()) as {status?: unknown};
      if (answer.ok && body.status === 'ok') return true;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return false;
}

function notReady(what: string, output: readonly string[]): string {
  return `order service did not ${what} within ${READY_TIMEOUT_MS} ms:\n${output.join('\n')}`;
}
