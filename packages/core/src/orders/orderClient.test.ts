// The order client's endpoints (spec §7, §8): each posts JSON with the project and resolves with
// an ok answer, and rejects with its own message on a refusal, HTTP errors, invalid JSON, network
// errors and time-outs; and the client's options (injected fetch, base URL, default time-out).
import {delay, http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {createOrderClient, type OrderClient} from './orderClient.ts';
import {BASE, client, failure, ORDER, PAYPAL, startOrderServer} from './orderClient.testing.ts';
import {RequestFailure} from './timedFetch.ts';

const server = startOrderServer();

interface Case {
  name: string;
  path: string;
  message: string;
  okBody: Record<string, unknown>;
  notOkBody: Record<string, unknown>;
  call: (client: OrderClient) => Promise<unknown>;
  expectedBody: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'postOrder',
    path: '/ecom/order',
    message: 'Could not post order',
    okBody: {status: 'ok', order_id: 'SF-1'},
    notOkBody: {status: 'error'},
    call: (client) => client.postOrder(ORDER, 'key-1'),
    expectedBody: {...ORDER, project: 'morgenstern', idempotency_key: 'key-1'},
  },
  {
    name: 'postKlarnaOrder',
    path: '/ecom/klarna/order',
    message: 'Could not place klarna order',
    // Klarna reports success in `message`, not `status` (spec §7).
    okBody: {message: 'ok'},
    notOkBody: {status: 'ok', message: 'declined'},
    call: (client) => client.postKlarnaOrder({authorization_token: 'tok', order_uuid: 'u-1'}),
    expectedBody: {project: 'morgenstern', authorization_token: 'tok', order_uuid: 'u-1'},
  },
  {
    name: 'postRequest',
    path: '/ecom/request',
    message: 'Could not post request',
    okBody: {status: 'ok'},
    notOkBody: {message: 'ok'},
    call: (client) => client.postRequest({product: 110, name: 'Ida', message: 'Preis?'}),
    expectedBody: {project: 'morgenstern', product: 110, name: 'Ida', message: 'Preis?'},
  },
  {
    name: 'postRating',
    path: '/ecom/rating',
    message: 'Could not post rating',
    okBody: {status: 'ok'},
    notOkBody: {status: 'invalid'},
    call: (client) => client.postRating({product: 101, rating: 5, name: 'Jo'}),
    expectedBody: {project: 'morgenstern', product: 101, rating: 5, name: 'Jo'},
  },
  {
    name: 'postPaypalTransaction',
    path: '/ecom/order/paypal_transaction',
    message: 'Could not post PayPal Transaction',
    okBody: {status: 'ok', payment_state: 'paid'},
    notOkBody: {status: 'failed'},
    call: (client) =>
      client.postPaypalTransaction({
        order_id: 'SF-1',
        order_uuid: ORDER.order_uuid,
        paypal: PAYPAL,
      }),
    expectedBody: {
      project: 'morgenstern',
      order_id: 'SF-1',
      order_uuid: ORDER.order_uuid,
      paypal: PAYPAL,
    },
  },
  {
    name: 'createPaypalOrder',
    path: '/ecom/order/paypal_order',
    message: 'Could not create PayPal order',
    okBody: {status: 'ok', paypal_order_id: 'PP-9'},
    notOkBody: {status: 'ok'},
    call: (client) => client.createPaypalOrder({order_uuid: ORDER.order_uuid}),
    expectedBody: {project: 'morgenstern', order_uuid: ORDER.order_uuid},
  },
];

describe.each(CASES)('$name (spec §7, §8)', (c) => {
  it('posts JSON with the project and resolves with the answer', async () => {
    let seen: {body: unknown; type: string | null} | undefined;
    server.use(
      http.post(`${BASE}${c.path}`, async ({request}) => {
        seen = {body: await request.json(), type: request.headers.get('content-type')};
        return HttpResponse.json(c.okBody);
      }),
    );
    const expected = c.name === 'createPaypalOrder' ? c.okBody.paypal_order_id : c.okBody;
    await expect(c.call(client())).resolves.toEqual(expected);
    expect(seen).toEqual({body: c.expectedBody, type: 'application/json'});
  });

  it(`rejects with "${c.message}" when the answer is not ok`, async () => {
    server.use(http.post(`${BASE}${c.path}`, () => HttpResponse.json(c.notOkBody)));
    const error = await failure(c.call(client()));
    expect(error.message).toBe(c.message);
    expect(error.cause).toMatchObject({kind: 'rejected'});
  });

  it('rejects on HTTP 500 even with an ok body', async () => {
    server.use(http.post(`${BASE}${c.path}`, () => HttpResponse.json(c.okBody, {status: 500})));
    const error = await failure(c.call(client()));
    expect(error.message).toBe(c.message);
    expect(error.cause).toMatchObject({kind: 'http', status: 500});
  });

  it('rejects on invalid JSON', async () => {
    server.use(http.post(`${BASE}${c.path}`, () => HttpResponse.text('<html>oops</html>')));
    const error = await failure(c.call(client()));
    expect(error.message).toBe(c.message);
    expect(error.cause).toMatchObject({kind: 'json'});
  });

  it('rejects on a network error', async () => {
    server.use(http.post(`${BASE}${c.path}`, () => HttpResponse.error()));
    const error = await failure(c.call(client()));
    expect(error.message).toBe(c.message);
    expect(error.cause).toBeInstanceOf(RequestFailure);
    expect(error.cause).toMatchObject({kind: 'network', message: 'Network Error'});
  });

  it('rejects when the service does not answer in time', async () => {
    server.use(
      http.post(`${BASE}${c.path}`, async () => {
        await delay('infinite');
        return HttpResponse.json(c.okBody);
      }),
    );
    const error = await failure(c.call(client(30)));
    expect(error.message).toBe(c.message);
    expect(error.cause).toMatchObject({kind: 'network', message: 'timeout of 30 ms exceeded'});
  });
});

describe('createOrderClient options', () => {
  it('uses the injected fetch and trims the base URL', async () => {
    const calls: string[] = [];
    const orders = createOrderClient({
      baseUrl: 'https://x.test///',
      project: 'p',
      fetch: async (url) => {
        calls.push(url);
        return Response.json({status: 'ok'});
      },
    });
    await orders.postRating({product: 1, rating: 4});
    expect(calls).toEqual(['https://x.test/ecom/rating']);
  });

  it('aborts after 15000 ms by default', async () => {
    vi.useFakeTimers();
    try {
      const orders = createOrderClient({
        baseUrl: BASE,
        project: 'p',
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      });
      let settled: unknown;
      const pending = orders.postRequest({message: 'x'}).catch((error: unknown) => {
        settled = error;
      });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toMatchObject({
        message: 'Could not post request',
        cause: {message: 'timeout of 15000 ms exceeded'},
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
