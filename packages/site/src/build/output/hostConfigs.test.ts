// nginx.conf and Caddyfile say what `_headers` and `_redirects` say (decision 042): each config
// is parsed and asked for every header of every path rule and every redirect of the fixture
// retailers' builds; content cannot break out of a quoted string. Both pass the proxied routes
// (the publish webhook, the order service's paths) to their service alike. Serving with the real
// servers: tests/e2e/hostServers.e2e.ts; every route the services answer:
// scripts/start/hostRoutes.test.ts.
import path from 'node:path';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {SERVICE_UNAVAILABLE} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {EMBED_PROVIDERS} from '@schaufenster/ui';
import {
  DEFAULT_ORDER_UPSTREAM,
  DEFAULT_PUBLISH_UPSTREAM,
  REPO_ROOT,
  readBuildOptions,
} from '../options.ts';
import {parseRedirects} from './redirects.ts';
import {prepareBuild} from '../ssr/server.ts';
import {headersForPath, parseHeadersFile} from './headersFile.ts';
import {hostConfigFiles, hostProxies} from './hostConfigs.ts';
import {CADDY_FILE, NGINX_FILE, SITE_ROOT_PLACEHOLDER} from './hostRules.ts';
import {PUBLISH_WEBHOOK_PATH} from './proxiedRoutes.ts';
import {FORWARDED, SERVERS} from './serverConfigs.testing.ts';

interface Files {
  headers: string;
  redirects: string;
}

/** `_headers` and `_redirects` as the build writes them for a fixture retailer (e2e settings). */
async function fixtureFiles(retailer: string): Promise<Files> {
  const site = await createFixtureSource(
    path.join(REPO_ROOT, 'fixtures/retailers', retailer),
  ).load();
  const settings = {
    ...readBuildOptions({}).settings,
    siteUrl: 'https://shop.example.de',
    adminPortalUrl: 'https://admin.example.com/portal?from=site',
    orderApiUrl: 'https://orders.example.de',
    matomoUrl: 'https://stats.example.de/',
    clockScriptUrl: 'https://clock.example.com/clock.js',
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const prepared = prepareBuild(site, settings);
  vi.restoreAllMocks();
  // The contact pages' two-click map, as their rendered HTML has it (decision 025).
  const embeds = prepared.pages
    .filter((page) => page.kind === 'contact')
    .map((page) => ({path: page.path, frameOrigins: EMBED_PROVIDERS.google_maps.frameOrigins}));
  return {headers: prepared.headers(embeds), redirects: prepared.files._redirects ?? ''};
}

/** Request URIs that exercise a `_headers` pattern: its path, below it, with a query. */
function samplesOf(pattern: string): string[] {
  const filled = pattern.replace(/:[^/]+/g, 'seg');
  if (!filled.includes('*')) return [filled, `${filled}?q=1`];
  return [
    filled.replaceAll('*', ''),
    filled.replaceAll('*', 'a/b-C1.html'),
    `${filled.replaceAll('*', 'x')}?q=/y`,
  ];
}

const FIXED_SAMPLES = [
  '/',
  '/kontakt/',
  '/assets/app-BlsA266K.js',
  '/page-data/sq/d/1eba42a87cd7b2613651.json',
  '/page-data/kontakt/page-data.json',
  '/page-data/app-data.json',
  '/sw.js',
  '/en/unknown',
  '/nothing/here',
];

function expectedHeaders(headers: string, uri: string): Record<string, string> {
  const served = headersForPath(parseHeadersFile(headers), uri.split('?')[0] ?? uri);
  return Object.fromEntries([...served].map(([name, value]) => [name.toLowerCase(), value]));
}

describe.each(['juwelier-morgenstern', 'optik-klarblick'])('host configs of %s', (retailer) => {
  let files: Files;
  let configs: Record<string, string>;
  beforeAll(async () => {
    files = await fixtureFiles(retailer);
    // As the build writes them: with the publish webhook and the order service's paths.
    const proxies = hostProxies({
      publishUpstream: DEFAULT_PUBLISH_UPSTREAM,
      orderUpstream: DEFAULT_ORDER_UPSTREAM,
    });
    configs = hostConfigFiles(files.headers, files.redirects, proxies);
  });

  it.each(SERVERS)('%s sends every header of every _headers rule', (_name, serverOf) => {
    const serve = serverOf(configs);
    const rules = parseHeadersFile(files.headers);
    expect(rules.length).toBeGreaterThan(3);
    const samples = [
      ...new Set([...rules.flatMap((rule) => samplesOf(rule.pattern)), ...FIXED_SAMPLES]),
    ];
    for (const uri of samples) {
      expect(serve(uri).headers, uri).toEqual(expectedHeaders(files.headers, uri));
    }
  });

  it.each(SERVERS)('%s redirects as _redirects says and has its 404 pages', (_name, serverOf) => {
    const serve = serverOf(configs);
    const rules = parseRedirects(files.redirects);
    expect(rules.filter((rule) => rule.status !== 404).length).toBeGreaterThan(0);
    for (const {from, to, status} of rules) {
      if (status === 404) {
        const missing = from.replace('*', 'gibt-es-nicht');
        expect(serve(missing), missing).toMatchObject({redirect: null, notFoundPage: to});
      } else {
        for (const uri of [from, `${from}/`, from.toUpperCase(), `${from}?x=1`]) {
          expect(serve(uri).redirect, uri).toEqual({status, location: to});
        }
      }
    }
    expect(serve('/gibt-es-nicht')).toMatchObject({redirect: null, notFoundPage: '/404.html'});
    expect(serve('/login-page').redirect).toBeNull();
  });

  it.each(SERVERS)(
    '%s passes POST /_publish to the publish server with the client address, nothing else',
    (_name, serverOf) => {
      const serve = serverOf(configs);
      const publish = {
        url: `${DEFAULT_PUBLISH_UPSTREAM}/publish`,
        methods: ['POST'],
        maxBodyBytes: 16 * 1024,
        timeoutSeconds: 10,
        forwarded: FORWARDED,
        // The publish server down: the server's own error (its caller logs the status only).
        unavailable: null,
      };
      // The publish server's answer keeps its own headers: none of the site's.
      expect(serve(PUBLISH_WEBHOOK_PATH, 'POST')).toEqual({
        headers: {},
        redirect: null,
        notFoundPage: '',
        proxy: publish,
      });
      expect(serve('/_publish?from=flow', 'POST').proxy?.url).toBe(`${publish.url}?from=flow`);
      expect(serve(PUBLISH_WEBHOOK_PATH, 'GET')).toMatchObject({
        headers: {allow: 'POST'},
        proxy: {...publish, url: null},
      });
      for (const uri of ['/_publish/', '/_PUBLISH', '/_publish/x', '/publish', '/_publishx']) {
        expect(serve(uri, 'POST'), uri).toMatchObject({
          proxy: null,
          headers: expectedHeaders(files.headers, uri),
        });
      }
    },
  );

  it.each(SERVERS)(
    "%s passes the order service's paths on unchanged, any method, with the client address",
    (_name, serverOf) => {
      const serve = serverOf(configs);
      const service = {
        methods: null,
        maxBodyBytes: 64 * 1024,
        timeoutSeconds: 60,
        forwarded: FORWARDED,
        // The service down or too slow: npm start's proxy's answer, from core.
        unavailable: {
          status: 503,
          headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
          body: SERVICE_UNAVAILABLE.body,
        },
      };
      expect(JSON.parse(SERVICE_UNAVAILABLE.body)).toEqual({
        status: 'error',
        errors: [{code: 'service_unavailable', message: 'The order service is not reachable'}],
      });
      const cases: [string, string][] = [
        ['/ecom/order', 'POST'],
        ['/ecom/order/paypal_order', 'POST'],
        ['/ecom/paypal/webhook', 'POST'],
        ['/ecom/stock?ids=1,2', 'GET'],
        ['/ecom/withdrawal', 'OPTIONS'],
        ['/forms/contact', 'POST'],
        ['/newsletter/subscribe', 'POST'],
        ['/newsletter/confirm?token=a.b', 'GET'],
        ['/newsletter/unsubscribe?token=a.b', 'POST'],
        ['/ecom/nothing-here', 'DELETE'],
      ];
      for (const [uri, method] of cases) {
        // The service's answer keeps its own headers (CORS, Allow): none of the site's.
        expect(serve(uri, method), `${method} ${uri}`).toEqual({
          headers: {},
          redirect: null,
          notFoundPage: '',
          proxy: {...service, url: `${DEFAULT_ORDER_UPSTREAM}${uri}`},
        });
      }
      for (const uri of [
        '/ecom',
        '/forms',
        '/newsletter',
        '/owner/orders',
        '/health',
        '/ECOM/order',
      ]) {
        expect(serve(uri, 'POST'), uri).toMatchObject({
          proxy: null,
          headers: expectedHeaders(files.headers, uri),
        });
      }
    },
  );

  it('names the root placeholder in both configs and explains it', () => {
    for (const name of [NGINX_FILE, CADDY_FILE]) {
      const text = configs[name] ?? '';
      expect(text).toMatch(/^#.*__SITE_ROOT__.*output folder/m);
      expect(
        text.match(new RegExp(`^\\s*root( \\*)? ${SITE_ROOT_PLACEHOLDER};?$`, 'gm')),
      ).toHaveLength(1);
    }
  });
});

describe('content in the rules', () => {
  const EVIL_VALUE = `a"; add_header X-Evil 1; # $uri \\n \\t 'b' "`;
  const headers = [
    '/*',
    `  X-Test: ${EVIL_VALUE}`,
    '/shop/"x";{}$uri/*',
    '  ! X-Test',
    '  X-Test: checkout',
    '/müller&söhne',
    '  X-Test: umlaut',
  ].join('\n');
  const redirects = '/alt  https://example.com/a?b="c"{d}$e  301\n/en/*  /en/404.html  404\n';

  it.each(SERVERS)('%s reads the values back exactly and adds no directive', (_name, serverOf) => {
    const serve = serverOf(hostConfigFiles(headers, redirects));
    expect(serve('/').headers).toEqual({'x-test': EVIL_VALUE});
    expect(serve('/shop/%22x%22;%7B%7D$uri/k').headers).toEqual({'x-test': 'checkout'});
    expect(serve('/m%C3%BCller&s%C3%B6hne').headers).toEqual({'x-test': `${EVIL_VALUE}, umlaut`});
    expect(serve('/alt').redirect).toEqual({
      status: 301,
      location: 'https://example.com/a?b=%22c%22%7Bd%7D%24e',
    });
  });

  it('fails the build on values Caddy would read as a placeholder or an escape', () => {
    expect(() => hostConfigFiles('/*\n  X-A: {$HOME}\n', '')).toThrow(/Caddyfile/);
    expect(() => hostConfigFiles('/*\n  X-A: {http.request.host}\n', '')).toThrow(/Caddyfile/);
    expect(() => hostConfigFiles('/*\n  X-A: a\\\n', '')).toThrow(/Caddyfile/);
    expect(() => hostConfigFiles('/*\n  ! X-A\n', '')).toThrow(/not supported/);
  });
});
