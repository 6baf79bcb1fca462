import {setupServer} from 'msw/node';
import {http, HttpResponse} from 'msw';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {contactFormFailures, formHandlers} from '@schaufenster/fixtures/handlers';
import {FORM_REQUEST_TIMEOUT_MS, type FetchLike} from '@schaufenster/core';
import {contactPayload, submitContactForm} from './submitContactForm.ts';

const ENDPOINT = 'https://forms.example.test/forms/contact';
const server = setupServer(...formHandlers());
const VALUES = {name: ' Anna Muster ', email: 'anna@example.com ', message: 'Hallo!\n', lang: 'de'};

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('contactPayload', () => {
  it('sends name, email, message, privacy_accepted true and the language, trimmed', () => {
    expect(contactPayload(VALUES, 'fr')).toEqual({
      name: 'Anna Muster',
      email: 'anna@example.com',
      message: 'Hallo!',
      privacy_accepted: true,
      lang: 'fr',
    });
  });
});

describe('submitContactForm', () => {
  it('POSTs the JSON body and reports the trimmed sender on success', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(ENDPOINT, async ({request}) => {
        received = await request.json();
        contentType = request.headers.get('content-type');
        return HttpResponse.json({status: 'ok'});
      }),
    );
    const result = await submitContactForm(ENDPOINT, {...VALUES, lang: 'de'});
    expect(result).toEqual({ok: true, sender: {name: 'Anna Muster', email: 'anna@example.com'}});
    expect(received).toEqual({
      name: 'Anna Muster',
      email: 'anna@example.com',
      message: 'Hallo!',
      privacy_accepted: true,
      lang: 'de',
    });
    expect(contentType).toBe('application/json');
  });

  it('succeeds against the shared default handler', async () => {
    await expect(submitContactForm(ENDPOINT, {...VALUES, lang: 'en'})).resolves.toMatchObject({
      ok: true,
    });
  });

  it('reports an HTTP failure with its status on 500', async () => {
    server.use(...contactFormFailures.serverError);
    expect(await submitContactForm(ENDPOINT, {...VALUES, lang: 'de'})).toEqual({
      ok: false,
      reason: 'http',
      status: 500,
    });
  });

  it('reports a network failure instead of throwing', async () => {
    server.use(...contactFormFailures.networkDown);
    expect(await submitContactForm(ENDPOINT, {...VALUES, lang: 'de'})).toEqual({
      ok: false,
      reason: 'network',
    });
  });

  it('aborts the request after the timeout and reports it', async () => {
    let aborted = false;
    // A service that never answers: only the abort signal ends the wait.
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const result = await submitContactForm(ENDPOINT, {...VALUES, lang: 'de'}, hanging, 20);
    expect(result).toEqual({ok: false, reason: 'timeout'});
    expect(aborted).toBe(true);
  });

  it('uses a 15 s timeout by default', () => {
    expect(FORM_REQUEST_TIMEOUT_MS).toBe(15_000);
  });
});
