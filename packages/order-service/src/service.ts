// The local order service (ARCHITECTURE.md Layout "order-service"; issue 5 `npm start`): a
// node:http server over node:sqlite answering spec §7's five /ecom/* endpoints and the forms.
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {StaticCatalogue} from '@schaufenster/core';
import type {ServiceContext} from './handlers/context.ts';
import {readJsonBody} from './http/body.ts';
import {corsHeaders, createOriginCheck, type OriginCheck} from './http/cors.ts';
import {refuse, sendReply, type ServiceReply} from './http/reply.ts';
import {
  BODY_DRAIN_LIMIT_BYTES,
  BODY_LIMIT_BYTES,
  DEFAULT_HOST,
  HEADERS_TIMEOUT_MS,
  HEALTH_PATH,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS,
  REQUEST_TIMEOUT_MS,
} from './limits.ts';
import {ROUTES, routePath} from './router.ts';
import {openOrderStore} from './store/database.ts';

/** Options of `createOrderService`. */
export interface OrderServiceOptions {
  /** Settings and published products the prices come from (core `buildStaticCatalogue`). */
  catalogue: StaticCatalogue;
  /** Folder of the SQLite file; created when missing, kept across restarts. */
  dataDir: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /**
   * Values of `project` the /ecom/* endpoints accept.
   * @default [catalogue.settings.project.domain] (none without settings)
   */
  projects?: readonly string[];
  /** Exact browser origins allowed to call; @default any http(s) origin on localhost. */
  allowedOrigins?: readonly string[];
  /** Receives one line per request (method, path, status, ms); silent when not given. */
  log?: (line: string) => void;
  /** Largest request body in bytes. @default 65536 */
  bodyLimitBytes?: number;
}

/** A running order service. */
export interface OrderService {
  /** Base URL, e.g. `http://127.0.0.1:4174` (the site's ORDER_API_URL). */
  url: string;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

const ALLOW = 'POST, OPTIONS';

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the service; resolves once it listens. */
export async function createOrderService(options: OrderServiceOptions): Promise<OrderService> {
  const host = options.host ?? DEFAULT_HOST;
  const store = openOrderStore(options.dataDir);
  const domain = options.catalogue.settings?.project.domain;
  const context: ServiceContext = {
    catalogue: options.catalogue,
    store,
    projects: new Set(options.projects ?? (domain === undefined ? [] : [domain])),
  };
  const allowOrigin = createOriginCheck(options.allowedOrigins);
  const bodyLimit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  const log = options.log;

  const server = createServer((request, response) => {
    const started = performance.now();
    response.once('finish', () => {
      log?.(
        `${request.method} ${request.url} ${response.statusCode} ${Math.round(performance.now() - started)}ms`,
      );
    });
    handle(request, response, context, allowOrigin, bodyLimit).catch((error: unknown) => {
      console.error('[order-service]', error);
      if (!response.headersSent) {
        sendReply(response, refuse(500, 'internal', 'Internal error'));
      } else {
        response.destroy();
      }
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const {port} = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${hostForUrl(host)}:${port}`,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  context: ServiceContext,
  allowOrigin: OriginCheck,
  bodyLimit: number,
): Promise<void> {
  const origin = request.headers.origin;
  const cors = origin !== undefined && allowOrigin(origin) ? corsHeaders(origin, false) : {};
  const reply = (answer: ServiceReply, extra: Record<string, string> = {}) =>
    sendReply(response, answer, {...cors, ...extra});
  // A browser page from another origin gets no CORS headers and no service (decision 010).
  if (origin !== undefined && !allowOrigin(origin)) {
    request.resume();
    reply(refuse(403, 'origin_not_allowed', `Origin ${origin} may not call this service`));
    return;
  }
  const path = routePath(request.url);
  if (path === HEALTH_PATH && request.method === 'GET') {
    reply({status: 200, body: {status: 'ok'}});
    return;
  }
  const handler = ROUTES.get(path);
  if (!handler) {
    request.resume();
    reply(refuse(404, 'not_found', `No endpoint ${path}`));
    return;
  }
  if (request.method === 'OPTIONS') {
    request.resume();
    response.writeHead(204, {...(origin ? corsHeaders(origin, true) : {}), Allow: ALLOW});
    response.end();
    return;
  }
  if (request.method !== 'POST') {
    request.resume();
    reply(refuse(405, 'method_not_allowed', `Use POST for ${path}`), {Allow: ALLOW});
    return;
  }
  const body = await readJsonBody(request, {
    maxBytes: bodyLimit,
    drainBytes: Math.max(bodyLimit, BODY_DRAIN_LIMIT_BYTES),
  });
  if (body.kind === 'aborted') return;
  if (body.kind === 'refused') {
    if (body.closeConnection) {
      response.once('finish', () => request.socket.destroy());
      reply(body.reply, {Connection: 'close'});
    } else {
      reply(body.reply);
    }
    return;
  }
  reply(handler({body: body.value, headers: request.headers}, context));
}
