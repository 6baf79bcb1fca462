// What nginx and Caddy need from `_headers` and `_redirects` (decision 042): the same rules,
// read with the parsers the site server uses, turned into regular expressions over the raw
// request URI and checked so that nothing taken from content can leave its quoted string.
// Plain TypeScript (type stripping): the build writes the configs next to `_headers`.
import type {HeaderRule} from './headersFile.ts';
import {checkedRoute, type ProxiedRoute} from './proxiedRoutes.ts';
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
    proxies: proxies.map(checkedRoute),
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
  for (const route of site.proxies) {
    if (HOST_ONLY_FILES.includes(route.path)) {
      throw new Error(`proxied route ${route.path}: the path is a host file`);
    }
  }
  checkProxies(site);
  return site;
}
