// Idempotency of the order client: the key sent as header and body field, distinct keys, and one
// request for a double click, a double Klarna or PayPal confirmation; a retry after the first
// settled sends again.
import {delay, http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {createIdempotencyKey, IDEMPOTENCY_HEADER} from './idempotency.ts';
import {BASE, client, ORDER, PAYPAL, startOrderServer} from './orderClient.testing.ts';

const server = startOrderServer();

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
