// The jeweller's e2e build served by Debian's nginx and Caddy with the nginx.conf and Caddyfile the
// build wrote, for agencies that host themselves (decision 042): security headers and CSP per page,
// caching, redirects, the 404 page per language and gzip, each as `_headers` and `_redirects` say.
// Skipped, with a message, where a server is not installed (scripts/ensure-deps.mjs installs both).
import {readFileSync, readdirSync} from 'node:fs';
import {request} from 'node:http';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
} from '../../packages/site/src/build/output/headersFile.ts';
import {parseRedirects} from '../../packages/site/src/build/output/redirects.ts';
import {
  HOST_SERVERS,
  isInstalled,
  startHost,
  type HostServerName,
  type RunningHost,
} from './support/hostServers.ts';
import {JEWELLER, site} from './support/sites.ts';

const NAMES = Object.keys(HOST_SERVERS) as HostServerName[];
for (const name of NAMES.filter((server) => !isInstalled(server))) {
  console.warn(
    `hostServers.e2e.ts: ${HOST_SERVERS[name]} is missing, serving with ${name} is skipped ` +
      '(install Debian\'s "nginx-light caddy", or run npm test as root to have it installed)',
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A GET without redirects or decompression: status, headers and the raw body. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, {headers}, (response) => {
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
      .end();
  });
}

describe.each(NAMES)('%s serving the built jeweller', (name) => {
  const outDir = () => site(JEWELLER).outDir;
  const rules = () => parseHeadersFile(readFileSync(path.join(outDir(), '_headers'), 'utf8'));
  let host: RunningHost | null = null;
  const url = (pathname: string) => `${host?.origin ?? ''}${pathname}`;

  beforeAll(async () => {
    if (isInstalled(name)) host = await startHost(name, outDir());
  });
  afterAll(async () => {
    await host?.stop();
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
});
