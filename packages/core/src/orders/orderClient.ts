// Client of the order service's five endpoints (spec §7 Order service, §8 Error catalogue), plus
// the two the server-side payments add: the PayPal order the service creates and the payment
// state the checkout asks after a reload (decision 072).
import type {
  KlarnaOrderPayload,
  OrderPayload,
  PayPalTransactionPayload,
  RatingPayload,
  RequestPayload,
} from '../model/payloads.ts';
import {IDEMPOTENCY_HEADER} from './idempotency.ts';
import {fetchJson, isJsonObject, RequestFailure, type FetchLike} from './timedFetch.ts';

/** Default time limit of one order-service call, in ms. */
export const ORDER_TIMEOUT_MS = 15_000;

/** Paths of the order service (spec §7), relative to its base URL. */
export const ORDER_PATHS = {
  order: '/ecom/order',
  klarna: '/ecom/klarna/order',
  request: '/ecom/request',
  rating: '/ecom/rating',
  paypal: '/ecom/order/paypal_transaction',
  paypalOrder: '/ecom/order/paypal_order',
  payment: '/ecom/order/payment',
} as const;

/**
 * Path prefixes the order service answers on the site's origin: the shop's `/ecom/*` (spec §7,
 * `ORDER_PATHS` and the rest), the contact form's `/forms/*` and the newsletter's `/newsletter/*`
 * (sign-up, confirm and unsubscribe links). `npm start`'s proxy and the generated nginx and Caddy
 * configs pass every path under them to the service; the service's own routes all lie below them.
 */
export const SERVICE_PATH_PREFIXES = ['/ecom/', '/forms/', '/newsletter/'] as const;

/**
 * What the web server in front of the order service answers when the service cannot be reached or
 * does not answer in time: `npm start`'s proxy and the generated nginx and Caddy configs send this
 * status and JSON body (the service's error shape, decision 010) with `Cache-Control: no-store`,
 * so the forms show the spec's error as for any refusal, and the three hosts answer alike.
 */
export const SERVICE_UNAVAILABLE = {
  status: 503,
  body: JSON.stringify({
    status: 'error',
    errors: [{code: 'service_unavailable', message: 'The order service is not reachable'}],
  }),
} as const;

/** The exact error messages of spec §8, one per endpoint. */
export const ORDER_ERRORS = {
  order: 'Could not post order',
  klarna: 'Could not place klarna order',
  request: 'Could not post request',
  rating: 'Could not post rating',
  paypal: 'Could not post PayPal Transaction',
  // Not in the spec: the service creates the PayPal order and reports the payment state.
  paypalOrder: 'Could not create PayPal order',
  payment: 'Could not read payment state',
} as const;

/** A payload without `project`: the client adds its own project to every body. */
type WithoutProject<T> = {[K in keyof T as K extends 'project' ? never : K]: T[K]};
/** The order body the checkout passes to `postOrder`. */
export type OrderInput = WithoutProject<OrderPayload>;
/** Klarna order fields: authorization_token and order_uuid. */
type KlarnaOrderInput = WithoutProject<KlarnaOrderPayload>;
/** Request (product enquiry) fields. */
export type RequestInput = WithoutProject<RequestPayload>;
/** Rating fields. */
export type RatingInput = WithoutProject<RatingPayload>;
/**
 * PayPal transaction fields: order_id, order_uuid and `paypal` carrying only PayPal's order id as
 * the SDK's `onApprove` passes it. The service captures; the browser never sends a capture.
 */
type PayPalTransactionInput = Omit<WithoutProject<PayPalTransactionPayload>, 'paypal'> & {
  /** The buyer's approval: PayPal's order id. */
  paypal: {orderID: string};
};
/** Which shop order: its uuid (the service adds the project). */
interface OrderRef {
  /** The shop order's uuid. */
  order_uuid: string;
}
/** How a shop order's payment stands, as `GET /ecom/order/payment` answers. */
export interface PaymentStatus {
  /** The shop order's number. */
  order_id: string;
  /** The payment state (`none`, `pending`, `authorized`, `paid`, `failed`, `refunded`…). */
  payment_state: string;
  /** The fulfilment state (`awaiting_payment`, `shipped`…). */
  fulfilment_state: string;
  /** How the order is paid (`paypal`, `klarna`, `prepayment`…). */
  method: string;
  /** True only while no money moved: the checkout may offer the pay button. */
  can_pay: boolean;
}
/** A successful answer of the order service, as sent (e.g. `{status: 'ok', order_id}`). */
export type OrderServiceResponse = Readonly<Record<string, unknown>>;

/** Options of `createOrderClient`. */
export interface OrderClientOptions {
  /** Base URL of the order service (build configuration ORDER_API_URL, spec §7 Other). */
  baseUrl: string;
  /** Project name added to every body. */
  project: string;
  /** Fetch to use; defaults to the global one. */
  fetch?: FetchLike;
  /** Time limit per call in ms. @default 15000 */
  timeoutMs?: number;
}

/** The order service as the checkout, item page and rating form use it. */
export interface OrderClient {
  /** Posts an order; concurrent calls with the same key share one request. */
  postOrder(order: OrderInput, idempotencyKey: string): Promise<OrderServiceResponse>;
  /** Places a Klarna order after authorization; concurrent calls for one order_uuid share one. */
  postKlarnaOrder(input: KlarnaOrderInput): Promise<OrderServiceResponse>;
  /** Posts a product request (enquiry). */
  postRequest(data: RequestInput): Promise<OrderServiceResponse>;
  /** Posts a product rating. */
  postRating(rating: RatingInput): Promise<OrderServiceResponse>;
  /**
   * Posts the PayPal approval of an order (its number, its UUID and PayPal's order id); the
   * service captures at most once and answers `{status: 'ok', payment_state}`. Concurrent calls
   * for one order_uuid share one request; a later retry is safe (a replay gets the stored result).
   */
  postPaypalTransaction(input: PayPalTransactionInput): Promise<OrderServiceResponse>;
  /**
   * Asks the service to create the PayPal order of a shop order (at most one per order, so a
   * repeat gets the same id) and resolves with PayPal's order id.
   */
  createPaypalOrder(input: OrderRef): Promise<string>;
  /** Reads how the order's payment stands (after a reload, before a pay button is offered). */
  paymentStatus(input: OrderRef): Promise<PaymentStatus>;
}

type Endpoint = keyof typeof ORDER_PATHS;

// Which field of the answer reports success (spec §7 "Success when") and the values that count.
// Klarna's `pending` (202) is a placed order whose payment Klarna still reviews.
const SUCCESS_FIELD: Record<Endpoint, {field: 'status' | 'message'; values: readonly string[]}> = {
  order: {field: 'status', values: ['ok']},
  klarna: {field: 'message', values: ['ok', 'pending']},
  request: {field: 'status', values: ['ok']},
  rating: {field: 'status', values: ['ok']},
  paypal: {field: 'status', values: ['ok']},
  paypalOrder: {field: 'status', values: ['ok']},
  payment: {field: 'status', values: ['ok']},
};

/** Whether a Klarna order answer says Klarna still reviews the payment (202 `pending`). */
export function isKlarnaPending(answer: OrderServiceResponse): boolean {
  return answer.message === 'pending';
}

/** The error code of a refused order-service call (`klarna_rejected`, `already_paid`…), or null. */
export function orderErrorCode(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof RequestFailure) || !isJsonObject(cause.body)) return null;
  const code = cause.body.code;
  return typeof code === 'string' ? code : null;
}

function paymentStatusOf(answer: OrderServiceResponse): PaymentStatus {
  const {order_id, payment_state, fulfilment_state, method, can_pay} = answer;
  if (
    typeof order_id !== 'string' ||
    typeof payment_state !== 'string' ||
    typeof can_pay !== 'boolean'
  ) {
    throw new RequestFailure('rejected', 'Payment state without order_id, state or can_pay', null);
  }
  return {
    order_id,
    payment_state,
    fulfilment_state: typeof fulfilment_state === 'string' ? fulfilment_state : '',
    method: typeof method === 'string' ? method : '',
    can_pay,
  };
}

/** Creates the order-service client. Every failure rejects with the spec §8 message. */
export function createOrderClient(options: OrderClientOptions): OrderClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? ORDER_TIMEOUT_MS;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const inFlight = new Map<string, Promise<unknown>>();

  async function call<T = OrderServiceResponse>(
    endpoint: Endpoint,
    init: {url: string; request: RequestInit},
    read: (answer: OrderServiceResponse) => T = (answer) => answer as T,
  ): Promise<T> {
    try {
      const answer = await fetchJson({
        fetch: doFetch,
        url: init.url,
        init: init.request,
        timeoutMs,
      });
      const {field, values} = SUCCESS_FIELD[endpoint];
      const value = isJsonObject(answer) ? answer[field] : undefined;
      if (!isJsonObject(answer) || typeof value !== 'string' || !values.includes(value)) {
        throw new RequestFailure('rejected', `Response ${field} is not ok`, null);
      }
      return read(answer);
    } catch (error) {
      throw new Error(ORDER_ERRORS[endpoint], {cause: error});
    }
  }

  function post<T = OrderServiceResponse>(
    endpoint: Endpoint,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    read?: (answer: OrderServiceResponse) => T,
  ): Promise<T> {
    return call(
      endpoint,
      {
        url: `${baseUrl}${ORDER_PATHS[endpoint]}`,
        request: {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json', ...headers},
          body: JSON.stringify({...body, project: options.project}),
        },
      },
      read,
    );
  }

  // A second call while the first is pending gets the first's promise (double click, retry).
  function once<T>(key: string, run: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = run().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    postOrder(order, idempotencyKey) {
      if (!idempotencyKey) {
        return Promise.reject(new TypeError('postOrder needs an idempotency key'));
      }
      return once(`order:${idempotencyKey}`, () =>
        post(
          'order',
          {...order, idempotency_key: idempotencyKey},
          {[IDEMPOTENCY_HEADER]: idempotencyKey},
        ),
      );
    },
    postKlarnaOrder({authorization_token, order_uuid}) {
      return once(`klarna:${order_uuid}`, () => post('klarna', {authorization_token, order_uuid}));
    },
    postRequest: (data) => post('request', {...data}),
    postRating: (rating) => post('rating', {...rating}),
    postPaypalTransaction({order_id, order_uuid, paypal}) {
      return once(`paypal:${order_uuid}`, () => post('paypal', {order_id, order_uuid, paypal}));
    },
    createPaypalOrder({order_uuid}) {
      return once(`paypalOrder:${order_uuid}`, () =>
        post('paypalOrder', {order_uuid}, {}, (answer) => {
          const id = answer.paypal_order_id;
          if (typeof id !== 'string' || id === '') {
            throw new RequestFailure('rejected', 'Answer without paypal_order_id', null);
          }
          return id;
        }),
      );
    },
    paymentStatus({order_uuid}) {
      const query = new URLSearchParams({project: options.project, order_uuid});
      return call(
        'payment',
        {
          url: `${baseUrl}${ORDER_PATHS.payment}?${query}`,
          request: {method: 'GET', headers: {Accept: 'application/json'}, cache: 'no-store'},
        },
        paymentStatusOf,
      );
    },
  };
}
