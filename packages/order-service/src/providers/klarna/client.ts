// The service's Klarna API client: Klarna Payments (sessions, placing orders) and Order
// Management (read, capture, cancel, refund, extend), with HTTP Basic auth, a time limit per
// call, and every answer read against the fields the service uses. It never throws: each call
// resolves to the value or to a failure the handlers map to 503 (Klarna unreachable, timed out or
// 5xx: try again later) or 502 (Klarna answered something the service cannot use). A 4xx that
// is Klarna's decision (a used token, a mismatch, a refused capture) is a `refused` failure
// with Klarna's `error_code`, for the caller to answer in its own words.
// References: https://docs.klarna.com/api/payments/ and https://docs.klarna.com/api/ordermanagement/
import * as v from 'valibot';
import type {ServiceReply} from '../../http/reply.ts';
import {refuse} from '../../http/reply.ts';
import type {KlarnaConfig} from './config.ts';

/** Time one Klarna call may take, in ms. */
const KLARNA_TIMEOUT_MS = 10_000;

/** A call that did not give what was asked. */
export interface KlarnaFailure {
  ok: false;
  /** `unavailable`: no answer, a timeout or 5xx; `refused`: a 4xx; `invalid`: an unusable answer. */
  kind: 'unavailable' | 'refused' | 'invalid';
  /** Klarna's HTTP status, when it answered. */
  status: number | null;
  /** Klarna's `error_code` (e.g. `CAPTURE_NOT_ALLOWED`), when it sent one. */
  errorCode: string | null;
  /** What happened, for the log and the owner. */
  message: string;
}

/** A call's value or its failure. */
type KlarnaResult<T> = {ok: true; value: T} | KlarnaFailure;

/** One order line in Klarna's shape (amounts in cents, tax rate in hundredths of a percent). */
export interface KlarnaOrderLine {
  type: 'physical' | 'shipping_fee' | 'surcharge';
  reference?: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

/** The order part of a session or order body. */
export interface KlarnaOrderBody {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  merchant_reference1?: string;
  merchant_reference2?: string;
}

/** Klarna's fraud decisions on a placed order. */
const FRAUD_STATUSES = ['ACCEPTED', 'PENDING', 'REJECTED'] as const;

const SessionSchema = v.object({
  session_id: v.pipe(v.string(), v.nonEmpty()),
  client_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)),
});

const PlacedSchema = v.object({
  order_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
  // Order Management also knows STOPPED; anything else is treated as not accepted.
  fraud_status: v.picklist([...FRAUD_STATUSES, 'STOPPED']),
});

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

// Order Management marks none of these required; the service needs the amount, currency and
// fraud status, and takes the rest when sent.
const OrderViewSchema = v.object({
  order_id: v.string(),
  status: v.optional(v.string()),
  fraud_status: v.string(),
  order_amount: cents,
  captured_amount: v.optional(cents),
  refunded_amount: v.optional(cents),
  remaining_authorized_amount: v.optional(cents),
  purchase_currency: v.string(),
  expires_at: v.optional(v.string()),
});

/** An order as Order Management shows it (the fields the service reads). */
type KlarnaOrderView = v.InferOutput<typeof OrderViewSchema>;

const ErrorSchema = v.object({
  error_code: v.optional(v.string()),
  error_messages: v.optional(v.array(v.string())),
});

/** The Klarna API as the service uses it. */
export interface KlarnaClient {
  /** POST /payments/v1/sessions: the session's id and the client token for the browser's SDK. */
  createSession(
    body: KlarnaOrderBody,
  ): Promise<KlarnaResult<{sessionId: string; clientToken: string}>>;
  /** POST /payments/v1/authorizations/{token}/order: Klarna's order id and fraud status. */
  placeOrder(
    authorizationToken: string,
    body: KlarnaOrderBody,
  ): Promise<KlarnaResult<{orderId: string; fraudStatus: string}>>;
  /** GET /ordermanagement/v1/orders/{order_id}. */
  readOrder(orderId: string): Promise<KlarnaResult<KlarnaOrderView>>;
  /** POST …/captures of `amount` cents: the capture's id. */
  capture(
    orderId: string,
    amount: number,
    idempotencyKey: string,
    reference?: string,
  ): Promise<KlarnaResult<{captureId: string | null}>>;
  /** POST …/cancel: releases an uncaptured authorization. */
  cancel(orderId: string, idempotencyKey: string): Promise<KlarnaResult<null>>;
  /** POST …/refunds of `amount` cents: the refund's id. */
  refund(
    orderId: string,
    amount: number,
    idempotencyKey: string,
    reference?: string,
  ): Promise<KlarnaResult<{refundId: string | null}>>;
  /** POST …/extend-authorization-time. */
  extendAuthorization(orderId: string, idempotencyKey: string): Promise<KlarnaResult<null>>;
}

/** Options of `createKlarnaClient`. */
interface ClientOptions {
  /** @default KLARNA_TIMEOUT_MS */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const failed = (
  kind: KlarnaFailure['kind'],
  status: number | null,
  errorCode: string | null,
  message: string,
): KlarnaFailure => ({ok: false, kind, status, errorCode, message});

/** The client for `config`. */
export function createKlarnaClient(
  config: KlarnaConfig,
  options: ClientOptions = {},
): KlarnaClient {
  const timeoutMs = options.timeoutMs ?? KLARNA_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;

  /** One call: the status, headers and parsed JSON body of a 2xx answer, or a failure. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<KlarnaResult<{status: number; headers: Headers; json: unknown}>> {
    const what = `Klarna ${method} ${path.replace(/\/[^/]{20,}(?=\/|$)/g, '/…')}`;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
          ...(idempotencyKey === undefined ? {} : {'Klarna-Idempotency-Key': idempotencyKey}),
        },
        ...(body === undefined ? {} : {body: JSON.stringify(body)}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'failed';
      return failed('unavailable', null, null, `${what} ${reason}: ${(error as Error).message}`);
    }
    let json: unknown = null;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    if (response.ok)
      return {ok: true, value: {status: response.status, headers: response.headers, json}};
    const error = v.safeParse(ErrorSchema, json);
    const code = error.success ? (error.output.error_code ?? null) : null;
    const messages = error.success ? (error.output.error_messages ?? []).join('; ') : '';
    const message = `${what} answered ${response.status}${code ? ` ${code}` : ''}${messages ? `: ${messages}` : ''}`;
    if (response.status >= 500 || response.status === 429) {
      return failed('unavailable', response.status, code, message);
    }
    // Wrong credentials are the shop's configuration, not the buyer's doing.
    if (response.status === 401) return failed('invalid', 401, code, message);
    return failed('refused', response.status, code, message);
  }

  function read<S extends v.GenericSchema>(
    schema: S,
    json: unknown,
    what: string,
  ): KlarnaResult<v.InferOutput<S>> {
    const parsed = v.safeParse(schema, json);
    if (parsed.success) return {ok: true, value: parsed.output};
    return failed(
      'invalid',
      null,
      null,
      `Klarna's ${what} answer lacks ${parsed.issues.map((issue) => v.getDotPath(issue) ?? '?').join(', ')}`,
    );
  }

  const id = (value: string) => encodeURIComponent(value);
  const om = (orderId: string) => `/ordermanagement/v1/orders/${id(orderId)}`;

  return {
    async createSession(body) {
      const answer = await call('POST', '/payments/v1/sessions', body);
      if (!answer.ok) return answer;
      const session = read(SessionSchema, answer.value.json, 'session');
      if (!session.ok) return session;
      return {
        ok: true,
        value: {sessionId: session.value.session_id, clientToken: session.value.client_token},
      };
    },
    async placeOrder(authorizationToken, body) {
      const answer = await call(
        'POST',
        `/payments/v1/authorizations/${id(authorizationToken)}/order`,
        body,
      );
      if (!answer.ok) return answer;
      const placed = read(PlacedSchema, answer.value.json, 'order');
      if (!placed.ok) return placed;
      return {
        ok: true,
        value: {orderId: placed.value.order_id, fraudStatus: placed.value.fraud_status},
      };
    },
    async readOrder(orderId) {
      const answer = await call('GET', om(orderId));
      if (!answer.ok) return answer;
      return read(OrderViewSchema, answer.value.json, 'order');
    },
    async capture(orderId, amount, idempotencyKey, reference) {
      const answer = await call(
        'POST',
        `${om(orderId)}/captures`,
        {captured_amount: amount, ...(reference === undefined ? {} : {reference})},
        idempotencyKey,
      );
      if (!answer.ok) return answer;
      return {ok: true, value: {captureId: answer.value.headers.get('Capture-Id')}};
    },
    async cancel(orderId, idempotencyKey) {
      const answer = await call('POST', `${om(orderId)}/cancel`, undefined, idempotencyKey);
      return answer.ok ? {ok: true, value: null} : answer;
    },
    async refund(orderId, amount, idempotencyKey, reference) {
      const answer = await call(
        'POST',
        `${om(orderId)}/refunds`,
        {refunded_amount: amount, ...(reference === undefined ? {} : {reference})},
        idempotencyKey,
      );
      if (!answer.ok) return answer;
      return {ok: true, value: {refundId: answer.value.headers.get('Refund-Id')}};
    },
    async extendAuthorization(orderId, idempotencyKey) {
      const answer = await call(
        'POST',
        `${om(orderId)}/extend-authorization-time`,
        undefined,
        idempotencyKey,
      );
      return answer.ok ? {ok: true, value: null} : answer;
    },
  };
}

/**
 * The service's answer when Klarna could not do what was asked and the failure is not the
 * buyer's: 503 `payment_provider_unavailable` (try again later) or 502 `payment_provider_error`.
 */
export function providerFailureReply(failure: KlarnaFailure): ServiceReply {
  if (failure.kind === 'unavailable') {
    return refuse(503, 'payment_provider_unavailable', 'Klarna cannot be reached; try again later');
  }
  return refuse(502, 'payment_provider_error', 'Klarna gave an answer the shop cannot use');
}

/** The answer while Klarna is not configured (no KLARNA_API_URL in standin mode). */
export const KLARNA_OFF: ServiceReply = refuse(
  503,
  'payment_provider_unavailable',
  'Klarna is not configured for this shop',
);
