// The publish server's webhook with a stand-in build (publish.testing.ts): only callers with the
// secret (bearer or HMAC of the body) start a publish; bad bodies get 4xx, never 5xx; a burst
// of calls makes one build, calls during a build exactly one more; status and health answer;
// each call is logged once with its request id, and no e-mail address reaches the log file.
import {readFile} from 'node:fs/promises';
import {afterEach, describe, expect, it} from 'vitest';
import {createLogger as createLineLogger} from '@schaufenster/core/node';
import {signatureOf} from './auth.ts';
import {createLogger, logFile} from './log.ts';
import {stubSetup, type StubSetup} from './publish.testing.ts';
import {createPublishServer, type PublishServer} from './server.ts';

const SECRET = 'a-shared-secret-of-the-flow-0123456789';

const cleanups: (() => Promise<void>)[] = [];

/** The request lines of the servers started below, as JSON. */
let requestLines: string[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function start(
  files: Record<string, string> = {'index.html': 'x'},
  debounceMs = 30,
  log?: 'file',
): Promise<{stub: StubSetup; server: PublishServer}> {
  const stub = await stubSetup(files);
  cleanups.push(stub.remove);
  requestLines = [];
  const logger = createLineLogger({
    name: 'publish',
    format: 'json',
    level: 'debug',
    destination: {write: (line) => requestLines.push(line)},
  });
  const server = await createPublishServer({
    secret: SECRET,
    port: 0,
    debounceMs,
    publishDir: stub.publishDir,
    buildCommand: stub.buildCommand,
    env: stub.env,
    log: log === 'file' ? createLogger(stub.publishDir, () => undefined) : stub.log,
    logger,
  });
  cleanups.unshift(() => server.close());
  return {stub, server};
}

const bearer = {authorization: `Bearer ${SECRET}`};

function call(server: PublishServer, init: RequestInit = {}, route = '/publish') {
  return fetch(`${server.url}${route}`, {method: 'POST', ...init});
}

describe('publish webhook', () => {
  it('answers /health without a secret', async () => {
    const {server} = await start();
    const health = await fetch(`${server.url}/health`);
    expect([health.status, await health.json()]).toEqual([200, {status: 'ok'}]);
  });

  it('logs each call once with its request id, sent back as X-Request-Id', async () => {
    const {stub, server} = await start(undefined, 30, 'file');
    const body = JSON.stringify({collection: 'customers', keys: ['ana@example.org']});
    const answer = await call(server, {body, headers: {...bearer, 'X-Request-Id': 'flow-7'}});
    const health = await fetch(`${server.url}/health`);
    await server.idle();
    expect(answer.headers.get('x-request-id')).toBe('flow-7');
    const madeId = health.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 'info',
        name: 'publish',
        requestId: 'flow-7',
        method: 'POST',
        path: '/publish',
        status: 202,
        durationMs: expect.any(Number) as unknown,
        client: '127.0.0.1',
      }),
      expect.objectContaining({level: 'debug', requestId: madeId, path: '/health', status: 200}),
    ]);
    // The publish history holds the call's details, masked.
    const history = await readFile(logFile(stub.publishDir), 'utf8');
    expect(history).toContain('"keys":["a***@example.org"]');
    expect(history).not.toContain('ana@');
  });

  it('takes the bearer secret or an HMAC signature of the body, and nothing else', async () => {
    const {stub, server} = await start();
    const body = '{"collection":"products","keys":["3"],"event":"items.update"}';
    const refused = await Promise.all([
      call(server, {body}),
      call(server, {body, headers: {authorization: 'Bearer wrong'}}),
      call(server, {body, headers: {authorization: `Bearer ${SECRET}x`}}),
      call(server, {body, headers: {authorization: SECRET}}),
      call(server, {body, headers: {'x-publish-signature': signatureOf(`${body} `, SECRET)}}),
      call(server, {body, headers: {'x-publish-signature': signatureOf(body, 'other-secret')}}),
      call(server, {body, headers: {'x-publish-signature': 'sha256=abc'}}),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(await refused[0]?.json()).toEqual({status: 'error', error: 'unauthorized'});
    await server.idle();
    expect(await stub.builds()).toBe(0);

    const byBearer = await call(server, {body, headers: bearer});
    expect([byBearer.status, await byBearer.json()]).toEqual([
      202,
      {status: 'queued', publishing: false},
    ]);
    const signed = await call(server, {
      body,
      headers: {'x-publish-signature': signatureOf(body, SECRET)},
    });
    expect(signed.status).toBe(202);
    await server.idle();
    expect(await stub.builds()).toBe(1);
  });

  it('answers bad bodies and wrong routes with 4xx, never 5xx', async () => {
    const {stub, server} = await start();
    const answers = await Promise.all([
      call(server, {body: '{"collection":', headers: bearer}),
      call(server, {body: '[1,2]', headers: bearer}),
      call(server, {body: '"products"', headers: bearer}),
      call(server, {body: 'x'.repeat(20 * 1024), headers: bearer}),
      fetch(`${server.url}/publish`, {headers: bearer}),
      call(server, {headers: bearer}, '/elsewhere'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 413, 405, 404]);
    await server.idle();
    expect(await stub.builds()).toBe(0);
    // No body at all is a call without details.
    expect((await call(server, {headers: bearer})).status).toBe(202);
  });

  it('makes one build of a burst of calls, and exactly one more of calls during a build', async () => {
    const {stub, server} = await start({'index.html': 'x'}, 50);
    const burst = await Promise.all(
      Array.from({length: 10}, (_, key) =>
        call(server, {
          body: JSON.stringify({collection: 'products', keys: [String(key)]}),
          headers: bearer,
        }),
      ),
    );
    expect(burst.every((answer) => answer.status === 202)).toBe(true);
    await server.idle();
    // One build; two when the machine is so busy that the calls spread beyond the debounce.
    const afterBurst = await stub.builds();
    expect(afterBurst).toBeGreaterThanOrEqual(1);
    expect(afterBurst).toBeLessThanOrEqual(2);

    await stub.spec({files: {'index.html': 'y'}, sleepMs: 400});
    await call(server, {headers: bearer});
    // Wait (longer than the debounce) until the build runs, then call five times during it.
    let publishing = false;
    for (let tries = 0; tries < 100 && !publishing; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 80));
      publishing = ((await (await call(server, {headers: bearer})).json()) as {publishing: boolean})
        .publishing;
    }
    expect(publishing).toBe(true);
    for (let index = 0; index < 5; index += 1) await call(server, {headers: bearer});
    await server.idle();
    expect((await stub.builds()) - afterBurst).toBe(2);
  });

  it('shows the releases and the last outcomes on /status to callers with the secret', async () => {
    const {server} = await start();
    await call(server, {headers: bearer});
    const asked = (await (await fetch(`${server.url}/status`, {headers: bearer})).json()) as {
      publishing: boolean;
      queued: boolean;
    };
    expect(asked.publishing || asked.queued).toBe(true);
    await server.idle();
    server.request('start');
    await server.idle();
    expect((await fetch(`${server.url}/status`)).status).toBe(401);
    const status = (await (await fetch(`${server.url}/status`, {headers: bearer})).json()) as {
      current: string;
      releases: string[];
      failing: boolean;
      publishing: boolean;
      queued: boolean;
      outcomes: {ok: boolean; trigger: string; releaseId: string}[];
    };
    expect([status.publishing, status.queued]).toEqual([false, false]);
    expect(status.releases).toHaveLength(2);
    expect(status.releases.at(-1)).toBe(status.current);
    expect(status.failing).toBe(false);
    expect(status.outcomes).toMatchObject([
      {ok: true, trigger: 'webhook'},
      {ok: true, trigger: 'start', releaseId: status.current},
    ]);
  });
});
