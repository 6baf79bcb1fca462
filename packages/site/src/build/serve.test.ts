import {mkdtemp, mkdir, realpath, rename, rm, symlink, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer, siteRoot} from './serve.ts';

let root = '';
let base = '';
let close = () => {};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sf-serve-'));
  await mkdir(path.join(root, 'kontakt'));
  await writeFile(path.join(root, 'index.html'), 'home');
  await writeFile(path.join(root, 'kontakt/index.html'), 'kontakt');
  await writeFile(path.join(root, '404.html'), 'missing');
  await mkdir(path.join(root, 'en'));
  await writeFile(path.join(root, 'en/404.html'), 'not found');
  await writeFile(
    path.join(root, '_redirects'),
    '/schaufenster  /  302\n/en/*  /en/404.html  404\n/fr/*  /fr/404.html  404\n',
  );
  const server = createStaticServer(root).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, {recursive: true, force: true});
});

describe('preview server', () => {
  it('serves folder index files, 404.html with status 404, and _redirects case-insensitively', async () => {
    const contact = await fetch(`${base}/kontakt`);
    expect([contact.status, await contact.text()]).toEqual([200, 'kontakt']);
    const missing = await fetch(`${base}/gibt-es-nicht`);
    expect([missing.status, await missing.text()]).toEqual([404, 'missing']);
    const redirect = await fetch(`${base}/SchauFenster`, {redirect: 'manual'});
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, '/']);
    expect((await fetch(`${base}/..%2f..%2fetc/passwd`)).status).toBe(404);
  });

  it('answers a missing path under /en/ with the English 404 page (a 404 rule of _redirects)', async () => {
    const missing = await fetch(`${base}/en/nowhere`);
    expect([missing.status, await missing.text()]).toEqual([404, 'not found']);
    const page = await fetch(`${base}/en/404.html`);
    expect(page.status).toBe(200);
    // A rule whose page is missing falls back to /404.html.
    const french = await fetch(`${base}/fr/nulle-part`);
    expect([french.status, await french.text()]).toEqual([404, 'missing']);
  });
});

describe("preview server over a switched symlink (the publish server's current)", () => {
  it('serves each request wholly from the folder the link points at when it comes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-serve-switch-'));
    for (const [name, rule] of [
      ['a', '/alt  /a-ziel  301'],
      ['b', '/alt  /b-ziel  302'],
    ] as const) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, 'index.html'), `release ${name}`);
      await writeFile(path.join(dir, name, '_redirects'), `${rule}\n`);
    }
    const current = path.join(dir, 'current');
    await symlink('a', current);
    const server = createStaticServer(current).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const before = await fetch(`${origin}/`);
      const movedBefore = await fetch(`${origin}/alt`, {redirect: 'manual'});
      expect([
        await before.text(),
        movedBefore.status,
        movedBefore.headers.get('location'),
      ]).toEqual(['release a', 301, '/a-ziel']);
      // The publish server's switch: a new link renamed over the old one.
      await symlink('b', path.join(dir, 'current.new'));
      await rename(path.join(dir, 'current.new'), current);
      const after = await fetch(`${origin}/`);
      const movedAfter = await fetch(`${origin}/alt`, {redirect: 'manual'});
      expect([await after.text(), movedAfter.status, movedAfter.headers.get('location')]).toEqual([
        'release b',
        302,
        '/b-ziel',
      ]);
      expect(siteRoot(current)?.dir).toBe(path.join(await realpath(dir), 'b'));
      // Nothing published yet: a missing link is a 503, not a crash.
      await rm(current);
      expect((await fetch(`${origin}/`)).status).toBe(503);
    } finally {
      server.close();
      await rm(dir, {recursive: true, force: true});
    }
  });
});
