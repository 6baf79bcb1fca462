// The PayPal stand-in's routes under `/paypal`: PayPal's REST paths as the order service calls
// them (`PAYPAL_API_URL` = `<stand-in>/paypal`), the JS SDK at `/paypal/sdk/js`, and controls
// under `/paypal/standin/…` for tests and the stand-in buyer (CORS open: the SDK script calls
// them from the shop's pages).
//
// | PayPal endpoint (stand-in path under /paypal)     | Official reference                                                        |
// | ------------------------------------------------- | ------------------------------------------------------------------------- |
// | POST /v1/oauth2/token                             | https://developer.paypal.com/api/rest/authentication/                      |
// | POST /v2/checkout/orders                          | https://developer.paypal.com/docs/api/orders/v2/#orders_create             |
// | GET /v2/checkout/orders/{id}                      | https://developer.paypal.com/docs/api/orders/v2/#orders_get                |
// | POST /v2/checkout/orders/{id}/capture             | https://developer.paypal.com/docs/api/orders/v2/#orders_capture            |
// | POST /v2/payments/captures/{id}/refund            | https://developer.paypal.com/docs/api/payments/v2/#captures_refund         |
// | POST /v1/notifications/verify-webhook-signature   | https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post |
// | GET /sdk/js                                       | https://developer.paypal.com/sdk/js/reference/                             |
import type {ServerResponse} from 'node:http';
import {sendJson, type StandInHandler, type StandInRequest} from '../server.ts';
import type {Answer} from './answers.ts';
import type {CaptureOutcome} from './resources.ts';
import {PaypalLedger} from './rules.ts';
import {paypalSdkScript} from './sdk.ts';
import {PaypalWebhooks, STANDIN_WEBHOOK_ID} from './webhooks.ts';

/** Options of the PayPal stand-in. */
export interface PaypalStandInOptions {
  /** Where webhook events go (`--paypal-webhook-url`); also settable at run time. */
  webhookUrl?: string;
  /** The clock. */
  now?: () => Date;
}

/** The PayPal stand-in: its route handler, and its state for tests in the same process. */
export interface PaypalStandIn {
  handler: StandInHandler;
  ledger: PaypalLedger;
  webhooks: PaypalWebhooks;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

function send(response: ServerResponse, answer: Answer, extra: Record<string, string> = {}): true {
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'paypal-debug-id': Math.random().toString(16).slice(2, 15),
    ...extra,
  });
  response.end(JSON.stringify(answer.body));
  return true;
}

function json(text: string): unknown {
  if (text.trim() === '') return {};
  return JSON.parse(text) as unknown;
}

/** The client id of a Basic `authorization` header ('' when there is none). */
function basicClient(authorization: string | undefined): string {
  const encoded = /^Basic (\S+)$/.exec(authorization ?? '')?.[1];
  if (encoded === undefined) return '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decoded.split(':')[0] ?? '';
}

const header = (request: StandInRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const AUTH_FAILURE: Answer = {
  status: 401,
  body: {
    name: 'AUTHENTICATION_FAILURE',
    message:
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    links: [
      {href: 'https://developer.paypal.com/api/rest/authentication/', rel: 'information_link'},
    ],
  },
};

/** PayPal's minimal answer (`Prefer: return=minimal`, the default): id, status and links. */
function minimal(body: unknown): Record<string, unknown> {
  const {id, status, links} = (body ?? {}) as Record<string, unknown>;
  return {id, status, links};
}

const CAPTURE_OUTCOMES: readonly CaptureOutcome[] = ['COMPLETED', 'PENDING', 'DECLINED'];
const EVENT_TYPES = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
] as const;

/** Builds the PayPal stand-in. */
export function paypalStandIn(options: PaypalStandInOptions = {}): PaypalStandIn {
  // The origin requests arrive at; the links and certificate URL name it.
  let origin = 'http://127.0.0.1';
  const webhooks = new PaypalWebhooks({
    ...(options.webhookUrl === undefined ? {} : {url: options.webhookUrl}),
    certUrl: () => `${origin}/paypal/standin/cert`,
    ...(options.now ? {now: options.now} : {}),
  });
  const ledger = new PaypalLedger({
    ...(options.now ? {now: options.now} : {}),
    baseUrl: () => `${origin}/paypal`,
    onEvent: (eventType, resourceType, resource) =>
      webhooks.sendLater(webhooks.event(eventType, resourceType, resource)),
  });

  /** The stand-in's own controls (no auth; CORS open). */
  const control = async (request: StandInRequest, path: string, response: ServerResponse) => {
    const {method} = request;
    const reply = (answer: Answer) => send(response, answer, CORS);
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return true;
    }
    let match = /^\/orders\/([^/]+)\/approve$/.exec(path);
    if (match && (method === 'POST' || method === 'GET'))
      return reply(ledger.approve(decodeURIComponent(match[1] ?? '')));
    match = /^\/orders\/([^/]+)$/.exec(path);
    if (match && method === 'GET')
      return reply(ledger.getOrder(decodeURIComponent(match[1] ?? '')));
    if (path === '/next-capture' && method === 'POST') {
      const status = (json(request.text) as {status?: unknown}).status;
      if (!CAPTURE_OUTCOMES.includes(status as CaptureOutcome)) {
        return reply({
          status: 400,
          body: {message: `status is one of ${CAPTURE_OUTCOMES.join(', ')}`},
        });
      }
      ledger.setNextCapture(status as CaptureOutcome);
      return reply({status: 200, body: {next_capture: status}});
    }
    match = /^\/captures\/([^/]+)\/(complete|deny)$/.exec(path);
    if (match && method === 'POST') {
      return reply(
        ledger.settle(
          decodeURIComponent(match[1] ?? ''),
          match[2] === 'complete' ? 'COMPLETED' : 'DECLINED',
        ),
      );
    }
    if (path === '/webhook-url' && method === 'POST') {
      const url = (json(request.text) as {url?: unknown}).url;
      if (typeof url !== 'string' || URL.parse(url) === null)
        return reply({status: 400, body: {message: 'url is an absolute URL'}});
      webhooks.url = url;
      return reply({status: 200, body: {url}});
    }
    if (path === '/webhooks' && method === 'POST') {
      // Sends an event about a capture now: {event_type, capture_id}; resolves once answered.
      const body = json(request.text) as {event_type?: unknown; capture_id?: unknown};
      const type = EVENT_TYPES.find((entry) => entry === body.event_type);
      const capture =
        typeof body.capture_id === 'string' ? ledger.findCapture(body.capture_id) : undefined;
      if (!type || !capture) {
        return reply({
          status: 400,
          body: {message: `event_type is one of ${EVENT_TYPES.join(', ')}; capture_id a capture`},
        });
      }
      const event = webhooks.event(type, 'capture', ledger.captureView(capture));
      const delivery = await webhooks.send(event);
      return reply({status: 200, body: {event, delivery}});
    }
    if (path === '/webhooks/redeliver' && method === 'POST') {
      return reply({status: 200, body: {deliveries: await webhooks.redeliver()}});
    }
    if (path === '/expire-tokens' && method === 'POST') {
      ledger.expireTokens();
      return reply({status: 200, body: {}});
    }
    if (path === '/state' && method === 'GET') {
      await webhooks.settled();
      return reply({
        status: 200,
        body: {
          orders: [...ledger.orders.values()].map((order) => ledger.view(order)),
          captures: ledger.captures().map((capture) => ({
            ...ledger.captureView(capture),
            refunded_cents: capture.refundedCents,
          })),
          refunds: ledger.refunds,
          clients: ledger.clients,
          webhook_url: webhooks.url ?? null,
          webhook_id: STANDIN_WEBHOOK_ID,
          deliveries: webhooks.deliveries,
        },
      });
    }
    return false;
  };

  /** PayPal's REST API (bearer token required, except for the token itself). */
  const api = (request: StandInRequest, path: string, response: ServerResponse) => {
    const {method} = request;
    if (path === '/v1/oauth2/token' && method === 'POST') {
      const grant = new URLSearchParams(request.text).get('grant_type');
      return send(response, ledger.token(basicClient(header(request, 'authorization')), grant));
    }
    const known =
      path.startsWith('/v2/checkout/orders') ||
      path.startsWith('/v2/payments/captures/') ||
      path === '/v1/notifications/verify-webhook-signature';
    if (!known) return false;
    if (!ledger.authorized(header(request, 'authorization'))) return send(response, AUTH_FAILURE);
    const requestId = header(request, 'paypal-request-id');
    // PayPal answers a create, capture or refund with the minimal body (id, status, links)
    // unless the request asks for the whole resource with `Prefer: return=representation`.
    const shaped = (answer: Answer) =>
      answer.status < 300 && !/return=representation/i.test(header(request, 'prefer') ?? '')
        ? {status: answer.status, body: minimal(answer.body)}
        : answer;
    if (path === '/v2/checkout/orders' && method === 'POST') {
      return send(response, shaped(ledger.createOrder(json(request.text), requestId)));
    }
    let match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (match && method === 'GET')
      return send(response, ledger.getOrder(decodeURIComponent(match[1] ?? '')));
    match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (match && method === 'POST') {
      return send(response, shaped(ledger.capture(decodeURIComponent(match[1] ?? ''), requestId)));
    }
    match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (match && method === 'POST') {
      return send(
        response,
        shaped(ledger.refund(decodeURIComponent(match[1] ?? ''), json(request.text), requestId)),
      );
    }
    if (path === '/v1/notifications/verify-webhook-signature' && method === 'POST') {
      return send(response, webhooks.verify(json(request.text)));
    }
    return sendJson(response, 405, {
      name: 'METHOD_NOT_SUPPORTED',
      message: `${method} is not supported for ${path}`,
    });
  };

  const handler: StandInHandler = async (request, response) => {
    const {pathname} = request.url;
    if (pathname !== '/paypal' && !pathname.startsWith('/paypal/')) return false;
    const host = header(request, 'host');
    if (host) origin = `http://${host}`;
    const path = pathname.slice('/paypal'.length);
    if (path === '/sdk/js' && request.method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      });
      response.end(paypalSdkScript(origin));
      return true;
    }
    if (path.startsWith('/standin/'))
      return control(request, path.slice('/standin'.length), response);
    try {
      return api(request, path, response);
    } catch (error) {
      if (error instanceof SyntaxError) {
        return send(response, {
          status: 400,
          body: {name: 'INVALID_REQUEST', message: 'MALFORMED_REQUEST_JSON'},
        });
      }
      throw error;
    }
  };

  return {handler, ledger, webhooks};
}
