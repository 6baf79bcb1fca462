// Test support (not exported): the service over the jeweller fixture on a free port with a
// temporary data folder, plus a valid order body and a row counter that reads the SQLite file.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {fileURLToPath} from 'node:url';
import type {StaticCatalogue} from '@schaufenster/core';
import {loadRetailerCatalogue, type LoadedCatalogue} from './catalogue.ts';
import {DATABASE_FILE} from './limits.ts';
import {startKlarnaStandIn, type KlarnaForTests} from './providers/klarna/standIn.testing.ts';
import {
  startPaypalStandIn,
  type PaypalStandInForTests,
} from './providers/paypal/standInServer.testing.ts';
import {createOrderService, type OrderService, type OrderServiceOptions} from './service.ts';
import type {TableName} from './store/schema.ts';

/** The jeweller fixture folder (shop on). */
const JEWELLER_DIR = fileURLToPath(
  new URL('../../../fixtures/retailers/juwelier-morgenstern', import.meta.url),
);
/** The jeweller's project domain, as the stories' order client sends it. */
export const JEWELLER_DOMAIN = 'juwelier-morgenstern.example';

let jeweller: Promise<LoadedCatalogue> | null = null;

/** The jeweller's catalogue, loaded once per test file. */
export function loadJeweller(): Promise<LoadedCatalogue> {
  jeweller ??= loadRetailerCatalogue(JEWELLER_DIR);
  return jeweller;
}

/**
 * `catalogue` with a million times the stock of every counted item (0 stays 0). The HTTP tests
 * and the order benchmark place the same order hundreds of times, which the stock ledger
 * (decision 067) would refuse once the real pieces are reserved; the ledger's own tests use the
 * real stock.
 */
export function withAmpleStock(catalogue: StaticCatalogue): StaticCatalogue {
  const ample = (stock: number | null) => (stock === null ? null : stock * 1_000_000);
  return {
    ...catalogue,
    products: catalogue.products.map((product) => ({
      ...product,
      stock: ample(product.stock),
      variants: product.variants.map((variant) => ({...variant, stock: ample(variant.stock)})),
    })),
  };
}

/** A started service with helpers. */
export interface TestService {
  /** The running service. */
  service: OrderService;
  /** Its base URL. */
  url: string;
  /** Its temporary data folder. */
  dataDir: string;
  /** Rows in `table`, read from the database file through a second connection. */
  count(table: TableName): number;
  /** Rows of `table` as objects (for checking stored fields). */
  rows(table: TableName): Record<string, unknown>[];
  /** The Klarna stand-in the service talks to (null when `options.klarna` was given). */
  klarna: KlarnaForTests | null;
  /**
   * The PayPal stand-in the service talks to, its webhooks sent to the service (null when
   * `options.paypal` was given).
   */
  paypal: PaypalStandInForTests | null;
  /** Stops the service and removes the data folder. */
  close(): Promise<void>;
}

/**
 * Starts the service over the jeweller with ample stock (or `options.catalogue`) on port 0. Rate
 * limits are off unless `options.rateLimits` is given (`undefined` for the defaults): most tests
 * send far more than a visitor would, from one address.
 */
export async function startTestService(
  options: Partial<OrderServiceOptions> = {},
): Promise<TestService> {
  const loaded = await loadJeweller();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-test-'));
  // Klarna orders open a session with Klarna: a stand-in per service unless the test sets one.
  const klarna = options.klarna === undefined ? await startKlarnaStandIn() : null;
  // PayPal payments are confirmed with PayPal (decision 072): likewise a stand-in per service.
  const paypal = options.paypal === undefined ? await startPaypalStandIn() : null;
  const service = await createOrderService({
    catalogue: withAmpleStock(loaded.catalogue),
    projects: loaded.projects,
    dataDir,
    port: 0,
    rateLimits: false,
    ...(klarna ? {klarna: klarna.config} : {}),
    ...(paypal ? {paypal: paypal.config, paypalReconcileMs: 0} : {}),
    ...options,
  });
  if (paypal) paypal.standIn.webhooks.url = `${service.url}/ecom/paypal/webhook`;
  const query = <T>(sql: string): T => {
    const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {readOnly: true});
    try {
      return db.prepare(sql).all() as T;
    } finally {
      db.close();
    }
  };
  return {
    service,
    url: service.url,
    dataDir,
    count: (table) => Number(query<{n: number}[]>(`SELECT count(*) AS n FROM ${table}`)[0]?.n),
    rows: (table) => query<Record<string, unknown>[]>(`SELECT * FROM ${table} ORDER BY id`),
    klarna,
    paypal,
    async close() {
      await paypal?.standIn.webhooks.settled();
      await service.close();
      await klarna?.close();
      await paypal?.close();
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

/** A fresh order UUID. */
export const newUuid = () => crypto.randomUUID();

/**
 * A valid jeweller order body (without project) at catalogue prices: ring 101 in variant 1001
 * (4050 €) and two of product 119 (89 € each), DHL Standard to DE (9.90 €), PayPal; total
 * 4237.90 €. Prices that disagree are refused (decision 017).
 */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    order_uuid: newUuid(),
    customer_email: 'kundin@example.com',
    shipping_address: {
      first_name: 'Erika',
      last_name: 'Mustermann',
      street: 'Hauptstraße',
      number: '1',
      zip_code: '60311',
      city: 'Frankfurt am Main',
      country_code: 'DE',
    },
    invoice_address: null,
    comment: null,
    payment_method: 4,
    shipping_method: 1,
    present_wrap: false,
    products: [
      {product: 101, variant: 1001, personalization: {}, count: 1, price_brutto: 4050},
      {product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89},
    ],
    shipping_cost: 9.9,
    total_price_brutto: 4237.9,
    language: 'de',
    ...overrides,
  };
}

/** The catalogue total of `orderBody()`, in EUR. */
export const ORDER_BODY_TOTAL = 4237.9;

/** An HTTP answer with its parsed JSON body. */
export interface Answer {
  /** HTTP status. */
  status: number;
  /** Response headers. */
  headers: Headers;
  /** Parsed JSON body ({} when empty). */
  body: Record<string, unknown>;
}

/** POSTs `body` as JSON (a string is sent as is) and parses the answer. */
export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

/** The `code`s of an error answer's `errors`. */
export function errorCodes(answer: Answer): string[] {
  const errors = answer.body['errors'];
  return Array.isArray(errors) ? errors.map((error: {code: string}) => error.code) : [];
}

/** The `path`s of an error answer's `errors`. */
export function errorPaths(answer: Answer): string[] {
  const errors = answer.body['errors'];
  return Array.isArray(errors) ? errors.map((error: {path?: string}) => error.path ?? '') : [];
}
