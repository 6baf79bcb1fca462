// The publish server's webhook (docs/operations/publishing.md), plain node:http:
// `POST /publish` (a Directus Flow on each save; shared secret) queues a publish and answers
// 202 at once; `GET /status` (same secret) shows the releases and the last outcomes;
// `GET /health` answers 200. Bad input gets a 4xx answer, never a 5xx. Each request is logged
// once on stdout with a request id (docs/operations/monitoring.md).
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {requestIdOf, type Logger} from '@schaufenster/core/node';
import {isAuthorized} from './auth.ts';
import {createLogger, publishLineLogger} from './log.ts';
import {publishOnce, type PublishOptions} from './publishOnce.ts';
import {createPublishQueue} from './queue.ts';
import {currentRelease, listReleases} from './releases.ts';
import {readState} from './state.ts';

/** Largest body `POST /publish` takes: the Flow sends a collection, keys and an event. */
const MAX_BODY_BYTES = 16 * 1024;

/** A body far beyond the limit is not read to its end: the connection is dropped. */
const DROP_BODY_BYTES = 1024 * 1024;

/** What {@link createPublishServer} needs besides {@link PublishOptions}. */
export interface PublishServerOptions extends Omit<PublishOptions, 'trigger'> {
  /** `PUBLISH_SECRET`. */
  secret: string;
  /** @default 4175; 0 picks a free port. */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Quiet time after a call before the build starts. @default 500 */
  debounceMs?: number;
  /** Where each request is logged once. @default the publish server's logger on stdout */
  logger?: Logger;
}

/** A running publish server. */
export interface PublishServer {
  /** `http://host:port`. */
  url: string;
  /** Queues a publish, as a call of `POST /publish` does; `trigger` names it in the log. */
  request(trigger?: string): void;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  /** Stops taking calls, waits for a running build, and closes. */
  close(): Promise<void>;
}

/** Starts the webhook server; resolves once it listens. */
export async function createPublishServer(options: PublishServerOptions): Promise<PublishServer> {
  const {secret, publishDir} = options;
  const log = options.log ?? createLogger(publishDir);
  // What asked for the next publish (calls coalesce: the first one names it).
  let trigger: string | null = null;
  const ask = (why: string) => {
    trigger ??= why;
    queue.request();
  };
  const queue = createPublishQueue({
    debounceMs: options.debounceMs ?? 500,
    run: () => {
      const why = trigger ?? 'webhook';
      trigger = null;
      return publishOnce({...options, log, trigger: why});
    },
    onError: (error) =>
      void log('error', `Publish stopped unexpectedly: ${(error as Error).message}`, {
        error: String(error),
      }),
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/health') {
      if (request.method !== 'GET' && request.method !== 'HEAD') return answer(response, 405);
      return answer(response, 200, {status: 'ok'});
    }
    if (pathname !== '/publish' && pathname !== '/status') {
      return answer(response, 404, {status: 'error', error: 'not_found'});
    }
    const method = pathname === '/publish' ? 'POST' : 'GET';
    if (request.method !== method) return answer(response, 405, {status: 'error'}, method);
    const body = await readBody(request);
    if (body === 'too_large') {
      response.setHeader('connection', 'close');
      return answer(response, 413, {status: 'error', error: 'body_too_large'});
    }
    if (!isAuthorized(request.headers, body, secret)) {
      return answer(response, 401, {status: 'error', error: 'unauthorized'});
    }
    if (pathname === '/status') {
      const state = {publishing: queue.publishing(), queued: queue.waiting()};
      return answer(response, 200, {...(await statusOf(publishDir)), ...state});
    }
    const call = parseCall(body);
    if (call === null) return answer(response, 400, {status: 'error', error: 'invalid_body'});
    const publishing = queue.publishing();
    ask('webhook');
    await log('webhook', `Publish requested${describe(call)}`, {...call, publishing});
    return answer(response, 202, {status: 'queued', publishing});
  };

  const requests = options.logger ?? publishLineLogger();
  const server = createServer((request, response) => {
    const started = performance.now();
    // A proxy's id is kept, so one call can be followed through both logs; sent back always.
    const requestId = requestIdOf(request.headers['x-request-id']);
    response.setHeader('X-Request-Id', requestId);
    response.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      const path = URL.parse(request.url ?? '/', 'http://localhost')?.pathname ?? '(invalid)';
      const status = response.statusCode;
      // A monitor asks /health every few seconds: a passing answer only at debug level.
      const level = path === '/health' && status === 200 ? 'debug' : 'info';
      requests[level](`${request.method} ${path} ${status} ${ms}ms`, {
        requestId,
        method: request.method,
        path,
        status,
        durationMs: ms,
        client: request.socket.remoteAddress ?? null,
      });
    });
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 400, {status: 'error', error: 'bad_request'});
      void log('error', `Webhook request failed: ${(error as Error).message}`, {});
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4175, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    request: (why = 'request') => ask(why),
    idle: () => queue.idle(),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await queue.close();
    },
  };
}

function answer(response: ServerResponse, status: number, body?: unknown, allow?: string): void {
  const headers: Record<string, string> = {'cache-control': 'no-store'};
  if (allow !== undefined) headers.allow = allow;
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  response.writeHead(status, headers).end(JSON.stringify(body));
}

// The raw body (its HMAC is the signature), or 'too_large': at once when its declared length is
// beyond the limit, else once it went beyond (read on to its end, so the caller gets the 413,
// unless it goes on far beyond: then the connection is dropped).
function readBody(request: IncomingMessage): Promise<Buffer | 'too_large'> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    request.resume();
    return Promise.resolve('too_large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > DROP_BODY_BYTES) request.socket.destroy();
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too_large' : Buffer.concat(chunks)));
    request.on('error', reject);
    // Dropped before its end: nothing to answer.
    request.on('close', () => resolve('too_large'));
  });
}

/** What a call names (logged only): the collection, keys and event of the Flow. */
interface PublishCall {
  collection?: string;
  keys?: string[];
  event?: string;
}

// An empty body is a call without details; anything else must be a JSON object.
function parseCall(body: Buffer): PublishCall | null {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const {collection, keys, event} = value as Record<string, unknown>;
  const call: PublishCall = {};
  if (typeof collection === 'string') call.collection = collection.slice(0, 100);
  if (typeof event === 'string') call.event = event.slice(0, 100);
  if (Array.isArray(keys)) call.keys = keys.slice(0, 50).map((key) => String(key).slice(0, 100));
  return call;
}

function describe(call: PublishCall): string {
  if (call.collection === undefined) return '';
  const keys = call.keys && call.keys.length > 0 ? ` ${call.keys.join(', ')}` : '';
  return `: ${call.collection}${keys}${call.event ? ` (${call.event})` : ''}`;
}

/** The releases, the current one and the last outcomes (`GET /status`, the `status` command). */
export async function statusOf(publishDir: string) {
  const [releases, current, state] = await Promise.all([
    listReleases(publishDir),
    currentRelease(publishDir),
    readState(publishDir),
  ]);
  return {status: 'ok', current, releases, failing: state.failing, outcomes: state.outcomes};
}
