// The order service under load: 10 clients post valid orders back to back for 20 s against the
// service started in this process (port 0, a temporary data folder, rate limits off, decision
// 010e), each order with a new UUID and idempotency key. Clients and service share this process's
// one thread, as `npm start` would not: the figure is a floor, not a ceiling.
// `node bench/lib/orderLoad.ts [--clients N] [--seconds N]` runs this part alone and prints JSON.
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {IDEMPOTENCY_HEADER, ORDER_PATHS} from '@schaufenster/core';
import {createOrderService} from '../../packages/order-service/src/index.ts';
// The service's own test support: the jeweller's catalogue and a valid order at its prices.
import {
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  withAmpleStock,
} from '../../packages/order-service/src/testService.testing.ts';
import {percentile} from './stats.ts';

/** What `measureOrderLoad` reports (the bench JSON's `order_service`). */
export interface OrderLoadFigures {
  /** Concurrent clients. */
  clients: number;
  /** How long they posted, in s. */
  duration_s: number;
  /** Orders the service accepted (200, status ok). */
  orders: number;
  /** Accepted orders per second. */
  orders_per_s: number;
  /** Median time from sending an order to its whole answer, in ms. */
  p50_ms: number;
  /** 99th percentile of the same, in ms. */
  p99_ms: number;
  /** Orders not accepted or not answered; must be 0. */
  errors: number;
  /** The first error, when there was one. */
  first_error?: string;
}

/** Options of `measureOrderLoad`. */
interface OrderLoadOptions {
  /** Concurrent clients. @default 10 */
  clients?: number;
  /** Seconds of load. @default 20 */
  seconds?: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Posts one order and resolves when its whole answer is read; rejects unless it was accepted. */
async function postOrder(url: string): Promise<void> {
  const key = crypto.randomUUID();
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key},
    body: JSON.stringify({...orderBody({order_uuid: key}), project: JEWELLER_DOMAIN}),
  });
  const answer = (await response.json()) as {status?: unknown};
  if (response.status !== 200 || answer.status !== 'ok') {
    throw new Error(`HTTP ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  }
}

/** Starts the service, loads it with `clients` order loops for `seconds`, and stops it. */
export async function measureOrderLoad(options: OrderLoadOptions = {}): Promise<OrderLoadFigures> {
  const clients = options.clients ?? 10;
  const seconds = options.seconds ?? 20;
  if (!Number.isInteger(clients) || clients < 1)
    throw new RangeError('clients: a whole number ≥ 1');
  if (!(seconds > 0)) throw new RangeError('seconds: a number above 0');
  const {catalogue, projects} = await loadJeweller();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sf-bench-orders-'));
  // Ample stock: the same order thousands of times would sell out the ledger (decision 067).
  const service = await createOrderService({
    catalogue: withAmpleStock(catalogue),
    projects,
    dataDir,
    port: 0,
    rateLimits: false,
  });
  const url = `${service.url}${ORDER_PATHS.order}`;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  try {
    // Warm-up (JIT, prepared statements, connections), not counted.
    await Promise.all(Array.from({length: clients}, () => postOrder(url)));
    const started = performance.now();
    const until = started + seconds * 1000;
    const client = async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          await postOrder(url);
          latencies.push(performance.now() - sent);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({length: clients}, client));
    const elapsed = (performance.now() - started) / 1000;
    return {
      clients,
      duration_s: round1(elapsed),
      orders: latencies.length,
      orders_per_s: round1(latencies.length / elapsed),
      p50_ms: latencies.length > 0 ? round1(percentile(latencies, 50)) : 0,
      p99_ms: latencies.length > 0 ? round1(percentile(latencies, 99)) : 0,
      errors,
      ...(firstError === undefined ? {} : {first_error: firstError}),
    };
  } finally {
    await service.close();
    await rm(dataDir, {recursive: true, force: true});
  }
}

if (import.meta.main) {
  const {values} = parseArgs({
    options: {clients: {type: 'string', default: '10'}, seconds: {type: 'string', default: '20'}},
  });
  const figures = await measureOrderLoad({
    clients: Number(values.clients),
    seconds: Number(values.seconds),
  });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
