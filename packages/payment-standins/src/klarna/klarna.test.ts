// The Klarna stand-in's rules over HTTP: Basic auth, sessions, authorizations bound to a
// session, one order per authorization for the authorized amount, Order Management's capture,
// cancel, refund and extension limits, and idempotent replays.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startStandInServer, type StandInServer} from '../server.ts';
import {klarnaStandIn} from './handler.ts';
import type {KlarnaStandInState} from './state.ts';

let server: StandInServer;
let state: KlarnaStandInState;
const AUTH = `Basic ${Buffer.from('merchant:secret').toString('base64')}`;

beforeAll(async () => {
  const standIn = klarnaStandIn();
  state = standIn.state;
  server = await startStandInServer([standIn.handler]);
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {authorization: AUTH},
): Promise<Answer> {
  const response = await fetch(`${server.url}/klarna${path}`, {
    method,
    headers: {'content-type': 'application/json', ...headers},
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

/** A two-line order of 4237.90 € incl. 19 % VAT, as the order service sends it. */
function order(overrides: Record<string, unknown> = {}) {
  const lines = [
    {
      type: 'physical',
      reference: '101-1001',
      name: 'Ring',
      quantity: 1,
      unit_price: 405000,
      tax_rate: 1900,
      total_amount: 405000,
      total_discount_amount: 0,
      total_tax_amount: 64664,
    },
    {
      type: 'shipping_fee',
      name: 'DHL',
      quantity: 1,
      unit_price: 18790,
      tax_rate: 1900,
      total_amount: 18790,
      total_discount_amount: 0,
      total_tax_amount: 3000,
    },
  ];
  return {
    purchase_country: 'DE',
    purchase_currency: 'EUR',
    locale: 'de-DE',
    order_amount: 423790,
    order_tax_amount: 67664,
    order_lines: lines,
    ...overrides,
  };
}

async function session(body = order()) {
  const answer = await call('POST', '/payments/v1/sessions', body);
  expect(answer.status).toBe(200);
  return answer.body as {session_id: string; client_token: string};
}

async function authorize(clientToken: string, extra: Record<string, unknown> = {}) {
  const answer = await call(
    'POST',
    '/standin/authorize',
    {client_token: clientToken, ...extra},
    {},
  );
  expect(answer.status).toBe(200);
  return String(answer.body['authorization_token']);
}

async function placed(fraud?: string): Promise<string> {
  if (fraud) await call('POST', '/standin/next-fraud-status', {fraud_status: fraud}, {});
  const token = await authorize((await session()).client_token);
  const answer = await call('POST', `/payments/v1/authorizations/${token}/order`, order());
  expect(answer.status).toBe(200);
  return String(answer.body['order_id']);
}

describe('Klarna Payments stand-in', () => {
  it('needs Basic auth with a user and records it', async () => {
    expect((await call('POST', '/payments/v1/sessions', order(), {})).status).toBe(401);
    const empty = `Basic ${Buffer.from(':pw').toString('base64')}`;
    expect(
      (await call('POST', '/payments/v1/sessions', order(), {authorization: empty})).status,
    ).toBe(401);
    await session();
    expect(state.calls.at(-1)).toMatchObject({user: 'merchant', status: 200});
  });

  it('opens a session with a client token and payment method categories', async () => {
    const answer = await call('POST', '/payments/v1/sessions', order());
    expect(answer.body).toMatchObject({
      session_id: expect.any(String),
      client_token: expect.any(String),
      payment_method_categories: [expect.objectContaining({identifier: 'pay_later'})],
    });
    const read = await call('GET', `/payments/v1/sessions/${String(answer.body['session_id'])}`);
    expect(read.body).toMatchObject({status: 'incomplete', order_amount: 423790});
  });

  it('refuses lines whose totals or tax do not add up (400 BAD_VALUE)', async () => {
    const wrongTotal = await call('POST', '/payments/v1/sessions', order({order_amount: 1}));
    expect(wrongTotal.status).toBe(400);
    expect(wrongTotal.body).toMatchObject({error_code: 'BAD_VALUE'});
    const lines = order().order_lines.map((line) => ({...line, total_tax_amount: 0}));
    const wrongTax = await call('POST', '/payments/v1/sessions', order({order_lines: lines}));
    expect(wrongTax.body['error_messages']).toContain('Bad value: order_lines[0].total_tax_amount');
    const noCountry = await call('POST', '/payments/v1/sessions', order({purchase_country: 'de'}));
    expect(noCountry.status).toBe(400);
  });

  it('refuses a locale Klarna does not offer in Germany, such as French (400 BAD_VALUE)', async () => {
    const french = await call('POST', '/payments/v1/sessions', order({locale: 'fr-DE'}));
    expect(french.status).toBe(400);
    expect(french.body['error_messages']).toEqual(['Bad value: locale']);
    await session(order({locale: 'en-DE'}));
  });

  it('authorizes only a session it opened; the token places one order', async () => {
    expect((await call('POST', '/standin/authorize', {client_token: 'made-up'}, {})).status).toBe(
      404,
    );
    const token = await authorize((await session()).client_token);
    const unknown = await call(
      'POST',
      '/payments/v1/authorizations/anything-at-all/order',
      order(),
    );
    expect(unknown.status).toBe(404);
    const first = await call('POST', `/payments/v1/authorizations/${token}/order`, order());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({order_id: expect.any(String), fraud_status: 'ACCEPTED'});
    const again = await call('POST', `/payments/v1/authorizations/${token}/order`, order());
    expect(again.status).toBe(403);
    expect(again.body['error_code']).toBe('INVALID_OPERATION');
  });

  it('refuses an order amount other than the authorized one (409 BAD_VALUE)', async () => {
    const {client_token: clientToken} = await session();
    const token = await authorize(clientToken);
    const cheaper = order({
      order_amount: 100,
      order_tax_amount: 16,
      order_lines: [
        {
          name: 'Ring',
          quantity: 1,
          unit_price: 100,
          tax_rate: 1900,
          total_amount: 100,
          total_tax_amount: 16,
        },
      ],
    });
    const answer = await call('POST', `/payments/v1/authorizations/${token}/order`, cheaper);
    expect(answer.status).toBe(409);
    expect(answer.body['error_messages']).toEqual([expect.stringContaining('order_amount')]);
    // The buyer's page changed the amount in authorize: the true amount no longer matches.
    const tampered = await authorize(clientToken, {order_amount: 100});
    const placedTrue = await call('POST', `/payments/v1/authorizations/${tampered}/order`, order());
    expect(placedTrue.status).toBe(409);
  });

  it('answers the chosen fraud status, then ACCEPTED again', async () => {
    const pending = await placed('PENDING');
    expect((await call('GET', `/ordermanagement/v1/orders/${pending}`)).body).toMatchObject({
      fraud_status: 'PENDING',
      status: 'AUTHORIZED',
    });
    // A placement is ACCEPTED or PENDING; Klarna's rejection is a 403 and places no order.
    for (const fraud of ['REJECTED', 'REFUSED']) {
      const orders = state.orders.size;
      await call('POST', '/standin/next-fraud-status', {fraud_status: fraud}, {});
      const token = await authorize((await session()).client_token);
      const refused = await call('POST', `/payments/v1/authorizations/${token}/order`, order());
      expect(refused.status).toBe(403);
      expect(refused.body['error_code']).toBe('REJECTED');
      expect(state.orders.size).toBe(orders);
    }
    const decided = await call('POST', `/standin/orders/${pending}/fraud-status`, {
      fraud_status: 'ACCEPTED',
    });
    expect(decided.body).toMatchObject({fraud_status: 'ACCEPTED'});
    expect((await call('GET', `/ordermanagement/v1/orders/${await placed()}`)).body).toMatchObject({
      fraud_status: 'ACCEPTED',
    });
  });
});

describe('Klarna Order Management stand-in', () => {
  it('captures up to the authorized amount, once per idempotency key', async () => {
    const id = await placed();
    const key = {authorization: AUTH, 'klarna-idempotency-key': 'capture-1'};
    const capture = await call(
      'POST',
      `/ordermanagement/v1/orders/${id}/captures`,
      {captured_amount: 423790},
      key,
    );
    expect(capture.status).toBe(201);
    const captureId = capture.headers.get('capture-id');
    expect(capture.headers.get('location')).toContain(`/captures/${String(captureId)}`);
    const replay = await call(
      'POST',
      `/ordermanagement/v1/orders/${id}/captures`,
      {captured_amount: 423790},
      key,
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('capture-id')).toBe(captureId);
    // Klarna disregards the body of a call under a key it knows: the first answer again.
    const otherBody = await call(
      'POST',
      `/ordermanagement/v1/orders/${id}/captures`,
      {captured_amount: 1},
      key,
    );
    expect(otherBody.status).toBe(201);
    expect(otherBody.headers.get('capture-id')).toBe(captureId);
    const more = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, {
      captured_amount: 1,
    });
    expect(more.status).toBe(403);
    expect(more.body['error_code']).toBe('CAPTURE_NOT_ALLOWED');
    const read = await call('GET', `/ordermanagement/v1/orders/${id}`);
    expect(read.body).toMatchObject({status: 'CAPTURED', captured_amount: 423790});
  });

  it('refuses to capture more than authorized, or a pending or cancelled order', async () => {
    const id = await placed();
    const over = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, {
      captured_amount: 423791,
    });
    expect(over.status).toBe(403);
    const pending = await placed('PENDING');
    expect(
      (await call('POST', `/ordermanagement/v1/orders/${pending}/captures`, {captured_amount: 1}))
        .status,
    ).toBe(403);
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/cancel`)).status).toBe(204);
    expect(
      (await call('POST', `/ordermanagement/v1/orders/${id}/captures`, {captured_amount: 1}))
        .status,
    ).toBe(403);
  });

  it('cancels an uncaptured order only; refunds up to what was captured', async () => {
    const id = await placed();
    await call('POST', `/ordermanagement/v1/orders/${id}/captures`, {captured_amount: 423790});
    const cancel = await call('POST', `/ordermanagement/v1/orders/${id}/cancel`);
    expect(cancel.status).toBe(403);
    expect(cancel.body['error_code']).toBe('CANCEL_NOT_ALLOWED');
    const key = {authorization: AUTH, 'klarna-idempotency-key': 'refund-1'};
    const refund = await call(
      'POST',
      `/ordermanagement/v1/orders/${id}/refunds`,
      {refunded_amount: 423790},
      key,
    );
    expect(refund.status).toBe(201);
    expect(refund.headers.get('refund-id')).toEqual(expect.any(String));
    const replay = await call(
      'POST',
      `/ordermanagement/v1/orders/${id}/refunds`,
      {refunded_amount: 423790},
      key,
    );
    expect(replay.headers.get('refund-id')).toBe(refund.headers.get('refund-id'));
    const again = await call('POST', `/ordermanagement/v1/orders/${id}/refunds`, {
      refunded_amount: 1,
    });
    expect(again.body['error_code']).toBe('REFUND_NOT_ALLOWED');
    const uncaptured = await placed();
    const none = await call('POST', `/ordermanagement/v1/orders/${uncaptured}/refunds`, {
      refunded_amount: 1,
    });
    expect(none.status).toBe(403);
  });

  it('extends an open authorization; not a cancelled one', async () => {
    const id = await placed();
    const before = (await call('GET', `/ordermanagement/v1/orders/${id}`)).body['expires_at'];
    expect(
      (await call('POST', `/ordermanagement/v1/orders/${id}/extend-authorization-time`)).status,
    ).toBe(204);
    expect(state.orders.get(id)?.extensions).toBe(1);
    expect(typeof before).toBe('string');
    await call('POST', `/ordermanagement/v1/orders/${id}/cancel`);
    expect(
      (await call('POST', `/ordermanagement/v1/orders/${id}/extend-authorization-time`)).status,
    ).toBe(403);
    expect((await call('GET', '/ordermanagement/v1/orders/no-such')).status).toBe(404);
  });

  it('answers 503 while told to be unavailable', async () => {
    await call('POST', '/standin/unavailable', {calls: 1}, {});
    expect((await call('POST', '/payments/v1/sessions', order())).status).toBe(503);
    expect((await call('POST', '/payments/v1/sessions', order())).status).toBe(200);
  });
});

describe('Klarna Payments JS SDK stand-in', () => {
  it('serves the script with the chosen outcome', async () => {
    const script = await fetch(`${server.url}/klarna/kp/lib/v1/api.js?standin-outcome=notApproved`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('"notApproved"');
    expect(text).toContain("'/standin/authorize'");
  });

  it('lets a page call the control paths (CORS)', async () => {
    const preflight = await fetch(`${server.url}/klarna/standin/authorize`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the SDK script in a page', () => {
  it('authorizes the session it was given and the token places the order', async () => {
    const {session_id: sessionId, client_token: clientToken} = await session();
    const script = await (await fetch(`${server.url}/klarna/kp/lib/v1/api.js`)).text();
    // A page just big enough for the script: its own URL, a container and fetch.
    const container = {replaceChildren: () => undefined};
    const page: Record<string, unknown> = {
      location: {origin: 'http://shop.example'},
      fetch,
    };
    const document = {
      currentScript: {src: `${server.url}/klarna/kp/lib/v1/api.js?standin-outcome=approved`},
      querySelector: () => container,
      createElement: () => ({textContent: ''}),
    };
    new Function('window', 'document', 'fetch', 'URL', script)(page, document, fetch, URL);
    const payments = (page['Klarna'] as {Payments: Record<string, (...args: unknown[]) => void>})
      .Payments;
    payments['init']?.({client_token: clientToken});
    const shown = await new Promise((resolve) => payments['load']?.({container: '#k'}, resolve));
    expect(shown).toEqual({show_form: true});
    const answer = await new Promise<{approved: boolean; authorization_token: string}>((resolve) =>
      payments['authorize']?.({}, {}, resolve),
    );
    expect(answer.approved).toBe(true);
    const placed = await call(
      'POST',
      `/payments/v1/authorizations/${answer.authorization_token}/order`,
      order(),
    );
    expect(placed.status).toBe(200);
    expect(state.sessions.get(sessionId)?.status).toBe('complete');
  });
});
