import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {createIdempotencyKey, IDEMPOTENCY_HEADER} from './idempotency.ts';
import {
  createOrderClient,
  isKlarnaPending,
  orderErrorCode,
  type OrderClient,
  type OrderInput,
} from './orderClient.ts';
import {RequestFailure} from './timedFetch.ts';

const BASE = 'https://orders.example.test';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORDER: OrderInput = {
  order_uuid: '5b7f2f4e-3f8e-4d0a-9a55-0f7a4cf1e001',
  customer_email: 'kunde@example.com',
  shipping_address: {
    company: '',
    first_name: 'Erika',
    last_name: 'Muster',
    street: 'Zeil',
    number: '1',
    zip_code: '60313',
    city: 'Frankfurt',
    country_code: 'DE',
    phone: '',
  },
  invoice_address: null,
  comment: null,
  payment_method: 1,
  shipping_method: 2,
  present_wrap: false,
  products: [{product: 101, variant: null, personalization: {}, count: 1, price_brutto: 3900}],
  shipping_cost: 0,
  total_price_brutto: 3900,
  language: 'de',
};

// The buyer's approval as the SDK's onApprove passes it: PayPal's order id, nothing captured.
const PAYPAL = {orderID: 'PP-9'};

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

function client(timeoutMs?: number): OrderClient {
  return createOrderClient({baseUrl: `${BASE}/`, project: 'morgenstern', timeoutMs});
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('expected a rejection with an Error');
  return error;
}

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

describe('server-side payments (decision 072)', () => {
  it('a repeated PayPal order creation while one is pending sends one request', async () => {
    let requests = 0;
    server.use(
      http.post(`${BASE}/ecom/order/paypal_order`, async () => {
        requests += 1;
        await delay(20);
        return HttpResponse.json({status: 'ok', paypal_order_id: 'PP-9'});
      }),
    );
    const orders = client();
    const ids = await Promise.all([
      orders.createPaypalOrder({order_uuid: 'u'}),
      orders.createPaypalOrder({order_uuid: 'u'}),
    ]);
    expect(ids).toEqual(['PP-9', 'PP-9']);
    expect(requests).toBe(1);
  });

  it('reads the payment state with a GET that is never cached', async () => {
    let seen: {url: string; init: RequestInit | undefined} | undefined;
    const orders = createOrderClient({
      baseUrl: BASE,
      project: 'morgenstern',
      fetch: async (url, init) => {
        seen = {url, init};
        return Response.json({
          status: 'ok',
          order_id: 'SF-1',
          payment_state: 'paid',
          fulfilment_state: 'paid',
          method: 'paypal',
          can_pay: false,
        });
      },
    });
    await expect(orders.paymentStatus({order_uuid: 'u-1'})).resolves.toEqual({
      order_id: 'SF-1',
      payment_state: 'paid',
      fulfilment_state: 'paid',
      method: 'paypal',
      can_pay: false,
    });
    expect(seen?.url).toBe(`${BASE}/ecom/order/payment?project=morgenstern&order_uuid=u-1`);
    expect(seen?.init).toMatchObject({method: 'GET', cache: 'no-store'});
  });

  it('rejects a payment state without can_pay, or a refusal, with its message', async () => {
    server.use(
      http.get(`${BASE}/ecom/order/payment`, () =>
        HttpResponse.json({status: 'ok', order_id: 'SF-1', payment_state: 'paid'}),
      ),
    );
    const error = await failure(client().paymentStatus({order_uuid: 'u'}));
    expect(error.message).toBe('Could not read payment state');
    server.use(
      http.get(`${BASE}/ecom/order/payment`, () =>
        HttpResponse.json({status: 'error', code: 'unknown_order'}, {status: 422}),
      ),
    );
    const refused = await failure(client().paymentStatus({order_uuid: 'u'}));
    expect(orderErrorCode(refused)).toBe('unknown_order');
  });

  it('takes Klarna\'s 202 pending as a placed order, its 402 as "Could not place klarna order"', async () => {
    server.use(
      http.post(`${BASE}/ecom/klarna/order`, () =>
        HttpResponse.json({message: 'pending'}, {status: 202}),
      ),
    );
    const input = {authorization_token: 't', order_uuid: 'u'};
    const pending = await client().postKlarnaOrder(input);
    expect(isKlarnaPending(pending)).toBe(true);
    server.use(
      http.post(`${BASE}/ecom/klarna/order`, () =>
        HttpResponse.json({status: 'error', code: 'klarna_rejected'}, {status: 402}),
      ),
    );
    const rejected = await failure(client().postKlarnaOrder(input));
    expect(rejected.message).toBe('Could not place klarna order');
    expect(orderErrorCode(rejected)).toBe('klarna_rejected');
    expect(isKlarnaPending({message: 'ok'})).toBe(false);
  });
});

describe('idempotency', () => {
  it('sends the key as header and body field', async () => {
    const key = createIdempotencyKey();
    let header: string | null = null;
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${BASE}/ecom/order`, async ({request}) => {
        header = request.headers.get(IDEMPOTENCY_HEADER);
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({status: 'ok'});
      }),
    );
    await client().postOrder(ORDER, key);
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
    expect(header).toBe(key);
    expect(body.idempotency_key).toBe(key);
  });

  it('makes distinct UUIDs', () => {
    const a = createIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIdempotencyKey()).not.toBe(a);
  });

  it('a double click with one key sends exactly one request', async () => {
    let requests = 0;
    server.use(
      http.post(`${BASE}/ecom/order`, async () => {
        requests += 1;
        await delay(20);
        return HttpResponse.json({status: 'ok', order_id: `SF-${requests}`});
      }),
    );
    const orders = client();
    const first = orders.postOrder(ORDER, 'same');
    const second = orders.postOrder(ORDER, 'same');
    expect(second).toBe(first);
    await expect(Promise.all([first, second])).resolves.toEqual([
      {status: 'ok', order_id: 'SF-1'},
      {status: 'ok', order_id: 'SF-1'},
    ]);
    expect(requests).toBe(1);
  });

  it('different keys, or a retry after the first settled, send again', async () => {
    let requests = 0;
    server.use(
      http.post(`${BASE}/ecom/order`, () => {
        requests += 1;
        return requests === 1 ? HttpResponse.error() : HttpResponse.json({status: 'ok'});
      }),
    );
    const orders = client();
    await expect(orders.postOrder(ORDER, 'k')).rejects.toThrow('Could not post order');
    await expect(orders.postOrder(ORDER, 'k')).resolves.toEqual({status: 'ok'});
    await Promise.all([orders.postOrder(ORDER, 'a'), orders.postOrder(ORDER, 'b')]);
    expect(requests).toBe(4);
  });

  it('refuses an order without a key', async () => {
    await expect(client().postOrder(ORDER, '')).rejects.toBeInstanceOf(TypeError);
  });

  it('a double Klarna confirmation for one order_uuid sends exactly one request', async () => {
    let requests = 0;
    server.use(
      http.post(`${BASE}/ecom/klarna/order`, async () => {
        requests += 1;
        await delay(20);
        return HttpResponse.json({message: 'ok'});
      }),
    );
    const orders = client();
    const input = {authorization_token: 't', order_uuid: 'u'};
    await Promise.all([orders.postKlarnaOrder(input), orders.postKlarnaOrder(input)]);
    expect(requests).toBe(1);
  });

  it('a double PayPal confirmation for one order_uuid sends exactly one request', async () => {
    let requests = 0;
    server.use(
      http.post(`${BASE}/ecom/order/paypal_transaction`, async () => {
        requests += 1;
        await delay(20);
        return HttpResponse.json({status: 'ok'});
      }),
    );
    const orders = client();
    const input = {order_id: 'SF-1', order_uuid: ORDER.order_uuid, paypal: PAYPAL};
    const [first, second] = [
      orders.postPaypalTransaction(input),
      orders.postPaypalTransaction(input),
    ];
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(requests).toBe(1);
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
