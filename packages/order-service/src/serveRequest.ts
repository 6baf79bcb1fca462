// One request to the order service, through the HTTP checks in order (docs/architecture/
// order-service.md): origin, route, method, rate limit, body, then the handler. The owner API's
// paths under /owner go to `owner/api.ts` after the origin check, with their own auth.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {ServiceContext} from './handlers/context.ts';
import {readJsonBody, type BodyLimits} from './http/body.ts';
import {requestClientAddress, type ProxyTrust} from './http/clientAddress.ts';
import {clientKey} from './http/clientKey.ts';
import {corsHeaders, type OriginCheck} from './http/cors.ts';
import type {RateLimiter} from './http/rateLimit.ts';
import {refuse, sendReply, type ServiceReply} from './http/reply.ts';
import {HEALTH_PATH} from './limits.ts';
import {isOwnerPath, type OwnerApi} from './owner/api.ts';
import {GET_ROUTES, ROUTES, routePath} from './router.ts';

const ALLOW = 'POST, OPTIONS';
const ALLOW_GET = 'GET, OPTIONS';

/** What every request is handled with: the handlers' context and the HTTP rules. */
export interface RequestRuntime {
  /** The context with the current catalogue; taken once per request, just before its handler. */
  context: () => ServiceContext;
  allowOrigin: OriginCheck;
  bodyLimits: BodyLimits;
  limiter: RateLimiter;
  /** The proxies whose `X-Forwarded-For` names the visitor (`TRUSTED_PROXIES`). */
  proxies: ProxyTrust;
  /** The answer of `GET /health`: a real query on the database (health.ts). */
  health: () => ServiceReply;
}

/** Answers `request`: checks it in order, then hands it to its route's handler. */
export async function serveRequest(
  request: IncomingMessage,
  response: ServerResponse,
  {context, allowOrigin, bodyLimits, limiter, proxies, health}: RequestRuntime,
  owner: OwnerApi,
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
  if (path === null) {
    request.resume();
    reply(refuse(400, 'bad_request_target', 'The request target is not a valid URL'));
    return;
  }
  // The owner's tools: own auth, no rate limit, no CORS headers (docs: "Owner API").
  if (isOwnerPath(path)) {
    await owner(request, response, path);
    return;
  }
  if (path === HEALTH_PATH && request.method === 'GET') {
    request.resume();
    reply(health());
    return;
  }
  const route = ROUTES.get(path);
  const getRoute = GET_ROUTES.get(path);
  if (!route && !getRoute) {
    request.resume();
    reply(refuse(404, 'not_found', `No endpoint ${path}`));
    return;
  }
  const allow = route && getRoute ? `GET, ${ALLOW}` : route ? ALLOW : ALLOW_GET;
  if (request.method === 'OPTIONS') {
    request.resume();
    const preflight = origin
      ? {...corsHeaders(origin, true), 'Access-Control-Allow-Methods': allow}
      : {};
    response.writeHead(204, {...preflight, Allow: allow});
    response.end();
    return;
  }
  if (getRoute && request.method === 'GET') {
    request.resume();
    const query = URL.parse(request.url ?? '/', 'http://service.invalid')?.searchParams;
    reply(await getRoute(query ?? new URLSearchParams(), context()));
    return;
  }
  if (!route || request.method !== 'POST') {
    request.resume();
    const method = route ? 'POST' : 'GET';
    reply(refuse(405, 'method_not_allowed', `Use ${method} for ${path}`), {Allow: allow});
    return;
  }
  // Counted before the body is read, so a refused client costs no parsing (decision 010e); per
  // visitor also behind a trusted proxy.
  const visitor = clientKey(requestClientAddress(request, proxies));
  const allowed = limiter.take(route.limit, visitor);
  if (!allowed.ok) {
    request.resume();
    const wait = `retry in ${allowed.retryAfterS} s`;
    reply(refuse(429, 'rate_limited', `Too many requests from this client, ${wait}`), {
      'Retry-After': String(allowed.retryAfterS),
    });
    return;
  }
  const body = await (route.readBody ?? readJsonBody)(request, bodyLimits);
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
  const query = URL.parse(request.url ?? '/', 'http://service.invalid')?.searchParams;
  reply(await route.handler({body: body.value, headers: request.headers, query}, context()));
}
