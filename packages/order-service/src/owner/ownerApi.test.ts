// The owner API over HTTP: its token check, the reads, order commands along the transition
// table (with the e-mails they write into the outbox), and the HTTP rules it keeps or skips.
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {FORM_PATHS} from '../limits.ts';
import {
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from '../testService.testing.ts';

const TOKEN = 'owner-token-for-tests-0123456789';
const AUTH = {Authorization: `Bearer ${TOKEN}`};

let test: TestService | null = null;
afterEach(async () => {
  await test?.close();
  test = null;
});

async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  test = await startTestService({ownerToken: TOKEN, ...options});
  return test;
}

/** A GET with the owner's token (or `headers`), its status, headers and body text. */
async function get(url: string, headers: Record<string, string> = AUTH) {
  const response = await fetch(url, {headers});
  return {status: response.status, headers: response.headers, text: await response.text()};
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** Places a prepayment order for two of product 119; its number. */
async function placePrepayment(service: TestService): Promise<string> {
  const answer = await post(`${service.url}${ORDER_PATHS.order}`, {
    ...orderBody({
      payment_method: 1,
      products: [{product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89}],
      total_price_brutto: 187.9,
    }),
    project: JEWELLER_DOMAIN,
  });
  expect(answer.status).toBe(200);
  return String(answer.body['order_id']);
}

const act = (service: TestService, orderId: string, body: unknown) =>
  post(`${service.url}/owner/orders/${orderId}/state`, body, AUTH);

describe('owner API access', () => {
  it('is off (404) without a token configured', async () => {
    const service = await start({ownerToken: undefined});
    expect((await get(`${service.url}/owner/orders`)).status).toBe(404);
    expect((await get(`${service.url}/owner/orders`, {})).status).toBe(404);
  });

  it('answers 401 with WWW-Authenticate to a missing or wrong token, 200 to the right one', async () => {
    const service = await start();
    const wrong: Record<string, string>[] = [
      {},
      {Authorization: 'Bearer wrong'},
      {Authorization: `Bearer ${TOKEN}x`},
      {Authorization: `Basic ${TOKEN}`},
      {Authorization: TOKEN},
    ];
    for (const headers of wrong) {
      const answer = await get(`${service.url}/owner/orders`, headers);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const refusedPost = await post(`${service.url}/owner/orders/JM-1001/state`, {action: 'paid'});
    expect(refusedPost.status).toBe(401);
    expect((await get(`${service.url}/owner/orders`)).status).toBe(200);
    expect(
      (await get(`${service.url}/owner/orders`, {authorization: `bearer ${TOKEN}`})).status,
    ).toBe(200);
  });

  it('is not rate-limited, sends no CORS headers and keeps the body size limit', async () => {
    const service = await start({rateLimits: undefined, bodyLimitBytes: 1024});
    const answers = await Promise.all(
      Array.from({length: 40}, () =>
        get(`${service.url}/owner/orders`, {...AUTH, Origin: 'http://localhost:4173'}),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers[0]?.headers.get('access-control-allow-origin')).toBeNull();
    const big = await act(service, 'JM-1001', {action: 'ship', tracking: 'x'.repeat(2000)});
    expect(big.status).toBe(413);
  });

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    const service = await start();
    expect((await get(`${service.url}/owner/nothing`)).status).toBe(404);
    const wrong = await post(`${service.url}/owner/orders`, {}, AUTH);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });
});

describe('owner API reads', () => {
  it('lists orders newest first and shows one with its events', async () => {
    const service = await start();
    const first = await placePrepayment(service);
    const second = await placePrepayment(service);
    const list = json((await get(`${service.url}/owner/orders`)).text);
    expect(list['orders']).toMatchObject([
      {orderId: second, fulfilment: 'awaiting_transfer', payment: 'pending', pieces: 2},
      {orderId: first, customerName: 'Erika Mustermann', totalCents: 18_790},
    ]);
    const limited = json((await get(`${service.url}/owner/orders?limit=1`)).text);
    expect(limited['orders']).toHaveLength(1);
    expect((await get(`${service.url}/owner/orders?limit=0`)).status).toBe(400);
    const shown = json((await get(`${service.url}/owner/orders/${first}`)).text);
    expect(shown['order']).toMatchObject({
      orderId: first,
      customerEmail: 'kundin@example.com',
      shippingAddress: {city: 'Frankfurt am Main'},
      events: [{fulfilmentTo: 'awaiting_transfer', actor: 'customer'}],
    });
    const missing = await get(`${service.url}/owner/orders/JM-9999`);
    expect(missing.status).toBe(404);
  });

  it('reads stock, messages, ratings and subscribers', async () => {
    const service = await start();
    await placePrepayment(service);
    const stock = json((await get(`${service.url}/owner/stock/119`)).text);
    expect(stock['stock']).toMatchObject({product: '119', items: [{variant: null}]});
    expect((await get(`${service.url}/owner/stock/999999`)).status).toBe(404);

    await post(`${service.url}${FORM_PATHS.contact}`, {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hallo, "Frage", bitte',
      privacy_accepted: true,
      lang: 'de',
    });
    await post(`${service.url}${ORDER_PATHS.request}`, {
      project: JEWELLER_DOMAIN,
      product: 101,
      email: 'bea@example.com',
      message: 'Größe 54?',
    });
    await post(`${service.url}${ORDER_PATHS.rating}`, {
      project: JEWELLER_DOMAIN,
      product: 101,
      rating: 5,
      name: 'Cem',
      comment: 'Schön',
    });
    const messages = json((await get(`${service.url}/owner/messages`)).text)['messages'];
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({kind: 'contact', email: 'ada@example.com'}),
        expect.objectContaining({kind: 'request', email: 'bea@example.com', product: '101'}),
      ]),
    );
    const ratings = json((await get(`${service.url}/owner/ratings`)).text)['ratings'];
    expect(ratings).toMatchObject([{product: '101', rating: 5, name: 'Cem', comment: 'Schön'}]);
  });

  it('exports subscribers as JSON and as CSV', async () => {
    const service = await start();
    const signUp = await post(`${service.url}${FORM_PATHS.newsletter}`, {
      email: 'dora@example.com',
      privacy_accepted: true,
      lang: 'fr',
    });
    expect(signUp.status).toBeLessThan(300);
    const listed = json((await get(`${service.url}/owner/subscribers`)).text);
    expect(Array.isArray(listed['subscribers'])).toBe(true);
    const csv = await get(`${service.url}/owner/subscribers?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('subscribers.csv');
    expect(csv.text.split('\r\n')[0]).toBe('email,lang,subscribedAt,confirmedAt,consentVersion');
    // Only confirmed addresses are listed (decision 069): dora has not followed her link yet.
    expect(listed['subscribers']).toEqual([]);
    expect(csv.text).not.toContain('dora@example.com');
  });
});

describe('owner API order commands', () => {
  it('moves an order along the table and writes its e-mails in the same transaction', async () => {
    const service = await start();
    const orderId = await placePrepayment(service);
    const paid = await act(service, orderId, {action: 'paid'});
    expect(paid.status).toBe(200);
    expect(paid.body['order']).toMatchObject({fulfilment: 'confirmed', payment: 'paid'});
    const shipped = await act(service, orderId, {action: 'ship', tracking: '00340434161094042557'});
    expect(shipped.status).toBe(200);
    expect(shipped.body['order']).toMatchObject({
      fulfilment: 'shipped',
      tracking: '00340434161094042557',
      events: expect.arrayContaining([
        expect.objectContaining({fulfilmentTo: 'shipped', actor: 'owner'}),
      ]) as unknown,
    });
    const outbox = service.rows('outbox').filter((row) => row['ref'] === `order:${orderId}`);
    const kinds = outbox.map((row) => row['kind']);
    expect(kinds).toEqual(
      expect.arrayContaining(['payment-received', 'order-confirmed', 'order-shipped']),
    );
    const shippedMail = outbox.find((row) => row['kind'] === 'order-shipped');
    expect(JSON.parse(String(shippedMail?.['data']))).toMatchObject({
      orderId,
      tracking: '00340434161094042557',
    });
  });

  it('refuses a move the table does not allow with 409 and its reason, changing nothing', async () => {
    const service = await start();
    const orderId = await placePrepayment(service);
    const before = service.count('outbox');
    const refused = await act(service, orderId, {action: 'ship', tracking: 'ABC123'});
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('awaiting_transfer to shipped');
    expect(service.count('outbox')).toBe(before);
    const shown = json((await get(`${service.url}/owner/orders/${orderId}`)).text)['order'];
    expect(shown).toMatchObject({fulfilment: 'awaiting_transfer'});
    expect(shown).not.toHaveProperty('tracking');
    const cancelled = await act(service, orderId, {action: 'cancel'});
    expect(cancelled.status).toBe(200);
    const again = await act(service, orderId, {action: 'cancel'});
    expect(again.status).toBe(409);
  });

  it('refuses an unknown order (404), action or tracking (400)', async () => {
    const service = await start();
    const orderId = await placePrepayment(service);
    expect((await act(service, 'JM-9999', {action: 'paid'})).status).toBe(404);
    expect((await act(service, orderId, {action: 'steal'})).status).toBe(400);
    expect((await act(service, orderId, {action: 'paid', tracking: 'X1'})).status).toBe(400);
    expect((await act(service, orderId, {action: 'ship', tracking: 'a b'})).status).toBe(400);
  });
});
