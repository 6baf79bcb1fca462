// What the journeys against a real Directus and the real order service share: a JSON caller with
// a bearer token, and an order as the checkout sends it.
import type {OrderPayload} from '@schaufenster/core';

/** The customer of the journeys' orders. */
export const CUSTOMER = 'kundin@example.com';

export interface Answer {
  status: number;
  data: unknown;
  message: string | undefined;
  code: string | undefined;
}

/** Calls `url` with JSON as the bearer of `token`; `data` is Directus's `data` or the body. */
export function caller(url: string, token?: string) {
  return async (method: string, route: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${url}${route}`, {
      method,
      headers,
      ...(body === undefined ? {} : {body: JSON.stringify(body)}),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    const json = (text ? JSON.parse(text) : {}) as Record<string, unknown> & {
      errors?: {message: string; extensions?: {code?: string}}[];
    };
    return {
      status: response.status,
      data: 'data' in json ? json.data : json,
      message: json.errors?.[0]?.message,
      code: json.errors?.[0]?.extensions?.code,
    };
  };
}

export type Call = ReturnType<typeof caller>;

/** A caller as the shop owner, logged in to the Directus at `url` with the back office's login. */
export async function ownerCaller(
  url: string,
  login: {ownerEmail: string; ownerPassword: string},
): Promise<Call> {
  const session = await caller(url)('POST', '/auth/login', {
    email: login.ownerEmail,
    password: login.ownerPassword,
  });
  return caller(url, (session.data as {access_token: string}).access_token);
}

/** One line of {@link orderBody}: a product without variants, its unit price and count. */
export interface OrderLine {
  product: number;
  price: number;
  count: number;
}

/**
 * An order as the checkout sends it: `line`, DHL Standard to DE (9.90 €), prepayment, the total
 * the checkout would compute.
 */
export function orderBody(project: string, line: OrderLine): OrderPayload {
  const shipping = 9.9;
  return {
    project,
    order_uuid: crypto.randomUUID(),
    customer_email: CUSTOMER,
    shipping_address: {
      company: '',
      first_name: 'Erika',
      last_name: 'Mustermann',
      street: 'Hauptstraße',
      number: '1',
      zip_code: '60311',
      city: 'Frankfurt am Main',
      country_code: 'DE',
      phone: '069 1234567',
    },
    invoice_address: null,
    comment: 'Bitte als Geschenk verpacken',
    payment_method: 1,
    shipping_method: 1,
    present_wrap: false,
    products: [
      {
        product: line.product,
        variant: null,
        personalization: {},
        count: line.count,
        price_brutto: line.price,
      },
    ],
    shipping_cost: shipping,
    total_price_brutto: Math.round((line.count * line.price + shipping) * 100) / 100,
    language: 'de',
  };
}
