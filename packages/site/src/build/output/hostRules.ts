// What nginx and Caddy need from `_headers` and `_redirects` (decision 042): the same rules,
// read with the parsers the site server uses, turned into regular expressions over the raw
// request URI and checked so that nothing taken from content can leave its quoted string.
// Plain TypeScript (type stripping): the build writes the configs next to `_headers`.
import {SERVICE_UNAVAILABLE} from '@schaufenster/core';
import type {HeaderRule} from './headersFile.ts';
import type {RedirectRule} from './redirects.ts';

/** Stands for the site's output folder (absolute path) in both configs; replaced on deploy. */
export const SITE_ROOT_PLACEHOLDER = '__SITE_ROOT__';

/** The server configs' file names, in the output folder. */
export const NGINX_FILE = 'nginx.conf';
export const CADDY_FILE = 'Caddyfile';

/** The systemd units of the order service and the publish server, written beside the configs. */
export const SYSTEMD_UNIT_FILES = [
  'schaufenster-orders.service',
  'schaufenster-publish.service',
] as const;

/** Files in the output folder meant for the host, never served. */
export const HOST_ONLY_FILES = [
  '/_headers',
  '/_redirects',
  `/${NGINX_FILE}`,
  `/${CADDY_FILE}`,
  ...SYSTEMD_UNIT_FILES.map((file) => `/${file}`),
];

/** A regular expression over the raw request URI (path and query, as the client sent it). */
export interface UriPattern {
  /** PCRE / RE2 source, anchored at both ends. */
  source: string;
  /** Letter case ignored (redirects, like the preview server and the runtime). */
  caseInsensitive: boolean;
}

/** One header a `_headers` rule sets. */
interface HeaderOp {
  name: string;
  value: string;
  /** The rule detached this header first: the value replaces what earlier rules set. */
  replace: boolean;
}

/** A `_headers` rule for a server. */
interface HostHeaderRule {
  /** The `_headers` path pattern, for comments. */
  pattern: string;
  uri: UriPattern;
  /** Headers set, in file order. */
  ops: HeaderOp[];
  /** Lower-cased names this rule detaches (each is also set by it: see `hostSite`). */
  detach: string[];
}

/** A `_redirects` rule that redirects. */
interface HostRedirect {
  from: string;
  uri: UriPattern;
  /** Target, percent-encoded where a config could misread it. */
  to: string;
  status: number;
}

/** A `_redirects` 404 rule: missing paths under `prefix` get `page` with status 404. */
interface HostNotFound {
  from: string;
  uri: UriPattern;
  page: string;
}

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

/** Everything both configs are written from. */
export interface HostSite {
  headers: HostHeaderRule[];
  redirects: HostRedirect[];
  notFound: HostNotFound[];
  /** The site-wide 404 page. */
  defaultNotFound: string;
  /** Paths passed to local services, checked (`proxiedRoute`). */
  proxies: ProxiedRoute[];
}

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
// Characters kept as they are in a path; everything else is percent-encoded (UTF-8), the way a
// browser sends it. None of them is special inside a quoted nginx or Caddyfile string.
const PATH_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
// Characters kept in a redirect target: an absolute URL's, less `$` (nginx would read a variable).
const URL_SAFE = /[A-Za-z0-9\-._~!&'()*+,;=:@/?#[\]%]/;

function percentEncode(text: string, safe: RegExp): string {
  let out = '';
  for (const char of text) {
    if (safe.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The part of an expression that matches the path of a `_headers`/`_redirects` pattern. */
function pathExpression(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/?]+'
        : segment
            .split('*')
            .map((part) => escapeRegExp(percentEncode(part, PATH_SAFE)))
            .join('[^?]*'),
    )
    .join('/');
}

/** `pattern` as Cloudflare Pages matches it, over the raw request URI (any query allowed). */
function uriPattern(pattern: string, caseInsensitive = false): UriPattern {
  return {source: `^${pathExpression(pattern)}(?:\\?.*)?$`, caseInsensitive};
}

/** A redirect's `from` as the preview server matches it: any case, with or without a final `/`. */
function redirectPattern(from: string): UriPattern {
  const path = from.endsWith('/*') ? pathExpression(from) : `${pathExpression(from)}/?`;
  return {source: `^${path.replace(/\/\/\?$/, '/')}(?:\\?.*)?$`, caseInsensitive: true};
}

/** Throws unless `value` is one line of text (what an HTTP header value may be). */
function checkValue(value: string, what: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    throw new Error(`${what} has a control character: ${JSON.stringify(value)}`);
  }
  return value;
}

function headerRule(rule: HeaderRule): HostHeaderRule {
  if (!rule.pattern.startsWith('/'))
    throw new Error(`_headers pattern ${rule.pattern} is not a path`);
  const detach = rule.detach.map((name) => name.toLowerCase());
  const set = new Set(rule.set.map(([name]) => name.toLowerCase()));
  for (const name of rule.detach) {
    // A bare `! Name` would need a deferred delete in Caddy; the build never writes one.
    if (!set.has(name.toLowerCase())) {
      throw new Error(`_headers ${rule.pattern}: "! ${name}" without a new value is not supported`);
    }
  }
  const seen = new Set<string>();
  const ops = rule.set.map(([name, value]) => {
    if (!HEADER_NAME.test(name))
      throw new Error(`_headers ${rule.pattern}: bad header name ${name}`);
    const key = name.toLowerCase();
    const replace = detach.includes(key) && !seen.has(key);
    seen.add(key);
    return {name, value: checkValue(value, `_headers ${rule.pattern} ${name}`), replace};
  });
  return {pattern: rule.pattern, uri: uriPattern(rule.pattern), ops, detach};
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
function proxiedRoute(route: ProxiedRoute): ProxiedRoute {
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
  if (HOST_ONLY_FILES.includes(path)) throw new Error(`${what}: the path is a host file`);
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

/**
 * Throws when proxied routes overlap or a redirect rule would catch a proxied path: nginx picks
 * the longest location and redirects before it picks one, Caddy goes by the order of its route,
 * so the two configs could disagree about who answers.
 */
function checkProxies(site: HostSite): void {
  for (const route of site.proxies) {
    const other = site.proxies.find(
      (given) =>
        given !== route &&
        (given.path === route.path || (given.prefix && route.path.startsWith(given.path))),
    );
    if (other) throw new Error(`proxied route ${route.path} overlaps ${other.path}`);
    const samples = route.prefix ? [route.path, `${route.path}x`] : [route.path];
    const rule = site.redirects.find(({uri}) =>
      samples.some((sample) => new RegExp(uri.source, uri.caseInsensitive ? 'i' : '').test(sample)),
    );
    if (rule) throw new Error(`proxied route ${route.path}: _redirects ${rule.from} catches it`);
  }
}

/**
 * The rules of `_headers` and `_redirects` (as their parsers read them) for nginx and Caddy, and
 * the paths the host passes to local services.
 */
export function hostSite(
  headers: readonly HeaderRule[],
  redirects: readonly RedirectRule[],
  proxies: readonly ProxiedRoute[] = [],
): HostSite {
  const site: HostSite = {
    headers: headers.map(headerRule),
    redirects: [],
    notFound: [],
    defaultNotFound: '/404.html',
    proxies: proxies.map(proxiedRoute),
  };
  for (const {from, to, status} of redirects) {
    if (!from.startsWith('/')) throw new Error(`_redirects: ${from} is not a path`);
    if (status === 404) {
      if (!to.startsWith('/')) throw new Error(`_redirects: the 404 page ${to} is not a path`);
      // The first matching 404 rule wins, as in the preview server.
      site.notFound.push({from, uri: uriPattern(from), page: percentEncode(to, URL_SAFE)});
    } else {
      site.redirects.push({
        from,
        uri: redirectPattern(from),
        to: percentEncode(to, URL_SAFE),
        status,
      });
    }
  }
  checkProxies(site);
  return site;
}
