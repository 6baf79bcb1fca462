// The service's PayPal REST client: an OAuth client-credentials token (cached until shortly
// before it expires, fetched again after a 401), Orders v2 (create, get, capture), Payments v2
// (refund a capture) and the webhook signature check. Every call has a time limit and every
// answer is read against the fields the service uses. It never throws: each call resolves to the
// value or to a failure the handlers map to 503 (PayPal unreachable, timed out or 5xx: try again
// later) or 502 (PayPal answered something the service cannot use). A 4xx that is PayPal's
// decision (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED…) is a `refused` failure with PayPal's
// `issue`, for the caller to answer in its own words.
// References: https://developer.paypal.com/api/rest/authentication/,
// https://developer.paypal.com/docs/api/orders/v2/, https://developer.paypal.com/docs/api/payments/v2/,
// https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post,
// https://developer.paypal.com/api/rest/reference/idempotency/ (PayPal-Request-Id).
import * as v from 'valibot';
import type {PaypalConfig} from './config.ts';

/** Time one PayPal call may take, in ms. */
const PAYPAL_TIMEOUT_MS = 10_000;

/** A call that did not give what was asked. */
export interface PaypalFailure {
  ok: false;
  /** `unavailable`: no answer, a timeout or 5xx; `refused`: a 4xx; `invalid`: an unusable answer. */
  kind: 'unavailable' | 'refused' | 'invalid';
  /** PayPal's HTTP status, when it answered. */
  status: number | null;
  /** PayPal's issue (`details[0].issue`) or error name, when it sent one. */
  issue: string | null;
  /** What happened, for the log and the owner. */
  message: string;
}

/** A call's value or its failure. */
type PaypalResult<T> = {ok: true; value: T} | PaypalFailure;

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));
const Money = v.object({
  currency_code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  value: v.pipe(v.string(), v.regex(/^\d{1,10}(\.\d{1,2})?$/)),
});

/** A capture as the service reads it (Orders v2 `capture`, also the resource of capture events). */
export const CaptureSchema = v.looseObject({
  id: Id,
  status: v.pipe(v.string(), v.nonEmpty()),
  amount: Money,
  custom_id: v.optional(v.string()),
  supplementary_data: v.optional(
    v.looseObject({related_ids: v.optional(v.looseObject({order_id: v.optional(v.string())}))}),
  ),
});
/** A capture. */
export type PaypalCapture = v.InferOutput<typeof CaptureSchema>;

const OrderSchema = v.looseObject({
  id: Id,
  status: v.pipe(v.string(), v.nonEmpty()),
  purchase_units: v.optional(
    v.array(
      v.looseObject({
        custom_id: v.optional(v.string()),
        amount: v.optional(Money),
        payments: v.optional(v.looseObject({captures: v.optional(v.array(CaptureSchema))})),
      }),
    ),
  ),
  payer: v.optional(v.looseObject({payer_id: v.optional(v.string())})),
});
/** An order as the service reads it. */
export type PaypalOrder = v.InferOutput<typeof OrderSchema>;

const RefundSchema = v.looseObject({id: Id, status: v.string(), amount: v.optional(Money)});
/** A refund. */
type PaypalRefund = v.InferOutput<typeof RefundSchema>;

const TokenSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  token_type: v.string(),
  expires_in: v.pipe(v.number(), v.minValue(0)),
});

const VerifySchema = v.object({verification_status: v.picklist(['SUCCESS', 'FAILURE'])});

/** The order the service asks PayPal to create: one purchase unit, captured at once. */
interface PaypalOrderRequest {
  /** The amount in cents. */
  amountCents: number;
  /** ISO 4217 (the shop charges EUR). */
  currency: string;
  /** The shop order's number (`custom_id`: reconciles PayPal's records with the shop's). */
  customId: string;
  /** A short description the buyer sees. */
  description?: string;
}

/** The webhook transmission headers PayPal signs, as received. */
interface WebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/** The PayPal calls the service makes. */
export interface PaypalClient {
  /** The mode (standin, sandbox or live), for the log and the payment status. */
  readonly mode: PaypalConfig['mode'];
  /** Whether webhooks can be verified (a webhook id is configured). */
  readonly verifiesWebhooks: boolean;
  createOrder(order: PaypalOrderRequest, requestId: string): Promise<PaypalResult<PaypalOrder>>;
  getOrder(paypalOrderId: string): Promise<PaypalResult<PaypalOrder>>;
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalResult<PaypalOrder>>;
  /** Refunds `amountCents` of a capture, or what is left of it when undefined. */
  refundCapture(
    captureId: string,
    refund: {amountCents?: number; currency: string; note?: string},
    requestId: string,
  ): Promise<PaypalResult<PaypalRefund>>;
  /** Whether PayPal says `eventText` with `headers` is a genuine event of our webhook. */
  verifyWebhook(headers: WebhookHeaders, eventText: string): Promise<PaypalResult<boolean>>;
}

/** PayPal's decimal string of `cents` ("4237.90"). */
const paypalValue = (cents: number) => (cents / 100).toFixed(2);

/** Cents of PayPal's decimal string; exact, no floating point ("0.29" is 29). */
export function centsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

type Fetch = typeof fetch;

/** Options of `createPaypalClient`. */
interface ClientOptions {
  fetch?: Fetch;
  timeoutMs?: number;
  now?: () => number;
}

const failure = (
  kind: PaypalFailure['kind'],
  message: string,
  status: number | null = null,
  issue: string | null = null,
): PaypalFailure => ({ok: false, kind, status, issue, message});

/** PayPal's error body's issue (first detail) or name. */
function issueOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as {name?: unknown; details?: {issue?: unknown}[]; error?: unknown};
  const detail = Array.isArray(record.details) ? record.details[0]?.issue : undefined;
  if (typeof detail === 'string') return detail;
  if (typeof record.name === 'string') return record.name;
  return typeof record.error === 'string' ? record.error : null;
}

/** Builds the client over `config`. */
export function createPaypalClient(
  config: PaypalConfig,
  options: ClientOptions = {},
): PaypalClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PAYPAL_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let token: {value: string; until: number} | null = null;
  let fetching: Promise<PaypalResult<string>> | null = null;

  /** One HTTP exchange: the status and parsed body, or `unavailable`. */
  const exchange = async (
    path: string,
    init: RequestInit,
  ): Promise<{ok: true; status: number; body: unknown} | PaypalFailure> => {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return failure('unavailable', `PayPal did not answer ${path}: ${(error as Error).message}`);
    }
    let body: unknown = null;
    try {
      body = text === '' ? {} : (JSON.parse(text) as unknown);
    } catch {
      body = null;
    }
    if (response.status >= 500) {
      return failure(
        'unavailable',
        `PayPal answered ${response.status} to ${path}`,
        response.status,
        issueOf(body),
      );
    }
    return {ok: true, status: response.status, body};
  };

  const fetchToken = async (): Promise<PaypalResult<string>> => {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await exchange('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!answer.ok) return answer;
    if (answer.status !== 200) {
      return failure(
        'invalid',
        `PayPal refused the credentials (${answer.status})`,
        answer.status,
        issueOf(answer.body),
      );
    }
    const parsed = v.safeParse(TokenSchema, answer.body);
    if (!parsed.success) return failure('invalid', 'PayPal sent an unusable token answer', 200);
    // Renewed a minute early, so a token never runs out between check and use.
    token = {
      value: parsed.output.access_token,
      until: now() + Math.max(0, parsed.output.expires_in - 60) * 1000,
    };
    return {ok: true, value: token.value};
  };

  const bearer = async (): Promise<PaypalResult<string>> => {
    if (token && token.until > now()) return {ok: true, value: token.value};
    // One token request at a time, shared by concurrent calls.
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return fetching;
  };

  /** An authorized API call read with `schema`; a 401 fetches a new token once. */
  const call = async <T>(
    path: string,
    init: {method: 'GET' | 'POST'; body?: unknown; requestId?: string},
    schema: v.GenericSchema<unknown, T>,
    okStatuses: readonly number[],
  ): Promise<PaypalResult<T>> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const auth = await bearer();
      if (!auth.ok) return auth;
      const answer = await exchange(path, {
        method: init.method,
        headers: {
          Authorization: `Bearer ${auth.value}`,
          Accept: 'application/json',
          ...(init.body === undefined ? {} : {'Content-Type': 'application/json'}),
          ...(init.requestId === undefined ? {} : {'PayPal-Request-Id': init.requestId}),
          Prefer: 'return=representation',
        },
        ...(init.body === undefined ? {} : {body: JSON.stringify(init.body)}),
      });
      if (!answer.ok) return answer;
      if (answer.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (!okStatuses.includes(answer.status)) {
        const issue = issueOf(answer.body);
        return failure(
          answer.status >= 400 && answer.status < 500 ? 'refused' : 'invalid',
          `PayPal answered ${answer.status}${issue ? ` ${issue}` : ''} to ${init.method} ${path}`,
          answer.status,
          issue,
        );
      }
      const parsed = v.safeParse(schema, answer.body);
      if (!parsed.success) {
        const where = parsed.issues[0] ? v.getDotPath(parsed.issues[0]) : null;
        return failure(
          'invalid',
          `PayPal's answer to ${path} lacks ${where ?? 'a field'}`,
          answer.status,
        );
      }
      return {ok: true, value: parsed.output};
    }
    return failure('invalid', `PayPal refused the token for ${path}`, 401);
  };

  const id = (value: string) => encodeURIComponent(value);

  return {
    mode: config.mode,
    verifiesWebhooks: config.webhookId !== undefined,
    createOrder: (order, requestId) =>
      call(
        '/v2/checkout/orders',
        {
          method: 'POST',
          requestId,
          body: {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: 'default',
                custom_id: order.customId,
                ...(order.description ? {description: order.description.slice(0, 127)} : {}),
                amount: {currency_code: order.currency, value: paypalValue(order.amountCents)},
              },
            ],
          },
        },
        OrderSchema,
        [200, 201],
      ),
    getOrder: (paypalOrderId) =>
      call(`/v2/checkout/orders/${id(paypalOrderId)}`, {method: 'GET'}, OrderSchema, [200]),
    async captureOrder(paypalOrderId, requestId) {
      const captured = await call(
        `/v2/checkout/orders/${id(paypalOrderId)}/capture`,
        {method: 'POST', requestId, body: {}},
        OrderSchema,
        [200, 201],
      );
      if (captured.ok && config.fault === 'after-capture') {
        process.stderr.write('[order-service] PAYPAL_FAULT after-capture: killing the process\n');
        process.kill(process.pid, 'SIGKILL');
      }
      return captured;
    },
    async refundCapture(captureId, refund, requestId) {
      const answer = await call(
        `/v2/payments/captures/${id(captureId)}/refund`,
        {
          method: 'POST',
          requestId,
          body: {
            ...(refund.amountCents === undefined
              ? {}
              : {amount: {currency_code: refund.currency, value: paypalValue(refund.amountCents)}}),
            ...(refund.note ? {note_to_payer: refund.note.slice(0, 255)} : {}),
          },
        },
        RefundSchema,
        [200, 201],
      );
      // A refund PayPal created but FAILED or CANCELLED moved no money: not a refund.
      if (answer.ok && (answer.value.status === 'FAILED' || answer.value.status === 'CANCELLED')) {
        return failure(
          'refused',
          `PayPal's refund ${answer.value.id} of capture ${captureId} is ${answer.value.status}`,
          201,
          `REFUND_${answer.value.status}`,
        );
      }
      return answer;
    },
    async verifyWebhook(headers, eventText) {
      if (config.webhookId === undefined) {
        return failure('refused', 'No PAYPAL_WEBHOOK_ID: webhooks cannot be verified');
      }
      let event: unknown;
      try {
        event = JSON.parse(eventText) as unknown;
      } catch {
        return {ok: true, value: false};
      }
      const answer = await call(
        '/v1/notifications/verify-webhook-signature',
        {
          method: 'POST',
          body: {
            auth_algo: headers.authAlgo,
            cert_url: headers.certUrl,
            transmission_id: headers.transmissionId,
            transmission_sig: headers.transmissionSig,
            transmission_time: headers.transmissionTime,
            webhook_id: config.webhookId,
            webhook_event: event,
          },
        },
        VerifySchema,
        [200],
      );
      if (!answer.ok) return answer.kind === 'refused' ? {ok: true, value: false} : answer;
      return {ok: true, value: answer.value.verification_status === 'SUCCESS'};
    },
  };
}
