// Klarna Payments through its JS SDK, loaded on demand: init with the session's client token, load
// the widget, authorize, then place the order at the order service with the authorization token
// (spec §3 Payloads, §7 `/ecom/klarna/order`, §8).
import {isKlarnaPending, type OrderClient} from '@schaufenster/core';
import {loadGlobal, type ScriptDocument} from './loadScript.ts';
import type {PaymentErrorKey} from './paymentFlow.ts';
import type {KlarnaPaid, PaymentCurrency} from './types.ts';

/** Klarna's Payments SDK (the real one); stories point `sdkUrl` at a local stand-in. */
export const KLARNA_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';

/** Where the SDK puts its API: `window.Klarna.Payments`. */
const KLARNA_GLOBAL = ['Klarna', 'Payments'] as const;

/** Order data handed to `load` and `authorize` (Klarna's names: billing_address, order_lines…). */
export type KlarnaOrderData = Record<string, unknown>;

/** What Klarna reports after `load`. */
interface KlarnaLoadResponse {
  /** False when Klarna cannot offer the method for this session. */
  show_form: boolean;
  /** Fields Klarna found wrong. */
  error?: {invalid_fields?: string[]};
}

/** What Klarna reports after `authorize`. */
export interface KlarnaAuthorizeResponse {
  /** Whether the buyer was approved. */
  approved: boolean;
  /** Whether the method can still be offered. */
  show_form: boolean;
  /** Present when approved: what the order service needs to place the order. */
  authorization_token?: string;
  /** Whether `finalize` must follow (multi-step flows; not used here). */
  finalize_required?: boolean;
  /** Fields Klarna found wrong. */
  error?: {invalid_fields?: string[]};
}

/** The part of `window.Klarna.Payments` the shop uses. */
export interface KlarnaPaymentsApi {
  /** Starts a session with the client token from the order service. */
  init(options: {client_token: string}): void;
  /** Renders the Klarna widget into the container. */
  load(
    options: {container: string | HTMLElement; payment_method_category?: string},
    data: KlarnaOrderData,
    callback: (response: KlarnaLoadResponse) => void,
  ): void;
  /** Lets the buyer confirm with Klarna; the callback says whether they were approved. */
  authorize(
    options: {payment_method_category?: string},
    data: KlarnaOrderData,
    callback: (response: KlarnaAuthorizeResponse) => void,
  ): void;
}

function isKlarnaPayments(value: object): value is KlarnaPaymentsApi {
  const api = value as Record<string, unknown>;
  return ['init', 'load', 'authorize'].every((name) => typeof api[name] === 'function');
}

/**
 * Loads the SDK script unless `window.Klarna.Payments` exists, and returns that API. A script that
 * fails to load (or defines no usable API) is logged, then rejects (fault tests: a payment script
 * failing to load is logged; the checkout shows "unavailable").
 */
export async function loadKlarnaPayments(options: {
  document: ScriptDocument;
  window: object;
  url: string;
  /** Where a failure is logged. @default console */
  logger?: Pick<Console, 'error'>;
}): Promise<KlarnaPaymentsApi> {
  try {
    const api = await loadGlobal(options, KLARNA_GLOBAL);
    if (!isKlarnaPayments(api)) {
      throw new Error('window.Klarna.Payments lacks init, load or authorize');
    }
    return api;
  } catch (error) {
    (options.logger ?? console).error('Klarna: the Klarna Payments script failed to load', error);
    throw error;
  }
}

/** Amount and currency in Klarna's terms (minor units), merged with the checkout's order data. */
export function klarnaOrderData(input: {
  amount: number;
  currency: PaymentCurrency;
  data?: KlarnaOrderData;
}): KlarnaOrderData {
  return {
    purchase_currency: input.currency,
    order_amount: Math.round(input.amount * 100),
    ...input.data,
  };
}

/** Starts the session and renders the widget; resolves whether Klarna can offer the method. */
export function startKlarnaWidget(
  api: KlarnaPaymentsApi,
  input: {clientToken: string; container: HTMLElement; data: KlarnaOrderData},
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    try {
      api.init({client_token: input.clientToken});
      api.load({container: input.container}, input.data, (response) => resolve(response.show_form));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** How a Klarna payment ended. */
export type KlarnaOutcome =
  | {kind: 'paid'; result: KlarnaPaid}
  | {kind: 'cancelled'}
  | {kind: 'failed'; error: Error; message: PaymentErrorKey};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function authorize(api: KlarnaPaymentsApi, data: KlarnaOrderData) {
  return new Promise<KlarnaAuthorizeResponse>((resolve, reject) => {
    try {
      api.authorize({}, data, resolve);
    } catch (error) {
      reject(asError(error));
    }
  });
}

/**
 * Authorizes with Klarna and, when approved, places the order (`{authorization_token,
 * order_uuid}`, spec §7). Not approved without an error is the buyer cancelling; not approved with
 * invalid fields asks them to check their details; a failed post, Klarna's rejection (402) among
 * them, is "Could not place klarna order" (spec §8). Klarna's `pending` (202) is a placed order
 * whose payment Klarna still reviews. Never rejects.
 */
export async function payWithKlarna(input: {
  api: KlarnaPaymentsApi;
  data: KlarnaOrderData;
  orders: Pick<OrderClient, 'postKlarnaOrder'>;
  orderUuid: string;
}): Promise<KlarnaOutcome> {
  let answer: KlarnaAuthorizeResponse;
  try {
    answer = await authorize(input.api, input.data);
  } catch (error) {
    return {kind: 'failed', error: asError(error), message: 'paymentFailed'};
  }
  const token = answer.authorization_token;
  if (!answer.approved) {
    if (!answer.error) return {kind: 'cancelled'};
    const fields = answer.error.invalid_fields?.join(', ') ?? '';
    return {
      kind: 'failed',
      error: new Error(`Klarna did not authorize the payment: ${fields}`),
      message: 'paymentNotAuthorized',
    };
  }
  if (!token) {
    const error = new Error('Klarna approved without an authorization token');
    return {kind: 'failed', error, message: 'paymentFailed'};
  }
  try {
    const response = await input.orders.postKlarnaOrder({
      authorization_token: token,
      order_uuid: input.orderUuid,
    });
    return {
      kind: 'paid',
      result: {
        method: 'klarna',
        orderUuid: input.orderUuid,
        authorizationToken: token,
        pending: isKlarnaPending(response),
        response,
      },
    };
  } catch (error) {
    return {kind: 'failed', error: asError(error), message: 'orderErrorKlarnaOrder'};
  }
}
