// `GET /health` on real SQLite (docs/operations/monitoring.md): ok, then each 503 case (a dead
// message, a message waiting too long, a failing database), and the request log with its id.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {afterEach, describe, expect, it} from 'vitest';
import {createLogger} from '@schaufenster/core/node';
import {healthEnvironment} from './health.ts';
import {DATABASE_FILE, HEALTH_PATH} from './limits.ts';
import {startTestService, type TestService} from './testService.testing.ts';

let test: TestService | undefined;

afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** Runs `sql` on the service's database file through a second connection. */
function write(service: TestService, sql: string, ...values: (string | number)[]): void {
  const db = new DatabaseSync(path.join(service.dataDir, DATABASE_FILE));
  try {
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

let messages = 0;

/** Adds an outbox row in `state`, written `ageMs` ago. */
function addMessage(service: TestService, state: 'queued' | 'sent' | 'parked', ageMs: number) {
  const at = new Date(Date.now() - ageMs).toISOString();
  write(
    service,
    `INSERT INTO outbox (kind, lang, to_address, data, message_id, state, next_attempt_at,
       created_at) VALUES ('contact-copy', 'de', 'kundin@example.com', '{}', ?, ?, ?, ?)`,
    `<health-${++messages}@test.example>`,
    state,
    at,
    at,
  );
}

async function health(service: TestService) {
  const response = await fetch(`${service.url}${HEALTH_PATH}`);
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

const codes = (body: Record<string, unknown>) =>
  (body['errors'] as {code: string}[] | undefined)?.map((error) => error.code);

describe('GET /health', () => {
  it('answers ok with the outbox counts while mail goes out', async () => {
    test = await startTestService();
    expect(await health(test)).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'ok',
        outbox: {pending: 0, dead: 0, oldestPendingAgeS: null, maxPendingAgeS: 900},
      },
    });
    addMessage(test, 'sent', 3_600_000);
    addMessage(test, 'queued', 60_000);
    const {status, body} = await health(test);
    expect(status).toBe(200);
    expect(body['outbox']).toMatchObject({pending: 1, dead: 0});
    expect((body['outbox'] as {oldestPendingAgeS: number}).oldestPendingAgeS).toBeGreaterThan(55);
  });

  it('answers 503 when a message is dead', async () => {
    test = await startTestService();
    addMessage(test, 'parked', 1000);
    const {status, body} = await health(test);
    expect([status, body['status'], codes(body)]).toEqual([503, 'error', ['outbox_dead']]);
    expect(body['outbox']).toMatchObject({pending: 0, dead: 1});
  });

  it('answers 503 when the oldest pending message waits too long', async () => {
    test = await startTestService({health: {outboxMaxAgeMs: 10 * 60_000}});
    addMessage(test, 'queued', 5 * 60_000);
    expect((await health(test)).status).toBe(200);
    addMessage(test, 'queued', 11 * 60_000);
    const {status, body} = await health(test);
    expect([status, codes(body)]).toEqual([503, ['outbox_late']]);
    expect(body['outbox']).toMatchObject({pending: 2, dead: 0, maxPendingAgeS: 600});
  });

  it('names both outbox checks when both fail', async () => {
    test = await startTestService();
    addMessage(test, 'parked', 1000);
    addMessage(test, 'queued', 16 * 60_000);
    const {status, body} = await health(test);
    expect([status, codes(body)]).toEqual([503, ['outbox_dead', 'outbox_late']]);
  });

  it('answers 503 when the database fails, and logs why', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      name: 'order-service',
      format: 'json',
      destination: {write: (line) => lines.push(line)},
    });
    test = await startTestService({logger});
    // The query fails as on a broken file: the table it reads is gone.
    write(test, 'DROP TABLE outbox');
    const {status, body} = await health(test);
    expect([status, body]).toEqual([
      503,
      {
        status: 'error',
        errors: [{code: 'database', message: 'The database does not answer'}],
        database: 'failed',
      },
    ]);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'health: the database failed',
        error: expect.objectContaining({message: expect.stringContaining('outbox') as unknown}),
      }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({level: 'error', path: HEALTH_PATH, status: 503}),
    );
  });
});

describe('the request log', () => {
  it('logs each request once with its id, sent back as X-Request-Id', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      name: 'order-service',
      format: 'json',
      level: 'debug',
      destination: {write: (line) => lines.push(line)},
    });
    test = await startTestService({logger});
    const given = await fetch(`${test.url}/newsletter/confirm?token=secret-token`, {
      headers: {'X-Request-Id': 'proxy-42', 'X-Forwarded-For': '203.0.113.77'},
    });
    const made = await fetch(`${test.url}${HEALTH_PATH}`, {headers: {'X-Request-Id': 'a b'}});
    expect(given.headers.get('x-request-id')).toBe('proxy-42');
    const madeId = made.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => 'requestId' in line);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'info',
        name: 'order-service',
        requestId: 'proxy-42',
        method: 'GET',
        path: '/newsletter/confirm',
        status: given.status,
        durationMs: expect.any(Number) as unknown,
        // The loopback proxy is trusted: the visitor's address, cut to its /24.
        client: '203.0.113.0',
      }),
      expect.objectContaining({level: 'debug', requestId: madeId, path: HEALTH_PATH, status: 200}),
    ]);
    expect(lines.join('')).not.toContain('secret-token');
  });
});

describe('healthEnvironment', () => {
  it('reads HEALTH_OUTBOX_MAX_AGE as minutes or a duration with a unit', () => {
    const read = (value?: string) => healthEnvironment({HEALTH_OUTBOX_MAX_AGE: value});
    expect(read()).toEqual({ok: true, value: {}});
    expect(read('30')).toEqual({ok: true, value: {outboxMaxAgeMs: 30 * 60_000}});
    expect(read('900s')).toEqual({ok: true, value: {outboxMaxAgeMs: 900_000}});
    expect(read('15m')).toEqual({ok: true, value: {outboxMaxAgeMs: 900_000}});
    expect(read('1.5 h')).toEqual({ok: true, value: {outboxMaxAgeMs: 5_400_000}});
    for (const bad of ['0', 'soon', '-5', '15 days', '0.5s']) {
      expect(read(bad)).toMatchObject({
        ok: false,
        message: expect.stringContaining(bad) as unknown,
      });
    }
  });
});
