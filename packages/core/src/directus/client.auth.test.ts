// Login session of the content client (spec §4 Authentication session, §9 timings).
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {createDirectusClient} from './client.ts';
import {DirectusClientError} from './errors.ts';
import {
  DEFAULT_TOKEN_LIFETIME_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  REFRESH_CHECK_INTERVAL_MS,
  tokenLifetimeMs,
} from './session.ts';
import type {DirectusClientOptions} from './types.ts';

const URL_ = 'https://cms.example.test';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A Directus stand-in: numbered access tokens, refresh tokens, and who sent what. */
function directus(options: {refreshFails?: 'network' | 'refused'; meFails?: number} = {}) {
  const state = {
    issued: 0,
    logins: [] as unknown[],
    refreshes: [] as unknown[],
    me: [] as string[],
  };
  state.issued = 0;
  const tokens = () => {
    state.issued += 1;
    return {access_token: `access-${state.issued}`, refresh_token: `refresh-${state.issued}`};
  };
  let meFailures = options.meFails ?? 0;
  server.use(
    http.post(`${URL_}/auth/login`, async ({request}) => {
      state.logins.push(await request.json());
      return HttpResponse.json({data: {...tokens(), expires: 900_000}});
    }),
    http.post(`${URL_}/auth/refresh`, async ({request}) => {
      state.refreshes.push({
        body: await request.json(),
        auth: request.headers.get('authorization'),
      });
      if (options.refreshFails === 'network') return HttpResponse.error();
      if (options.refreshFails === 'refused') {
        return HttpResponse.json(
          {
            errors: [
              {message: 'Invalid user credentials.', extensions: {code: 'INVALID_CREDENTIALS'}},
            ],
          },
          {status: 401},
        );
      }
      return HttpResponse.json({data: {...tokens(), expires: 900_000}});
    }),
    http.post(`${URL_}/auth/logout`, async ({request}) => {
      state.refreshes.push({logout: await request.json()});
      return new HttpResponse(null, {status: 204});
    }),
    http.get(`${URL_}/users/me`, ({request}) => {
      state.me.push(request.headers.get('authorization') ?? '');
      if (meFailures > 0) {
        meFailures -= 1;
        return HttpResponse.json(
          {errors: [{message: 'Token expired.', extensions: {code: 'TOKEN_EXPIRED'}}]},
          {status: 401},
        );
      }
      return HttpResponse.json({data: {id: 'u-1'}});
    }),
  );
  return state;
}

function client(extra: DirectusClientOptions = {}) {
  return createDirectusClient({url: URL_, project: 'shop.example', ...extra});
}

const CREDENTIALS = {email: 'agency@example.com', password: 'secret'};

describe('token lifetime (spec §9)', () => {
  it('pins the spec’s timings', () => {
    expect(DEFAULT_TOKEN_LIFETIME_MS).toBe(30_000);
    expect(REFRESH_CHECK_INTERVAL_MS).toBe(10_000);
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(30_000);
  });

  it('is configured in minutes × 60000, 30000 ms by default', () => {
    expect(tokenLifetimeMs(undefined)).toBe(30_000);
    expect(tokenLifetimeMs(15)).toBe(900_000);
    expect(() => tokenLifetimeMs(0)).toThrow(RangeError);
  });
});

describe('login', () => {
  it('POSTs email, password, mode json and the optional otp to /auth/login', async () => {
    const state = directus();
    const c = client();
    const tokens = await c.login({...CREDENTIALS, otp: '123456'});
    expect(tokens.access_token).toBe('access-1');
    expect(state.logins).toEqual([{...CREDENTIALS, otp: '123456', mode: 'json'}]);
    await c.readMe();
    expect(state.me).toEqual(['Bearer access-1']);
    c.close();
    await client().login(CREDENTIALS);
    expect(state.logins[1]).toEqual({...CREDENTIALS, mode: 'json'});
  });

  it('maps refused credentials to the server’s message with status and reason', async () => {
    server.use(
      http.post(`${URL_}/auth/login`, () =>
        HttpResponse.json(
          {
            errors: [
              {message: 'Invalid user credentials.', extensions: {code: 'INVALID_CREDENTIALS'}},
            ],
          },
          {status: 401},
        ),
      ),
    );
    const error = await client()
      .login(CREDENTIALS)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectusClientError);
    expect(error).toMatchObject({
      message: 'Invalid user credentials.',
      code: 401,
      reason: 'INVALID_CREDENTIALS',
      request: 'POST /auth/login',
    });
  });

  it('logs out with the refresh token and forgets the session', async () => {
    const state = directus();
    const c = client();
    await c.login(CREDENTIALS);
    await c.logout();
    expect(state.refreshes).toEqual([{logout: {mode: 'json', refresh_token: 'refresh-1'}}]);
    await c.readMe();
    expect(state.me).toEqual(['']);
  });
});

describe('refresh schedule (spec §4: check every 10 s, refresh under 30 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with the default 30000 ms lifetime, refreshes at the first check', async () => {
    const state = directus();
    const c = client();
    await c.login(CREDENTIALS);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.refreshes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.refreshes).toEqual([
      {body: {mode: 'json', refresh_token: 'refresh-1'}, auth: null},
    ]);
    await c.readMe();
    expect(state.me).toEqual(['Bearer access-2']);
    c.close();
  });

  it('with 1 minute, refreshes at the check that finds under 30 s left (40 s)', async () => {
    const state = directus();
    const c = client({tokenLifetimeMinutes: 1});
    await c.login(CREDENTIALS);
    // Checks at 10, 20, 30 s find 50, 40, 30 s left: not under 30 s.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.refreshes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.refreshes).toHaveLength(1);
    // The renewed token lives another minute from 40 s: next refresh at 80 s.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.refreshes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.refreshes).toHaveLength(2);
    c.close();
  });

  it('raises auth_expired_token (102) once the local expiry passes without a refresh', async () => {
    const state = directus({refreshFails: 'network'});
    const reported: DirectusClientError[] = [];
    const c = client({onAuthError: (error) => reported.push(error)});
    await c.login(CREDENTIALS);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reported.map((e) => e.message)).toEqual(['Network error', 'Network error']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reported.at(-1)).toMatchObject({message: 'auth_expired_token', code: 102});
    const error = await c.readMe().catch((caught: unknown) => caught);
    expect(error).toMatchObject({message: 'auth_expired_token', code: 102});
    // Not sent: the token is known to be expired.
    expect(state.me).toEqual([]);
    // The check stops with the session: no further refresh attempts.
    const attempts = state.refreshes.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.refreshes).toHaveLength(attempts);
  });

  it('stops checking on close', async () => {
    const state = directus();
    const c = client();
    await c.login(CREDENTIALS);
    c.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.refreshes).toEqual([]);
  });
});

describe('401 then refresh then retry', () => {
  it('refreshes once and retries the call with the new token', async () => {
    const state = directus({meFails: 1});
    const c = client({tokenLifetimeMinutes: 15});
    await c.login(CREDENTIALS);
    expect(await c.readMe()).toEqual({id: 'u-1'});
    expect(state.me).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(state.refreshes).toHaveLength(1);
    c.close();
  });

  it('concurrent 401s share one refresh', async () => {
    const state = directus({meFails: 3});
    const c = client({tokenLifetimeMinutes: 15});
    await c.login(CREDENTIALS);
    await Promise.all([c.readMe(), c.readMe(), c.readMe()]);
    expect(state.refreshes).toHaveLength(1);
    c.close();
  });

  it('gives up after one retry: a second 401 is the server’s message', async () => {
    directus({meFails: 2});
    const c = client({tokenLifetimeMinutes: 15});
    await c.login(CREDENTIALS);
    const error = await c.readMe().catch((caught: unknown) => caught);
    expect(error).toMatchObject({message: 'Token expired.', code: 401, reason: 'TOKEN_EXPIRED'});
    c.close();
  });

  it('a refused refresh ends the session with auth_expired_token (102)', async () => {
    directus({meFails: 1, refreshFails: 'refused'});
    const c = client({tokenLifetimeMinutes: 15});
    await c.login(CREDENTIALS);
    const error = await c.readMe().catch((caught: unknown) => caught);
    expect(error).toMatchObject({message: 'auth_expired_token', code: 102});
  });

  it('with a static token there is nothing to refresh: the 401 is reported', async () => {
    const state = directus({meFails: 1});
    const error = await client({token: 'static'})
      .readMe()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({message: 'Token expired.', code: 401});
    expect(state.refreshes).toEqual([]);
    expect(state.me).toEqual(['Bearer static']);
  });
});

describe('the refresh timer', () => {
  it('does not keep Node alive (unref’d interval)', async () => {
    directus();
    const created: ReturnType<typeof setInterval>[] = [];
    const original = globalThis.setInterval;
    const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((
      ...args: Parameters<typeof setInterval>
    ) => {
      const timer = original(...args);
      created.push(timer);
      return timer;
    }) as typeof setInterval);
    try {
      const c = client();
      await c.login(CREDENTIALS);
      expect(created).toHaveLength(1);
      expect(created[0]?.hasRef()).toBe(false);
      c.close();
    } finally {
      spy.mockRestore();
    }
  });
});
