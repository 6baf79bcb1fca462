// Per-client rate limits over HTTP (decision 010e): 429 with Retry-After once a client's bucket
// for an endpoint group is empty, counted before the body is read; other clients and groups go on.
import {afterEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {DEFAULT_RATE_LIMITS, RATE_LIMIT_GROUPS, type RateLimit} from './http/rateLimit.ts';
import {FORM_PATHS} from './limits.ts';
import {ROUTES} from './router.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
afterEach(() => test.close());

const subscriber = (n: number) => ({email: `reader-${n}@example.com`});

describe('rate limits', () => {
  it('by default let 5 contact messages through, then answer 429 with Retry-After', async () => {
    test = await startTestService({rateLimits: undefined});
    const message = {
      name: 'Erika',
      email: 'erika@example.com',
      message: 'Hallo',
      privacy_accepted: true,
    };
    const url = `${test.url}${FORM_PATHS.contact}`;
    const burst = DEFAULT_RATE_LIMITS.contact.burst;
    for (let sent = 0; sent < burst; sent++) expect((await post(url, message)).status).toBe(200);
    const refused = await post(url, message, {Origin: 'http://localhost:4173'});
    expect([refused.status, errorCodes(refused)]).toEqual([429, ['rate_limited']]);
    // One token a minute: the next comes in 60 s. A page may read the header (CORS).
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(test.count('contact_messages')).toBe(burst);
    // The newsletter has its own bucket.
    expect((await post(`${test.url}${FORM_PATHS.newsletter}`, subscriber(1))).status).toBe(200);
  });

  it('limit every endpoint group on its own, counting refused and malformed posts too', async () => {
    const one: RateLimit = {burst: 1, perMinute: 1};
    test = await startTestService({
      rateLimits: Object.fromEntries(RATE_LIMIT_GROUPS.map((group) => [group, one])),
    });
    // Klarna and PayPal share the payment bucket; every other path has its own.
    const seen = new Set<string>();
    for (const [path, route] of ROUTES) {
      const first = await post(`${test.url}${path}`, '{"not": "valid for any endpoint"');
      expect(first.status, path).toBe(seen.has(route.limit) ? 429 : 400);
      seen.add(route.limit);
    }
    for (const path of ROUTES.keys()) {
      const again = await post(`${test.url}${path}`, {});
      expect([again.status, errorCodes(again)], path).toEqual([429, ['rate_limited']]);
    }
    expect([...seen].sort()).toEqual([...RATE_LIMIT_GROUPS].sort());
  });

  it('keep clients apart: another address still gets its burst', async () => {
    test = await startTestService({host: '::', rateLimits: {order: {burst: 2, perMinute: 1}}});
    const {port} = new URL(test.url);
    const order = () => ({...orderBody(), project: JEWELLER_DOMAIN});
    const [ipv4, ipv6] = [`http://127.0.0.1:${port}`, `http://[::1]:${port}`];
    const statuses = async (base: string, times: number) => {
      const answers = [];
      for (let sent = 0; sent < times; sent++) {
        answers.push((await post(`${base}${ORDER_PATHS.order}`, order())).status);
      }
      return answers;
    };
    expect(await statuses(ipv4, 3)).toEqual([200, 200, 429]);
    expect(await statuses(ipv6, 3)).toEqual([200, 200, 429]);
    expect(test.count('orders')).toBe(4);
  });

  it('can be turned off (benchmarks, the e2e run behind one proxy address)', async () => {
    test = await startTestService({rateLimits: false});
    const url = `${test.url}${FORM_PATHS.newsletter}`;
    const answers = await Promise.all(Array.from({length: 40}, (_, n) => post(url, subscriber(n))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });
  describe('behind a proxy', () => {
    const message = {
      name: 'Erika',
      email: 'erika@example.com',
      message: 'Hallo',
      privacy_accepted: true,
    };
    const burst = DEFAULT_RATE_LIMITS.contact.burst;
    // The generated host configs proxy from this machine: loopback is trusted by default, and
    // the proxy appends the visitor's address to X-Forwarded-For.
    const from = (visitor: string) => () =>
      post(`${test.url}${FORM_PATHS.contact}`, message, {'X-Forwarded-For': visitor});
    const statuses = async (send: () => Promise<{status: number}>, times: number) => {
      const answers = [];
      for (let sent = 0; sent < times; sent++) answers.push((await send()).status);
      return answers;
    };

    it('count each visitor on their own from X-Forwarded-For', async () => {
      test = await startTestService({rateLimits: undefined});
      const visitorA = from('198.51.100.7, 203.0.113.10');
      const visitorB = from('2001:db8:b::1');
      expect(await statuses(visitorA, burst + 1)).toEqual([...Array(burst).fill(200), 429]);
      expect(await statuses(visitorB, 1)).toEqual([200]);
    });

    it('ignore the header with TRUSTED_PROXIES=none: everyone shares one bucket', async () => {
      test = await startTestService({rateLimits: undefined, trustedProxies: []});
      expect(await statuses(from('203.0.113.10'), burst)).toEqual(Array(burst).fill(200));
      expect(await statuses(from('2001:db8:b::1'), 1)).toEqual([429]);
    });
  });
});
