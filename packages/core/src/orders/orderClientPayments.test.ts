// The order client with server-side payments (decision 072): one PayPal order creation at a time,
// the payment state read uncached, its refusals, and Klarna's pending and rejected answers.
import {delay, http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {createOrderClient, isKlarnaPending, orderErrorCode} from './orderClient.ts';
import {BASE, client, failure, startOrderServer} from './orderClient.testing.ts';

const server = startOrderServer();

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
