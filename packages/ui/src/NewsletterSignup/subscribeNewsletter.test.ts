import {setupServer} from 'msw/node';
import {http, HttpResponse} from 'msw';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {FetchLike} from '@schaufenster/core';
import {
  formHandlers,
  NEWSLETTER_DUPLICATE_EMAIL,
  newsletterFailures,
} from '@schaufenster/fixtures/handlers';
import {classifyNewsletterOutcome, subscribeNewsletter} from './subscribeNewsletter.ts';

const ENDPOINT = 'https://forms.example.test/newsletter/subscribe';
const server = setupServer(...formHandlers());

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('classifyNewsletterOutcome', () => {
  it('treats 409 and a {code: "duplicate"} body as a duplicate, whatever the status', () => {
    expect(
      classifyNewsletterOutcome({kind: 'response', status: 409, ok: false, body: undefined}),
    ).toBe('duplicate');
    expect(
      classifyNewsletterOutcome({
        kind: 'response',
        status: 200,
        ok: true,
        body: {code: 'duplicate'},
      }),
    ).toBe('duplicate');
    expect(
      classifyNewsletterOutcome({
        kind: 'response',
        status: 400,
        ok: false,
        body: {code: 'duplicate'},
      }),
    ).toBe('duplicate');
  });

  it('is success for another 2xx and unexpected for everything else', () => {
    expect(
      classifyNewsletterOutcome({kind: 'response', status: 204, ok: true, body: undefined}),
    ).toBe('success');
    expect(classifyNewsletterOutcome({kind: 'response', status: 400, ok: false, body: {}})).toBe(
      'unexpected',
    );
    expect(classifyNewsletterOutcome({kind: 'network'})).toBe('unexpected');
    expect(classifyNewsletterOutcome({kind: 'timeout'})).toBe('unexpected');
  });
});

describe('subscribeNewsletter', () => {
  it('POSTs {email, lang} as JSON and succeeds on 200', async () => {
    let received: unknown;
    server.use(
      http.post(ENDPOINT, async ({request}) => {
        received = await request.json();
        return HttpResponse.json({status: 'ok'});
      }),
    );
    expect(await subscribeNewsletter(ENDPOINT, ' anna@example.com ', 'fr')).toBe('success');
    expect(received).toEqual({email: 'anna@example.com', lang: 'fr'});
  });

  it('recognises the shared handlers’ duplicate address', async () => {
    expect(await subscribeNewsletter(ENDPOINT, NEWSLETTER_DUPLICATE_EMAIL, 'de')).toBe('duplicate');
    expect(await subscribeNewsletter(ENDPOINT, 'neu@example.com', 'de')).toBe('success');
  });

  it('maps the named failures', async () => {
    server.use(...newsletterFailures.duplicate);
    expect(await subscribeNewsletter(ENDPOINT, 'x@example.com', 'de')).toBe('duplicate');
    server.resetHandlers(...newsletterFailures.serverError);
    expect(await subscribeNewsletter(ENDPOINT, 'x@example.com', 'de')).toBe('unexpected');
    server.resetHandlers(...newsletterFailures.networkDown);
    expect(await subscribeNewsletter(ENDPOINT, 'x@example.com', 'de')).toBe('unexpected');
  });

  it('gives up after the timeout', async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    expect(await subscribeNewsletter(ENDPOINT, 'x@example.com', 'de', hanging, 20)).toBe(
      'unexpected',
    );
  });
});
