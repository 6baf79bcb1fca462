// The jeweller's e2e build served by Debian's nginx and Caddy with the nginx.conf and Caddyfile the
// build wrote, for agencies that host themselves (decision 042): security headers and CSP per page,
// caching, redirects, the 404 page per language and gzip, each as `_headers` and `_redirects` say,
// the publish webhook passed to a stand-in of the publish server, and the order service's paths
// (orders, forms, newsletter links) to a stand-in of the order service, and with that stand-in
// stopped, the JSON 503 npm start's proxy answers.
// Skipped, with a message, where a server is not installed (scripts/ensure-deps.mjs installs both).
import {readFileSync, readdirSync} from 'node:fs';
import {createServer, request, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SERVICE_UNAVAILABLE} from '@schaufenster/core';
import {
  headersForPath,
  parseHeadersFile,
} from '../../packages/site/src/build/output/headersFile.ts';
import {parseRedirects} from '../../packages/site/src/build/output/redirects.ts';
import {readBuildOptions} from '../../packages/site/src/build/options.ts';
import {
  HOST_SERVERS,
  isInstalled,
  startHost,
  type HostServerName,
  type RunningHost,
} from './support/hostServers.ts';
import {JEWELLER, site} from './support/sites.ts';
import {createSiteHandler} from '../../scripts/start/siteServer.ts';

const NAMES = Object.keys(HOST_SERVERS) as HostServerName[];
for (const name of NAMES.filter((server) => !isInstalled(server))) {
  console.warn(
    `hostServers.e2e.ts: ${HOST_SERVERS[name]} is missing, serving with ${name} is skipped ` +
      '(install Debian\'s "nginx-light caddy", or run npm test as root to have it installed)',
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A request id as nginx ($request_id: 32 hex digits) or Caddy (a UUID) makes it. */
const REQUEST_ID = expect.stringMatching(
  /^([0-9a-f]{32}|[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12})$/,
);

/** A request without redirects or decompression: status, headers and the raw body. */
function send(url: string, method: string, headers: Record<string, string>, body = '') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, {method, headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end(body);
  });
}

/** A GET without redirects or decompression: status, headers and the raw body. */
const get = (url: string, headers: Record<string, string> = {}) => send(url, 'GET', headers);

/** What a service's stand-in received. */
interface Received {
  method: string;
  url: string;
  body: string;
  forwardedFor: string | undefined;
  realIp: string | undefined;
  /** The web server's id of the request, which the service logs. */
  requestId: string | undefined;
}

/** A service's answer: status, headers and body. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The publish server's answer to a webhook call. */
const PUBLISH_ANSWER: Answer = {
  status: 202,
  headers: {'content-type': 'application/json'},
  body: '{"status":"queued","publishing":false}',
};

/** The order service's answer, with a header of its own that a page never has. */
const SERVICE_ANSWER: Answer = {
  status: 201,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': 'http://localhost:4173',
    'retry-after': '7',
  },
  body: '{"status":"ok"}',
};

/** The order service's own error (a payment provider's unusable answer): not the server's. */
const SERVICE_FAILURE: Answer = {
  status: 502,
  headers: {'content-type': 'application/json; charset=utf-8'},
  body: '{"status":"error","errors":[{"code":"payment_provider_error"}]}',
};

/**
 * A stand-in of a local service on a free port: gives `answer` (`failure` to a URL ending in
 * `?fail`) and records each request.
 */
async function standIn(
  answer: Answer,
  failure = answer,
): Promise<{server: Server; origin: string; received: Received[]}> {
  const received: Received[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        body: Buffer.concat(chunks).toString(),
        forwardedFor: incoming.headers['x-forwarded-for'] as string | undefined,
        realIp: incoming.headers['x-real-ip'] as string | undefined,
        requestId: incoming.headers['x-request-id'] as string | undefined,
      });
      const given = incoming.url?.endsWith('?fail') ? failure : answer;
      response.writeHead(given.status, given.headers);
      response.end(given.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {server, origin: `http://127.0.0.1:${port}`, received};
}

describe.each(NAMES)('%s serving the built jeweller', (name) => {
  const outDir = () => site(JEWELLER).outDir;
  const rules = () => parseHeadersFile(readFileSync(path.join(outDir(), '_headers'), 'utf8'));
  let host: RunningHost | null = null;
  let publish: Awaited<ReturnType<typeof standIn>> | null = null;
  let orders: Awaited<ReturnType<typeof standIn>> | null = null;
  const url = (pathname: string) => `${host?.origin ?? ''}${pathname}`;

  beforeAll(async () => {
    if (!isInstalled(name)) return;
    publish = await standIn(PUBLISH_ANSWER);
    orders = await standIn(SERVICE_ANSWER, SERVICE_FAILURE);
    // The build's PUBLISH_UPSTREAM and ORDER_UPSTREAM (the environment's, as the global setup
    // built with it).
    const {publishUpstream, orderUpstream} = readBuildOptions(process.env);
    host = await startHost(name, outDir(), {
      upstreams: {[publishUpstream]: publish.origin, [orderUpstream]: orders.origin},
    });
  });
  afterAll(async () => {
    await host?.stop();
    publish?.server.close();
    orders?.server.close();
  });

  /** The headers `_headers` gives `pathname`, by lower-case name. */
  const expected = (pathname: string) =>
    Object.fromEntries(
      [...headersForPath(rules(), pathname)].map(([key, value]) => [key.toLowerCase(), value]),
    );

  it.skipIf(!isInstalled(name))(
    'sends the security headers and the CSP of _headers on pages',
    async () => {
      for (const pathname of [
        '/',
        '/kontakt',
        '/en/',
        '/shop/kasse',
        '/en/shop/kasse/',
        '/fr/boutique/kasse',
      ]) {
        const answer = await get(url(pathname));
        expect(answer.status, pathname).toBe(200);
        expect(String(answer.headers['content-type']), pathname).toMatch(/^text\/html/);
        for (const [key, value] of Object.entries(expected(pathname))) {
          expect(answer.headers[key], `${pathname} ${key}`).toBe(value);
        }
      }
      const home = (await get(url('/'))).headers['content-security-policy'];
      const checkout = (await get(url('/shop/kasse'))).headers['content-security-policy'];
      expect(home).toContain("script-src 'self'");
      expect(home).not.toContain('paypal');
      // The test build takes payments through the local stand-ins: its checkout allows exactly
      // their origin, not the providers' hosts.
      expect(home).not.toContain(site(JEWELLER).paymentsStandinUrl);
      expect(checkout).toContain(site(JEWELLER).paymentsStandinUrl);
      expect(checkout).not.toContain('paypal.com');
      expect(checkout).not.toContain(',');
      expect((await get(url('/'))).headers['x-frame-options']).toBe('DENY');
    },
  );

  it.skipIf(!isInstalled(name))(
    'keeps hashed files a year and revalidates pages and page data',
    async () => {
      const asset = readdirSync(path.join(outDir(), 'assets')).find((file) => file.endsWith('.js'));
      const shared = readdirSync(path.join(outDir(), 'page-data/sq/d'))[0];
      const cases: [string, string][] = [
        [`/assets/${asset}`, IMMUTABLE],
        [`/page-data/sq/d/${shared}`, IMMUTABLE],
        ['/', 'no-cache'],
        ['/kontakt', 'no-cache'],
        ['/page-data/kontakt/page-data.json', 'no-cache'],
        ['/page-data/app-data.json', 'no-cache'],
        ['/sw.js', 'no-cache'],
      ];
      for (const [pathname, cacheControl] of cases) {
        const answer = await get(url(pathname));
        expect([answer.status, answer.headers['cache-control']], pathname).toEqual([
          200,
          cacheControl,
        ]);
        expect(answer.headers.etag ?? answer.headers['last-modified'], pathname).toBeTruthy();
      }
    },
  );

  it.skipIf(!isInstalled(name))(
    'redirects as _redirects says, with its status and Location',
    async () => {
      const redirects = parseRedirects(readFileSync(path.join(outDir(), '_redirects'), 'utf8'));
      const moves = redirects.filter((rule) => rule.status !== 404);
      expect(moves.map((rule) => rule.from)).toEqual(['/login', '/schaufenster']);
      for (const {from, to, status} of moves) {
        for (const pathname of [from, `${from}/`, from.toUpperCase()]) {
          const answer = await get(url(pathname));
          expect([answer.status, answer.headers.location], pathname).toEqual([status, to]);
        }
      }
    },
  );

  it.skipIf(!isInstalled(name))("answers a missing path with its language's 404 page", async () => {
    const cases: [string, string][] = [
      ['/gibt-es-nicht', 'de'],
      ['/en/no-such-page', 'en'],
      ['/fr/page-inconnue/deep', 'fr'],
      ['/_headers', 'de'],
      ['/nginx.conf', 'de'],
      ['/Caddyfile', 'de'],
      ['/schaufenster-orders.service', 'de'],
      ['/schaufenster-publish.service', 'de'],
    ];
    for (const [pathname, lang] of cases) {
      const answer = await get(url(pathname));
      expect(answer.status, pathname).toBe(404);
      expect(answer.body.toString(), pathname).toContain(`<html lang="${lang}"`);
      expect(answer.headers['content-security-policy'], pathname).toBe(
        expected(pathname)['content-security-policy'],
      );
    }
  });

  it.skipIf(!isInstalled(name))('compresses with gzip when asked, and only then', async () => {
    const zipped = await get(url('/'), {'accept-encoding': 'gzip'});
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('<html lang="de"');
    const plain = await get(url('/'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<html lang="de"');
  });

  it.skipIf(!isInstalled(name))(
    'passes POST /_publish to the publish server with the client address, nothing else',
    async () => {
      const received = publish?.received ?? [];
      const body = '{"collection":"products","keys":["3"],"event":"items.update"}';
      // What the client claims as its address is not passed on: the server's view of it is.
      const headers = {'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9'};
      const answer = await send(url('/_publish'), 'POST', headers, body);
      expect([answer.status, answer.body.toString()]).toEqual([
        202,
        '{"status":"queued","publishing":false}',
      ]);
      // The publish server's answer, not a page: none of the site's headers.
      expect(answer.headers['content-security-policy']).toBeUndefined();
      const posted = {method: 'POST', url: '/publish', body};
      const client = {forwardedFor: '127.0.0.1', realIp: '127.0.0.1', requestId: REQUEST_ID};
      expect(received).toEqual([{...posted, ...client}]);

      const refused = await get(url('/_publish'));
      expect([refused.status, refused.headers.allow]).toEqual([405, 'POST']);
      const large = await send(url('/_publish'), 'POST', headers, 'x'.repeat(17 * 1024));
      expect(large.status).toBe(413);
      const elsewhere = await send(url('/_publish/x'), 'POST', headers, body);
      expect(elsewhere.status).toBe(404);
      expect(received).toHaveLength(1);
    },
  );

  it.skipIf(!isInstalled(name))(
    "passes the order service's paths to the service with the client address and its answer",
    async () => {
      const received = orders?.received ?? [];
      received.length = 0;
      const json = {'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9'};
      const requests: [string, string, string][] = [
        ['POST', '/ecom/order', '{"project":"juwelier-morgenstern","items":[]}'],
        ['POST', '/forms/contact', '{"email":"kundin@example.org","message":"Hallo"}'],
        ['POST', '/newsletter/subscribe', '{"email":"kundin@example.org"}'],
        ['GET', '/newsletter/confirm?token=abc.def', ''],
        ['GET', '/newsletter/unsubscribe?token=abc.def', ''],
        ['POST', '/ecom/paypal/webhook', '{"event_type":"PAYMENT.CAPTURE.COMPLETED"}'],
        ['POST', '/ecom/withdrawal', '{"step":"request"}'],
      ];
      for (const [method, pathname, body] of requests) {
        const answer = await send(url(pathname), method, body ? json : {}, body);
        // The service's answer with its own headers (CORS, Retry-After), none of the site's.
        expect([answer.status, answer.body.toString()], pathname).toEqual([201, '{"status":"ok"}']);
        expect(answer.headers['access-control-allow-origin'], pathname).toBe(
          'http://localhost:4173',
        );
        expect(answer.headers['retry-after'], pathname).toBe('7');
        expect(answer.headers['content-security-policy'], pathname).toBeUndefined();
      }
      // Path and query as sent; the address as the server saw it, not what the client claimed.
      // The address as the server saw it, not what the client claimed; the server's request id.
      const client = {forwardedFor: '127.0.0.1', realIp: '127.0.0.1', requestId: REQUEST_ID};
      expect(received).toEqual(
        requests.map(([method, pathname, body]) => ({method, url: pathname, body, ...client})),
      );
      // One id per request, made by the web server.
      expect(new Set(received.map((request) => request.requestId)).size).toBe(requests.length);

      // Larger than the service takes: refused by the web server, never passed on.
      const large = await send(url('/ecom/order'), 'POST', json, 'x'.repeat(65 * 1024));
      expect(large.status).toBe(413);
      // The prefix without its "/" is the site's, and the service's private paths stay private.
      for (const pathname of ['/ecom', '/owner/orders', '/health']) {
        expect((await get(url(pathname))).status, pathname).toBe(404);
      }
      expect(received).toHaveLength(requests.length);
    },
  );

  it.skipIf(!isInstalled(name))(
    "answers as npm start's proxy when the order service is down, but passes the service's errors",
    async () => {
      const service = orders;
      if (service === null) throw new Error('no order service stand-in');
      const json = {'content-type': 'application/json'};
      // The service's own 502 is its answer, not the server's: passed on unchanged.
      const own = await send(url('/ecom/order?fail'), 'POST', json, '{}');
      expect([own.status, own.body.toString()]).toEqual([502, SERVICE_FAILURE.body]);

      // The stand-in stopped, its kept-alive connections too: nothing listens at its port.
      const {port} = service.server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        service.server.close(() => resolve());
        service.server.closeAllConnections();
      });
      const proxy = createServer(createSiteHandler({root: outDir(), serviceUrl: service.origin}));
      try {
        await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
        const npmStart = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
        const reference = await send(`${npmStart}/ecom/order`, 'POST', json, '{}');
        const answerOf = (answer: typeof reference) => ({
          status: answer.status,
          body: answer.body.toString(),
          type: answer.headers['content-type'],
          cache: answer.headers['cache-control'],
          cors: answer.headers['access-control-allow-origin'],
        });
        expect(answerOf(reference)).toEqual({
          status: SERVICE_UNAVAILABLE.status,
          body: SERVICE_UNAVAILABLE.body,
          type: 'application/json; charset=utf-8',
          cache: 'no-store',
          cors: undefined,
        });
        const requests: [string, string][] = [
          ['POST', '/ecom/order'],
          ['POST', '/forms/contact'],
          ['GET', '/newsletter/confirm?token=abc.def'],
        ];
        for (const [method, pathname] of requests) {
          const answer = await send(url(pathname), method, json, method === 'POST' ? '{}' : '');
          expect(answerOf(answer), pathname).toEqual(answerOf(reference));
          // The service's answer in its place: none of the site's headers.
          expect(answer.headers['content-security-policy'], pathname).toBeUndefined();
        }
      } finally {
        proxy.close();
        await new Promise<void>((resolve) => service.server.listen(port, '127.0.0.1', resolve));
      }
    },
  );
});
