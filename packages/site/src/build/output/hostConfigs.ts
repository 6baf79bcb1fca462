// nginx and Caddy configs next to `_headers` and `_redirects`, for agencies that host themselves
// (decision 042): both are written from those two files as the build wrote them, read with the same
// parsers the site server uses, so the rules exist once. They pass the publish webhook and the
// order service's paths on to those services.
import {createHash} from 'node:crypto';
import {SERVICE_PATH_PREFIXES} from '@schaufenster/core';
import {writeText} from '../files.ts';
import {caddyfile} from './caddyfile.ts';
import {parseHeadersFile} from './headersFile.ts';
import {CADDY_FILE, NGINX_FILE, hostSite} from './hostRules.ts';
import {orderServiceRoute, publishWebhookRoute, type ProxiedRoute} from './proxiedRoutes.ts';
import {nginxConf} from './nginxConf.ts';
import {parseRedirects} from './redirects.ts';

/**
 * `nginx.conf` and `Caddyfile` for the site whose `_headers` and `_redirects` are given, passing
 * `proxies` to local services.
 */
export function hostConfigFiles(
  headers: string,
  redirects: string,
  proxies: readonly ProxiedRoute[] = [],
): Record<string, string> {
  const site = hostSite(parseHeadersFile(headers), parseRedirects(redirects), proxies);
  // Variable names per rule set: two sites in one nginx `http {}` keep apart.
  const id = createHash('sha256')
    .update(headers)
    .update('\0')
    .update(redirects)
    .update('\0')
    .update(JSON.stringify(site.proxies))
    .digest('hex');
  return {[NGINX_FILE]: nginxConf(site, `sf${id.slice(0, 8)}`), [CADDY_FILE]: caddyfile(site)};
}

/** Where the local services listen: the build's `PUBLISH_UPSTREAM` and `ORDER_UPSTREAM`. */
interface Upstreams {
  publishUpstream: string;
  orderUpstream: string;
}

/**
 * The routes the host passes to local services: the publish server's webhook, and every path
 * under the order service's prefixes (`/ecom/`, `/forms/`, `/newsletter/`).
 */
export function hostProxies(upstreams: Upstreams): ProxiedRoute[] {
  return [
    publishWebhookRoute(upstreams.publishUpstream),
    ...SERVICE_PATH_PREFIXES.map((prefix) => orderServiceRoute(prefix, upstreams.orderUpstream)),
  ];
}

/** Writes `nginx.conf` and `Caddyfile` into `dir`, beside the `_headers` and `_redirects` given. */
export async function writeHostConfigs(
  dir: string,
  headers: string,
  redirects: string,
  proxies: readonly ProxiedRoute[],
): Promise<void> {
  for (const [name, text] of Object.entries(hostConfigFiles(headers, redirects, proxies))) {
    await writeText(dir, name, text);
  }
}
