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

/** The Caddyfile for `site`. */
export function caddyfile(site: HostSite): string {
  const matchers: string[] = [];
  const route: string[] = [];
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
    `# Caddy site for this site, written by the build from _headers and _redirects`,
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
      '# _headers rules and _redirects rules, each matching the raw request URI.',
      ...matchers,
      '',
      '# In this order: security headers, CSP per page and caching (_headers, in file order;',
      '# a detached header is replaced, others are added), host-only files, redirects, files.',
      'route {',
      ...indent(route),
      '}',
      '',
      "# 404: the page of the missing path's language (_redirects' 404 rules), status 404.",
      'handle_errors {',
      ...indent([
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
