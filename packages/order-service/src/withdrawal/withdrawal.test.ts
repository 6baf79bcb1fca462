// The withdrawal function over HTTP (decision 070): the two steps, one answer for every order the
// caller may not see, the states it refuses, a second confirmation that changes nothing, and what a
// withdrawal writes: its event, the stock it gives back and the two e-mails (mail off here, so
// the outbox rows stay as written).
import {afterEach, describe, expect, it} from 'vitest';
import {SHOP_PATHS} from '../limits.ts';
import {PAYMENT, placeOrder} from '../payments.testing.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  loadJeweller,
  post,
  startTestService,
  type TestService,
} from '../testService.testing.ts';
import {CUSTOMER, placeWithdrawable, withdraw} from './withdrawal.testing.ts';

const OWNER = 'info@juwelier-morgenstern.example';
const TOKEN = 'owner-token-for-withdrawal-tests-0123';

let test: TestService;
afterEach(() => test.close());

/** The service with the jeweller's shop content (the owner's address) and the owner API. */
async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  const {shop} = await loadJeweller();
  test = await startTestService({mail: shop ? {shop} : {}, ownerToken: TOKEN, ...options});
  return test;
}

const ownerAction = (orderId: string, action: string) =>
  post(`${test.url}/owner/orders/${orderId}/state`, {action}, {Authorization: `Bearer ${TOKEN}`});

/** Pieces the live stock read reports for product `id` (without variants). */
async function available(id: number): Promise<unknown> {
  const response = await fetch(
    `${test.url}${SHOP_PATHS.stock}?project=${JEWELLER_DOMAIN}&ids=${id}`,
  );
  const body = (await response.json()) as {stock: Record<string, {available: unknown}>};
  return body.stock[String(id)]?.available;
}

const outbox = () =>
  test.rows('outbox').map((row) => `${String(row['kind'])} → ${String(row['to_address'])}`);

describe('step 1: the order', () => {
  it('shows the lines in the page language with the personalized piece excluded', async () => {
    await start();
    const orderId = await placeWithdrawable(test.url);
    // Number and address as a person types them: other case, spaces around.
    const answer = await withdraw(test.url, {
      order_number: `  ${orderId.toLowerCase()} `,
      email: ` ${CUSTOMER.toUpperCase()}`,
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      order: {
        number: orderId,
        placed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        state: 'awaiting_transfer',
        lines: [
          {name: 'Thomas Sabo heart necklace', variant: null, quantity: 2, excluded: false},
          {name: expect.any(String) as unknown, variant: null, quantity: 1, excluded: true},
        ],
      },
    });
    // Nothing moved: step 1 only reads.
    expect(test.rows('orders')[0]?.['fulfilment_state']).toBe('awaiting_transfer');
    expect(outbox().filter((line) => line.includes('withdrawal'))).toEqual([]);
  });

  it('names variants in the page language', async () => {
    await start();
    const order = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    const answer = await withdraw(test.url, {order_number: order.orderId, lang: 'en'});
    const lines = (answer.body['order'] as {lines: unknown[]}).lines;
    expect(lines[0]).toMatchObject({variant: 'Steel bracelet', quantity: 1, excluded: false});
  });
});

describe('step 2: the confirmation', () => {
  it('withdraws once: event, stock back, one pair of e-mails, the first time on repeats', async () => {
    await start();
    const before = await available(119);
    const orderId = await placeWithdrawable(test.url, {language: 'fr'});
    expect(await available(119)).toBe(Number(before) - 2);

    const first = await withdraw(test.url, {order_number: orderId, confirm: true});
    expect(first.status).toBe(200);
    const at = String(first.body['withdrawn_at']);
    expect(first.body).toEqual({status: 'ok', withdrawn_at: at});
    expect(new Date(at).toISOString()).toBe(at);

    const [order] = test.rows('orders');
    expect(order?.['fulfilment_state']).toBe('withdrawn');
    const events = test.rows('order_events').filter((row) => row['fulfilment_to'] === 'withdrawn');
    expect(events).toMatchObject([{actor: 'customer', created_at: at, order_id: orderId}]);
    // The reserved pieces are back before shipping (decision 067).
    expect(await available(119)).toBe(before);

    const withdrawal = () =>
      test.rows('outbox').filter((row) => String(row['kind']).includes('withdrawal'));
    expect(withdrawal().map((row) => [row['kind'], row['to_address'], row['lang']])).toEqual([
      ['withdrawal-received', CUSTOMER, 'fr'],
      ['owner-withdrawal', OWNER, 'fr'],
    ]);
    expect(withdrawal()[1]?.['reply_to']).toBe(CUSTOMER);
    for (const row of withdrawal()) {
      expect(JSON.parse(String(row['data']))).toMatchObject({orderId, at});
    }

    const again = await withdraw(test.url, {order_number: orderId, confirm: true});
    expect(again).toMatchObject({status: 200, body: {status: 'ok', withdrawn_at: at}});
    expect(withdrawal()).toHaveLength(2);
    expect(
      test.rows('order_events').filter((row) => row['fulfilment_to'] === 'withdrawn'),
    ).toHaveLength(1);

    const shown = await withdraw(test.url, {order_number: orderId});
    expect(shown.body['order']).toMatchObject({state: 'withdrawn', withdrawn_at: at});
  });

  it('withdraws a shipped order without giving its stock back', async () => {
    await start();
    const orderId = await placeWithdrawable(test.url);
    expect((await ownerAction(orderId, 'paid')).status).toBe(200);
    expect((await ownerAction(orderId, 'ship')).status).toBe(200);
    const shipped = await available(119);
    const answer = await withdraw(test.url, {order_number: orderId, confirm: true});
    expect(answer.status).toBe(200);
    // The owner adjusts the stock once the piece is back and sellable (decision 067).
    expect(await available(119)).toBe(shipped);
  });
});

describe('refusals', () => {
  it('answers an unknown number, a wrong address and another project alike: 404', async () => {
    await start({projects: [JEWELLER_DOMAIN, 'other-shop.example']});
    const orderId = await placeWithdrawable(test.url);
    const unknown = await withdraw(test.url, {order_number: 'JM-9999'});
    const wrongEmail = await withdraw(test.url, {order_number: orderId, email: 'x@example.com'});
    const confirmWrong = await withdraw(test.url, {
      order_number: orderId,
      email: 'x@example.com',
      confirm: true,
    });
    const otherProject = await withdraw(test.url, {
      order_number: orderId,
      project: 'other-shop.example',
    });
    for (const answer of [unknown, wrongEmail, confirmWrong, otherProject]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(unknown.body).toMatchObject({status: 'error', code: 'order_not_found'});
    expect(test.rows('orders')[0]?.['fulfilment_state']).toBe('awaiting_transfer');
  });

  it('refuses orders awaiting an online payment and cancelled ones: 409', async () => {
    await start();
    const online = await placeOrder(test.url, {payment_method: PAYMENT.paypal});
    const cancelled = await placeWithdrawable(test.url);
    expect((await ownerAction(cancelled, 'cancel')).status).toBe(200);
    for (const orderId of [online.orderId, cancelled]) {
      for (const confirm of [{}, {confirm: true}]) {
        const answer = await withdraw(test.url, {order_number: orderId, ...confirm});
        expect([answer.status, answer.body['code']], orderId).toEqual([409, 'not_withdrawable']);
      }
    }
    const kinds = test.rows('outbox').map((row) => row['kind']);
    expect(kinds).not.toContain('withdrawal-received');
  });

  it('answers a malformed body 400 and an unknown project 422, with the code on top', async () => {
    await start();
    const missing = await post(`${test.url}${SHOP_PATHS.withdrawal}`, {project: JEWELLER_DOMAIN});
    expect(missing.status).toBe(400);
    expect(missing.body['code']).toBe('invalid');
    expect(errorCodes(missing).length).toBeGreaterThan(0);
    const notTrue = await withdraw(test.url, {order_number: 'JM-1001', confirm: false});
    expect(notTrue.status).toBe(400);
    const badEmail = await withdraw(test.url, {order_number: 'JM-1001', email: 'no-address'});
    expect(badEmail.status).toBe(400);
    const project = await withdraw(test.url, {order_number: 'JM-1001', project: 'nope.example'});
    expect([project.status, project.body['code']]).toEqual([422, 'unknown_project']);
  });

  it('has its own rate-limit bucket of 10 per client', async () => {
    await start({rateLimits: undefined});
    const statuses: number[] = [];
    for (let sent = 0; sent < 11; sent++) {
      statuses.push((await withdraw(test.url, {order_number: `JM-${2000 + sent}`})).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
  });

  it('takes POST only', async () => {
    await start();
    const response = await fetch(`${test.url}${SHOP_PATHS.withdrawal}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
