// The PayPal stand-in's rules over HTTP, as the order service meets them: tokens, the order's
// life (create, approve, capture once), request-id replays, invoice ids, refunds, and webhooks
// that only the stand-in's own verification accepts.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startStandInServer, type StandInServer} from '../server.ts';
import {paypalStandIn, type PaypalStandIn} from './handler.ts';
import {STANDIN_WEBHOOK_ID} from './webhooks.ts';

let standIn: PaypalStandIn;
let server: StandInServer;
let base: string;
let receiver: Server;
const received: {headers: Record<string, string>; text: string}[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({headers: request.headers as Record<string, string>, text});
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  standIn = paypalStandIn({webhookUrl: `http://127.0.0.1:${port}/hook`});
  server = await startStandInServer([standIn.handler]);
  base = `${server.url}/paypal`;
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{status: number; body: Record<string, unknown>}> {
  const response = await fetch(`${base}${path}`, {
    method,
    // The order service always asks for the whole resource.
    headers: {'content-type': 'application/json', prefer: 'return=representation', ...headers},
    ...(body === undefined ? {} : {body: typeof body === 'string' ? body : JSON.stringify(body)}),
  });
  const text = await response.text();
  return {status: response.status, body: text === '' ? {} : JSON.parse(text)};
}

async function token(): Promise<string> {
  const response = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('client-1:secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await response.json()) as {access_token: string; token_type: string};
  expect(body.token_type).toBe('Bearer');
  return body.access_token;
}

let bearer: Record<string, string>;
const order = (extra: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [{amount: {currency_code: 'EUR', value: '4237.90'}, custom_id: 'SF-1', ...extra}],
});
/** The first capture in an order answer. */
type Unit = {payments: {captures: {id: string; status: string}[]}};
const firstCapture = (body: Record<string, unknown>) =>
  (body['purchase_units'] as Unit[])[0]!.payments.captures[0]!;
const issue = (answer: {body: Record<string, unknown>}) =>
  (answer.body['details'] as {issue: string}[] | undefined)?.[0]?.issue;

describe('PayPal stand-in', () => {
  beforeAll(async () => {
    bearer = {authorization: `Bearer ${await token()}`};
  });

  it('refuses API calls without a token it issued', async () => {
    const answer = await call('POST', '/v2/checkout/orders', order(), {authorization: 'Bearer x'});
    expect(answer.status).toBe(401);
    expect(answer.body['name']).toBe('AUTHENTICATION_FAILURE');
  });

  it('creates an order once per PayPal-Request-Id', async () => {
    const first = await call('POST', '/v2/checkout/orders', order(), {
      ...bearer,
      'paypal-request-id': 'sf-a',
    });
    expect(first.status).toBe(201);
    expect(first.body['status']).toBe('CREATED');
    const again = await call('POST', '/v2/checkout/orders', order(), {
      ...bearer,
      'paypal-request-id': 'sf-a',
    });
    expect(again.body['id']).toBe(first.body['id']);
    const other = await call('POST', '/v2/checkout/orders', order(), bearer);
    expect(other.body['id']).not.toBe(first.body['id']);
  });

  it('answers the minimal body unless asked for the representation', async () => {
    const created = await call('POST', '/v2/checkout/orders', order(), {...bearer, prefer: ''});
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['id', 'links', 'status']);
    const id = String(created.body['id']);
    await call('POST', `/standin/orders/${id}/approve`);
    const captured = await call(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {...bearer, prefer: ''},
    );
    expect(captured.body['status']).toBe('COMPLETED');
    expect(captured.body['purchase_units']).toBeUndefined();
    expect(
      firstCapture((await call('GET', `/v2/checkout/orders/${id}`, undefined, bearer)).body),
    ).toMatchObject({status: 'COMPLETED'});
  });

  it('refuses a reused invoice_id', async () => {
    const first = await call('POST', '/v2/checkout/orders', order({invoice_id: 'INV-1'}), bearer);
    expect(first.status).toBe(201);
    const second = await call('POST', '/v2/checkout/orders', order({invoice_id: 'INV-1'}), bearer);
    expect(second.status).toBe(422);
    expect(issue(second)).toBe('DUPLICATE_INVOICE_ID');
  });

  it('refuses a malformed amount', async () => {
    const answer = await call(
      'POST',
      '/v2/checkout/orders',
      {intent: 'CAPTURE', purchase_units: [{amount: {currency_code: 'EUR', value: '1,00'}}]},
      bearer,
    );
    expect(answer.status).toBe(400);
  });

  it('captures an approved order once; a replay gets the same capture', async () => {
    const created = await call('POST', '/v2/checkout/orders', order(), bearer);
    const id = String(created.body['id']);
    const early = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, bearer);
    expect(early.status).toBe(422);
    expect(issue(early)).toBe('ORDER_NOT_APPROVED');
    expect((await call('POST', `/standin/orders/${id}/approve`)).body['status']).toBe('APPROVED');
    const headers = {...bearer, 'paypal-request-id': `cap-${id}`};
    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, headers);
    expect(captured.status).toBe(201);
    expect(captured.body['status']).toBe('COMPLETED');
    const capture = firstCapture(captured.body);
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: {currency_code: 'EUR', value: '4237.90'},
      custom_id: 'SF-1',
    });
    const replay = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, headers);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(captured.body);
    const second = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, bearer);
    expect(second.status).toBe(422);
    expect(issue(second)).toBe('ORDER_ALREADY_CAPTURED');
    expect(standIn.ledger.captures().filter((entry) => entry.id === capture.id)).toHaveLength(1);
  });

  it('captures PENDING when told, settles later, and refunds once', async () => {
    const created = await call('POST', '/v2/checkout/orders', order(), bearer);
    const id = String(created.body['id']);
    await call('POST', `/standin/orders/${id}/approve`);
    await call('POST', '/standin/next-capture', {status: 'PENDING'});
    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, bearer);
    const capture = firstCapture(captured.body);
    expect(capture.status).toBe('PENDING');
    const early = await call('POST', `/v2/payments/captures/${capture.id}/refund`, {}, bearer);
    expect(issue(early)).toBe('PENDING_CAPTURE');
    expect((await call('POST', `/standin/captures/${capture.id}/complete`)).status).toBe(200);
    const headers = {...bearer, 'paypal-request-id': `refund-${id}`};
    const partial = await call(
      'POST',
      `/v2/payments/captures/${capture.id}/refund`,
      {amount: {currency_code: 'EUR', value: '37.90'}},
      headers,
    );
    expect(partial.status).toBe(201);
    const replay = await call(
      'POST',
      `/v2/payments/captures/${capture.id}/refund`,
      {amount: {currency_code: 'EUR', value: '37.90'}},
      headers,
    );
    expect(replay.body['id']).toBe(partial.body['id']);
    const rest = await call('POST', `/v2/payments/captures/${capture.id}/refund`, {}, bearer);
    expect(rest.body['amount']).toEqual({currency_code: 'EUR', value: '4200.00'});
    const more = await call('POST', `/v2/payments/captures/${capture.id}/refund`, {}, bearer);
    expect(issue(more)).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('signs webhooks that only its own verification accepts, and only untampered', async () => {
    const state = await call('GET', '/standin/state');
    const deliveries = state.body['deliveries'] as {eventType: string; status: number}[];
    expect(deliveries.map((entry) => entry.eventType)).toContain('PAYMENT.CAPTURE.COMPLETED');
    const sent = received.find((entry) => entry.text.includes('PAYMENT.CAPTURE.COMPLETED'));
    expect(sent).toBeDefined();
    const {headers, text} = sent!;
    const verify = (event: unknown, webhookId = STANDIN_WEBHOOK_ID, sig?: string) =>
      call(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: sig ?? headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: webhookId,
          webhook_event: event,
        },
        bearer,
      );
    const event = JSON.parse(text) as {resource: Record<string, unknown>};
    expect((await verify(event)).body['verification_status']).toBe('SUCCESS');
    const tampered = {...event, resource: {...event.resource, status: 'PENDING'}};
    expect((await verify(tampered)).body['verification_status']).toBe('FAILURE');
    expect((await verify(event, 'other-hook')).body['verification_status']).toBe('FAILURE');
    expect((await verify(event, STANDIN_WEBHOOK_ID, 'forged')).body['verification_status']).toBe(
      'FAILURE',
    );
  });

  it('serves the JS SDK with the Buttons API', async () => {
    const response = await fetch(`${base}/sdk/js?client-id=x&currency=EUR`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const text = await response.text();
    expect(text).toContain('window.paypal');
    expect(text).toContain('/standin/orders/');
    expect(() => new Function(text)).not.toThrow();
  });
});
