// The Caddy version of `_headers` and `_redirects` (decision 042): one site block. Rules match
// the raw request URI ({http.request.orig_uri}), which rewrites do not change, so a 404 page
// gets the headers of the path that was asked for, as on a static host. `route` keeps the
// header operations in `_headers` order (Caddy would otherwise sort directives itself).
import {
  CADDY_FILE,
  HOST_ONLY_FILES,
  SITE_ROOT_PLACEHOLDER,
  type HostSite,
  type UriPattern,
} from './hostRules.ts';
import {
  answerNumber,
  routeSummary,
  type ProxiedRoute,
  type UnavailableAnswer,
} from './proxiedRoutes.ts';

/** A quoted Caddyfile token for text that has no `"`, `{`, `}` or trailing `\` (regexes, paths). */
function quote(text: string): string {
  if (/["{}]|\\$/.test(text)) throw new Error(`cannot be written to the ${CADDY_FILE}: ${text}`);
  return `"${text}"`;
}

/**
 * A header value as a quoted token, `"` escaped. Caddy expands `{placeholders}` in header values
 * and `{$NAME}` anywhere while reading the file, and an imported file loses the `\{` escapes,
 * so a value with a brace fails the build, as does a `\` before a `"` (it cannot be written).
 */
function caddyValue(text: string): string {
  if (/[{}]|\\("|$)/.test(text)) {
    throw new Error(`cannot be written to the ${CADDY_FILE} safely: ${JSON.stringify(text)}`);
  }
  return `"${text.replaceAll('"', '\\"')}"`;
}

const matcher = (name: string, uri: UriPattern) =>
  `@${name} vars_regexp {http.request.orig_uri} ${quote(`${uri.caseInsensitive ? '(?i)' : ''}${uri.source}`)}`;

const ENCODE = 'encode zstd gzip';

/** The regex of `route`'s public path over the request path. */
const routeRegex = (route: ProxiedRoute) =>
  `^${route.path.replaceAll('.', '\\.')}${route.prefix ? '' : '$'}`;

/**
 * `@<name>_large`: a request whose Content-Length is above `bytes`. Caddy 2.6 answers a body over
 * `request_body`'s limit with 502 once the proxy reads it; a declared size gets 413 up front, as
 * from nginx.
 */
function largeBodyMatcher(name: string, bytes: number): string {
  const length = '{http.request.header.Content-Length}';
  return `@${name}_large expression "${length}.matches('^[0-9]+$') && int(${length}) > ${bytes}"`;
}

/**
 * The matchers and `route` block passing `route` to its service: first in the site's route, so
 * the service's answers keep its own headers (as npm start's site server passes them).
 * `unavailable` marks the request for `handle_errors`' answer when the service is down or too
 * slow (null: the status line).
 */
function proxyRoute(
  route: ProxiedRoute,
  name: string,
  unavailable: string | null,
): {matchers: string[]; route: string[]} {
  const timeout = `${route.timeoutSeconds}s`;
  const matchers = [
    `# ${routeSummary(route)}`,
    `@${name} path_regexp ${quote(routeRegex(route))}`,
    largeBodyMatcher(name, route.maxBodyBytes),
  ];
  const deny: string[] = [];
  if (route.methods !== null) {
    matchers.push(`@${name}_deny not method ${route.methods.join(' ')}`);
    deny.push(
      `header @${name}_deny Allow ${quote(route.methods.join(', '))}`,
      `respond @${name}_deny 405`,
    );
  }
  const rewrite =
    route.path === route.upstreamPath
      ? []
      : [`uri path_regexp ${quote(routeRegex(route))} ${quote(route.upstreamPath)}`];
  return {
    matchers,
    route: [
      `route @${name} {`,
      ...[
        // For handle_errors: the service's errors are not the site's 404 page.
        'vars sf_proxied yes',
        ...(unavailable === null ? [] : [`vars sf_unavailable ${unavailable}`]),
        ...deny,
        `respond @${name}_large 413`,
        'request_body {',
        `\tmax_size ${route.maxBodyBytes}`,
        '}',
        ...rewrite,
        // X-Forwarded-For (the client's address only), -Proto and -Host are Caddy's own.
        `reverse_proxy ${route.upstream} {`,
        '\theader_up X-Real-IP {remote_host}',
        // Caddy's id of this request: the service logs it, so the two logs can be matched.
        '\theader_up X-Request-Id {http.request.uuid}',
        '\ttransport http {',
        `\t\tdial_timeout ${timeout}`,
        `\t\tresponse_header_timeout ${timeout}`,
        '\t}',
        '}',
      ].map((line) => `\t${line}`),
      '}',
    ],
  };
}

/**
 * `handle_errors`' answer `answer` for requests marked `mark`: Caddy's own 502 (service down) or
 * 504 (too slow), as `npm start`'s proxy answers (core's answer). The service's own error answers
 * are no errors to Caddy and pass unchanged. The body is compact JSON (checked): no `{` starts a
 * placeholder name in it.
 */
function unavailableHandler(mark: string, answer: UnavailableAnswer): string[] {
  return [
    `@sf_${mark} {`,
    `\tvars sf_unavailable ${mark}`,
    '\texpression "{err.status_code} in [502, 504]"',
    '}',
    `handle @sf_${mark} {`,
    '\theader Content-Type "application/json; charset=utf-8"',
    '\theader Cache-Control no-store',
    `\trespond "${answer.body.replaceAll('"', '\\"')}" ${answer.status}`,
    '}',
  ];
}

/** The Caddyfile for `site`. */
export function caddyfile(site: HostSite): string {
  const matchers: string[] = [];
  const route: string[] = [];
  // One mark (u0, u1, …) per distinct answer of a service that is down or too slow.
  const answers: UnavailableAnswer[] = [];
  const mark = ({unavailable}: ProxiedRoute) =>
    unavailable && `u${answerNumber(answers, unavailable)}`;
  site.proxies.forEach((proxied, index) => {
    const written = proxyRoute(proxied, `sf_p${index}`, mark(proxied));
    matchers.push(...written.matchers);
    route.push(...written.route);
  });
  site.headers.forEach((rule, index) => {
    matchers.push(`# ${rule.pattern}`, matcher(`sf_h${index}`, rule.uri));
    for (const op of rule.ops) {
      const name = op.replace ? op.name : `+${op.name}`;
      route.push(`header @sf_h${index} ${name} ${caddyValue(op.value)}`);
    }
  });
  matchers.push(`@sf_host_only path ${HOST_ONLY_FILES.join(' ')}`);
  route.push('error @sf_host_only 404');
  site.redirects.forEach((rule, index) => {
    matchers.push(`# ${rule.from}`, matcher(`sf_r${index}`, rule.uri));
    route.push(`redir @sf_r${index} ${quote(rule.to)} ${rule.status}`);
  });
  route.push('try_files {path} {path}/index.html', 'file_server');
  const notFound = [
    ...site.notFound.map((rule) => `${quote(`~${rule.uri.source}`)} ${quote(rule.page)}`),
    `default ${quote(site.defaultNotFound)}`,
  ];
  const indent = (lines: readonly string[], by = '\t') =>
    lines.map((line) => (line ? `${by}${line}` : ''));
  const lines = [
    `# Caddy site for this site, written by the build from _headers, _redirects and the proxied`,
    `# routes`,
    `# (docs/decisions/042-nginx-caddy.md). Do not edit: rebuild.`,
    `#`,
    `# ${SITE_ROOT_PLACEHOLDER} (below, "root") stands for the build's output folder, the folder holding`,
    `# this file: replace it with that folder's absolute path, e.g.`,
    `#     sed -i 's|${SITE_ROOT_PLACEHOLDER}|/srv/shop/dist|' /srv/shop/dist/${CADDY_FILE}`,
    `# then use this file as the Caddyfile, or "import /srv/shop/dist/${CADDY_FILE}" from yours.`,
    `# Put the site's domain in place of ":80" and Caddy gets it a certificate.`,
    ':80 {',
    ...indent([
      `root * ${SITE_ROOT_PLACEHOLDER}`,
      '# Compression: zstd and gzip (Caddy has no brotli encoder; the build writes no',
      '# precompressed files).',
      ENCODE,
      '',
      '# Proxied routes (request path), _headers rules and _redirects rules (raw request URI).',
      ...matchers,
      '',
      "# In this order: proxied routes (passed to a local service with the client's address),",
      '# security headers, CSP per page and caching (_headers, in file order; a detached header',
      '# is replaced, others are added), host-only files, redirects, files.',
      'route {',
      ...indent(route),
      '}',
      '',
      "# 404: the page of the missing path's language (_redirects' 404 rules), status 404.",
      ...(site.proxies.length > 0
        ? [
            "# A proxied route's error (its service down or too slow): its JSON error, never cached,",
            '# or only a status line.',
          ]
        : []),
      'handle_errors {',
      ...indent([
        ...answers.flatMap((answer, index) => unavailableHandler(`u${index}`, answer)),
        ...(site.proxies.length > 0
          ? [
              '@sf_proxied vars sf_proxied yes',
              'respond @sf_proxied "{err.status_code} {err.status_text}"',
            ]
          : []),
        'map {http.request.orig_uri} {sf_not_found} {',
        ...indent(notFound),
        '}',
        'rewrite * {sf_not_found}',
        ENCODE,
        'file_server',
      ]),
      '}',
    ]),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
