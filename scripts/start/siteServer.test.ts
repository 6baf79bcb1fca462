import {mkdir, mkdtemp, rename, rm, symlink, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSiteHandler, isProxiedPath} from './siteServer.ts';

let root = '';
const servers: Server[] = [];
const seen: {
  method?: string;
  url?: string;
  body: string;
  host?: string;
  forwardedFor?: string | string[];
}[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let site = '';
let orphan = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sf-site-server-'));
  await writeFile(path.join(root, 'index.html'), 'home');
  await writeFile(path.join(root, '404.html'), 'missing');
  await mkdir(path.join(root, 'shop/kasse'), {recursive: true});
  await writeFile(path.join(root, 'shop/kasse/index.html'), 'checkout');
  await writeFile(
    path.join(root, '_headers'),
    [
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Content-Type-Options: nosniff',
      '/shop/kasse/*',
      '  ! Content-Security-Policy',
      "  Content-Security-Policy: default-src 'self' https://pay.example",
    ].join('\n'),
  );
  for (const file of ['nginx.conf', 'Caddyfile']) {
    await writeFile(path.join(root, file), 'add_header Content-Security-Policy x;');
  }
  // A stand-in order service: echoes what it got and answers like decision 010's service.
  const service = await listen(
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          body,
          host: request.headers.host,
          forwardedFor: request.headers['x-forwarded-for'],
        });
        response.writeHead(409, {'content-type': 'application/json', 'x-from': 'service'});
        response.end('{"status":"error","errors":[{"code":"duplicate"}]}');
      });
    }),
  );
  site = await listen(createServer(createSiteHandler({root, serviceUrl: service})));
  // A service that is not running: a port that was free a moment ago.
  const gone = createServer();
  const goneUrl = await listen(gone);
  await new Promise((resolve) => gone.close(resolve));
  orphan = await listen(createServer(createSiteHandler({root, serviceUrl: goneUrl})));
});

afterAll(async () => {
  for (const server of servers) server.close();
  await rm(root, {recursive: true, force: true});
});

describe('site server of npm start', () => {
  it('proxies exactly /ecom/*, /forms/* and /newsletter/*', () => {
    expect(
      ['/ecom/order', '/forms/contact', '/newsletter/subscribe', '/ecom', '/kontakt', '/'].map(
        isProxiedPath,
      ),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('passes method, path, query, body, status and headers through to the service', async () => {
    const answer = await fetch(`${site}/newsletter/subscribe?x=1`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{"email":"a@example.org"}',
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('x-from')).toBe('service');
    expect(await answer.json()).toEqual({status: 'error', errors: [{code: 'duplicate'}]});
    const last = seen.at(-1);
    expect(last).toMatchObject({
      method: 'POST',
      url: '/newsletter/subscribe?x=1',
      body: '{"email":"a@example.org"}',
    });
    expect(last?.host).not.toBe(new URL(site).host);
  });

  it("tells the service the visitor's address as a proxy in front of it would", async () => {
    // A visitor's own X-Forwarded-For is replaced, not passed on: the service trusts loopback.
    await fetch(`${site}/forms/contact`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9'},
      body: '{}',
    });
    expect(seen.at(-1)?.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it('serves every other path from the built files', async () => {
    const home = await fetch(`${site}/`);
    expect([home.status, await home.text()]).toEqual([200, 'home']);
    const missing = await fetch(`${site}/ecommerce`);
    expect([missing.status, await missing.text()]).toEqual([404, 'missing']);
  });

  it('sends the _headers headers for each path (decision 017), not to proxied answers', async () => {
    const home = await fetch(`${site}/`);
    expect(home.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${site}/nothing-here`);
    expect([missing.status, missing.headers.get('content-security-policy')]).toEqual([
      404,
      "default-src 'self'",
    ]);
    const checkout = await fetch(`${site}/shop/kasse/`);
    expect(await checkout.text()).toBe('checkout');
    expect(checkout.headers.get('content-security-policy')).toBe(
      "default-src 'self' https://pay.example",
    );
    const proxied = await fetch(`${site}/ecom/order`, {method: 'POST', body: '{}'});
    expect(proxied.headers.get('content-security-policy')).toBeNull();
  });

  it('never serves the host configuration files', async () => {
    for (const file of ['/_headers', '/_redirects', '/nginx.conf', '/Caddyfile']) {
      const answer = await fetch(`${site}${file}`);
      expect([answer.status, (await answer.text()).includes('Content-Security-Policy')]).toEqual([
        404,
        false,
      ]);
    }
  });

  it('answers 503 in the service error shape when the service is down', async () => {
    const answer = await fetch(`${orphan}/ecom/order`, {method: 'POST', body: '{}'});
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await answer.json()).toEqual({
      status: 'error',
      errors: [{code: 'service_unavailable', message: 'The order service is not reachable'}],
    });
  });
});

describe("site server over the publish server's current symlink", () => {
  it('takes the headers and the file of one request from the same release', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-site-switch-'));
    for (const name of ['a', 'b']) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, 'index.html'), `release ${name}`);
      await writeFile(path.join(dir, name, '_headers'), `/*\n  X-Release: ${name}\n`);
    }
    const current = path.join(dir, 'current');
    await symlink('a', current);
    const url = await listen(createServer(createSiteHandler({root: current, serviceUrl: null})));
    try {
      const before = await fetch(`${url}/`);
      expect([before.headers.get('x-release'), await before.text()]).toEqual(['a', 'release a']);
      await symlink('b', path.join(dir, 'next'));
      await rename(path.join(dir, 'next'), current);
      const after = await fetch(`${url}/`);
      expect([after.headers.get('x-release'), await after.text()]).toEqual(['b', 'release b']);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
