// The sync to Directus against a fake Directus: what an order, a state change, a message and a
// stock movement write; a failing Directus retried until it accepts, a refusing one parked; a
// marker that outlives its process; two processes on one data folder; and no rows at all
// without the configuration.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {PAYMENT, placeOrder} from '../payments.testing.ts';
import {payWithPaypal, startPaypalStandIn} from '../providers/paypal/standIn.testing.ts';
import {openOrderStore} from '../store/database.ts';
import {post, startTestService, type TestService} from '../testService.testing.ts';
import {startFakeDirectus, type FakeDirectus} from './fakeDirectus.testing.ts';
import {attachCmsSync} from './markers.ts';
import {
  expectedRecords,
  markers,
  ownerCommand,
  seedCatalogue,
  startSyncService,
  synced,
} from './syncService.testing.ts';

let fake: FakeDirectus;
const services: TestService[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await fake.close();
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

async function start(options: Parameters<typeof startSyncService>[1] = {}) {
  const test = await startSyncService(fake, options);
  services.push(test);
  return test;
}

function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-sync-test-'));
  folders.push(dir);
  return dir;
}

const order = (number: string) =>
  fake.items('shop_order').find((item) => item['order_number'] === number);

describe('sync to Directus', () => {
  it('creates a placed order in shop_order with its lines, totals and addresses', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const test = await start();
    const placed = await placeOrder(test.url, {
      payment_method: PAYMENT.prepayment,
      comment: 'Bitte als Geschenk',
    });
    await fake.until(() => order(placed.orderId) !== undefined);
    expect(order(placed.orderId)).toMatchObject({
      order_number: placed.orderId,
      order_uuid: placed.orderUuid,
      fulfilment_state: 'awaiting_transfer',
      payment_state: 'pending',
      payment_method: 'prepayment',
      language: 'de',
      customer_name: 'Erika Mustermann',
      customer_email: 'kundin@example.com',
      customer_phone: null,
      customer_comment: 'Bitte als Geschenk',
      total_gross: '4237.90',
      currency: 'EUR',
      tracking_number: null,
      lines: [
        {product: 101, variant: 1001, quantity: 1, unit_price: 4050, vat_rate: 19},
        {product: 119, variant: null, quantity: 2, unit_price: 89, line_price: 178},
      ],
      totals: {subtotal: 4228, shipping: 9.9, gross: 4237.9, vat: [{rate: 19}]},
      billing_address: {first_name: 'Erika', city: 'Frankfurt am Main'},
      shipping_address: {street: 'Hauptstraße', country_code: 'DE'},
      payments: [],
    });
    expect(order(placed.orderId)).not.toHaveProperty('owner_note');
    const created = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/items/shop_order',
    );
    expect(created?.body?.['order_number']).toBe(placed.orderId);
    // The reserved pieces reach the product and the variant.
    await synced(test.dataDir);
    expect(
      fake.items('ecommerce_product_variant').find((item) => item['id'] === '1001'),
    ).toHaveProperty('stock');
  });

  it('patches the order when its state changes, with the tracking number', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const test = await start();
    const placed = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    await fake.until(() => order(placed.orderId) !== undefined);
    await ownerCommand(test.url, placed.orderId, {action: 'paid'});
    await ownerCommand(test.url, placed.orderId, {action: 'ship', tracking: 'DHL123'});
    await fake.until(() => order(placed.orderId)?.['fulfilment_state'] === 'shipped');
    expect(order(placed.orderId)).toMatchObject({payment_state: 'paid', tracking_number: 'DHL123'});
    const patches = fake.requests.filter(
      (request) =>
        request.method === 'PATCH' && request.path === `/items/shop_order/${placed.orderId}`,
    );
    expect(patches.length).toBeGreaterThanOrEqual(1);
    // Only the service's fields: the primary key is in the path, the owner's note never sent.
    expect(patches.every((patch) => !('order_number' in (patch.body ?? {})))).toBe(true);
    expect(patches.every((patch) => !('owner_note' in (patch.body ?? {})))).toBe(true);
  });

  it('patches the order with its PayPal payment when the provider confirms it', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const paypal = await startPaypalStandIn();
    try {
      const test = await start({paypal: paypal.config, paypalReconcileMs: 0});
      const placed = await placeOrder(test.url, {payment_method: PAYMENT.paypal});
      await fake.until(() => order(placed.orderId) !== undefined);
      expect(order(placed.orderId)).toMatchObject({
        fulfilment_state: 'awaiting_payment',
        payment_method: 'paypal',
      });
      expect((await payWithPaypal(paypal, placed, test.url)).status).toBe(200);
      await fake.until(() => order(placed.orderId)?.['payment_state'] === 'paid');
      await synced(test.dataDir);
      expect(order(placed.orderId)).toMatchObject({
        fulfilment_state: 'confirmed',
        payments: [{provider: 'paypal', status: 'COMPLETED', amount: 4237.9, currency: 'EUR'}],
      });
    } finally {
      await paypal.close();
    }
  });

  it('writes messages, requests, subscribers and ratings into inbox and ratings', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const test = await start();
    const project = 'juwelier-morgenstern.example';
    const contact = {
      name: 'Eva',
      email: 'eva@example.com',
      message: 'Hallo',
      privacy_accepted: true,
    };
    expect((await post(`${test.url}/forms/contact`, {...contact, lang: 'en'})).status).toBe(200);
    await post(`${test.url}/ecom/request`, {project, product: 101, email: 'a@example.com'});
    await post(`${test.url}/newsletter/subscribe`, {email: 'news@example.com', lang: 'fr'});
    await post(`${test.url}/ecom/rating`, {project, product: 119, rating: 5, name: 'Ben'});
    await synced(test.dataDir);
    const inbox = fake.items('inbox');
    expect(inbox.map((item) => item['kind']).sort()).toEqual([
      'contact',
      'newsletter',
      'product_request',
    ]);
    expect(inbox.find((item) => item['kind'] === 'contact')).toMatchObject({
      name: 'Eva',
      email: 'eva@example.com',
      message: 'Hallo',
      language: 'en',
    });
    expect(inbox.find((item) => item['kind'] === 'newsletter')).toMatchObject({
      email: 'news@example.com',
      opt_in_state: 'pending',
      language: 'fr',
    });
    expect(inbox.find((item) => item['kind'] === 'product_request')).toMatchObject({
      product: 101,
      email: 'a@example.com',
    });
    expect(fake.items('ecommerce_product_rating')).toEqual([
      expect.objectContaining({product: 119, rating: 5, name: 'Ben', status: 'pending'}),
    ]);
    for (const item of inbox) expect(item).not.toHaveProperty('handled');
  });

  it('tries a failing Directus again and delivers the order once', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const test = await start();
    await synced(test.dataDir);
    fake.failNext(2, {status: 503});
    const placed = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    await fake.until(() => order(placed.orderId) !== undefined);
    await synced(test.dataDir);
    const creates = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/items/shop_order',
    );
    expect(creates).toHaveLength(1);
    expect(fake.items('shop_order')).toHaveLength(1);
    expect(markers(test.dataDir, 'parked')).toEqual([]);
  });

  it('parks a marker Directus refuses for good and keeps the others going', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const lines: string[] = [];
    const test = await start({log: (line) => lines.push(line)});
    await synced(test.dataDir);
    fake.failWhen((request) =>
      request.path.startsWith('/items/inbox') ? {status: 403, code: 'FORBIDDEN'} : undefined,
    );
    await post(`${test.url}/forms/contact`, {
      name: 'Eva',
      email: 'eva@example.com',
      message: 'Hallo',
      privacy_accepted: true,
    });
    const placed = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    await fake.until(() => order(placed.orderId) !== undefined);
    await synced(test.dataDir);
    const parked = markers(test.dataDir, 'parked');
    expect(parked).toEqual([expect.objectContaining({kind: 'inbox', key: 'contact:1'})]);
    expect(String(parked[0]?.['last_error'])).toContain('403');
    expect(lines.some((line) => line.includes('parked inbox contact:1'))).toBe(true);
  });

  it('retries a 404 (a collection not there yet) instead of parking', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const test = await start();
    await synced(test.dataDir);
    fake.failNext(1, {status: 404, code: 'ROUTE_NOT_FOUND'});
    const placed = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    await fake.until(() => order(placed.orderId) !== undefined);
    expect(markers(test.dataDir, 'parked')).toEqual([]);
  });

  it('keeps a committed marker when the process stops before pushing', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const dataDir = folder();
    // A process that committed a message and its marker, then died: no worker ever ran.
    const crashed = openOrderStore(dataDir);
    attachCmsSync(crashed.db);
    crashed.addContactMessage({name: 'Eva', email: 'eva@example.com', message: 'Hi', lang: 'de'});
    crashed.close();
    expect(markers(dataDir, 'pending')).toEqual([
      expect.objectContaining({kind: 'inbox', key: 'contact:1'}),
    ]);
    expect(fake.requests).toEqual([]);
    await start({dataDir});
    await fake.until(() => fake.items('inbox').length === 1);
    await synced(dataDir);
    expect(fake.items('inbox')[0]).toMatchObject({kind: 'contact', name: 'Eva'});
  });

  it('pushes each marker once when two processes share a data folder', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    fake.delayMs = 15;
    const dataDir = folder();
    const first = await start({dataDir});
    const second = await start({dataDir});
    const placed = await Promise.all(
      Array.from({length: 6}, (_, index) =>
        placeOrder((index % 2 === 0 ? first : second).url, {payment_method: PAYMENT.prepayment}),
      ),
    );
    await fake.until(() => fake.items('shop_order').length === placed.length, 10_000);
    await synced(dataDir);
    for (const {orderId} of placed) {
      const writes = fake.requests.filter(
        (request) =>
          (request.method === 'POST' && request.body?.['order_number'] === orderId) ||
          (request.method === 'PATCH' && request.path === `/items/shop_order/${orderId}`),
      );
      expect(writes, orderId).toHaveLength(1);
    }
  });

  it('writes no markers without DIRECTUS_URL and DIRECTUS_SERVICE_TOKEN', async () => {
    fake = await startFakeDirectus();
    const test = await startTestService({klarna: null, paypal: null});
    services.push(test);
    await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    await post(`${test.url}/forms/contact`, {
      name: 'Eva',
      email: 'eva@example.com',
      message: 'Hallo',
      privacy_accepted: true,
    });
    await post(`${test.url}/newsletter/subscribe`, {email: 'news@example.com', lang: 'de'});
    expect(test.count('cms_sync')).toBe(0);
    expect(fake.requests).toEqual([]);
  });

  it('leaves Directus with the current state of every marked record', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const test = await start();
    const placed = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    await ownerCommand(test.url, placed.orderId, {action: 'cancel'});
    await synced(test.dataDir);
    for (const {collection, by, fields} of await expectedRecords(test.dataDir)) {
      const found = fake.items(collection).find((item) => String(item[by[0]]) === by[1]);
      expect(found, `${collection} ${by[1]}`).toMatchObject(fields);
    }
  });
});
