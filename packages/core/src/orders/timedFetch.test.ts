import {describe, expect, it} from 'vitest';
import {
  fetchJson,
  FORM_REQUEST_TIMEOUT_MS,
  postJson,
  RequestFailure,
  type FetchLike,
} from './timedFetch.ts';

const URL = 'https://forms.example.test/forms/contact';

// A service that never answers: only the abort signal ends the wait.
function hanging(onAbort: () => void = () => {}): FetchLike {
  return (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        onAbort();
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

describe('postJson', () => {
  it('POSTs JSON and reads a JSON answer, whatever the status', async () => {
    let seen: RequestInit | undefined;
    const fetch: FetchLike = async (_url, init) => {
      seen = init;
      return new Response(JSON.stringify({code: 'duplicate'}), {status: 409});
    };
    expect(await postJson(URL, {email: 'a@b.de'}, {fetch})).toEqual({
      kind: 'response',
      status: 409,
      ok: false,
      body: {code: 'duplicate'},
    });
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toBe('{"email":"a@b.de"}');
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/json');
  });

  it('gives an undefined body for an empty or non-JSON answer', async () => {
    const html: FetchLike = async () => new Response('<p>Danke</p>', {status: 200});
    const empty: FetchLike = async () => new Response(null, {status: 204});
    expect(await postJson(URL, {}, {fetch: html})).toEqual({
      kind: 'response',
      status: 200,
      ok: true,
      body: undefined,
    });
    expect(await postJson(URL, {}, {fetch: empty})).toMatchObject({ok: true, body: undefined});
  });

  it('reports a network failure instead of throwing', async () => {
    const down: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await postJson(URL, {}, {fetch: down})).toEqual({kind: 'network'});
  });

  it('aborts after the timeout and reports it', async () => {
    let aborted = false;
    const outcome = await postJson(
      URL,
      {},
      {fetch: hanging(() => (aborted = true)), timeoutMs: 20},
    );
    expect(outcome).toEqual({kind: 'timeout'});
    expect(aborted).toBe(true);
  });

  it('reports the caller’s abort, before and during the request', async () => {
    const before = new AbortController();
    before.abort();
    let called = false;
    const counting: FetchLike = (url, init) => {
      called = true;
      return hanging()(url, init);
    };
    expect(await postJson(URL, {}, {fetch: counting, signal: before.signal})).toEqual({
      kind: 'aborted',
    });
    expect(called).toBe(false);
    const during = new AbortController();
    const pending = postJson(URL, {}, {fetch: hanging(), signal: during.signal, timeoutMs: 5000});
    during.abort();
    expect(await pending).toEqual({kind: 'aborted'});
  });

  it('still times out with a caller’s signal that stays quiet', async () => {
    const quiet = new AbortController();
    expect(
      await postJson(URL, {}, {fetch: hanging(), signal: quiet.signal, timeoutMs: 20}),
    ).toEqual({kind: 'timeout'});
  });

  it('waits 15 s by default', () => {
    expect(FORM_REQUEST_TIMEOUT_MS).toBe(15_000);
  });
});

describe('fetchJson', () => {
  it('rejects a timeout with the spec’s message', async () => {
    const request = {fetch: hanging(), url: URL, init: {}, timeoutMs: 20};
    await expect(fetchJson(request)).rejects.toThrow('timeout of 20 ms exceeded');
    await expect(fetchJson(request)).rejects.toBeInstanceOf(RequestFailure);
  });

  it('rejects a caller’s abort before the request with "Request aborted"', async () => {
    const controller = new AbortController();
    controller.abort();
    const request = {
      fetch: hanging(),
      url: URL,
      init: {signal: controller.signal},
      timeoutMs: 5000,
    };
    await expect(fetchJson(request)).rejects.toThrow(
      new RequestFailure('aborted', 'Request aborted', null),
    );
    await expect(fetchJson(request)).rejects.toMatchObject({kind: 'aborted', status: null});
  });

  it('rejects a caller’s abort during the request with "Request aborted"', async () => {
    const controller = new AbortController();
    let reached = false;
    const fetch = hanging(() => (reached = true));
    const pending = fetchJson({
      fetch,
      url: URL,
      init: {signal: controller.signal},
      timeoutMs: 5000,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({kind: 'aborted', message: 'Request aborted'});
    expect(reached).toBe(true);
  });

  it('keeps the timeout and the network error when the caller passes a signal', async () => {
    const {signal} = new AbortController();
    await expect(
      fetchJson({fetch: hanging(), url: URL, init: {signal}, timeoutMs: 20}),
    ).rejects.toMatchObject({kind: 'network', message: 'timeout of 20 ms exceeded'});
    const down: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      fetchJson({fetch: down, url: URL, init: {signal}, timeoutMs: 1000}),
    ).rejects.toMatchObject({kind: 'network', message: 'Network Error'});
  });

  it('rejects a non-2xx answer and invalid JSON, resolves JSON', async () => {
    const answer =
      (body: string, status: number): FetchLike =>
      async () =>
        new Response(body, {status});
    const at = (fetch: FetchLike) => fetchJson({fetch, url: URL, init: {}, timeoutMs: 1000});
    await expect(at(answer('{}', 500))).rejects.toMatchObject({kind: 'http', status: 500});
    await expect(at(answer('nope', 200))).rejects.toMatchObject({kind: 'json'});
    await expect(at(answer('{"a":1}', 200))).resolves.toEqual({a: 1});
    const down: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(at(down)).rejects.toThrow('Network Error');
  });
});
