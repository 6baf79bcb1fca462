// One publish with a stand-in build (publish.testing.ts): releases are hard-linked snapshots that
// keep their bytes while later builds replace files in the work folder; `current` switches; a
// failed build leaves it and tells the owner once per run of failures (and when it ends); the
// order service is asked to reload with the owner token; old releases go beyond the number kept;
// rollback goes back one release at a time.
import {readFile, readlink, stat} from 'node:fs/promises';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {logFile} from './log.ts';
import {standIn, stubSetup, type StandIn, type StubSetup} from './publish.testing.ts';
import {publishOnce, workDir, type PublishOptions} from './publishOnce.ts';
import {currentDir, currentRelease, listReleases, pruneReleases, releasesDir} from './releases.ts';
import {takeLock} from './lock.ts';
import {rollback} from './rollback.ts';
import {readState} from './state.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup(files: Record<string, string>): Promise<StubSetup> {
  const stub = await stubSetup(files);
  cleanups.push(stub.remove);
  return stub;
}

async function server(reply: Parameters<typeof standIn>[0]): Promise<StandIn> {
  const running = await standIn(reply);
  cleanups.push(running.close);
  return running;
}

const optionsOf = (stub: StubSetup, more: Partial<PublishOptions> = {}): PublishOptions => ({
  publishDir: stub.publishDir,
  buildCommand: stub.buildCommand,
  env: stub.env,
  log: stub.log,
  ...more,
});

const served = (stub: StubSetup, file: string) =>
  readFile(path.join(currentDir(stub.publishDir), file), 'utf8');

describe('publishOnce', () => {
  it('snapshots each build as a release that keeps its bytes after later builds change them', async () => {
    const stub = await setup({'index.html': 'price 100', 'shop/a.html': 'a1', 'gone.txt': 'x'});
    const first = await publishOnce(optionsOf(stub));
    expect(first).toMatchObject({ok: true, reload: 'skipped'});
    expect(first.releaseId).toMatch(/^\d{8}T\d{9}Z$/);
    expect(first.buildMs).toBeGreaterThan(0);
    expect(first.ms).toBeGreaterThanOrEqual(first.buildMs + first.switchMs);
    expect(await served(stub, 'index.html')).toBe('price 100');
    const firstDir = path.join(releasesDir(stub.publishDir), first.releaseId ?? '');

    await stub.spec({files: {'index.html': 'price 120', 'shop/a.html': 'a1'}});
    const second = await publishOnce(optionsOf(stub));
    expect(second.ok).toBe(true);
    expect(await served(stub, 'index.html')).toBe('price 120');
    expect(await readlink(currentDir(stub.publishDir))).toBe(
      path.join('releases', second.releaseId ?? ''),
    );
    // The first release is as it was: the build renamed new files over the work folder's.
    expect(await readFile(path.join(firstDir, 'index.html'), 'utf8')).toBe('price 100');
    expect(await readFile(path.join(firstDir, 'gone.txt'), 'utf8')).toBe('x');
    // An unchanged file is one file on disk in the work folder and both releases (no copy).
    const inodes = await Promise.all(
      [firstDir, currentDir(stub.publishDir), workDir(stub.publishDir)].map(
        async (dir) => (await stat(path.join(dir, 'shop/a.html'))).ino,
      ),
    );
    expect(new Set(inodes).size).toBe(1);
    expect(await listReleases(stub.publishDir)).toEqual([first.releaseId, second.releaseId]);
  });

  it('keeps current on a failed build and tells the owner once per run of failures', async () => {
    const directus = await server((request) =>
      request.url.startsWith('/users')
        ? {
            status: 200,
            body: {
              data: [
                {id: 'owner-de', language: 'de-DE'},
                {id: 'owner-en', language: 'en-US'},
              ],
            },
          }
        : {status: 200, body: {data: []}},
    );
    const notify = {url: directus.url, token: 'directus-token', role: 'owner-role'};
    const stub = await setup({'index.html': 'good'});
    const good = await publishOnce(optionsOf(stub, {notify}));
    expect(good.ok).toBe(true);
    expect(directus.requests).toEqual([]);

    await stub.spec({
      files: {'index.html': 'bad'},
      fail: 'products.3.price_brutto: expected a number',
    });
    const failed = await publishOnce(optionsOf(stub, {notify}));
    expect(failed).toMatchObject({
      ok: false,
      releaseId: null,
      switchMs: 0,
      error: 'Build failed: products.3.price_brutto: expected a number',
      notified: 'failed',
    });
    expect(failed.tail).toHaveLength(40);
    expect(await served(stub, 'index.html')).toBe('good');
    expect(await currentRelease(stub.publishDir)).toBe(good.releaseId);
    expect(await listReleases(stub.publishDir)).toEqual([good.releaseId]);
    const [users, notifications] = directus.requests;
    expect(users?.headers.authorization).toBe('Bearer directus-token');
    expect(
      JSON.parse(new URL(users?.url ?? '', 'http://x').searchParams.get('filter') ?? ''),
    ).toEqual({_and: [{role: {_eq: 'owner-role'}}, {status: {_eq: 'active'}}]});
    expect(notifications?.method).toBe('POST');
    expect(notifications?.url).toBe('/notifications');
    const sent = JSON.parse(notifications?.body ?? '') as {
      recipient: string;
      subject: string;
      message: string;
    }[];
    expect(sent.map(({recipient, subject}) => [recipient, subject])).toEqual([
      ['owner-de', 'Website nicht aktualisiert'],
      ['owner-en', 'Website not updated'],
    ]);
    expect(sent[0]?.message).toContain('expected a number');

    // The second failure of the run tells nobody; the success after it says so.
    expect((await publishOnce(optionsOf(stub, {notify}))).notified).toBeUndefined();
    expect(directus.requests).toHaveLength(2);
    await stub.spec({files: {'index.html': 'fixed'}});
    const fixed = await publishOnce(optionsOf(stub, {notify}));
    expect(fixed).toMatchObject({ok: true, notified: 'recovered'});
    const recovered = JSON.parse(directus.requests.at(-1)?.body ?? '') as {subject: string}[];
    expect(recovered.map(({subject}) => subject)).toEqual([
      'Website wieder aktuell',
      'Website up to date again',
    ]);
    expect((await readState(stub.publishDir)).outcomes.map(({ok}) => ok)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('tells the admins when the owner role has no active user, and logs without Directus', async () => {
    const directus = await server((request) =>
      request.url.includes('admin_access')
        ? {status: 200, body: {data: [{id: 'admin', language: null}]}}
        : {status: 200, body: {data: []}},
    );
    const stub = await setup({'index.html': 'x'});
    await stub.spec({files: {}, fail: 'no content'});
    const notify = {url: directus.url, token: 't', role: 'owner-role'};
    expect((await publishOnce(optionsOf(stub, {notify}))).notified).toBe('failed');
    const sent = JSON.parse(directus.requests.at(-1)?.body ?? '') as {recipient: string}[];
    expect(sent).toMatchObject([{recipient: 'admin', subject: 'Website nicht aktualisiert'}]);

    const alone = await setup({'index.html': 'x'});
    await alone.spec({files: {}, fail: 'no content'});
    expect((await publishOnce(optionsOf(alone))).notified).toBeUndefined();
    const events = (await readFile(logFile(alone.publishDir), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as {event: string}).event);
    expect(events).toEqual(['build-start', 'build-failed', 'notify-skipped', 'failed']);
  });

  it('asks the order service to reload with the owner token; a failed reload still publishes', async () => {
    let refuse = false;
    const service = await server(() =>
      refuse
        ? {status: 422, body: {status: 'error', errors: [{code: 'catalogue_invalid'}]}}
        : {status: 200, body: {status: 'ok', products: 3, reloadedAt: new Date().toISOString()}},
    );
    const stub = await setup({'index.html': 'x'});
    const orderService = {url: service.url, token: 'owner-token'};
    const done = await publishOnce(optionsOf(stub, {orderService}));
    expect(done).toMatchObject({ok: true, reload: 'ok'});
    expect(done.reloadMs).toBeGreaterThanOrEqual(0);
    expect(service.requests).toMatchObject([
      {method: 'POST', url: '/owner/catalogue/reload', body: '{}'},
    ]);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer owner-token');

    refuse = true;
    const refused = await publishOnce(optionsOf(stub, {orderService}));
    expect(refused).toMatchObject({ok: true, reload: 'failed'});
    expect(refused.reloadError).toContain('422');
    expect(await currentRelease(stub.publishDir)).toBe(refused.releaseId);
  });

  it('stops a build that takes too long and keeps the site', async () => {
    const stub = await setup({'index.html': 'x'});
    await publishOnce(optionsOf(stub));
    await stub.spec({files: {'index.html': 'slow'}, sleepMs: 10_000});
    const slow = await publishOnce(optionsOf(stub, {buildTimeoutMs: 300}));
    expect(slow.ok).toBe(false);
    expect(slow.error).toContain('longer than');
    expect(await served(stub, 'index.html')).toBe('x');
  });

  it('refuses a second publish into the same folder while one runs', async () => {
    const stub = await setup({'index.html': 'x'});
    await stub.spec({files: {'index.html': 'x'}, sleepMs: 400});
    const [a, b] = await Promise.all([publishOnce(optionsOf(stub)), publishOnce(optionsOf(stub))]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a.error, b.error].join('')).toContain('another publish is running');
    expect(await stub.builds()).toBe(1);
  });
});

describe('releases kept and rollback', () => {
  it('keeps PUBLISH_KEEP releases, never the current one or the one before it', async () => {
    const stub = await setup({'index.html': '1'});
    const ids: string[] = [];
    for (const version of ['1', '2', '3', '4']) {
      await stub.spec({files: {'index.html': version}});
      ids.push((await publishOnce(optionsOf(stub, {keep: 2}))).releaseId ?? '');
    }
    expect(await listReleases(stub.publishDir)).toEqual(ids.slice(-2));
    for (const version of ['5', '6']) {
      await stub.spec({files: {'index.html': version}});
      ids.push((await publishOnce(optionsOf(stub, {keep: 10}))).releaseId ?? '');
    }
    // Rolled back to 5: keeping one keeps the newest (6), the current (5) and the one before (4).
    await rollback(stub.publishDir, {log: stub.log});
    expect(await pruneReleases(stub.publishDir, 1)).toEqual([ids[2]]);
    expect(await listReleases(stub.publishDir)).toEqual(ids.slice(3));
    expect(await served(stub, 'index.html')).toBe('5');
  });

  it('rolls back one release at a time and says so when there is none before', async () => {
    const stub = await setup({'index.html': '1'});
    await expect(rollback(stub.publishDir, {log: stub.log})).rejects.toThrow(/no current release/);
    const ids: string[] = [];
    for (const version of ['1', '2', '3']) {
      await stub.spec({files: {'index.html': version}});
      ids.push((await publishOnce(optionsOf(stub))).releaseId ?? '');
    }
    // While a publish runs (it holds the lock), a rollback would be undone by its switch.
    const unlock = await takeLock(stub.publishDir);
    await expect(rollback(stub.publishDir, {log: stub.log})).rejects.toThrow(
      /Not rolled back: another publish is running/,
    );
    await unlock();
    const service = await server(() => ({status: 200, body: {status: 'ok', products: 1}}));
    const orderService = {url: service.url, token: 'owner-token'};
    const back = await rollback(stub.publishDir, {log: stub.log, orderService});
    expect(back).toMatchObject({from: ids[2], to: ids[1], reload: {status: 'ok'}});
    expect(await served(stub, 'index.html')).toBe('2');
    expect((await rollback(stub.publishDir, {log: stub.log})).to).toBe(ids[0]);
    expect(await served(stub, 'index.html')).toBe('1');
    await expect(rollback(stub.publishDir, {log: stub.log})).rejects.toThrow(/oldest release/);
    expect(service.requests).toHaveLength(1);
    // The next publish is the newest release again.
    await stub.spec({files: {'index.html': '4'}});
    await publishOnce(optionsOf(stub));
    expect(await served(stub, 'index.html')).toBe('4');
  });
});
