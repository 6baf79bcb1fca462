import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {
  confirmNewsletter,
  newsletterActionUrl,
  tokenFromSearch,
  unsubscribeNewsletter,
} from './newsletterTokens.ts';

const BASE = 'https://news.example.test/newsletter';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('newsletterActionUrl', () => {
  it('puts the action beside the sign-up URL', () => {
    expect(newsletterActionUrl('/newsletter/subscribe', 'confirm')).toBe('/newsletter/confirm');
    expect(newsletterActionUrl(`${BASE}/subscribe/`, 'unsubscribe')).toBe(`${BASE}/unsubscribe`);
    expect(newsletterActionUrl('https://x.test/nl/subscribe?site=a', 'confirm')).toBe(
      'https://x.test/nl/confirm?site=a',
    );
  });
});

describe('tokenFromSearch', () => {
  it('reads ?token= and gives null without one', () => {
    expect(tokenFromSearch('?token=abc-_1')).toBe('abc-_1');
    expect(tokenFromSearch('?token=')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });
});

describe('confirmNewsletter', () => {
  it('posts the token and reads confirmed', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/confirm`, async ({request}) => {
        body = await request.json();
        return HttpResponse.json({status: 'ok', state: 'confirmed'});
      }),
    );
    await expect(confirmNewsletter(`${BASE}/confirm`, 'T1')).resolves.toBe('confirmed');
    expect(body).toEqual({token: 'T1'});
  });

  it.each([
    [410, {status: 'error', code: 'expired_token'}, 'expired'],
    [400, {status: 'error', code: 'invalid_token'}, 'invalid'],
    [429, {status: 'error', code: 'rate_limited'}, 'network'],
  ] as const)('answers %i as %s', async (status, answer, outcome) => {
    server.use(http.post(`${BASE}/confirm`, () => HttpResponse.json(answer, {status})));
    await expect(confirmNewsletter(`${BASE}/confirm`, 'T1')).resolves.toBe(outcome);
  });

  it('answers no connection as network', async () => {
    server.use(http.post(`${BASE}/confirm`, () => HttpResponse.error()));
    await expect(confirmNewsletter(`${BASE}/confirm`, 'T1')).resolves.toBe('network');
  });
});

describe('unsubscribeNewsletter', () => {
  it('reads unsubscribed, invalid and network', async () => {
    const url = `${BASE}/unsubscribe`;
    server.use(http.post(url, () => HttpResponse.json({status: 'ok', state: 'unsubscribed'})));
    await expect(unsubscribeNewsletter(url, 'T2')).resolves.toBe('unsubscribed');
    server.use(
      http.post(url, () =>
        HttpResponse.json({status: 'error', code: 'invalid_token'}, {status: 400}),
      ),
    );
    await expect(unsubscribeNewsletter(url, 'T2')).resolves.toBe('invalid');
    server.use(http.post(url, () => new HttpResponse('busy', {status: 503})));
    await expect(unsubscribeNewsletter(url, 'T2')).resolves.toBe('network');
  });
});
