// Test support (not exported): the order client's tests against msw on a made-up service origin,
// with one valid order, the PayPal approval the SDK passes on, and a client for the origin.
import {setupServer, type SetupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll} from 'vitest';
import {createOrderClient, type OrderClient, type OrderInput} from './orderClient.ts';

/** The service origin the tests' client posts to. */
export const BASE = 'https://orders.example.test';

/** An msw server for the calling test file, listening from its first test to its last. */
export function startOrderServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A valid order. */
export const ORDER: OrderInput = {
  order_uuid: '5b7f2f4e-3f8e-4d0a-9a55-0f7a4cf1e001',
  customer_email: 'kunde@example.com',
  shipping_address: {
    company: '',
    first_name: 'Erika',
    last_name: 'Muster',
    street: 'Zeil',
    number: '1',
    zip_code: '60313',
    city: 'Frankfurt',
    country_code: 'DE',
    phone: '',
  },
  invoice_address: null,
  comment: null,
  payment_method: 1,
  shipping_method: 2,
  present_wrap: false,
  products: [{product: 101, variant: null, personalization: {}, count: 1, price_brutto: 3900}],
  shipping_cost: 0,
  total_price_brutto: 3900,
  language: 'de',
};

/** The buyer's approval as the SDK's onApprove passes it: PayPal's order id, nothing captured. */
export const PAYPAL = {orderID: 'PP-9'};

/** A client of project `morgenstern` at {@link BASE}. */
export function client(timeoutMs?: number): OrderClient {
  return createOrderClient({baseUrl: `${BASE}/`, project: 'morgenstern', timeoutMs});
}

/** The error `promise` rejects with (fails when it resolves or rejects with another value). */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('expected a rejection with an Error');
  return error;
}
