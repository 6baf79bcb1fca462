// The site server of `npm start` and the end-to-end tests: the built site as a static host
// serves it (packages/site/src/build/serve.ts), and the order service's paths are passed on to
// the local order service, so the browser talks to one origin and needs no CORS
// (docs/operations/hosting.md; decision 010 Endpoints). The files get the headers of the build's `_headers`, as a
// static host sends them (decision 017: the Content-Security-Policy and security headers).
// The root may be the publish server's `current` symlink (docs/operations/publishing.md): each
// request resolves it once, and its headers and file come from that one release.
import {existsSync, readFileSync} from 'node:fs';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import {SERVICE_PATH_PREFIXES, SERVICE_UNAVAILABLE} from '@schaufenster/core';
import {
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from '../../packages/site/src/build/output/headersFile.ts';
import {HOST_ONLY_FILES} from '../../packages/site/src/build/output/hostRules.ts';
import {noSite, serveStatic, siteRoot, type SiteRoot} from '../../packages/site/src/build/serve.ts';

/**
 * Path prefixes the order service answers: spec §7 `/ecom/*`, the contact form, the newsletter.
 * Core's list, which the generated nginx and Caddy configs pass on as well.
 */
export const PROXIED_PREFIXES = SERVICE_PATH_PREFIXES;

// Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection and are not passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Options of `createSiteHandler`. */
export interface SiteHandlerOptions {
  /** The built site (`dist/`). */
  root: string;
  /** Origin of the order service, e.g. `http://127.0.0.1:4174`; null serves files only. */
  serviceUrl: string | null;
}

/** True when the order service answers `pathname` rather than the static files. */
export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The host's configuration files: read by the host, never served (Netlify, Cloudflare Pages;
 * nginx and Caddy, decision 042).
 */
const HOST_FILES: readonly string[] = HOST_ONLY_FILES;

/** The rules of a site's `_headers`, read once per site folder (a release never changes). */
const headerRules = new WeakMap<SiteRoot, HeaderRule[]>();

/** The rules of `<site>/_headers`; none when the build wrote no such file. */
function readHeaderRules(site: SiteRoot): HeaderRule[] {
  const known = headerRules.get(site);
  if (known !== undefined) return known;
  const file = path.join(site.dir, '_headers');
  const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
  headerRules.set(site, rules);
  return rules;
}

/**
 * A request listener: order-service paths are proxied (with the service's own headers), everything
 * else is a static file with the `_headers` headers for its path.
 */
export function createSiteHandler(options: SiteHandlerOptions): RequestListener {
  const target = options.serviceUrl === null ? null : new URL(options.serviceUrl);
  return (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (target !== null && isProxiedPath(pathname)) {
      proxy(request, response, target);
      return;
    }
    const site = siteRoot(options.root);
    if (site === null) {
      noSite(response);
      return;
    }
    for (const [name, value] of headersForPath(readHeaderRules(site), pathname)) {
      response.setHeader(name, value);
    }
    if (HOST_FILES.includes(pathname)) {
      response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found\n');
      return;
    }
    serveStatic(site, request, response);
  };
}

function proxy(request: IncomingMessage, response: ServerResponse, target: URL): void {
  const upstream = httpRequest(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      // As the generated nginx and Caddy configs do: the visitor's address, never one the visitor
      // wrote, so the service's per-visitor limits work behind this proxy too.
      headers: {
        ...endToEnd(request.headers),
        host: target.host,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    // The service is down or restarting: answer in its error shape (decision 010) so the
    // forms show the spec's error instead of hanging; core's answer, as nginx and Caddy send it.
    if (response.headersSent) {
      response.destroy(error);
      return;
    }
    response.writeHead(SERVICE_UNAVAILABLE.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(SERVICE_UNAVAILABLE.body);
  });
  request.pipe(upstream);
}

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}
