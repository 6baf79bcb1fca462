// Client of the order service's five endpoints (spec §7 Order service, §8 Error catalogue).
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
} as const;

/** The exact error messages of spec §8, one per endpoint. */
export const ORDER_ERRORS = {
  order: 'Could not post order',
  klarna: 'Could not place klarna order',
  request: 'Could not post request',
  rating: 'Could not post rating',
  paypal: 'Could not post PayPal Transaction',
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
/** PayPal transaction fields: order_id, order_uuid and paypal. */
type PayPalTransactionInput = WithoutProject<PayPalTransactionPayload>;
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
   * Posts the PayPal transaction of an order (its number and its UUID, decision 010f);
   * concurrent calls for one order_uuid share one request.
   */
  postPaypalTransaction(input: PayPalTransactionInput): Promise<OrderServiceResponse>;
}

type Endpoint = keyof typeof ORDER_PATHS;

// Which field of the answer reports success (spec §7 "Success when").
const SUCCESS_FIELD: Record<Endpoint, 'status' | 'message'> = {
  order: 'status',
  klarna: 'message',
  request: 'status',
  rating: 'status',
  paypal: 'status',
};

/** Creates the order-service client. Every failure rejects with the spec §8 message. */
export function createOrderClient(options: OrderClientOptions): OrderClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? ORDER_TIMEOUT_MS;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const inFlight = new Map<string, Promise<OrderServiceResponse>>();

  async function post(
    endpoint: Endpoint,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<OrderServiceResponse> {
    try {
      const answer = await fetchJson({
        fetch: doFetch,
        url: `${baseUrl}${ORDER_PATHS[endpoint]}`,
        init: {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json', ...headers},
          body: JSON.stringify({...body, project: options.project}),
        },
        timeoutMs,
      });
      const field = SUCCESS_FIELD[endpoint];
      if (!isJsonObject(answer) || answer[field] !== 'ok') {
        throw new RequestFailure('rejected', `Response ${field} is not ok`, null);
      }
      return answer;
    } catch (error) {
      throw new Error(ORDER_ERRORS[endpoint], {cause: error});
    }
  }

  // A second call while the first is pending gets the first's promise (double click, retry).
  function once(key: string, run: () => Promise<OrderServiceResponse>) {
    const pending = inFlight.get(key);
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
  };
}
