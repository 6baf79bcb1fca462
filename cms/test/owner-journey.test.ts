// The owner's whole back office against a real Directus and the real order service (its command
// line, pricing against a catalogue built from that Directus, syncing to it and mailing to a test
// SMTP server), as the owner lives it on `npm start -- --cms`: an order placed at the service
// appears in Directus with its lines, states and the stock it took; the owner's Flow takes the
// payment and ships it, the customer gets the tracking number, and Directus shows the service's
// state; a refused Flow changes neither side; the restock Flow moves the service's ledger and the
// product's stock; ratings arrive pending, and a site rebuilt from Directus after the owner's
// moderation shows the published one, never the rejected one, and the ledger's stock. One
// Directus and two site builds (the service's catalogue, the rebuild) for the file.
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import {simpleParser, type AddressObject} from 'mailparser';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startMailCatcher, type MailCatcher} from '../../tests/e2e/support/mailCatcher.ts';
import {seedBackOffice} from '../src/back-office.ts';
import {isInstalled} from '../src/install.ts';
import {newBackOfficeLogin, startTempDirectus, type TempDirectus} from '../src/instance.ts';
import {DEFAULT_RETAILER} from '../src/paths.ts';
import {applySnapshot} from '../src/schema.ts';
import {seedRetailer, type SeedResult} from '../src/seed.ts';
import {freePort} from '../src/server.ts';
import {startOrderServiceProcess, type OrderServiceProcess} from './child-services.ts';
import {buildSite} from './site-build.ts';
import {CUSTOMER, caller, orderBody, ownerCaller, type Call} from './journey.testing.ts';

const RETAILER = DEFAULT_RETAILER;
const OWNER_TOKEN = 'owner-token-of-the-owner-journey';
const TRACKING = 'JJD000390007123456';
/** A necklace without variants whose stock the shop counts (20 in the fixtures). */
const PRODUCT = 119;
/** The product the visitors rate: the Tudor Black Bay 58, its item page below. */
const RATED = {id: 101, page: 'shop/artikel/tudor-black-bay-58/index.html'};
/** How long the sync and the outbox may take on a busy machine. */
const SETTLE_MS = 30_000;

/** Resolves once the service has no marker waiting for Directus; fails on a parked one. */
async function synced(dataDir: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const db = new DatabaseSync(path.join(dataDir, 'order-service.sqlite'), {readOnly: true});
    let open: {kind: string; key: string; state: string; last_error: string | null}[];
    try {
      open = db
        .prepare("SELECT kind, key, state, last_error FROM cms_sync WHERE state <> 'done'")
        .all() as typeof open;
    } finally {
      db.close();
    }
    const parked = open.filter((marker) => marker.state === 'parked');
    if (parked.length > 0) throw new Error(`Directus refused: ${JSON.stringify(parked)}`);
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Not pushed: ${JSON.stringify(open)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first message to `address` whose text `test` accepts, waiting for the outbox. */
async function mailTo(folder: string, address: string, test: (text: string) => boolean) {
  const deadline = Date.now() + SETTLE_MS;
  const to = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
      object.value.map((entry) => entry.address?.toLowerCase()),
    );
  for (;;) {
    const names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    for (const name of names.sort()) {
      const mail = await simpleParser(readFileSync(path.join(folder, name)));
      if (to(mail.to).includes(address) && test(mail.text ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No such mail to ${address} in ${names.length}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the owner back office with the real order service', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sf-owner-journey-'));
  const dataDir = path.join(scratch, 'service');
  const mailDir = path.join(scratch, 'mail');
  const firstBuild = path.join(scratch, 'site');
  const rebuild = path.join(scratch, 'rebuilt');
  let directus: TempDirectus | undefined;
  let service: OrderServiceProcess | undefined;
  let catcher: MailCatcher | undefined;
  let seed: SeedResult;
  let buildEnv: Record<string, string>;
  let admin: Call;
  let owner: Call;
  let ownerApi: Call;
  let visitor: Call;
  let orderNumber = '';

  const flowId = async (name: string) => {
    const found = await admin('GET', `/flows?filter[name][_eq]=${encodeURIComponent(name)}`);
    const id = (found.data as {id: string}[])[0]?.id;
    if (!id) throw new Error(`no Flow ${name}`);
    return id;
  };
  /** The owner runs the order Flow "Bestellung bearbeiten" on this journey's order. */
  const orderFlow = async (action: string, prompts: Record<string, unknown> = {}) =>
    owner('POST', `/flows/trigger/${await flowId('Bestellung bearbeiten')}`, {
      action,
      ...prompts,
      collection: 'shop_order',
      keys: [orderNumber],
    });
  const serviceOrder = async () =>
    (
      (await ownerApi('GET', `/owner/orders/${orderNumber}`)).data as {
        order: Record<string, unknown>;
      }
    ).order;
  const directusOrder = async () =>
    (await admin('GET', `/items/shop_order/${orderNumber}`)).data as Record<string, unknown>;
  const available = async (product: number) => {
    const answer = await ownerApi('GET', `/owner/stock/${product}`);
    return (answer.data as {stock: {items: {available: number}[]}}).stock.items[0]?.available;
  };
  const directusStock = async (product: number) =>
    (
      (await admin('GET', `/items/ecommerce_product/${product}?fields=stock`)).data as {
        stock: number;
      }
    ).stock;

  beforeAll(async () => {
    if (!isInstalled()) throw new Error('cms/node_modules is missing: run `npm run test:cms`');
    catcher = await startMailCatcher(mailDir);
    // Directus must know where the service is before it starts: the port is chosen first.
    const port = await freePort();
    directus = await startTempDirectus('sf-owner-journey-directus-', {
      orderServiceUrl: `http://127.0.0.1:${port}`,
      orderOwnerToken: OWNER_TOKEN,
    });
    await applySnapshot(directus.rest);
    seed = await seedRetailer(directus.rest, RETAILER);
    const login = newBackOfficeLogin();
    expect(await seedBackOffice(directus.rest, login)).toBe(true);
    // The owner's setup: the site and the service's catalogue are built from Directus.
    buildEnv = {
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: directus.server.url,
      DIRECTUS_TOKEN: directus.config.adminToken,
      SITE_DOMAIN: seed.domain,
    };
    await buildSite(firstBuild, buildEnv);
    service = await startOrderServiceProcess({
      catalogue: path.join(firstBuild, 'shop-catalogue.json'),
      port,
      dataDir,
      env: {
        DIRECTUS_URL: directus.server.url,
        DIRECTUS_SERVICE_TOKEN: login.serviceToken,
        ORDER_OWNER_TOKEN: OWNER_TOKEN,
        SMTP_URL: catcher.url,
      },
    });
    const url = directus.server.url;
    admin = caller(url, directus.config.adminToken);
    owner = await ownerCaller(url, login);
    ownerApi = caller(service.url, OWNER_TOKEN);
    visitor = caller(service.url);
    // The service's first push: the stock it imported from the catalogue.
    await synced(dataDir);
  });

  afterAll(async () => {
    await service?.stop();
    await directus?.dispose();
    await catcher?.close();
    rmSync(scratch, {recursive: true, force: true});
  });

  it('writes an order placed at the service into Directus with its lines, states and stock', async () => {
    const before = await available(PRODUCT);
    expect(await directusStock(PRODUCT)).toBe(before);
    const placed = await visitor(
      'POST',
      ORDER_PATHS.order,
      orderBody(seed.domain, {product: PRODUCT, price: 89, count: 2}),
    );
    expect(placed.status, JSON.stringify(placed.data)).toBe(200);
    orderNumber = String((placed.data as {order_id: string}).order_id);
    await synced(dataDir);
    const inService = await serviceOrder();
    expect(inService).toMatchObject({fulfilment: 'awaiting_transfer', payment: 'pending'});
    const record = await directusOrder();
    expect(record).toMatchObject({
      order_number: orderNumber,
      fulfilment_state: inService['fulfilment'],
      payment_state: inService['payment'],
      payment_method: 'prepayment',
      customer_email: CUSTOMER,
      customer_name: 'Erika Mustermann',
      customer_phone: '069 1234567',
      customer_comment: 'Bitte als Geschenk verpacken',
      tracking_number: null,
      lines: [{product: PRODUCT, variant: null, quantity: 2, unit_price: 89, line_price: 178}],
    });
    expect(Number(record['total_gross'])).toBe(187.9);
    expect(await available(PRODUCT)).toBe((before ?? 0) - 2);
    expect(await directusStock(PRODUCT)).toBe((before ?? 0) - 2);
    // The notification Flow tells the owner (it runs after the record is created).
    const deadline = Date.now() + SETTLE_MS;
    let subjects: string[] = [];
    while (!subjects.includes(`Neue Bestellung ${orderNumber}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const notes = (await owner('GET', '/notifications?fields=subject')).data;
      subjects = (notes as {subject: string}[]).map((note) => note.subject);
    }
    expect(subjects).toContain(`Neue Bestellung ${orderNumber}`);
  });

  it("ships it with the owner's Flow: the customer gets the tracking number, Directus the state", async () => {
    expect((await orderFlow('paid')).status).toBe(200);
    const shipped = await orderFlow('ship', {tracking: TRACKING});
    expect(shipped.status, shipped.message).toBe(200);
    const mail = await mailTo(mailDir, CUSTOMER, (text) => text.includes(TRACKING));
    expect(mail.subject).toContain(orderNumber);
    await synced(dataDir);
    const inService = await serviceOrder();
    expect(inService).toMatchObject({fulfilment: 'shipped', payment: 'paid', tracking: TRACKING});
    expect(await directusOrder()).toMatchObject({
      fulfilment_state: inService['fulfilment'],
      payment_state: inService['payment'],
      tracking_number: TRACKING,
    });
  });

  it("refuses a second payment with the service's message and changes neither side", async () => {
    const inService = await serviceOrder();
    const record = await directusOrder();
    const refused = await orderFlow('paid');
    // The service's own answer to the same call: the Flow shows its message as it is.
    const direct = await ownerApi('POST', '/owner/flows/paid', {
      collection: 'shop_order',
      keys: [orderNumber],
    });
    expect(direct.status).toBe(409);
    const message = (direct.data as {message: string}).message;
    expect(message).toContain(orderNumber);
    expect(refused).toMatchObject({status: 409, code: 'FORBIDDEN', message});
    await synced(dataDir);
    expect(await serviceOrder()).toEqual(inService);
    expect(await directusOrder()).toEqual(record);
  });

  it('moves the ledger and the product with the restock Flow', async () => {
    const before = await available(PRODUCT);
    const restock = await owner('POST', `/flows/trigger/${await flowId('Bestand anpassen')}`, {
      adjust: 3,
      reason: 'Lieferung erhalten',
      collection: 'ecommerce_product',
      keys: [PRODUCT],
    });
    expect(restock.status, restock.message).toBe(200);
    const stock = (await ownerApi('GET', `/owner/stock/${PRODUCT}`)).data as {
      stock: {items: {available: number}[]; movements: Record<string, unknown>[]};
    };
    expect(stock.stock.items[0]?.available).toBe((before ?? 0) + 3);
    expect(stock.stock.movements[0]).toMatchObject({
      kind: 'adjust',
      quantity: 3,
      cause: 'owner: Lieferung erhalten',
    });
    await synced(dataDir);
    expect(await directusStock(PRODUCT)).toBe((before ?? 0) + 3);
  });

  it('rebuilds with the published rating, never the rejected one, and the ledger stock', async () => {
    const ratings = [
      {
        name: 'Lena K.',
        rating: 5,
        comment: 'Traumhafte Uhr, schnell geliefert.',
        status: 'published',
      },
      {name: 'Max W.', rating: 1, comment: 'Diese Bewertung bleibt verborgen.', status: 'rejected'},
    ];
    for (const {name, rating, comment} of ratings) {
      const rated = await visitor('POST', ORDER_PATHS.rating, {
        project: seed.domain,
        product: RATED.id,
        rating,
        name,
        comment,
      });
      expect(rated.status, JSON.stringify(rated.data)).toBe(200);
    }
    await synced(dataDir);
    const arrived = (
      await owner(
        'GET',
        '/items/ecommerce_product_rating?filter[origin_id][_nnull]=true&fields=id,product,name,status&sort=id',
      )
    ).data as {id: number; product: number; name: string; status: string}[];
    expect(arrived.map(({name, product, status}) => ({name, product, status}))).toEqual(
      ratings.map(({name}) => ({name, product: RATED.id, status: 'pending'})),
    );
    // The owner's moderation in Directus: one published, one rejected.
    for (const [index, {status}] of ratings.entries()) {
      const route = `/items/ecommerce_product_rating/${arrived[index]?.id}`;
      const moderated = await owner('PATCH', route, {status});
      expect(moderated.status, moderated.message).toBe(200);
    }
    const [published = '', rejected = ''] = ratings.map(({comment}) => comment);

    await buildSite(rebuild, buildEnv);
    const page = readFileSync(path.join(rebuild, RATED.page), 'utf8');
    expect(page).toContain(published);
    expect(page).not.toContain(rejected);
    const catalogue = readFileSync(path.join(rebuild, 'shop-catalogue.json'), 'utf8');
    expect(catalogue).toContain(published);
    expect(catalogue).not.toContain(rejected);
    // One truth for stock: the rebuilt site's catalogue counts what the service's ledger holds.
    const products = (JSON.parse(catalogue) as {products: {id: number; stock: number | null}[]})
      .products;
    expect(products.find((product) => product.id === PRODUCT)?.stock).toBe(
      await available(PRODUCT),
    );
  });
});
