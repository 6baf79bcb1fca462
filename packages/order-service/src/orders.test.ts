// /ecom/order over HTTP: server-side totals, validation, idempotency, and the real order client.
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {createOrderClient, IDEMPOTENCY_HEADER, ORDER_ERRORS} from '@schaufenster/core';
import {REPLAY_HEADER} from './limits.ts';
import {PAYMENT} from './payments.testing.ts';
import {
  errorCodes,
  errorPaths,
  JEWELLER_DOMAIN,
  newUuid,
  ORDER_BODY_TOTAL,
  orderBody,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';
import {authorizeOrder} from './providers/klarna/standIn.testing.ts';
import {approvedPaypalOrder} from './providers/paypal/standIn.testing.ts';

let test: TestService;
let orderUrl: string;

beforeEach(async () => {
  test = await startTestService();
  orderUrl = `${test.url}/ecom/order`;
});
afterEach(() => test.close());

const body = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...orderBody(overrides),
  project: JEWELLER_DOMAIN,
});

describe('POST /ecom/order', () => {
  it('accepts a valid order and answers and stores the catalogue total', async () => {
    const sent = body();
    const answer = await post(orderUrl, sent);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      order_id: 'JM-1001',
      order_uuid: sent['order_uuid'],
      total: ORDER_BODY_TOTAL,
    });
    const [row] = test.rows('orders');
    expect(row).toMatchObject({
      order_id: 'JM-1001',
      project: JEWELLER_DOMAIN,
      subtotal_cents: 422_800,
      shipping_cents: 990,
      total_cents: 423_790,
      client_total_cents: 423_790,
    });
  });

  it('numbers orders one after the other', async () => {
    const first = await post(orderUrl, body());
    const second = await post(orderUrl, body());
    expect([first.body['order_id'], second.body['order_id']]).toEqual(['JM-1001', 'JM-1002']);
  });

  it('answers 400 with every invalid field and stores nothing', async () => {
    const answer = await post(orderUrl, body({customer_email: 'kein-at', products: []}));
    expect(answer.status).toBe(400);
    expect(answer.body['status']).toBe('error');
    expect(errorPaths(answer)).toEqual(['customer_email', 'products']);
    expect(test.count('orders')).toBe(0);
  });

  it('answers 400 to a body without project and to a missing order_uuid', async () => {
    const {project: _project, ...withoutProject} = body();
    expect(errorPaths(await post(orderUrl, withoutProject))).toContain('project');
    const {order_uuid: _uuid, ...withoutUuid} = body();
    expect(errorPaths(await post(orderUrl, withoutUuid))).toContain('order_uuid');
  });

  it('answers 422 for an unknown product or a sold-out one, and stores nothing', async () => {
    const unknown = await post(
      orderUrl,
      body({products: [{product: 999, count: 1, price_brutto: 1}]}),
    );
    expect([unknown.status, errorCodes(unknown)]).toEqual([422, ['unknown_product']]);
    const soldOut = await post(
      orderUrl,
      body({products: [{product: 108, count: 1, price_brutto: 1}]}),
    );
    expect([soldOut.status, errorCodes(soldOut)]).toEqual([422, ['out_of_stock']]);
    expect(test.count('orders')).toBe(0);
  });

  it('sends a Klarna session token for Klarna orders only, also when replayed', async () => {
    // Payment 7 is the jeweller's Klarna; the checkout loads Klarna's form with this token.
    const klarna = body({payment_method: 7});
    const first = await post(orderUrl, klarna);
    expect(first.status).toBe(200);
    // The client token of the Klarna session the service opened (decision 072).
    const sessions = [...(test.klarna?.state.sessions.values() ?? [])];
    expect(sessions.map((session) => session.clientToken)).toEqual([
      first.body['klarna_client_token'],
    ]);
    const again = await post(orderUrl, klarna);
    expect(again.body['klarna_client_token']).toBe(first.body['klarna_client_token']);
    const paypal = await post(orderUrl, body({payment_method: 4}));
    expect(paypal.status).toBe(200);
    expect(paypal.body).not.toHaveProperty('klarna_client_token');
  });

  it('answers 422 for a project this service does not serve', async () => {
    const answer = await post(orderUrl, {...body(), project: 'optik-klarblick.example'});
    expect([answer.status, errorCodes(answer)]).toEqual([422, ['unknown_project']]);
  });
});

describe('POST /ecom/order: prices must agree with the catalogue (decision 017)', () => {
  const lines = (second: number) => [
    {product: 101, variant: 1001, personalization: {}, count: 1, price_brutto: 4050},
    {product: 119, variant: null, personalization: {}, count: 2, price_brutto: second},
  ];

  it('refuses a tampered unit price (and the total made to fit), storing nothing', async () => {
    const answer = await post(
      orderUrl,
      body({products: lines(0.5), total_price_brutto: 4050 + 1 + 9.9}),
    );
    expect(answer.status).toBe(422);
    expect(errorCodes(answer)).toEqual(['price_mismatch', 'total_mismatch']);
    expect(errorPaths(answer)).toEqual(['products.1.price_brutto', 'total_price_brutto']);
    expect(answer.body['errors']).toMatchObject([
      {message: expect.stringContaining('is 89.00, not 0.50') as string},
      {message: expect.stringContaining('is 4237.90, not 4060.90') as string},
    ]);
    expect(test.count('orders')).toBe(0);
  });

  it('refuses free shipping the settings do not give, and a total one cent off', async () => {
    const free = await post(orderUrl, body({shipping_cost: 0, total_price_brutto: 4228}));
    expect([free.status, errorCodes(free)]).toEqual([
      422,
      ['shipping_cost_mismatch', 'total_mismatch'],
    ]);
    const cent = await post(orderUrl, body({total_price_brutto: 4237.89}));
    expect([cent.status, errorCodes(cent)]).toEqual([422, ['total_mismatch']]);
    expect(test.count('orders')).toBe(0);
  });

  it('places a corrected retry under the same idempotency key', async () => {
    const key = newUuid();
    const wrong = await post(orderUrl, body({products: lines(1)}), {[IDEMPOTENCY_HEADER]: key});
    expect(wrong.status).toBe(422);
    const right = await post(orderUrl, body(), {[IDEMPOTENCY_HEADER]: key});
    expect([right.status, right.body['total']]).toEqual([200, ORDER_BODY_TOTAL]);
    expect(test.count('orders')).toBe(1);
  });
});

describe('POST /ecom/order: idempotency', () => {
  it('places one order for a key sent twice and replays the same answer', async () => {
    const sent = body();
    const key = newUuid();
    const first = await post(
      orderUrl,
      {...sent, idempotency_key: key},
      {[IDEMPOTENCY_HEADER]: key},
    );
    const again = await post(
      orderUrl,
      {...sent, idempotency_key: key},
      {[IDEMPOTENCY_HEADER]: key},
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get(REPLAY_HEADER)).toBeNull();
    expect(again.headers.get(REPLAY_HEADER)).toBe('true');
    expect(test.count('orders')).toBe(1);
  });

  it('places one order for five concurrent requests with the same key', async () => {
    const sent = body();
    const key = newUuid();
    const answers = await Promise.all(
      Array.from({length: 5}, () => post(orderUrl, sent, {[IDEMPOTENCY_HEADER]: key})),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body['order_id']))).toEqual(new Set(['JM-1001']));
    expect(test.count('orders')).toBe(1);
  });

  it('uses order_uuid as the key when none is sent', async () => {
    const sent = body();
    await post(orderUrl, sent);
    const again = await post(orderUrl, sent);
    expect(again.headers.get(REPLAY_HEADER)).toBe('true');
    expect(test.count('orders')).toBe(1);
  });

  it('refuses a key reused for a different order (422) and a taken order_uuid (409)', async () => {
    const key = newUuid();
    const sent = body();
    await post(orderUrl, sent, {[IDEMPOTENCY_HEADER]: key});
    const changed = await post(
      orderUrl,
      {...sent, comment: 'Bitte als Geschenk'},
      {
        [IDEMPOTENCY_HEADER]: key,
      },
    );
    expect([changed.status, errorCodes(changed)]).toEqual([422, ['idempotency_key_reused']]);
    const otherKey = await post(orderUrl, sent, {[IDEMPOTENCY_HEADER]: newUuid()});
    expect([otherKey.status, errorCodes(otherKey)]).toEqual([409, ['order_uuid_taken']]);
    expect(test.count('orders')).toBe(1);
  });

  it('refuses a header key that differs from the body key', async () => {
    const answer = await post(
      orderUrl,
      {...body(), idempotency_key: 'a'},
      {
        [IDEMPOTENCY_HEADER]: 'b',
      },
    );
    expect([answer.status, errorCodes(answer)]).toEqual([400, ['idempotency_key_mismatch']]);
  });
});

describe('core createOrderClient against the service', () => {
  it('places orders, then their PayPal and Klarna payments, a request and a rating', async () => {
    const client = createOrderClient({baseUrl: test.url, project: JEWELLER_DOMAIN});
    const {project: _project, ...order} = body();
    const key = order['order_uuid'] as string;
    const input = order as unknown as Parameters<typeof client.postOrder>[0];
    const [placed, doubleClick] = await Promise.all([
      client.postOrder(input, key),
      client.postOrder(input, key),
    ]);
    expect(placed).toMatchObject({status: 'ok', order_id: 'JM-1001', total: ORDER_BODY_TOTAL});
    expect(doubleClick).toBe(placed);
    const retry = await client.postOrder(input, key);
    expect(retry).toEqual(placed);
    expect(test.count('orders')).toBe(1);

    // The order is paid by PayPal (payment id 4): the service creates the PayPal order, the
    // stand-in buyer approves it, and its number, UUID and PayPal's order id go to the service.
    const paypalOrderId = await approvedPaypalOrder(test.url, test.paypal!.server, {
      orderId: 'JM-1001',
      orderUuid: key,
    });
    await expect(
      client.postPaypalTransaction({
        order_id: 'JM-1001',
        order_uuid: key,
        paypal: {orderID: paypalOrderId},
      }),
    ).resolves.toEqual({status: 'ok', payment_state: 'paid'});
    const {project: _klarnaProject, ...klarnaOrder} = body({payment_method: PAYMENT.klarna});
    const klarnaKey = klarnaOrder['order_uuid'] as string;
    await client.postOrder(klarnaOrder as unknown as typeof input, klarnaKey);
    const authorization = authorizeOrder(test.klarna, klarnaKey);
    await expect(
      client.postKlarnaOrder({authorization_token: authorization, order_uuid: klarnaKey}),
    ).resolves.toEqual({message: 'ok'});
    await expect(
      client.postRequest({product: 118, name: 'Erika', email: 'erika@example.com', message: 'Hi'}),
    ).resolves.toEqual({status: 'ok'});
    await expect(client.postRating({product: 118, rating: 5})).resolves.toEqual({status: 'ok'});
    expect(
      (['klarna_payments', 'paypal_payments', 'requests', 'ratings'] as const).map((table) =>
        test.count(table),
      ),
    ).toEqual([1, 1, 1, 1]);
  });

  it('rejects with the spec §8 message when the service refuses', async () => {
    const client = createOrderClient({baseUrl: test.url, project: JEWELLER_DOMAIN});
    const {project: _project, ...order} = body({
      products: [{product: 999, count: 1, price_brutto: 1}],
    });
    const input = order as unknown as Parameters<typeof client.postOrder>[0];
    await expect(client.postOrder(input, newUuid())).rejects.toThrow(ORDER_ERRORS.order);
    await expect(
      client.postKlarnaOrder({authorization_token: 't', order_uuid: newUuid()}),
    ).rejects.toThrow(ORDER_ERRORS.klarna);
    await expect(
      client.postPaypalTransaction({
        order_id: 'JM-1001',
        order_uuid: newUuid(),
        paypal: {orderID: 'PP-1'},
      }),
    ).rejects.toThrow(ORDER_ERRORS.paypal);
  });
});
