// One log line per request (docs/operations/monitoring.md): its id, method, path, status,
// duration and the visitor's truncated address; the id goes back as X-Request-Id.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {requestIdOf, type Logger} from '@schaufenster/core/node';
import {HEALTH_PATH} from '../limits.ts';
import {routePath} from '../router.ts';
import {requestClientAddress, type ProxyTrust} from './clientAddress.ts';

/** Where request lines go: the structured `logger`, or else plain lines to `log`. */
export interface RequestLogTarget {
  logger?: Logger | undefined;
  log?: ((line: string) => void) | undefined;
  proxies: ProxyTrust;
}

/**
 * Gives the request its id, sends it back, and logs the request once it is answered; returns
 * the id for the request's other log lines.
 */
export function logRequest(
  request: IncomingMessage,
  response: ServerResponse,
  target: RequestLogTarget,
): string {
  const started = performance.now();
  // A proxy's id is kept, so one request can be followed through both logs; sent back always.
  const requestId = requestIdOf(request.headers['x-request-id']);
  response.setHeader('X-Request-Id', requestId);
  const {logger, log} = target;
  response.once('finish', () => {
    const ms = Math.round(performance.now() - started);
    if (!logger) {
      log?.(`${request.method} ${request.url} ${response.statusCode} ${ms}ms`);
      return;
    }
    // The path without its query: a confirmation or unsubscribe link carries a token there.
    const path = routePath(request.url) ?? '(invalid)';
    const status = response.statusCode;
    // A monitor asks /health every few seconds: a passing answer only at debug level.
    const level =
      path === HEALTH_PATH && status === 200 ? 'debug' : status >= 500 ? 'error' : 'info';
    logger[level](`${request.method} ${path} ${status} ${ms}ms`, {
      requestId,
      method: request.method,
      path,
      status,
      durationMs: ms,
      client: requestClientAddress(request, target.proxies) ?? null,
    });
  });
  return requestId;
}
