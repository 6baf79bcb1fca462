// The Klarna stand-in's routes under `/klarna` (so the order service's `KLARNA_API_URL` is
// `<stand-in>/klarna`). Klarna's own paths, each checked against its API reference:
//   POST /payments/v1/sessions                               https://docs.klarna.com/api/payments/#operation/createCreditSession
//   GET  /payments/v1/sessions/{session_id}                  https://docs.klarna.com/api/payments/#operation/readCreditSession
//   POST /payments/v1/authorizations/{token}/order           https://docs.klarna.com/api/payments/#operation/createOrder
//   GET  /ordermanagement/v1/orders/{order_id}               https://docs.klarna.com/api/ordermanagement/#operation/getOrder
//   POST /ordermanagement/v1/orders/{order_id}/captures      https://docs.klarna.com/api/ordermanagement/#operation/captureOrder
//   POST /ordermanagement/v1/orders/{order_id}/cancel        https://docs.klarna.com/api/ordermanagement/#operation/cancelOrder
//   POST /ordermanagement/v1/orders/{order_id}/refunds       https://docs.klarna.com/api/ordermanagement/#operation/refundOrder
//   POST /ordermanagement/v1/orders/{order_id}/extend-authorization-time
//                                                            https://docs.klarna.com/api/ordermanagement/#operation/extendAuthorizationTime
// Every API call needs HTTP Basic auth with a non-empty user (401 otherwise; the user is logged).
// The JS SDK stand-in is `GET /kp/lib/v1/api.js`. Stand-in-only control paths, with
// `Access-Control-Allow-Origin: *` for the SDK's call from a page:
//   POST /standin/authorize {client_token, order_amount?}    the buyer approves (the SDK calls it)
//   POST /standin/next-fraud-status {fraud_status}           next placement: ACCEPTED (default),
//                                                            PENDING, or REJECTED (= REFUSED, 403)
//   POST /standin/orders/{order_id}/fraud-status {fraud_status}  Klarna decides a PENDING order
//   POST /standin/unavailable {calls}                        the next API calls answer 503
//   GET  /standin/requests                                   the API calls answered so far
import type {ServerResponse} from 'node:http';
import type {StandInHandler, StandInRequest} from '../server.ts';
import {klarnaSdkScript, SDK_OUTCOMES, type SdkOutcome} from './sdk.ts';
import {FRAUD_STATUSES, KlarnaStandInState, type KlarnaAnswer} from './state.ts';

/** The stand-in's path prefix. */
const KLARNA_PREFIX = '/klarna';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function send(response: ServerResponse, answer: KlarnaAnswer, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    ...extra,
    ...answer.headers,
  };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers);
    response.end();
    return true;
  }
  response.writeHead(answer.status, {...headers, 'content-type': 'application/json'});
  response.end(JSON.stringify(answer.body));
  return true;
}

/** The Basic auth user of `request`, or null without usable Basic credentials. */
function basicUser(request: StandInRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? '' : decoded.slice(0, colon);
  return user === '' ? null : user;
}

function parse(text: string): {ok: true; value: unknown} | {ok: false} {
  if (text.trim() === '') return {ok: true, value: undefined};
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch {
    return {ok: false};
  }
}

const headerOf = (request: StandInRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Options of `klarnaStandIn`. */
interface KlarnaStandInOptions {
  /** The stand-in's memory; a fresh one when not given (tests pass their own to inspect it). */
  state?: KlarnaStandInState;
}

/** The Klarna stand-in's handler (registered in `handlers.ts`), with the state it answers from. */
export function klarnaStandIn(options: KlarnaStandInOptions = {}): {
  handler: StandInHandler;
  state: KlarnaStandInState;
} {
  const state = options.state ?? new KlarnaStandInState();

  const control = (request: StandInRequest, path: string, body: unknown): KlarnaAnswer | null => {
    const fields = (body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && path === '/standin/authorize') {
      return state.authorize(fields['client_token'], fields);
    }
    if (request.method === 'POST' && path === '/standin/next-fraud-status') {
      const status = fields['fraud_status'];
      const known = [...FRAUD_STATUSES, 'REFUSED'] as const;
      if (!known.includes(status as (typeof known)[number])) {
        return {status: 400, body: {error_code: 'BAD_VALUE', error_messages: ['fraud_status']}};
      }
      state.nextOutcomes.push(status as (typeof known)[number]);
      return {status: 200, body: {next: state.nextOutcomes}};
    }
    const decide = /^\/standin\/orders\/([^/]+)\/fraud-status$/.exec(path);
    if (request.method === 'POST' && decide?.[1]) {
      return state.decide(decodeURIComponent(decide[1]), fields['fraud_status']);
    }
    if (request.method === 'POST' && path === '/standin/unavailable') {
      const calls = fields['calls'];
      state.unavailableCalls = typeof calls === 'number' && calls >= 0 ? Math.floor(calls) : 1;
      return {status: 200, body: {calls: state.unavailableCalls}};
    }
    if (request.method === 'GET' && path === '/standin/requests') {
      return {status: 200, body: {requests: state.calls}};
    }
    return null;
  };

  const api = (
    request: StandInRequest,
    path: string,
    body: unknown,
    baseUrl: string,
  ): KlarnaAnswer | null => {
    const key = headerOf(request, 'klarna-idempotency-key');
    if (request.method === 'POST' && path === '/payments/v1/sessions') {
      return state.createSession(body);
    }
    const session = /^\/payments\/v1\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && session?.[1]) {
      return state.readSession(decodeURIComponent(session[1]));
    }
    const place = /^\/payments\/v1\/authorizations\/([^/]+)\/order$/.exec(path);
    if (request.method === 'POST' && place?.[1]) {
      return state.placeOrder(decodeURIComponent(place[1]), body);
    }
    const order = /^\/ordermanagement\/v1\/orders\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    if (!order?.[1]) return null;
    const id = decodeURIComponent(order[1]);
    const action = order[2];
    if (request.method === 'GET' && action === undefined) return state.readOrder(id);
    if (request.method !== 'POST') return null;
    const scope = `${id}/${action ?? ''}`;
    switch (action) {
      case 'captures':
        return state.idempotently(scope, key, () => state.capture(id, body, baseUrl));
      case 'cancel':
        return state.idempotently(scope, key, () => state.cancel(id));
      case 'refunds':
        return state.idempotently(scope, key, () => state.refund(id, body, baseUrl));
      case 'extend-authorization-time':
        return state.idempotently(scope, key, () => state.extendAuthorization(id));
      default:
        return null;
    }
  };

  const handler: StandInHandler = (request, response) => {
    const {pathname} = request.url;
    if (pathname !== KLARNA_PREFIX && !pathname.startsWith(`${KLARNA_PREFIX}/`)) return false;
    const path = pathname.slice(KLARNA_PREFIX.length);
    if (request.method === 'GET' && path === '/kp/lib/v1/api.js') {
      const asked = request.url.searchParams.get('standin-outcome') ?? 'approved';
      const outcome = (SDK_OUTCOMES as readonly string[]).includes(asked)
        ? (asked as SdkOutcome)
        : 'approved';
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      });
      response.end(klarnaSdkScript(outcome));
      return true;
    }
    const parsed = parse(request.text);
    if (path.startsWith('/standin/')) {
      if (request.method === 'OPTIONS') return send(response, {status: 204}, CORS);
      if (!parsed.ok) return send(response, {status: 400, body: {error_code: 'BAD_REQUEST'}}, CORS);
      const answer = control(request, path, parsed.value);
      return answer ? send(response, answer, CORS) : false;
    }
    const user = basicUser(request);
    const log = (answer: KlarnaAnswer) => {
      state.calls.push({
        method: request.method,
        path,
        status: answer.status,
        user,
        idempotencyKey: headerOf(request, 'klarna-idempotency-key'),
      });
      return send(response, answer);
    };
    if (user === null) {
      return log({
        status: 401,
        body: {error_code: 'UNAUTHORIZED', error_messages: ['Basic authentication is required']},
      });
    }
    if (state.unavailableCalls > 0) {
      state.unavailableCalls -= 1;
      return log({
        status: 503,
        body: {error_code: 'TEMPORARILY_UNAVAILABLE', error_messages: ['Temporarily unavailable']},
      });
    }
    if (!parsed.ok) {
      return log({
        status: 400,
        body: {error_code: 'BAD_REQUEST', error_messages: ['Invalid JSON']},
      });
    }
    const host = request.headers.host ?? '127.0.0.1';
    const answer = api(request, path, parsed.value, `http://${host}`);
    if (!answer) return false;
    return log(answer);
  };

  return {handler, state};
}
