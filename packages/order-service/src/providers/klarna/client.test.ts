// Klarna's settings from the environment and the client's failures: Basic auth on every call,
// the time limit, and each kind of failure mapped to the service's 502 or 503 (never a throw).
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {createKlarnaClient, providerFailureReply} from './client.ts';
import {klarnaEnvironment, type KlarnaConfig} from './config.ts';
import {klarnaLocale, klarnaOrderBody} from './orderBody.ts';

describe('klarnaEnvironment', () => {
  it('is off in standin mode without a URL, and says so', () => {
    const off = klarnaEnvironment({});
    expect(off).toMatchObject({
      ok: true,
      value: null,
      notice: expect.stringContaining('Klarna off'),
    });
  });

  it('talks to the stand-in with its own credentials unless given', () => {
    expect(klarnaEnvironment({KLARNA_API_URL: 'http://127.0.0.1:4176/klarna/'})).toEqual({
      ok: true,
      value: {
        mode: 'standin',
        region: 'eu',
        apiUrl: 'http://127.0.0.1:4176/klarna',
        username: 'standin',
        password: 'standin-secret',
      },
    });
  });

  it("needs credentials for the playground and live, and knows Klarna's hosts", () => {
    expect(klarnaEnvironment({KLARNA_MODE: 'live'})).toMatchObject({ok: false});
    const live = klarnaEnvironment({
      KLARNA_MODE: 'live',
      KLARNA_USERNAME: 'PK1_abc',
      KLARNA_PASSWORD: 'secret',
    });
    expect(live).toMatchObject({ok: true, value: {apiUrl: 'https://api.klarna.com'}});
    const playground = klarnaEnvironment({
      KLARNA_MODE: 'playground',
      KLARNA_REGION: 'na',
      KLARNA_USERNAME: 'u',
      KLARNA_PASSWORD: 'p',
    });
    expect(playground).toMatchObject({value: {apiUrl: 'https://api-na.playground.klarna.com'}});
    expect(klarnaEnvironment({KLARNA_MODE: 'sandbox'})).toMatchObject({ok: false});
    expect(klarnaEnvironment({KLARNA_REGION: 'mars'})).toMatchObject({ok: false});
    expect(
      klarnaEnvironment({
        KLARNA_MODE: 'live',
        KLARNA_API_URL: 'http://api.klarna.example',
        KLARNA_USERNAME: 'u',
        KLARNA_PASSWORD: 'p',
      }),
    ).toMatchObject({ok: false});
  });
});

describe('klarnaOrderBody', () => {
  it('lists lines and shipping with 19 % VAT that add up to the total', () => {
    const body = klarnaOrderBody({
      lines: [
        {
          product: '119',
          variant: null,
          name: 'Kette',
          personalization: {},
          count: 2,
          unitCents: 8900,
          lineCents: 17800,
        },
      ],
      shippingCents: 990,
      totalCents: 18790,
      language: 'fr',
      orderUuid: 'u-1',
    });
    expect(body).toMatchObject({order_amount: 18790, locale: 'en-DE', merchant_reference2: 'u-1'});
    expect(body.order_lines.map((line) => line.total_tax_amount)).toEqual([2842, 158]);
    expect(body.order_tax_amount).toBe(3000);
    expect(klarnaLocale('de')).toBe('de-DE');
    expect(klarnaLocale('en')).toBe('en-DE');
  });
});

describe('createKlarnaClient', () => {
  let server: Server | null = null;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A Klarna that answers every call with `status` and `body` after `delayMs`. */
  async function klarna(status: number, body: string, delayMs = 0): Promise<KlarnaConfig> {
    const seen: string[] = [];
    server = createServer((request, response) => {
      seen.push(String(request.headers.authorization));
      setTimeout(() => {
        response.writeHead(status, {'content-type': 'application/json'});
        response.end(body);
      }, delayMs);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as AddressInfo;
    return {
      mode: 'standin',
      region: 'eu',
      apiUrl: `http://127.0.0.1:${port}/klarna`,
      username: 'merchant',
      password: 'pw',
    };
  }

  const BODY = klarnaOrderBody({
    lines: [],
    shippingCents: 990,
    totalCents: 990,
    language: 'de',
    orderUuid: 'u',
  });

  it('reads a session answer', async () => {
    const config = await klarna(200, JSON.stringify({session_id: 's', client_token: 'c'}));
    await expect(createKlarnaClient(config).createSession(BODY)).resolves.toEqual({
      ok: true,
      value: {sessionId: 's', clientToken: 'c'},
    });
  });

  it('maps a 5xx, a timeout and a closed port to 503', async () => {
    const down = await klarna(503, '{"error_code":"TEMPORARILY_UNAVAILABLE"}');
    const failed = await createKlarnaClient(down).createSession(BODY);
    expect(failed).toMatchObject({ok: false, kind: 'unavailable', status: 503});
    if (!failed.ok) expect(providerFailureReply(failed).status).toBe(503);
    server?.close();
    const slow = await klarna(200, '{}', 500);
    const timedOut = await createKlarnaClient(slow, {timeoutMs: 50}).createSession(BODY);
    expect(timedOut).toMatchObject({ok: false, kind: 'unavailable', status: null});
    const closed = await createKlarnaClient({...slow, apiUrl: 'http://127.0.0.1:1/klarna'}).cancel(
      'o',
      'k',
    );
    expect(closed).toMatchObject({ok: false, kind: 'unavailable'});
  });

  it('maps an unusable answer or refused credentials to 502, a refusal to its code', async () => {
    const odd = await klarna(200, '<html>');
    const failed = await createKlarnaClient(odd).createSession(BODY);
    expect(failed).toMatchObject({ok: false, kind: 'invalid'});
    if (!failed.ok) expect(providerFailureReply(failed).status).toBe(502);
    server?.close();
    const unauthorized = await klarna(401, '');
    expect(await createKlarnaClient(unauthorized).readOrder('o')).toMatchObject({kind: 'invalid'});
    server?.close();
    const refused = await klarna(
      403,
      JSON.stringify({error_code: 'CAPTURE_NOT_ALLOWED', error_messages: ['Capture not allowed']}),
    );
    expect(await createKlarnaClient(refused).capture('o', 1, 'k')).toMatchObject({
      ok: false,
      kind: 'refused',
      status: 403,
      errorCode: 'CAPTURE_NOT_ALLOWED',
    });
  });
});
