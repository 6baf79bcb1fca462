// The owner's back office against a real Directus (one instance for the whole file): the seeded
// roles and the guard extension keep the order service the only writer of order states, inbox
// records and stock; the public reads none of it; the owner's Flows call the order service with
// its owner token and show its refusal; new orders and messages reach the owner's notifications.
import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {seedBackOffice, type BackOfficeLogin} from '../src/back-office.ts';
import {ensurePublishFlow, PUBLISH_FLOW_NAME, publishedCollections} from '../src/publish-flow.ts';
import {isInstalled} from '../src/install.ts';
import {newBackOfficeLogin, startTempDirectus, type TempDirectus} from '../src/instance.ts';
import {applySnapshot} from '../src/schema.ts';
import {OVERDUE_TRANSFER} from '../src/seed-presets.ts';
import {startFakeOrderService, type FakeOrderService} from './fake-order-service.ts';

const OWNER_TOKEN = 'owner-token-of-the-back-office-test';
const DAY = 24 * 60 * 60 * 1000;

interface Answer {
  status: number;
  data: unknown;
  message: string | undefined;
  code: string | undefined;
}

/** Calls the Directus API as the bearer of `token` (none: the public). */
type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

function caller(url: string, token?: string): Call {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : {body: JSON.stringify(body)}),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    const json = (text ? JSON.parse(text) : {}) as {
      data?: unknown;
      errors?: {message: string; extensions?: {code?: string}}[];
    };
    return {
      status: response.status,
      data: json.data,
      message: json.errors?.[0]?.message,
      code: json.errors?.[0]?.extensions?.code,
    };
  };
}

const order = (number: string, created: Date) => ({
  order_number: number,
  order_uuid: randomUUID(),
  date_created: created.toISOString(),
  fulfilment_state: 'awaiting_transfer',
  payment_state: 'pending',
  payment_method: 'prepayment',
  language: 'de',
  customer_name: 'Erika Mustermann',
  customer_email: 'erika@example.com',
  total_gross: 1290,
  currency: 'EUR',
  lines: [{product: 1, name: 'Uhr', quantity: 1, unit_price: 1290, vat_rate: 19}],
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the owner back office in Directus', () => {
  let fake: FakeOrderService;
  let directus: TempDirectus | undefined;
  let login: BackOfficeLogin;
  let admin: Call;
  let owner: Call;
  let service: Call;
  let visitor: Call;
  const flowId = async (name: string) => {
    const found = await admin('GET', `/flows?filter[name][_eq]=${encodeURIComponent(name)}`);
    return (found.data as {id: string}[])[0]?.id;
  };

  beforeAll(async () => {
    if (!isInstalled()) throw new Error('cms/node_modules is missing: run `npm run test:cms`');
    fake = await startFakeOrderService();
    directus = await startTempDirectus('sf-back-office-', {
      orderServiceUrl: fake.url,
      orderOwnerToken: OWNER_TOKEN,
    });
    const url = directus.server.url;
    await applySnapshot(directus.rest);
    admin = caller(url, directus.config.adminToken);
    // The least content the rules touch: a product with a variant and two ratings.
    await admin('POST', '/items/project', {id: 1, name: 'test', domain: 'test.example'});
    await admin('POST', '/items/ecommerce_product', {
      id: 1,
      display_name: 'Uhr',
      price_brutto: 1290,
      stock: 2,
      project: 1,
      variants: [{id: 1, display_name: 'Silber', price_brutto: 1290, stock: 1}],
    });
    await admin('POST', '/items/ecommerce_product_rating', [
      {id: 1, product: 1, rating: 5, name: 'Anna'},
      {id: 2, product: 1, rating: 1, name: 'Bert', status: 'pending'},
    ]);
    login = newBackOfficeLogin();
    expect(await seedBackOffice(directus.rest, login)).toBe(true);
    const session = await caller(url)('POST', '/auth/login', {
      email: login.ownerEmail,
      password: login.ownerPassword,
    });
    owner = caller(url, (session.data as {access_token: string}).access_token);
    service = caller(url, login.serviceToken);
    visitor = caller(url);
  });

  afterAll(async () => {
    await directus?.dispose();
    await fake?.close();
  });

  it('seeds once, ratings default to published, and stays within the licence', async () => {
    if (!directus) throw new Error('no Directus');
    expect(await seedBackOffice(directus.rest, login)).toBe(false);
    const ratings = await admin('GET', '/items/ecommerce_product_rating?fields=id,status&sort=id');
    expect(ratings.data).toEqual([
      {id: 1, status: 'published'},
      {id: 2, status: 'pending'},
    ]);
    // Directus 12 without a licence runs at most 5 active Flows.
    const flows = await admin('GET', '/flows?filter[status][_eq]=active&fields=id');
    expect((flows.data as unknown[]).length).toBeLessThanOrEqual(5);
  });

  it('publishes on edits of every collection the site shows, never on orders or the inbox', async () => {
    if (!directus) throw new Error('no Directus');
    expect(await ensurePublishFlow(directus.rest)).toBe(false);
    const name = encodeURIComponent(PUBLISH_FLOW_NAME);
    const found = await admin('GET', `/flows?filter[name][_eq]=${name}&fields=status,options`);
    const [flow] = found.data as {status: string; options: {collections: string[]}}[];
    expect(flow?.status).toBe('active');
    expect(flow?.options.collections).toEqual(publishedCollections());
    expect(flow?.options.collections).toEqual(
      expect.arrayContaining(['ecommerce_product', 'page_section', 'opening_period']),
    );
    expect(flow?.options.collections).not.toContain('shop_order');
    expect(flow?.options.collections).not.toContain('inbox');
  });

  it('lets the service write orders, inbox records, ratings and stock, but no price', async () => {
    const now = new Date();
    expect((await service('POST', '/items/shop_order', order('JM-1001', now))).status).toBe(200);
    const old = order('JM-1000', new Date(now.getTime() - 10 * DAY));
    expect((await service('POST', '/items/shop_order', old)).status).toBe(200);
    const message = {id: randomUUID(), kind: 'contact', email: 'max@example.com', subject: 'Frage'};
    expect((await service('POST', '/items/inbox', message)).status).toBe(200);
    const rating = {product: 1, rating: 4, name: 'Cleo', status: 'pending', origin_id: 'r-1'};
    expect((await service('POST', '/items/ecommerce_product_rating', rating)).status).toBe(200);
    expect(
      (await service('PATCH', '/items/shop_order/JM-1001', {tracking_number: 'T'})).status,
    ).toBe(200);
    expect((await service('PATCH', '/items/ecommerce_product/1', {stock: 5})).status).toBe(200);
    expect((await service('PATCH', '/items/ecommerce_product_variant/1', {stock: 3})).status).toBe(
      200,
    );
    const price = await service('PATCH', '/items/ecommerce_product/1', {price_brutto: 1});
    expect(price.status).toBe(403);
    const product = await admin('GET', '/items/ecommerce_product/1?fields=stock,price_brutto');
    expect(product.data).toEqual({stock: 5, price_brutto: 1290});
  });

  it('shows the owner the orders and lets them change only notes, ticks and rating status', async () => {
    const read = await owner('GET', '/items/shop_order/JM-1001?fields=order_number,total_gross');
    expect(read).toMatchObject({status: 200, data: {order_number: 'JM-1001', total_gross: 1290}});
    const state = await owner('PATCH', '/items/shop_order/JM-1001', {fulfilment_state: 'shipped'});
    expect(state).toMatchObject({status: 403, code: 'FORBIDDEN'});
    expect(state.message).toContain('„fulfilment_state“ schreibt nur der Bestelldienst');
    expect(
      (await owner('PATCH', '/items/shop_order/JM-1001', {owner_note: 'Geschenk'})).status,
    ).toBe(200);
    expect((await owner('POST', '/items/shop_order', order('JM-9', new Date()))).status).toBe(403);
    expect((await owner('PATCH', '/items/ecommerce_product/1', {stock: 50})).status).toBe(403);
    expect((await owner('PATCH', '/items/ecommerce_product_variant/1', {stock: 9})).status).toBe(
      403,
    );
    expect(
      (await owner('PATCH', '/items/ecommerce_product/1', {display_name: 'Taucheruhr'})).status,
    ).toBe(200);
    expect(
      (await owner('PATCH', '/items/ecommerce_product_rating/2', {status: 'published'})).status,
    ).toBe(200);
    expect((await owner('PATCH', '/items/ecommerce_product_rating/2', {rating: 5})).status).toBe(
      403,
    );
    const inbox = (await owner('GET', '/items/inbox?fields=id')).data as {id: string}[];
    const id = inbox[0]?.id ?? '';
    expect((await owner('PATCH', `/items/inbox/${id}`, {handled: true})).status).toBe(200);
    expect((await owner('PATCH', `/items/inbox/${id}`, {email: 'x@example.com'})).status).toBe(403);
    const after = await admin(
      'GET',
      '/items/shop_order/JM-1001?fields=fulfilment_state,owner_note',
    );
    expect(after.data).toEqual({fulfilment_state: 'awaiting_transfer', owner_note: 'Geschenk'});
  });

  it('lets the public read none of orders, inbox and ratings', async () => {
    for (const collection of ['shop_order', 'inbox', 'ecommerce_product_rating']) {
      expect((await visitor('GET', `/items/${collection}`)).status, collection).toBe(403);
    }
  });

  it("finds prepayment orders waiting more than 7 days with the owner's bookmark", async () => {
    const presets = await owner('GET', '/presets?fields=bookmark,filter&limit=-1');
    const bookmark = (presets.data as {bookmark: string | null; filter: unknown}[]).find(
      (preset) => preset.bookmark === 'Überweisung offen seit mehr als 7 Tagen',
    );
    expect(bookmark?.filter).toEqual(OVERDUE_TRANSFER);
    const filter = encodeURIComponent(JSON.stringify(bookmark?.filter));
    const found = await owner('GET', `/items/shop_order?fields=order_number&filter=${filter}`);
    expect(found.data).toEqual([{order_number: 'JM-1000'}]);
  });

  it('notifies the owner of new orders and messages', async () => {
    const subjects = await eventually(
      async () => {
        const answer = await owner('GET', '/notifications?fields=subject&limit=-1');
        return (answer.data as {subject: string}[]).map((entry) => entry.subject).sort();
      },
      (found) => found.length >= 3,
    );
    expect(subjects).toEqual([
      'Neue Bestellung JM-1000',
      'Neue Bestellung JM-1001',
      'Neue Nachricht von max@example.com',
    ]);
  });

  it('runs an order action through the service with the owner token and the prompts', async () => {
    const id = await flowId('Bestellung bearbeiten');
    fake.received.length = 0;
    fake.answer = {status: 200, body: {status: 'ok', results: [{order: 'JM-1001'}]}};
    const body = {action: 'ship', tracking: 'TRACK-1', collection: 'shop_order', keys: ['JM-1001']};
    expect((await owner('POST', `/flows/trigger/${id}`, body)).status).toBe(200);
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/owner/flows/ship',
        authorization: `Bearer ${OWNER_TOKEN}`,
        body,
      },
    ]);
    const restock = {adjust: -1, reason: 'Defekt', collection: 'ecommerce_product', keys: [1]};
    expect(
      (await owner('POST', `/flows/trigger/${await flowId('Bestand anpassen')}`, restock)).status,
    ).toBe(200);
    expect(fake.received[1]).toMatchObject({path: '/owner/flows/restock', body: restock});
  });

  it("fails the Flow with the service's refusal, and without a valid action", async () => {
    const id = await flowId('Bestellung bearbeiten');
    const refusal = 'Order JM-1001 cannot be shipped: it is not paid yet';
    fake.answer = {
      status: 409,
      body: {status: 'error', code: 'invalid_transition', message: refusal},
    };
    const body = {action: 'ship', collection: 'shop_order', keys: ['JM-1001']};
    const refused = await owner('POST', `/flows/trigger/${id}`, body);
    expect(refused).toMatchObject({status: 409, code: 'FORBIDDEN', message: refusal});
    fake.received.length = 0;
    const unknown = await owner('POST', `/flows/trigger/${id}`, {...body, action: '../orders'});
    expect(unknown).toMatchObject({status: 400, message: 'Bitte wählen Sie eine Aktion.'});
    expect(fake.received).toEqual([]);
  });
});
