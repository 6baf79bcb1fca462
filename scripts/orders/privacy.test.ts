// `npm run orders -- export-customer`, `forget-customer` and `sweep` on a running service's data
// folder, with the service syncing to a fake Directus: the export includes the Directus copies,
// the erasure removes them through the service's sync, and an unreachable Directus leaves the
// erasure queued, said so, until it answers.
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  startFakeDirectus,
  type FakeDirectus,
} from '../../packages/order-service/src/cms/fakeDirectus.testing.ts';
import {
  seedCatalogue,
  startSyncService,
  synced,
} from '../../packages/order-service/src/cms/syncService.testing.ts';
import {
  ownerAction,
  PRIVACY_OWNER_TOKEN,
  seedPerson,
} from '../../packages/order-service/src/privacy/privacy.testing.ts';
import {erasedAddress} from '../../packages/order-service/src/privacy/records.ts';
import {
  startTestService,
  type TestService,
} from '../../packages/order-service/src/testService.testing.ts';
import {runOrders} from './main.ts';

let test: TestService | null = null;
let fake: FakeDirectus | null = null;
let folder: string | null = null;
afterEach(async () => {
  await test?.close();
  await fake?.close();
  if (folder) rmSync(folder, {recursive: true, force: true});
  test = null;
  fake = null;
  folder = null;
});

async function orders(argv: string[], dataDir: string, env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runOrders(argv, {
    env,
    dataDir,
    keptToken: () => undefined,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return {code, out, err};
}

const ERIKA = 'erika@example.com';
const OTTO = 'otto@example.org';

async function syncing() {
  fake = await startFakeDirectus();
  await seedCatalogue(fake);
  test = await startSyncService(fake, {ownerToken: PRIVACY_OWNER_TOKEN});
  const erika = await seedPerson(test.url, ERIKA, 'Erika Mustermann');
  await seedPerson(test.url, OTTO, 'Otto Normal');
  await ownerAction(test.url, erika.orders[0] ?? '', 'cancel');
  await synced(test.dataDir);
  const env = {DIRECTUS_URL: fake.url, DIRECTUS_SERVICE_TOKEN: fake.token};
  return {fake, test, env, orderId: erika.orders[0] ?? ''};
}

const names = (items: Record<string, unknown>[]) => items.map((item) => item['email']).sort();

describe('npm run orders -- export-customer', () => {
  it('writes every kind of record and the Directus copies to a file', async () => {
    const {test, env, orderId} = await syncing();
    folder = mkdtempSync(path.join(os.tmpdir(), 'export-customer-'));
    const file = path.join(folder, 'erika.json');
    const result = await orders(
      ['export-customer', ' Erika@Example.COM', '--name', 'Erika Mustermann', '--out', file],
      test.dataDir,
      env,
    );
    expect(result).toMatchObject({code: 0, err: ''});
    expect(result.out).toMatch(/^Wrote \d+ records of erika@example.com/);
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown[]> & {
      directus: Record<string, Record<string, unknown>[]>;
    };
    for (const kind of [
      'orders',
      'contactMessages',
      'productRequests',
      'ratings',
      'newsletterSubscriptions',
      'mails',
    ]) {
      expect(data[kind], kind).not.toHaveLength(0);
    }
    expect(data.directus['state']).toBe('read');
    expect(data.directus['orders']?.map((item) => item['order_number'])).toEqual([orderId]);
    expect(names(data.directus['inbox'] ?? [])).toEqual([ERIKA, ERIKA, ERIKA]);
    expect(data.directus['ratings']).toMatchObject([{name: 'Erika Mustermann'}]);
    expect(readFileSync(file, 'utf8')).not.toContain(OTTO);
  });

  it('says so when Directus does not answer, and exports the rest', async () => {
    const {fake, test, env} = await syncing();
    fake.failWhen(() => ({status: 503}));
    const result = await orders(['export-customer', ERIKA], test.dataDir, env);
    expect(result.code).toBe(3);
    expect(result.err).toMatch(/Directus did not answer/);
    expect(JSON.parse(result.out)).toMatchObject({
      email: ERIKA,
      directus: {state: 'unreachable'},
    });
    // A synced folder exported without the Directus settings says what is missing.
    const unset = await orders(['export-customer', ERIKA], test.dataDir);
    expect(unset.code).toBe(3);
    expect(unset.err).toMatch(/DIRECTUS_URL and DIRECTUS_SERVICE_TOKEN are not set here/);
  });
});

describe('npm run orders -- forget-customer', () => {
  it('erases the Directus copies through the service, and nothing more when run again', async () => {
    const {fake, test, env, orderId} = await syncing();
    const result = await orders(
      ['forget-customer', ERIKA, '--name', 'Erika Mustermann'],
      test.dataDir,
      env,
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Erased:\n {2}1 contact message \(\d+\): no duty to keep it\n/);
    expect(result.out).toMatch(/Anonymised:\n {2}1 order \(/);
    expect(result.out).toMatch(/Kept:\n/);
    expect(result.out).toMatch(/Directus: \d+ copies erased or updated by the order service/);
    expect(names(fake.items('inbox'))).toEqual([OTTO, OTTO, OTTO]);
    const ratings = fake.items('ecommerce_product_rating');
    expect(ratings.map((item) => [item['name'], item['comment']])).toEqual([
      [null, null],
      ['Otto Normal', 'Wunderschön'],
    ]);
    const order = fake.items('shop_order').find((item) => item['order_number'] === orderId);
    expect(order).toMatchObject({
      customer_email: erasedAddress(ERIKA),
      customer_phone: null,
      customer_comment: null,
    });

    const again = await orders(['forget-customer', ERIKA], test.dataDir, env);
    expect(again.code).toBe(0);
    expect(again.out).toContain('Nothing more to erase: this ran before.');
    expect(again.out).not.toContain('Erased:');
  });

  it('queues the Directus part when Directus does not answer, says so, and completes later', async () => {
    const {fake, test, env} = await syncing();
    fake.failWhen((request) => (request.method === 'GET' ? {status: 503} : undefined));
    const result = await orders(['forget-customer', ERIKA, '--wait', '1'], test.dataDir, env);
    expect(result.code).toBe(3);
    expect(result.err).toMatch(/Directus: NOT DONE YET for \d+ of \d+ copies \(.*503/);
    expect(result.err).toMatch(/They stay queued/);
    expect(names(fake.items('inbox'))).toEqual([ERIKA, ERIKA, ERIKA, OTTO, OTTO, OTTO]);
    fake.failWhen(null);
    await synced(test.dataDir);
    expect(names(fake.items('inbox'))).toEqual([OTTO, OTTO, OTTO]);
  });

  it('erases without Directus and tells how to reach the ratings', async () => {
    test = await startTestService({ownerToken: PRIVACY_OWNER_TOKEN});
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    const exported = await orders(['export-customer', ERIKA], test.dataDir);
    expect(exported).toMatchObject({code: 0, err: ''});
    expect(JSON.parse(exported.out)).toMatchObject({directus: {state: 'not-synced'}});
    const result = await orders(['forget-customer', ERIKA], test.dataDir);
    expect(result).toMatchObject({code: 0, err: ''});
    expect(result.out).toContain('add --name "<name>"');
    expect(test.count('contact_messages')).toBe(0);
    expect(test.count('ratings')).toBe(1);
    const none = await orders(['forget-customer', 'nobody@example.com'], test.dataDir);
    expect(none.out).toContain('Nothing is held about this address.');
    const wrong = await orders(['forget-customer', 'not-an-address'], test.dataDir);
    expect([wrong.code, wrong.err]).toEqual([2, expect.stringMatching(/no e-mail address/)]);
  });
});

describe('npm run orders -- sweep', () => {
  it('deletes messages and requests past RETENTION_MESSAGES_DAYS, or keeps them when 0', async () => {
    test = await startTestService({ownerToken: PRIVACY_OWNER_TOKEN});
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    const off = await orders(['sweep'], test.dataDir, {RETENTION_MESSAGES_DAYS: '0'});
    expect(off.out).toMatch(
      /^Retention sweep \(RETENTION_MESSAGES_DAYS is 0\): deleted 0 contact messages, .* \(messages and requests kept\)\.$/m,
    );
    const kept = await orders(['sweep'], test.dataDir);
    expect(kept.out).toMatch(
      /^Retention sweep \(180 days\): deleted 0 contact messages, 0 product requests, 0 newsletter sign-ups and 0 mails, anonymised 0 orders \(messages from before /,
    );
    const bad = await orders(['sweep'], test.dataDir, {RETENTION_MESSAGES_DAYS: 'soon'});
    expect(bad.code).toBe(2);
    expect(test.count('contact_messages')).toBe(1);
  });
});
