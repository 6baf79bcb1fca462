// HTTP rules of the service: JSON only, body limit, CORS, 404/405, health.
import {request as httpRequest} from 'node:http';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {BODY_LIMIT_BYTES, HEALTH_PATH} from './limits.ts';
import {ROUTES} from './router.ts';
import {TABLES} from './store/schema.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
const SITE = 'http://localhost:4173';

afterEach(() => test.close());

// Rows in every table of the service's database, beyond those it holds once started.
let baseline = 0;
const allRows = () => TABLES.reduce((sum, table) => sum + test.count(table), 0);
const storedRows = () => allRows() - baseline;

describe('HTTP rules', () => {
  beforeEach(async () => {
    test = await startTestService();
    baseline = allRows();
  });

  it('answers 413 to a body over 64 kB on every endpoint and stores nothing', async () => {
    const comment = 'x'.repeat(BODY_LIMIT_BYTES);
    const answer = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({comment}),
      project: JEWELLER_DOMAIN,
    });
    expect([answer.status, errorCodes(answer)]).toEqual([413, ['payload_too_large']]);
    // A valid body for each form, padded just past the limit.
    for (const path of ROUTES.keys()) {
      const padded = {project: JEWELLER_DOMAIN, email: 'a@example.com', message: comment};
      const refused = await post(`${test.url}${path}`, padded);
      expect([refused.status, errorCodes(refused)], path).toEqual([413, ['payload_too_large']]);
    }
    expect(storedRows()).toBe(0);
  });

  it('answers 413 at once, without reading, to a body declared far over the limit', async () => {
    // Headers only: the declared body never comes, so only an early answer ends this request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const outgoing = httpRequest(`${test.url}${ORDER_PATHS.order}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(BODY_LIMIT_BYTES * 64),
        },
      });
      outgoing.once('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      outgoing.once('error', reject);
      outgoing.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('answers 415 to a body that is not declared as JSON', async () => {
    const response = await fetch(`${test.url}${ORDER_PATHS.rating}`, {
      method: 'POST',
      headers: {'Content-Type': 'text/plain'},
      body: JSON.stringify({project: JEWELLER_DOMAIN, product: 118, rating: 5}),
    });
    expect(response.status).toBe(415);
    expect(test.count('ratings')).toBe(0);
  });

  it('answers 400 invalid_json to malformed JSON on every endpoint, and stores nothing', async () => {
    const valid = JSON.stringify({...orderBody(), project: JEWELLER_DOMAIN});
    const malformed = [
      '{"project":',
      '',
      valid.slice(0, -1),
      `${valid}garbage`,
      "{'project': 'juwelier-morgenstern.example'}",
      '{"project": "a",}',
      '['.repeat(20_000),
    ];
    for (const path of ROUTES.keys()) {
      for (const raw of malformed) {
        const answer = await post(`${test.url}${path}`, raw);
        expect([answer.status, errorCodes(answer)], `${path} ${raw.slice(0, 30)}`).toEqual([
          400,
          ['invalid_json'],
        ]);
        expect(answer.body['errors']).toMatchObject([{message: 'Request body is not valid JSON'}]);
      }
      for (const raw of ['[1, 2]', 'null', '"text"', '4237.9']) {
        const answer = await post(`${test.url}${path}`, raw);
        expect([answer.status, errorCodes(answer)], `${path} ${raw.slice(0, 30)}`).toEqual([
          400,
          ['invalid_json'],
        ]);
      }
    }
    expect(storedRows()).toBe(0);
    expect((await fetch(`${test.url}${HEALTH_PATH}`)).status).toBe(200);
  });

  it('ignores __proto__ keys in a body: nothing is polluted', async () => {
    const raw = `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, ${JSON.stringify({...orderBody(), project: JEWELLER_DOMAIN}).slice(1)}`;
    const answer = await post(`${test.url}${ORDER_PATHS.order}`, raw);
    expect(answer.status).toBe(200);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const stored = JSON.parse(String(test.rows('orders')[0]?.['payload'])) as object;
    expect([Object.hasOwn(stored, '__proto__'), Object.hasOwn(stored, 'constructor')]).toEqual([
      false,
      false,
    ]);
  });

  it('answers 404 for an unknown path and 405 with Allow for other methods', async () => {
    const missing = await post(`${test.url}/ecom/orders`, {});
    expect([missing.status, errorCodes(missing)]).toEqual([404, ['not_found']]);
    const get = await fetch(`${test.url}${ORDER_PATHS.order}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('accepts a trailing slash and a query string on the path', async () => {
    const answer = await post(`${test.url}/newsletter/subscribe/?source=footer`, {
      email: 'slash@example.com',
    });
    expect(answer.status).toBe(200);
  });

  it('answers the health check', async () => {
    const response = await fetch(`${test.url}${HEALTH_PATH}`);
    expect([response.status, await response.json()]).toMatchObject([200, {status: 'ok'}]);
  });
});

describe('CORS', () => {
  it('allows localhost origins by default, with the preflight the order client needs', async () => {
    test = await startTestService();
    const preflight = await fetch(`${test.url}${ORDER_PATHS.order}`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, Accept, Idempotency-Key',
    );
    const answer = await post(
      `${test.url}/newsletter/subscribe`,
      {email: 'a@example.com'},
      {
        Origin: 'http://127.0.0.1:5173',
      },
    );
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('refuses other origins with 403 and no CORS headers, stores nothing', async () => {
    test = await startTestService();
    const answer = await post(
      `${test.url}/newsletter/subscribe`,
      {email: 'a@example.com'},
      {
        Origin: 'https://evil.example',
      },
    );
    expect([answer.status, errorCodes(answer)]).toEqual([403, ['origin_not_allowed']]);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(test.count('newsletter_subscriptions')).toBe(0);
  });

  it('allows exactly the configured origins', async () => {
    test = await startTestService({allowedOrigins: ['https://www.juwelier-morgenstern.example/']});
    const site = await post(
      `${test.url}/newsletter/subscribe`,
      {email: 'a@example.com'},
      {
        Origin: 'https://www.juwelier-morgenstern.example',
      },
    );
    expect(site.headers.get('access-control-allow-origin')).toBe(
      'https://www.juwelier-morgenstern.example',
    );
    const local = await post(
      `${test.url}/newsletter/subscribe`,
      {email: 'b@example.com'},
      {
        Origin: SITE,
      },
    );
    expect(local.status).toBe(403);
  });
});
