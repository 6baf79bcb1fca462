// The paths the web server passes to local services (the order service's prefixes, the publish
// webhook) and the checks that keep each one writable to both nginx and Caddy as it is.
import {SERVICE_UNAVAILABLE} from '@schaufenster/core';

/**
 * A public path the web server passes to a local service instead of serving a file, with the
 * client's address. The publish server's webhook is one; the order service's prefixes can be more.
 */
export interface ProxiedRoute {
  /** What it is, for the configs' comments. */
  name: string;
  /** The public path: one path (`/_publish`), or with `prefix` every path below it (`/ecom/`). */
  path: string;
  /** `path` ends in `/` and stands for every path that starts with it. */
  prefix: boolean;
  /** The service's origin, e.g. `http://127.0.0.1:4175` (http or https, no path). */
  upstream: string;
  /** The path at the service: in place of `path`, or of the prefix (then ending in `/` too). */
  upstreamPath: string;
  /** The methods passed on (others get 405); null: every method. */
  methods: readonly string[] | null;
  /** The largest request body passed on, in bytes (larger: 413). */
  maxBodyBytes: number;
  /** How long connecting to, sending to and waiting for the service may take, in seconds. */
  timeoutSeconds: number;
  /**
   * The answer when the service cannot be reached or does not answer in time (the web server's
   * own 502 or 504): a status and a compact JSON body, sent with `Cache-Control: no-store`. The
   * service's own error answers pass unchanged. Null: the web server's error page.
   */
  unavailable: UnavailableAnswer | null;
}

/** A proxied route's answer when its service is down or too slow (core's `SERVICE_UNAVAILABLE`). */
export interface UnavailableAnswer {
  status: number;
  /** JSON, as `JSON.stringify` writes it: printable ASCII without `$` or `\`. */
  body: string;
}

/**
 * The number of `answer` among `answers`, added when it is new: the configs write each distinct
 * answer once and point every route giving it there.
 */
export function answerNumber(answers: UnavailableAnswer[], answer: UnavailableAnswer): number {
  const index = answers.findIndex(
    (known) => known.status === answer.status && known.body === answer.body,
  );
  return index === -1 ? answers.push(answer) - 1 : index;
}

/** The public path of the publish server's webhook on the site's own origin. */
export const PUBLISH_WEBHOOK_PATH = '/_publish';

/**
 * The publish server's webhook (`POST /publish` at `upstream`) at `/_publish` on the site's origin,
 * for a caller that reaches the site but not the publish server (a Directus on another machine).
 */
export function publishWebhookRoute(upstream: string): ProxiedRoute {
  return {
    name: 'Publish webhook',
    path: PUBLISH_WEBHOOK_PATH,
    prefix: false,
    upstream,
    upstreamPath: '/publish',
    methods: ['POST'],
    // The publish server reads at most 16 KB of JSON; it answers at once and builds later.
    maxBodyBytes: 16 * 1024,
    timeoutSeconds: 10,
    // Its caller (a Directus flow) logs the status only; the web server's page says enough.
    unavailable: null,
  };
}

/**
 * The order service's largest request body, in bytes: its `BODY_LIMIT_BYTES` (decision 010; a
 * test checks the two agree). A larger body gets 413 from the web server and never reaches it.
 */
export const ORDER_SERVICE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * How long the web server waits for the order service, in seconds. Its slowest answers wait for a
 * payment provider: a PayPal call takes up to 10 s, and one answer may fetch a token, call, and
 * after a 401 fetch a new token and call again. The visitor's own sending is cut the same way.
 */
const ORDER_SERVICE_TIMEOUT_SECONDS = 60;

/**
 * Every path under `prefix` (one of core's `SERVICE_PATH_PREFIXES`) passed to the order service
 * at `upstream`, unchanged and with any method: the service answers 405 (with its CORS headers)
 * to a method a path does not take, as behind `npm start`'s proxy. When the service is down or
 * too slow, core's `SERVICE_UNAVAILABLE` answers, as from `npm start`'s proxy, so the forms read
 * the service's error shape rather than an HTML page.
 */
export function orderServiceRoute(prefix: string, upstream: string): ProxiedRoute {
  return {
    name: 'Order service',
    path: prefix,
    prefix: true,
    upstream,
    upstreamPath: prefix,
    methods: null,
    maxBodyBytes: ORDER_SERVICE_BODY_LIMIT_BYTES,
    timeoutSeconds: ORDER_SERVICE_TIMEOUT_SECONDS,
    unavailable: {status: SERVICE_UNAVAILABLE.status, body: SERVICE_UNAVAILABLE.body},
  };
}

/** A one-line description of `route`, for comments. */
export function routeSummary(route: ProxiedRoute): string {
  const from = route.prefix ? `${route.path}*` : route.path;
  const to = `${route.upstream}${route.upstreamPath}${route.prefix ? '*' : ''}`;
  return `${route.name}: ${route.methods?.join(', ') ?? 'any method'} ${from} -> ${to}`;
}

// A path in a proxied route: plain characters only, so it needs no quoting or escaping in either
// config and nginx's location and Caddy's matcher read it the same way.
const PROXY_PATH = /^\/[A-Za-z0-9\-._~/]*$/;
const METHOD = /^[A-Z]+$/;

/** `text` is a plain path: see `PROXY_PATH`, and no empty, `.` or `..` segment. */
const isPlainPath = (text: string) =>
  PROXY_PATH.test(text) && !text.includes('//') && !/\/\.\.?(\/|$)/.test(text);

/** The origin of `upstream` when it is a bare http(s) origin (no path, query or user). */
function originOf(upstream: string): string | null {
  try {
    const url = new URL(upstream);
    return /^https?:$/.test(url.protocol) && url.href === `${url.origin}/` ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Throws unless `answer` can be written to both configs as it is. Compact JSON has no `{` before
 * a name, so Caddy reads no placeholder in it; without `$` nginx reads no variable; without `\`
 * neither reads an escape but `\"`, which both quoting functions write.
 */
function checkUnavailable(answer: UnavailableAnswer, what: string): void {
  const {status, body} = answer;
  if (!Number.isInteger(status) || status < 500 || status > 599) {
    throw new Error(`${what}: the unavailable status ${status} is not a 5xx`);
  }
  let compact: string | null = null;
  try {
    compact = JSON.stringify(JSON.parse(body));
  } catch {
    // Not JSON: refused below.
  }
  if (compact !== body || !/^[\x20-\x7e]*$/.test(body) || /[$\\]/.test(body)) {
    throw new Error(`${what}: the unavailable body is not compact ASCII JSON without $ or \\`);
  }
}

/** Throws unless `route` can be written to both configs; returns it with a bare origin. */
export function checkedRoute(route: ProxiedRoute): ProxiedRoute {
  const what = `proxied route ${route.path}`;
  const {path, upstreamPath, prefix} = route;
  if (!isPlainPath(path) || path === '/' || path.endsWith('/') !== prefix) {
    throw new Error(
      `${what}: the path must be a plain path other than "/", ending in "/" exactly for a prefix`,
    );
  }
  if (!isPlainPath(upstreamPath) || (prefix && !upstreamPath.endsWith('/'))) {
    throw new Error(
      `${what}: the upstream path ${upstreamPath} must be a plain path (a prefix's ending in "/")`,
    );
  }
  const origin = originOf(route.upstream);
  if (origin === null) {
    throw new Error(`${what}: the upstream ${route.upstream} is not an http(s) origin`);
  }
  if (route.methods?.length === 0 || route.methods?.some((method) => !METHOD.test(method))) {
    throw new Error(`${what}: bad methods ${JSON.stringify(route.methods)}`);
  }
  for (const [name, value] of [
    ['maxBodyBytes', route.maxBodyBytes],
    ['timeoutSeconds', route.timeoutSeconds],
  ] as const) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${what}: bad ${name} ${value}`);
  }
  if (route.unavailable !== null) checkUnavailable(route.unavailable, what);
  return {
    ...route,
    upstream: origin,
    methods: route.methods && [...route.methods],
    unavailable: route.unavailable && {...route.unavailable},
  };
}
