// Reloading the catalogue without a restart (docs/architecture/order-service.md "Reloading the
// catalogue"): the route and `reloadCatalogue()`, new prices and the old ones' refusal with the
// catalogue's value, a broken catalogue kept out, maintenance mode, a new product and its stock,
// the ledger's rule with and without the Directus sync, the mails' shop, a catalogue behind the
// publish folder's symlink, and concurrent orders. The CLI's reloads (SIGHUP, a switched release
// link) are in `reloadCli.test.ts`.
import {mkdirSync, renameSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {StaticCatalogue} from '@schaufenster/core';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {loadCatalogueFile, type LoadedCatalogue} from './catalogue.ts';
import {CatalogueLoadError} from './catalogueReload.ts';
import {
  CHAIN,
  folder,
  loadBase,
  order,
  place,
  removeFolders,
  version,
  writeCatalogue,
} from './catalogueVersions.testing.ts';
import {startFakeDirectus, type FakeDirectus} from './cms/fakeDirectus.testing.ts';
import {seedCatalogue, startSyncService, synced} from './cms/syncService.testing.ts';
import type {OrderServiceOptions} from './service.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  post,
  startTestService,
  type Answer,
  type TestService,
} from './testService.testing.ts';

const OWNER_TOKEN = 'owner-token-for-reload-tests';
const AUTH = {Authorization: `Bearer ${OWNER_TOKEN}`};

let base: StaticCatalogue;
const services: TestService[] = [];
let fake: FakeDirectus | null = null;

beforeAll(async () => {
  base = await loadBase();
});

afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await fake?.close();
  fake = null;
  removeFolders();
});

/** A new product: the chain under another id, name and slug, with `stock` pieces. */
function newProduct(id: number, stock: number): StaticCatalogue['products'][number] {
  const chain = base.products.find((product) => product.id === CHAIN);
  if (!chain) throw new Error('the jeweller lists the chain');
  return {...chain, id, slug: `neue-kette-${id}`, display_name: 'Neue Kette', stock};
}

/** The service over the catalogue file `file`, reloading from it, with the owner token. */
async function startOnFile(
  file: string,
  options: Partial<OrderServiceOptions> = {},
): Promise<TestService> {
  const load = () => loadCatalogueFile(file, () => {});
  const first = await load();
  const test = await startTestService({
    catalogue: first.catalogue,
    projects: first.projects,
    loadCatalogue: load,
    ownerToken: OWNER_TOKEN,
    klarna: null,
    paypal: null,
    ...(first.shop ? {mail: {shop: first.shop}} : {}),
    ...options,
  });
  services.push(test);
  return test;
}

const reload = (url: string, headers: Record<string, string> = AUTH, body: unknown = {}) =>
  post(`${url}/owner/catalogue/reload`, body, headers);

/** Pieces of `product` the ledger has now, through the live stock read. */
async function available(url: string, product: number): Promise<number | null | undefined> {
  const response = await fetch(`${url}/ecom/stock?project=${JEWELLER_DOMAIN}&ids=${product}`);
  const body = (await response.json()) as {stock: Record<string, {available: number | null}>};
  return body.stock[String(product)]?.available;
}

/** The errors of an answer as `{code: expected}`. */
function expectedValues(answer: Answer): Record<string, unknown> {
  const errors = (answer.body['errors'] ?? []) as {code: string; expected?: number}[];
  return Object.fromEntries(errors.map((error) => [error.code, error.expected]));
}

describe('POST /owner/catalogue/reload', () => {
  it('answers 401 without the owner token, 404 with the API off, 405 for GET', async () => {
    const dir = folder();
    const test = await startOnFile(writeCatalogue(dir, version()));
    const none = await reload(test.url, {});
    expect([none.status, errorCodes(none)]).toEqual([401, ['unauthorized']]);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="owner"');
    const wrong = await reload(test.url, {Authorization: 'Bearer not-the-owner-token'});
    expect(wrong.status).toBe(401);
    const get = await fetch(`${test.url}/owner/catalogue/reload`, {headers: AUTH});
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const off = await startOnFile(writeCatalogue(folder(), version()), {ownerToken: undefined});
    expect((await reload(off.url)).status).toBe(404);
  });

  it('takes no body or {}, refuses other JSON and says so without a loader', async () => {
    const test = await startOnFile(writeCatalogue(folder(), version()));
    const empty = await fetch(`${test.url}/owner/catalogue/reload`, {
      method: 'POST',
      headers: AUTH,
    });
    expect(empty.status).toBe(200);
    expect((await reload(test.url, AUTH, {})).status).toBe(200);
    const broken = await reload(test.url, AUTH, '{"no');
    expect([broken.status, errorCodes(broken)]).toEqual([400, ['invalid_json']]);
    const fixed = await startTestService({ownerToken: OWNER_TOKEN, klarna: null, paypal: null});
    services.push(fixed);
    const refused = await reload(fixed.url);
    expect([refused.status, errorCodes(refused)]).toEqual([409, ['reload_unavailable']]);
    await expect(fixed.service.reloadCatalogue()).rejects.toBeInstanceOf(CatalogueLoadError);
  });
});

describe('reloading the catalogue', () => {
  it('prices the next order on the new catalogue and refuses the old price with the new one', async () => {
    const dir = folder();
    const test = await startOnFile(writeCatalogue(dir, version()));
    expect((await place(test.url, order(89))).status).toBe(200);

    writeCatalogue(dir, version({price: 95}));
    const answer = await reload(test.url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      products: base.products.length,
      reloadedAt: expect.any(String),
    });
    const at = String(answer.body['reloadedAt']);
    expect(new Date(at).toISOString()).toBe(at);

    // Right after the answer: the old price is refused with the catalogue's, the new one taken.
    const old = await place(test.url, order(89));
    expect(old.status).toBe(422);
    expect(old.body['errors']).toEqual([
      expect.objectContaining({
        code: 'price_mismatch',
        path: 'products.0.price_brutto',
        expected: 95,
      }),
      expect.objectContaining({
        code: 'total_mismatch',
        path: 'total_price_brutto',
        expected: 104.9,
      }),
    ]);
    const fresh = await place(test.url, order(95));
    expect([fresh.status, fresh.body['total']]).toEqual([200, 104.9]);

    // A new shipping cost is refused with the catalogue's as well.
    writeCatalogue(dir, version({price: 95, shipping: 12.9}));
    await test.service.reloadCatalogue();
    const shipping = await place(test.url, order(95));
    expect(expectedValues(shipping)).toEqual({shipping_cost_mismatch: 12.9, total_mismatch: 107.9});
  });

  it('keeps the old catalogue when the new one does not load: 422 and a throw', async () => {
    const dir = folder();
    const file = writeCatalogue(dir, version());
    const test = await startOnFile(file);
    writeFileSync(file, '{"settings": null, "products": [');
    const unreadable = await reload(test.url);
    expect(unreadable.status).toBe(422);
    expect(unreadable.body['errors']).toEqual([
      {code: 'catalogue_invalid', message: expect.stringMatching(/Cannot read catalogue/)},
    ]);
    writeFileSync(file, JSON.stringify({...version({price: 95}), products: 'none'}));
    const invalid = await reload(test.url);
    expect([invalid.status, errorCodes(invalid)]).toEqual([422, ['catalogue_invalid']]);
    await expect(test.service.reloadCatalogue()).rejects.toBeInstanceOf(CatalogueLoadError);
    // A broken shop content file beside it keeps the old catalogue too.
    writeCatalogue(dir, version({price: 95}), {name: '', address: [], brandColor: 'blue'});
    expect(errorCodes(await reload(test.url))).toEqual(['catalogue_invalid']);
    expect((await place(test.url, order(89))).status).toBe(200);
  });

  it('closes the checkout with maintenance mode and opens it again', async () => {
    const dir = folder();
    const test = await startOnFile(writeCatalogue(dir, version()));
    writeCatalogue(dir, version({maintenance: true}));
    expect((await reload(test.url)).status).toBe(200);
    const closed = await place(test.url, order(89));
    expect([closed.status, errorCodes(closed)]).toEqual([422, ['shop_closed']]);
    writeCatalogue(dir, version({maintenance: false}));
    expect((await reload(test.url)).status).toBe(200);
    expect((await place(test.url, order(89))).status).toBe(200);
  });

  it('takes orders for a product the reload added and imports its stock', async () => {
    const dir = folder();
    const test = await startOnFile(writeCatalogue(dir, version()));
    const before = await place(test.url, order(89, 9.9, 990));
    expect(errorCodes(before)).toEqual(['unknown_product']);
    expect(await available(test.url, 990)).toBeUndefined();

    writeCatalogue(dir, version({added: [newProduct(990, 2)]}));
    expect((await reload(test.url)).body['products']).toBe(base.products.length + 1);
    expect(await available(test.url, 990)).toBe(2);
    const placed = await place(test.url, order(89, 9.9, 990));
    expect(placed.status).toBe(200);
    expect(await available(test.url, 990)).toBe(1);
    const owner = await fetch(`${test.url}/owner/stock/990`, {headers: AUTH});
    expect(await owner.json()).toMatchObject({stock: {product: '990', items: [{available: 1}]}});
  });

  it('adjusts changed content stock without the Directus sync, as a restart does', async () => {
    const dir = folder();
    const test = await startOnFile(writeCatalogue(dir, version({stock: 10})));
    await place(test.url, order(89, 9.9, CHAIN, 2));
    expect(await available(test.url, CHAIN)).toBe(8);
    // The owner counted 15 pieces: the content's number is the owner's word.
    writeCatalogue(dir, version({stock: 15}));
    await test.service.reloadCatalogue();
    expect(await available(test.url, CHAIN)).toBe(13);
  });

  it('does not count a sale twice with the Directus sync: its stock is the ledger read back', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    const dir = folder();
    const file = writeCatalogue(dir, version({stock: 10}));
    const load = () => loadCatalogueFile(file, () => {});
    const first = await load();
    const test = await startSyncService(fake, {catalogue: first.catalogue, loadCatalogue: load});
    services.push(test);
    await place(test.url, order(89, 9.9, CHAIN, 2));
    await synced(test.dataDir);
    const pushed = fake.items('ecommerce_product').find((item) => item['id'] === String(CHAIN));
    expect(pushed?.['stock']).toBe(8);
    // The publish after the push writes Directus's 8 into the catalogue: the ledger keeps 8.
    writeCatalogue(dir, version({stock: 8}));
    await test.service.reloadCatalogue();
    expect(await available(test.url, CHAIN)).toBe(8);
  });

  it('writes the owner messages to the address of the reloaded shop content', async () => {
    const dir = folder();
    const shop = {
      name: 'Juwelier Morgenstern',
      address: ['Goethestraße 12'],
      brandColor: '#8a6d3b',
    };
    const file = writeCatalogue(dir, version(), {...shop, email: 'alt@juwelier.example'});
    const test = await startOnFile(file);
    await place(test.url, order(89));
    writeCatalogue(dir, version(), {...shop, email: 'neu@juwelier.example'});
    await test.service.reloadCatalogue();
    await place(test.url, order(89));
    const ownerMessages = test
      .rows('outbox')
      .filter((row) => row['kind'] === 'owner-new-order')
      .map((row) => row['to_address']);
    expect(ownerMessages).toEqual(['alt@juwelier.example', 'neu@juwelier.example']);
  });
});

describe("a catalogue behind the publish folder's symlink", () => {
  it('is read from the release the symlink points at when reloading', async () => {
    const dir = folder();
    const shop = {
      name: 'Juwelier Morgenstern',
      address: ['Goethestraße 12'],
      brandColor: '#8a6d3b',
    };
    for (const [release, price, email] of [
      ['one', 89, 'eins@juwelier.example'],
      ['two', 95, 'zwei@juwelier.example'],
    ] as const) {
      mkdirSync(path.join(dir, release));
      writeCatalogue(path.join(dir, release), version({price}), {...shop, email});
    }
    symlinkSync('one', path.join(dir, 'current'));
    const test = await startOnFile(path.join(dir, 'current', 'shop-catalogue.json'));
    // The publish server's switch: a new symlink renamed over `current`.
    symlinkSync('two', path.join(dir, 'next'));
    renameSync(path.join(dir, 'next'), path.join(dir, 'current'));
    expect((await reload(test.url)).status).toBe(200);
    expect((await place(test.url, order(95))).status).toBe(200);
    const owner = test.rows('outbox').find((row) => row['kind'] === 'owner-new-order');
    expect(owner?.['to_address']).toBe('zwei@juwelier.example');
  });
});

describe('orders during reloads', () => {
  it('never see a mixed catalogue', {timeout: 30_000}, async () => {
    // Two versions that differ in the chain's price and the shipping cost, swapped back and forth
    // while orders of both come in: each answer is priced on one version, whole.
    const a = {price: 89, shipping: 9.9, total: 98.9};
    const b = {price: 95, shipping: 12.9, total: 107.9};
    const versions = [version(a), version(b)];
    let loads = 0;
    const loadCatalogue = async (): Promise<LoadedCatalogue> => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, loads % 3));
      const catalogue = versions[loads % 2] ?? base;
      return {name: `version ${loads % 2}`, catalogue, projects: [JEWELLER_DOMAIN]};
    };
    const test = await startTestService({
      catalogue: version(a),
      projects: [JEWELLER_DOMAIN],
      loadCatalogue,
      klarna: null,
      paypal: null,
    });
    services.push(test);

    const answers: {sent: typeof a; answer: Answer}[] = [];
    for (let round = 0; round < 12; round += 1) {
      const sends = [a, b, a, b].map(async (sent) => {
        answers.push({sent, answer: await place(test.url, order(sent.price, sent.shipping))});
      });
      await Promise.all([test.service.reloadCatalogue(), ...sends]);
    }

    const accepted = new Set<number>();
    for (const {sent, answer} of answers) {
      const other = sent === a ? b : a;
      if (answer.status === 200) {
        expect(answer.body['total']).toBe(sent.total);
        accepted.add(sent.price);
      } else {
        // Refused: every value it names is the other version's.
        expect(answer.status).toBe(422);
        expect(expectedValues(answer)).toEqual({
          price_mismatch: other.price,
          shipping_cost_mismatch: other.shipping,
          total_mismatch: other.total,
        });
      }
    }
    expect([...accepted].sort()).toEqual([a.price, b.price]);
    // What was stored is one version's too: unit price and shipping of the same one.
    const stored = test.rows('orders').map((row) => {
      const [line] = JSON.parse(String(row['lines'])) as {unitCents: number}[];
      return [line?.unitCents, row['shipping_cents'], row['total_cents']];
    });
    for (const row of stored) {
      expect([
        [8900, 990, 9890],
        [9500, 1290, 10790],
      ]).toContainEqual(row);
    }
  });
});
