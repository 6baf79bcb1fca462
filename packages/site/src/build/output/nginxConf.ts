// The nginx version of `_headers` and `_redirects` (decision 042): map blocks and one server block,
// to include inside `http {}`. Every rule matches the raw request URI ($request_uri), which an
// internal redirect (index file, 404 page) does not change, so a 404 page gets the headers of
// the path that was asked for, as on a static host.
import {
  SITE_ROOT_PLACEHOLDER,
  HOST_ONLY_FILES,
  NGINX_FILE,
  type HostSite,
  type UriPattern,
} from './hostRules.ts';
import {
  answerNumber,
  routeSummary,
  type ProxiedRoute,
  type UnavailableAnswer,
} from './proxiedRoutes.ts';

/** Types gzip compresses besides text/html (nginx always includes it). */
const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** A double-quoted nginx string: `\` and `"` escaped (nginx would read `\n`, `\t`, `\r`). */
function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** A quoted string nginx compiles with variables: a `$` is written as the dollar variable. */
function quoteValue(text: string, dollar: string): string {
  return quote(text).replaceAll('$', `\${${dollar}}`);
}

/** A map key matching `uri`. */
function mapKey(uri: UriPattern): string {
  return quote(`${uri.caseInsensitive ? '~*' : '~'}${uri.source}`);
}

const block = (head: string, lines: readonly string[], indent = '') => [
  `${indent}${head} {`,
  ...lines.map((line) => `${indent}    ${line}`),
  `${indent}}`,
];

/** A size in bytes as nginx reads it. */
const size = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024}k` : `${bytes}`);

/** `route`'s methods as an anchored regex, for `if` and the map of its `Allow` header. */
const methodsRegex = (route: ProxiedRoute) => `^(?:${(route.methods ?? []).join('|')})$`;

/** The `map` giving `route`'s `Allow` header: its methods on a 405, else nothing. */
function allowMap(route: ProxiedRoute, variable: string): string[] {
  const entries =
    route.methods === null
      ? ['default "";']
      : [`${quote(`~${methodsRegex(route)}`)} "";`, `default ${quote(route.methods.join(', '))};`];
  return block(`map $request_method $${variable}`, entries);
}

const FILES = 'try_files $uri $uri/index.html =404;';

/**
 * The `location` passing `route` to its service; `unavailable` names the location answering
 * when the service is down or too slow (null: nginx's own error page).
 */
function proxyLocation(route: ProxiedRoute, allow: string, unavailable: string | null): string[] {
  const timeout = `${route.timeoutSeconds}s`;
  // The prefix without its final "/" stays the site's, as on the other hosts (nginx would
  // redirect it to the prefix).
  const bare = route.prefix ? block(`location = ${quote(route.path.slice(0, -1))}`, [FILES]) : [];
  return [
    `# ${routeSummary(route)}`,
    ...block(`location ${route.prefix ? '^~' : '='} ${quote(route.path)}`, [
      "# Its own add_header: the service's answers keep the service's headers, not the site's",
      "# (as npm start's site server passes them); Allow goes with a 405.",
      `add_header Allow $${allow} always;`,
      ...(route.methods === null
        ? []
        : block(`if ($request_method !~ ${quote(methodsRegex(route))})`, ['return 405;'])),
      ...(unavailable === null
        ? []
        : [
            "# nginx's own 502 (service down) and 504 (too slow) only: without",
            "# proxy_intercept_errors, the service's own error answers pass unchanged.",
            `error_page 502 504 = @${unavailable};`,
          ]),
      `client_max_body_size ${size(route.maxBodyBytes)};`,
      `client_body_timeout ${timeout};`,
      // The same path at the service: the request URI goes on as the client sent it (with a
      // path, nginx would send its decoded and re-encoded form).
      `proxy_pass ${route.upstream}${route.path === route.upstreamPath ? '' : route.upstreamPath};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Real-IP $remote_addr;',
      "# The client's address only: what the client sent as X-Forwarded-For is not passed on.",
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-Host $host;',
      "# nginx's id of this request: the service logs it, so the two logs can be matched.",
      'proxy_set_header X-Request-Id $request_id;',
      `proxy_connect_timeout ${timeout};`,
      `proxy_send_timeout ${timeout};`,
      `proxy_read_timeout ${timeout};`,
    ]),
    ...bare,
  ];
}

/** The named location giving `answer`, as `npm start`'s proxy gives it (core's answer). */
function unavailableLocation(name: string, answer: UnavailableAnswer): string[] {
  return block(`location @${name}`, [
    'default_type "application/json; charset=utf-8";',
    'add_header Cache-Control "no-store" always;',
    `return ${answer.status} ${quote(answer.body)};`,
  ]);
}

/**
 * `nginx.conf` for `site`. `prefix` starts every variable name (`$<prefix>_…`), so that two
 * sites with different rules can share one `http {}`.
 */
export function nginxConf(site: HostSite, prefix: string): string {
  const dollar = `${prefix}_dollar`;
  // One named location per distinct answer of a service that is down or too slow.
  const answers: UnavailableAnswer[] = [];
  const unavailableName = ({unavailable}: ProxiedRoute) =>
    unavailable && `${prefix}_unavailable${answerNumber(answers, unavailable)}`;
  const lines = [
    `# nginx server for this site, written by the build from _headers, _redirects and the proxied`,
    `# routes`,
    `# (docs/decisions/042-nginx-caddy.md). Do not edit: rebuild.`,
    `#`,
    `# Include it inside the http {} block of nginx.conf, after "include mime.types;", e.g.`,
    `#     include /srv/shop/dist/${NGINX_FILE};`,
    `# ${SITE_ROOT_PLACEHOLDER} (below, "root") stands for the build's output folder, the folder holding`,
    `# this file: replace it with that folder's absolute path, e.g.`,
    `#     sed -i 's|${SITE_ROOT_PLACEHOLDER}|/srv/shop/dist|' /srv/shop/dist/${NGINX_FILE}`,
    `# and adapt "listen" and "server_name" (TLS: add your certificate lines).`,
    '',
    '# "$" for values that contain one (geo values are not read for variables).',
    ...block(`geo $${dollar}`, ['default "$";']),
    '',
    '# _headers: one map per header of a rule, "" (no header) where the rule does not match or a',
    '# later matching rule detaches the header.',
  ];
  const adds: string[] = [];
  site.headers.forEach((rule, index) => {
    rule.ops.forEach((op, opIndex) => {
      const name = `${prefix}_h${index}_${opIndex}`;
      const entries: string[] = [];
      for (const later of site.headers.slice(index + 1)) {
        if (later.detach.includes(op.name.toLowerCase())) entries.push(`${mapKey(later.uri)} "";`);
      }
      entries.push(`${mapKey(rule.uri)} ${quoteValue(op.value, dollar)};`, 'default "";');
      lines.push(`# ${rule.pattern}: ${op.name}`, ...block(`map $request_uri $${name}`, entries));
      adds.push(`add_header ${op.name} $${name} always;`);
    });
  });
  lines.push(
    '',
    '# _redirects: the first matching rule, by number.',
    ...block(`map $request_uri $${prefix}_redirect`, [
      ...site.redirects.map((rule, index) => `${mapKey(rule.uri)} ${index};`),
      'default "";',
    ]),
    '',
    "# _redirects' 404 rules: the 404 page of the missing path's language.",
    ...block(`map $request_uri $${prefix}_not_found`, [
      ...site.notFound.map((rule) => `${mapKey(rule.uri)} ${quote(rule.page)};`),
      `default ${quote(site.defaultNotFound)};`,
    ]),
    '',
  );
  if (site.proxies.length > 0) {
    lines.push("# Proxied routes: the Allow header of each one's 405.");
    site.proxies.forEach((route, index) =>
      lines.push(...allowMap(route, `${prefix}_p${index}_allow`)),
    );
    lines.push('');
  }
  const server = [
    'listen 80;',
    'server_name _;',
    `root ${SITE_ROOT_PLACEHOLDER};`,
    'index index.html;',
    'absolute_redirect off;',
    'charset utf-8;',
    '',
    '# Compression: gzip (brotli and zstd need modules nginx does not ship; the build writes no',
    '# precompressed files).',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_min_length 256;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    '',
    '# Security headers, CSP per page and caching (_headers, in file order). No location below',
    '# may have an add_header of its own (nginx would drop these there), but a proxied route.',
    ...adds,
    '',
    ...site.redirects.flatMap((rule, index) =>
      block(`if ($${prefix}_redirect = ${index})`, [`return ${rule.status} ${quote(rule.to)};`]),
    ),
    '',
    `error_page 404 $${prefix}_not_found;`,
    ...HOST_ONLY_FILES.flatMap((file) => block(`location = ${quote(file)}`, ['return 404;'])),
    ...(site.proxies.length > 0
      ? ['', "# Proxied routes: passed to a local service with the client's address."]
      : []),
    ...site.proxies.flatMap((route, index) =>
      proxyLocation(route, `${prefix}_p${index}_allow`, unavailableName(route)),
    ),
    ...(answers.length > 0
      ? ['# A proxied service down or too slow: its JSON error, never cached.']
      : []),
    ...answers.flatMap((answer, index) =>
      unavailableLocation(`${prefix}_unavailable${index}`, answer),
    ),
    ...(site.proxies.length > 0 ? [''] : []),
    ...block('location /', [FILES]),
  ];
  lines.push(...block('server', server));
  return `${lines.join('\n').replace(/ +$/gm, '')}\n`;
}
