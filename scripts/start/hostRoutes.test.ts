// Every route the local services answer is reachable through each host that serves the site: the
// generated nginx.conf and Caddyfile (decision 042, read back with the config readers) and `npm
// start`'s proxy. The routes come from the services' own lists, so a route no host passes on
// fails here, before a deployment answers it with 404.
import {describe, expect, it, vi} from 'vitest';
import {BODY_LIMIT_BYTES} from '../../packages/order-service/src/limits.ts';
import {GET_ROUTES, ROUTES} from '../../packages/order-service/src/router.ts';
import {readBuildOptions} from '../../packages/site/src/build/options.ts';
import {hostConfigFiles, hostProxies} from '../../packages/site/src/build/output/hostConfigs.ts';
import {CADDY_FILE, NGINX_FILE} from '../../packages/site/src/build/output/hostRules.ts';
import {
  ORDER_SERVICE_BODY_LIMIT_BYTES,
  PUBLISH_WEBHOOK_PATH,
} from '../../packages/site/src/build/output/proxiedRoutes.ts';
import {
  caddyServer,
  nginxServer,
  type Server,
} from '../../packages/site/src/build/output/serverConfigs.testing.ts';
import {redirectsFile} from '../../packages/site/src/build/output/staticFiles.ts';
import {isProxiedPath} from './siteServer.ts';

const options = readBuildOptions({});
const headers = "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n";
const redirects = redirectsFile('https://admin.example.com', ['de', 'en', 'fr'], vi.fn());
const configs = hostConfigFiles(headers, redirects, hostProxies(options));
const SERVERS: [string, Server][] = [
  ['nginx', nginxServer(configs[NGINX_FILE] ?? '')],
  ['Caddy', caddyServer(configs[CADDY_FILE] ?? '')],
];

/** Every request the order service answers on the site's origin: method and path. */
const SERVICE_ROUTES: [string, string][] = [
  ...[...ROUTES.keys()].map((path): [string, string] => ['POST', path]),
  ...[...GET_ROUTES.keys()].map((path): [string, string] => ['GET', path]),
];

describe('routes of the local services on the site origin', () => {
  it('lists the payment webhook, the newsletter links and the withdrawal', () => {
    expect(SERVICE_ROUTES).toEqual(
      expect.arrayContaining([
        ['POST', '/ecom/order'],
        ['POST', '/ecom/paypal/webhook'],
        ['POST', '/ecom/withdrawal'],
        ['POST', '/forms/contact'],
        ['POST', '/newsletter/confirm'],
        ['GET', '/newsletter/unsubscribe'],
      ]),
    );
  });

  it.each(SERVERS)('%s passes every order service route on, as it is', (_name, serve) => {
    const missing = SERVICE_ROUTES.filter(([method, path]) => {
      const answer = serve(`${path}?x=1`, method);
      return answer.proxy?.url !== `${options.orderUpstream}${path}?x=1` || answer.redirect;
    });
    expect(missing).toEqual([]);
    for (const [method, path] of SERVICE_ROUTES) {
      // The service's own headers (CORS, Retry-After), none of the site's.
      expect(serve(path, method).headers, path).toEqual({});
    }
  });

  it.each(SERVERS)('%s passes the publish webhook to the publish server', (_name, serve) => {
    expect(serve(PUBLISH_WEBHOOK_PATH, 'POST').proxy?.url).toBe(
      `${options.publishUpstream}/publish`,
    );
  });

  it.each(SERVERS)("%s keeps the service's owner API and health private", (_name, serve) => {
    for (const path of ['/owner/orders', '/health']) {
      expect(serve(path, 'GET').proxy, path).toBeNull();
    }
  });

  it('npm start passes every order service route on too', () => {
    expect(SERVICE_ROUTES.filter(([, path]) => !isProxiedPath(path))).toEqual([]);
    expect(['/owner/orders', '/health'].filter(isProxiedPath)).toEqual([]);
  });

  it('limits bodies where the service does: 413 before a body it would refuse', () => {
    expect(ORDER_SERVICE_BODY_LIMIT_BYTES).toBe(BODY_LIMIT_BYTES);
    for (const [, serve] of SERVERS) {
      expect(serve('/ecom/order', 'POST').proxy?.maxBodyBytes).toBe(BODY_LIMIT_BYTES);
    }
  });
});
