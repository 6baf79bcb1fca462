// Errors and limits of the content client (spec §8 "Content client", §9 timings).
import {createServer} from 'node:net';
import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {createDirectusClient} from './client.ts';
import {DIRECTUS_ERRORS, DirectusClientError, describeDirectusError} from './errors.ts';
import type {DirectusClientOptions} from './types.ts';

const URL_ = 'https://cms.example.test';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'bypass'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(extra: DirectusClientOptions = {}) {
  return createDirectusClient({url: URL_, project: 'shop.example', token: 't', ...extra});
}

async function failure(promise: Promise<unknown>): Promise<DirectusClientError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DirectusClientError);
  return error as DirectusClientError;
}

function answer(response: () => Response | Promise<Response>) {
  server.use(http.get(`${URL_}/items/brand`, response));
}

describe('error catalogue (spec §8 Content client)', () => {
  it('pins the spec’s texts and codes, spelling included', () => {
    expect(DIRECTUS_ERRORS).toEqual({
      network: {message: 'Network error', code: -1},
      invalidJson: {message: 'API returned invalid JSON', code: 422},
      unknown: {message: 'Unknown error occured', code: -1},
      expiredToken: {message: 'auth_expired_token', code: 102},
    });
  });

  it('no answer → "Network error" (-1)', async () => {
    answer(() => HttpResponse.error());
    const error = await failure(client().readItems('brand'));
    expect([error.message, error.code, error.kind]).toEqual(['Network error', -1, 'network']);
    expect(error.request).toBe('GET /items/brand');
  });

  it('a refused connection (closed port) → "Network error" naming the cause', async () => {
    const port = await closedPort();
    const c = createDirectusClient({url: `http://127.0.0.1:${port}`, project: 'p', token: 't'});
    const error = await failure(c.ping());
    expect(error.message).toBe('Network error');
    expect(error.detail).toBe(`fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(describeDirectusError(error)).toMatch(
      /^Network error \(code -1\) on GET \/server\/ping – .*ECONNREFUSED/,
    );
  });

  it('JSON that does not parse → "API returned invalid JSON" (422)', async () => {
    answer(() => new HttpResponse('{"data": [', {headers: {'content-type': 'application/json'}}));
    const error = await failure(client().readItems('brand'));
    expect([error.message, error.code]).toEqual(['API returned invalid JSON', 422]);
    expect(error.status).toBe(200);
  });

  it('a web page where JSON was due (wrong URL) → "API returned invalid JSON" (422)', async () => {
    answer(() => HttpResponse.html('<!doctype html><title>Shop</title>'));
    const error = await failure(client().readItems('brand'));
    expect([error.message, error.code]).toEqual(['API returned invalid JSON', 422]);
    expect(error.detail).toContain('<!doctype html>');
    answer(
      () => new HttpResponse('binary', {headers: {'content-type': 'application/octet-stream'}}),
    );
    expect((await failure(client().readItems('brand'))).code).toBe(422);
  });

  it('a Directus error → the server’s own message, code = HTTP status', async () => {
    answer(() =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'You don\'t have permission to access collection "brand".',
              extensions: {code: 'FORBIDDEN'},
            },
          ],
        },
        {status: 403},
      ),
    );
    const error = await failure(client().readItems('brand'));
    expect(error.message).toBe('You don\'t have permission to access collection "brand".');
    expect([error.code, error.status, error.reason, error.kind]).toEqual([
      403,
      403,
      'FORBIDDEN',
      'server',
    ]);
  });

  it('a call the SDK refuses to build → "Unknown error occured" (-1), nothing sent', async () => {
    const error = await failure(client().readItems(''));
    expect([error.message, error.code, error.detail]).toEqual([
      'Unknown error occured',
      -1,
      'Collection cannot be empty',
    ]);
  });

  it('anything else → "Unknown error occured" with the status as code', async () => {
    answer(() => HttpResponse.json({errors: []}, {status: 500}));
    const empty = await failure(client().readItems('brand'));
    expect([empty.message, empty.code]).toEqual(['Unknown error occured', 500]);
    answer(() => HttpResponse.text('Bad gateway', {status: 502}));
    const proxy = await failure(client().readItems('brand'));
    expect([proxy.message, proxy.code, proxy.detail]).toEqual([
      'Unknown error occured',
      502,
      'Bad gateway',
    ]);
  });
});

describe('request timeout (spec §9: 600000 ms)', () => {
  it('aborts a request after 600000 ms as "Network error"', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
    try {
      answer(() => new Promise<Response>(() => undefined));
      let settled: unknown = 'pending';
      const pending = client()
        .readItems('brand')
        .catch((caught: unknown) => caught)
        .then((value) => {
          settled = value;
        });
      await vi.advanceTimersByTimeAsync(599_999);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBeInstanceOf(DirectusClientError);
      expect(settled).toMatchObject({
        message: 'Network error',
        code: -1,
        detail: 'timeout of 600000 ms exceeded',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a shorter timeout when configured', async () => {
    answer(() => delay('infinite').then(() => HttpResponse.json({data: []})));
    const error = await failure(client({timeoutMs: 30}).readItems('brand'));
    expect(error.detail).toBe('timeout of 30 ms exceeded');
  });
});

describe('concurrency cap (spec §9: at most 10 in flight)', () => {
  async function peakInFlight(limit: number | undefined, requests: number): Promise<number> {
    let inFlight = 0;
    let peak = 0;
    answer(async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await delay(15);
      inFlight -= 1;
      return HttpResponse.json({data: []});
    });
    const c = client(limit === undefined ? {} : {concurrency: limit});
    await Promise.all(Array.from({length: requests}, () => c.readItems('brand')));
    expect(inFlight).toBe(0);
    return peak;
  }

  it('never has more than 10 requests in flight by default, and uses all 10', async () => {
    expect(await peakInFlight(undefined, 35)).toBe(10);
  });

  it('holds a configured limit of 3, and of 1', async () => {
    expect(await peakInFlight(3, 12)).toBe(3);
    expect(await peakInFlight(1, 4)).toBe(1);
  });

  it('frees the slot of a failed request', async () => {
    answer(() => HttpResponse.error());
    const c = client({concurrency: 1});
    await failure(c.readItems('brand'));
    answer(() => HttpResponse.json({data: [{id: 1}]}));
    await expect(c.readItems('brand')).resolves.toEqual([{id: 1}]);
  });
});

/** A loopback port nothing listens on (bound once, then closed). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
