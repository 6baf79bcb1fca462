// The Directus Flows' endpoint: each action runs the owner API's own command, the trigger's keys
// in each form Directus may send them, a refusal answered with the API's status and nothing
// changed, a restock as a ledger movement, and the export uploaded into Directus's files. The
// messages are the owner's language (German unless `Accept-Language` asks for English or
// French); flowMessages.test.ts has every text.
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {PAYMENT, placeOrder} from '../payments.testing.ts';
import {startPaypalTest, payWithPaypal} from '../providers/paypal/standIn.testing.ts';
import {loadJeweller, post, startTestService, type TestService} from '../testService.testing.ts';
import {keysOf} from './flows.ts';

const TOKEN = 'flows-token-for-tests-0123456789';
const AUTH = {Authorization: `Bearer ${TOKEN}`};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  const test = await startTestService({ownerToken: TOKEN, ...options});
  closers.push(() => test.close());
  return test;
}

const flow = (test: {url: string}, action: string, body: unknown, language?: string) =>
  post(`${test.url}/owner/flows/${action}`, body, {
    ...AUTH,
    ...(language === undefined ? {} : {'Accept-Language': language}),
  });

/** A prepayment order (awaiting its transfer); its number. */
const prepayment = async (test: TestService) =>
  (await placeOrder(test.url, {payment_method: PAYMENT.prepayment})).orderId;

/** The order's fulfilment and payment state, read from the database. */
function statesOf(test: TestService, orderId: string) {
  const row = test.rows('orders').find((each) => each['order_id'] === orderId);
  return {fulfilment: row?.['fulfilment_state'], payment: row?.['payment_state']};
}

describe('keysOf', () => {
  it('reads an array, a comma-separated string and an array written as JSON', () => {
    expect(keysOf(['JM-1001', 'JM-1002'])).toEqual(['JM-1001', 'JM-1002']);
    expect(keysOf([101, '1001'])).toEqual(['101', '1001']);
    expect(keysOf('JM-1001, JM-1002')).toEqual(['JM-1001', 'JM-1002']);
    expect(keysOf('JM-1001')).toEqual(['JM-1001']);
    expect(keysOf('["JM-1001","JM-1002"]')).toEqual(['JM-1001', 'JM-1002']);
    expect(keysOf('[101, 102]')).toEqual(['101', '102']);
    expect(keysOf(7)).toEqual(['7']);
    expect(keysOf(['a', 'a', ' '])).toEqual(['a']);
  });

  it('reads nothing from other shapes', () => {
    expect(keysOf(undefined)).toBeNull();
    expect(keysOf({key: 'x'})).toBeNull();
    expect(keysOf('[broken')).toBeNull();
    expect(keysOf('{"a":1}')).toBeNull();
    expect(keysOf([{id: 1}])).toBeNull();
    expect(keysOf('')).toEqual([]);
  });
});

describe('order flows', () => {
  it('runs paid, ship (with tracking), cancel and refund as the owner API does', async () => {
    const test = await start();
    const first = await prepayment(test);
    const second = await prepayment(test);
    const paid = await flow(test, 'paid', {collection: 'shop_order', keys: [first, second]});
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      status: 'ok',
      message: `Zahlung erhalten für Bestellungen ${first}, ${second}.`,
      results: [
        {key: first, fulfilment: 'confirmed', payment: 'paid'},
        {key: second, fulfilment: 'confirmed', payment: 'paid'},
      ],
    });
    const shipped = await flow(test, 'ship', {
      collection: 'shop_order',
      keys: first,
      tracking: ' 00340434161094042557 ',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body['message']).toBe(`Bestellung ${first} versendet.`);
    expect(statesOf(test, first)).toEqual({fulfilment: 'shipped', payment: 'paid'});
    expect(test.rows('order_shipments')).toMatchObject([
      {order_id: first, tracking: '00340434161094042557'},
    ]);
    const mail = test.rows('outbox').find((row) => row['kind'] === 'order-shipped');
    expect(JSON.parse(String(mail?.['data']))).toMatchObject({tracking: '00340434161094042557'});
    // An empty prompt is no tracking number.
    const third = await prepayment(test);
    await flow(test, 'paid', {keys: [third]});
    expect((await flow(test, 'ship', {keys: [third], tracking: ''})).status).toBe(200);
    const refunded = await flow(test, 'refund', {collection: 'shop_order', keys: `["${second}"]`});
    expect(refunded.status).toBe(200);
    expect(statesOf(test, second).payment).toBe('refunded');
    const fourth = await prepayment(test);
    const cancelled = await flow(test, 'cancel', {collection: 'shop_order', keys: fourth}, 'en');
    expect(cancelled.body).toMatchObject({
      message: `Order ${fourth} cancelled.`,
      results: [{key: fourth, fulfilment: 'cancelled'}],
    });
    const events = test.rows('order_events').filter((row) => row['order_id'] === fourth);
    expect(events.at(-1)).toMatchObject({actor: 'owner', fulfilment_to: 'cancelled'});
  });

  it('answers a refusal with the API status, naming the order and those done before', async () => {
    const test = await start();
    const first = await prepayment(test);
    const second = await prepayment(test);
    const before = {outbox: test.count('outbox'), events: test.count('order_events')};
    const refused = await flow(test, 'ship', {keys: [first], tracking: 'ABC123'});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      status: 'error',
      code: 'transition_refused',
      message: `Bestellung ${first}: Der Bestellstatus kann nicht von „Wartet auf Überweisung“ zu „Versendet“ wechseln.`,
      detail: 'The fulfilment state cannot go from awaiting_transfer to shipped',
    });
    expect({outbox: test.count('outbox'), events: test.count('order_events')}).toEqual(before);
    expect(test.count('order_shipments')).toBe(0);
    expect(statesOf(test, first)).toEqual({fulfilment: 'awaiting_transfer', payment: 'pending'});

    await flow(test, 'cancel', {keys: [second]});
    const partly = await flow(test, 'cancel', {keys: `${first},${second}`});
    expect(partly.status).toBe(409);
    expect(partly.body['message']).toBe(
      `Bestellung ${second}: Sie steht schon auf „Storniert“ und „Offen“; es gibt nichts zu tun. ` +
        `Davor erledigt: ${first}.`,
    );
    expect(statesOf(test, first).fulfilment).toBe('cancelled');
    // The same refusal for an owner whose Flow asks for French, then English.
    const french = await flow(test, 'cancel', {keys: [second]}, 'fr-CH, en;q=0.8');
    expect(french.body).toMatchObject({code: 'transition_refused'});
    expect(french.body['message']).toBe(
      `Commande ${second}\u00a0: Elle est déjà «\u00a0Annulée\u00a0» et «\u00a0En attente\u00a0»\u00a0; il n’y a rien à faire.`,
    );
    const english = await flow(test, 'cancel', {keys: [second]}, 'fr;q=0.1, en');
    expect(english.body['message']).toBe(
      `Order ${second}: It is already “Cancelled” and “Open”; there is nothing to do.`,
    );

    const unknown = await flow(test, 'paid', {keys: ['JM-9999']});
    expect(unknown).toMatchObject({status: 404, body: {code: 'unknown_order'}});
    expect(unknown.body['message']).toBe('Bestellung JM-9999: Diese Bestellnummer gibt es nicht.');
    const third = await prepayment(test);
    await flow(test, 'paid', {keys: [third]});
    const badTracking = await flow(test, 'ship', {keys: [third], tracking: 'a b'});
    expect(badTracking).toMatchObject({status: 400, body: {status: 'error', code: 'invalid'}});
    expect(badTracking.body['message']).toBe(
      `Bestellung ${third}: Die Sendungsnummer hat 1 bis 64 Zeichen, ohne Leerzeichen.`,
    );
    expect(test.count('order_shipments')).toBe(0);
  });

  it('refuses what is no flow call: no keys, another collection, an unknown action, no token', async () => {
    const test = await start();
    const orderId = await prepayment(test);
    expect(await flow(test, 'paid', {keys: []})).toMatchObject({status: 400});
    expect(await flow(test, 'paid', {collection: 'shop_order'})).toMatchObject({status: 400});
    expect(
      await flow(test, 'paid', {collection: 'ecommerce_product', keys: [orderId]}),
    ).toMatchObject({status: 400, body: {code: 'wrong_collection'}});
    expect(await flow(test, 'steal', {keys: [orderId]})).toMatchObject({
      status: 404,
      body: {code: 'unknown_flow'},
    });
    const keys = Array.from({length: 101}, (_, index) => `K-${index}`);
    expect(await flow(test, 'paid', {keys})).toMatchObject({status: 400});
    const anonymous = await post(`${test.url}/owner/flows/paid`, {keys: [orderId]});
    expect(anonymous.status).toBe(401);
    // A body the service cannot read is a Flow refusal too, with its code kept.
    const broken = await post(`${test.url}/owner/flows/paid`, '{"keys": [', AUTH);
    expect(broken).toMatchObject({status: 400, body: {status: 'error', code: 'invalid_json'}});
    expect(broken.body['message']).toBe(
      'Der Bestelldienst konnte die Anfrage des Flows nicht lesen (Code invalid_json).',
    );
    expect(statesOf(test, orderId).payment).toBe('pending');
  });

  it('refunds one line of a paid PayPal order through PayPal (Teilerstattung)', async () => {
    const paypal = await startPaypalTest({ownerToken: TOKEN});
    closers.push(() => paypal.close());
    const order = await placeOrder(paypal.test.url);
    expect((await payWithPaypal(paypal, order)).status).toBe(200);
    const refund = await flow(paypal.test, 'refund', {
      collection: 'shop_order',
      keys: [order.orderId],
      line: '2',
    });
    expect(refund.status).toBe(200);
    expect(refund.body['message']).toBe(`Position 2 von ${order.orderId} erstattet.`);
    expect(statesOf(paypal.test, order.orderId).payment).toBe('partially_refunded');
    const refunds = (await paypal.state()).refunds;
    expect(refunds.map((each) => each.amount.value)).toEqual(['178.00']);
    const wrongLine = await flow(paypal.test, 'refund', {keys: [order.orderId], line: 9});
    expect(wrongLine).toMatchObject({status: 409, body: {code: 'unknown_line'}});
    expect(wrongLine.body['message']).toBe(
      `Bestellung ${order.orderId}: Die Bestellung hat keine Position 9.`,
    );
  });
});

describe('restock flow', () => {
  it('writes an adjust movement naming the owner and the reason, on a product or a variant', async () => {
    const test = await start();
    const product = await flow(test, 'restock', {
      collection: 'ecommerce_product',
      keys: ['119'],
      adjust: '+3',
      reason: 'Lieferung',
    });
    expect(product.status).toBe(200);
    expect(product.body['results']).toMatchObject([{key: '119', product: '119', variant: null}]);
    expect(String(product.body['message'])).toMatch(
      /^Bestand angepasst: „.+“ jetzt [\d.]+ Stück\.$/,
    );
    const variant = await flow(test, 'restock', {
      collection: 'ecommerce_product_variant',
      keys: '[1001]',
      adjust: -1,
    });
    expect(variant.body['results']).toMatchObject([{key: '1001', product: '101', variant: '1001'}]);
    const adjusts = test.rows('stock_movements').filter((row) => row['kind'] === 'adjust');
    expect(adjusts).toMatchObject([
      {product: '119', variant: '', quantity: 3, cause: 'owner: Lieferung'},
      {product: '101', variant: '1001', quantity: -1, cause: 'owner'},
    ]);
  });

  it('refuses below 0 pieces, a product with variants and a bad adjustment, changing nothing', async () => {
    // The real stock, not the ample one of the other tests.
    const test = await start({catalogue: (await loadJeweller()).catalogue});
    const before = test.count('stock_movements');
    const available = Number(
      (
        await fetch(`${test.url}/owner/stock/119`, {headers: AUTH}).then(
          (response) => response.json() as Promise<{stock: {items: {available: number}[]}}>,
        )
      ).stock.items[0]?.available,
    );
    const below = await flow(test, 'restock', {
      collection: 'ecommerce_product',
      keys: ['119'],
      adjust: -(available + 1),
    });
    expect(below).toMatchObject({status: 409, body: {status: 'error', code: 'below_zero'}});
    expect(below.body['message']).toBe(
      `„Thomas Sabo Kette Herz“ hat ${available} Stück auf Lager; ein Abgang von ${available + 1} ließe -1.`,
    );
    expect(String(below.body['detail'])).toContain('product 119');
    const withVariants = await flow(test, 'restock', {keys: ['101'], adjust: 1});
    expect(withVariants).toMatchObject({status: 400, body: {code: 'variant_required'}});
    const zero = await flow(test, 'restock', {keys: ['119'], adjust: '0'});
    expect(zero).toMatchObject({status: 400, body: {code: 'invalid'}});
    expect(String(zero.body['message'])).toMatch(/^„Menge“ ist eine ganze Zahl ungleich 0/);
    const unknown = await flow(test, 'restock', {
      collection: 'ecommerce_product_variant',
      keys: ['424242'],
      adjust: 1,
    });
    expect(unknown).toMatchObject({status: 404, body: {code: 'unknown_variant'}});
    expect(test.count('stock_movements')).toBe(before);
  });
});

/** A stand-in of Directus's folders and files API; what it received. */
async function fakeDirectus(folders: {id: string; name: string}[] = []) {
  const calls: {method: string; url: string; auth: string | undefined; body: string}[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      const url = request.url ?? '/';
      calls.push({method: request.method ?? '', url, auth: request.headers.authorization, body});
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, {'Content-Type': 'application/json'});
        response.end(JSON.stringify(value));
      };
      if (request.method === 'GET' && url.startsWith('/folders?')) {
        const name = new URL(url, 'http://x').searchParams.get('filter[name][_eq]');
        return reply(200, {data: folders.filter((folder) => folder.name === name)});
      }
      if (request.method === 'POST' && url === '/folders') {
        const folder = {
          id: `folder-${folders.length + 1}`,
          ...(JSON.parse(body) as {name: string}),
        };
        folders.push(folder);
        return reply(200, {data: folder});
      }
      if (request.method === 'POST' && url === '/files') return reply(200, {data: {id: 'file-1'}});
      return reply(403, {errors: [{message: "You don't have permission to access this."}]});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, folders};
}

describe('export flow', () => {
  it('answers 409 cms_not_configured without Directus', async () => {
    const test = await start();
    const answer = await flow(test, 'export', {from: '2026-01-01', to: '2026-12-31'});
    expect(answer).toMatchObject({
      status: 409,
      body: {status: 'error', code: 'cms_not_configured'},
    });
    expect(answer.body['message']).toMatch(/^Der Bestelldienst ist nicht mit Directus verbunden/);
  });

  it('uploads the CSV into the folder Exporte, created once, and answers the file id', async () => {
    const directus = await fakeDirectus();
    const test = await start({directus: {url: directus.url, token: 'service-token'}});
    const orderId = await prepayment(test);
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const body = {collection: 'shop_order', keys: [], from: '2000-01-01', to: `${today}T00:00:00`};
    const answer = await flow(test, 'export', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({status: 'ok', file: 'file-1', results: [{orders: 1}]});
    expect(String(answer.body['message'])).toMatch(
      /^Der Export bestellungen-2000-01-01-bis-.+\.csv mit 1 Bestellung liegt im Ordner „Exporte“\.$/,
    );
    expect(directus.folders).toEqual([{id: 'folder-1', name: 'Exporte'}]);
    const upload = directus.calls.find((call) => call.url === '/files');
    expect(upload?.auth).toBe('Bearer service-token');
    const folderField = upload?.body.indexOf('name="folder"') ?? -1;
    expect(folderField).toBeGreaterThan(-1);
    expect(folderField).toBeLessThan(upload?.body.indexOf('name="file"') ?? -1);
    expect(upload?.body).toContain(`${orderId};`);
    expect(upload?.body).toContain('Bestellnummer;Datum;Status');
    expect(upload?.body).toContain(`Bestellungen 2000-01-01 bis ${today}`);
    await flow(test, 'export', body);
    expect(directus.folders).toHaveLength(1);
  });

  it('passes on a refusal of Directus and refuses a period that is none', async () => {
    const directus = await fakeDirectus();
    const test = await start({directus: {url: `${directus.url}/nowhere`, token: 't'}});
    const refused = await flow(test, 'export', {from: '2026-01-01', to: '2026-01-31'});
    expect(refused).toMatchObject({status: 502, body: {code: 'cms_refused'}});
    expect(refused.body['message']).toMatch(/^Directus hat das Ablegen des Exports abgelehnt\./);
    expect(String(refused.body['detail'])).toContain("You don't have permission");
    const period = await flow(test, 'export', {from: '2026-02-01', to: '2026-01-31'});
    expect(period).toMatchObject({status: 400, body: {code: 'invalid'}});
    expect(period.body['message']).toBe('„Bis“ liegt vor „Von“.');
    expect(await flow(test, 'export', {from: '2026-02-30', to: '2026-03-01'})).toMatchObject({
      status: 400,
    });
  });
});
