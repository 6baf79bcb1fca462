// Data requests on a real data folder (decision 075): the export holds every kind of record of
// the person and nobody else's; the erasure deletes what no duty covers, keeps the tax record and
// the sent order mails, and erases nothing more when run again; the sweep deletes only old
// messages and requests.
import type {DatabaseSync} from 'node:sqlite';
import {afterEach, describe, expect, it} from 'vitest';
import {startTestService, type TestService} from '../testService.testing.ts';
import {exportCustomerData} from './exportCustomer.ts';
import {forgetCustomer} from './forgetCustomer.ts';
import {openDataFolder, ownerAction, PRIVACY_OWNER_TOKEN, seedPerson} from './privacy.testing.ts';
import {erasedAddress} from './records.ts';
import {startFakeDirectus, type FakeDirectus} from '../cms/fakeDirectus.testing.ts';
import {seedCatalogue, startSyncService, synced} from '../cms/syncService.testing.ts';
import {startRetentionSweep, sweepRetention} from './sweep.ts';

let test: TestService | null = null;
let db: DatabaseSync | null = null;
let fake: FakeDirectus | null = null;
afterEach(async () => {
  db?.close();
  db = null;
  await test?.close();
  test = null;
  await fake?.close();
  fake = null;
});

async function started() {
  test = await startTestService({ownerToken: PRIVACY_OWNER_TOKEN});
  db = openDataFolder(test.dataDir);
  return {test, db};
}

const ERIKA = 'Erika.Mustermann@Example.com';
const OTTO = 'otto@example.org';

const all = (connection: DatabaseSync, sql: string) =>
  connection.prepare(sql).all() as Record<string, unknown>[];

describe('export-customer', () => {
  it('holds every kind of record of the person, matched in any case, and nobody else’s', async () => {
    const {test, db} = await started();
    const erika = await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    await seedPerson(test.url, OTTO, 'Otto Normal');

    const data = exportCustomerData(db, {
      email: '  erika.mustermann@EXAMPLE.com ',
      name: 'erika mustermann',
    });
    expect(data.email).toBe('erika.mustermann@example.com');
    expect(data.orders.map((order) => order['order_id'])).toEqual(erika.orders);
    expect(data.orders[0]).toMatchObject({
      customer_email: ERIKA,
      payload: {shipping_address: {first_name: 'Erika', phone: '069 1234567'}},
      events: [expect.objectContaining({fulfilment_to: 'awaiting_transfer'})],
    });
    expect(data.orders[0]).not.toHaveProperty('idempotency_key');
    expect(data.contactMessages).toMatchObject([{email: ERIKA, name: 'Erika Mustermann'}]);
    expect(data.productRequests).toMatchObject([{payload: {email: ERIKA}}]);
    expect(data.ratings).toMatchObject([{rating: 5, payload: {name: 'Erika Mustermann'}}]);
    expect(data.newsletterSubscriptions).toMatchObject([{email: ERIKA.toLowerCase()}]);
    const kinds = data.mails.map((mail) => mail['kind']).sort();
    expect(kinds).toEqual([
      'newsletter-confirm',
      'order-received',
      'owner-contact',
      'owner-new-order',
      'owner-rating',
      'owner-request',
    ]);
    expect(JSON.stringify(data)).not.toContain(OTTO);
    expect(JSON.stringify(data)).not.toContain('Otto');
  });

  it('finds no ratings without a name and says why', async () => {
    const {test, db} = await started();
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    const data = exportCustomerData(db, {email: ERIKA});
    expect(data.ratings).toEqual([]);
    expect(data.notes[0]).toContain('--name');
    expect(data.mails.map((mail) => mail['kind'])).not.toContain('owner-rating');
  });
});

describe('forget-customer', () => {
  it('erases what no duty covers, keeps the tax record and sent order mails, and says why', async () => {
    const {test, db} = await started();
    const erika = await seedPerson(test.url, ERIKA, 'Erika Mustermann', 2);
    await seedPerson(test.url, OTTO, 'Otto Normal');
    const [finished = '', open = ''] = erika.orders;
    await ownerAction(test.url, finished, 'cancel');
    // The customer's order mails of the finished order went out; the sender is off in tests.
    db.prepare(
      `UPDATE outbox SET state = 'sent', sent_at = created_at
      WHERE ref = ? AND kind NOT LIKE 'owner-%'`,
    ).run(`order:${finished}`);
    db.prepare(
      `UPDATE outbox SET state = 'sent', sent_at = created_at WHERE kind = 'owner-new-order'`,
    ).run();
    const ottoBefore = exportCustomerData(db, {email: OTTO, name: 'Otto Normal'});

    const report = forgetCustomer(db, {
      email: ` ${ERIKA.toUpperCase()} `,
      name: 'Erika Mustermann',
    });
    expect(report.changed).toBe(true);
    const outcome = (kind: string, action: string) =>
      report.outcomes.filter((entry) => entry.kind === kind && entry.action === action);
    expect(outcome('order', 'kept').flatMap((entry) => entry.ids)).toEqual([open]);
    expect(outcome('order', 'kept')[0]?.why).toContain('still open');
    expect(outcome('order', 'anonymised')).toMatchObject([{ids: [finished]}]);
    expect(outcome('order', 'anonymised')[0]?.why).toMatch(/§147 AO, §14b UStG/);
    for (const kind of ['contact message', 'product request', 'newsletter subscription']) {
      expect(outcome(kind, 'erased')).toHaveLength(1);
    }
    expect(outcome('rating', 'anonymised')).toHaveLength(1);
    expect(
      outcome('mail', 'kept')
        .map((entry) => entry.why)
        .join(' '),
    ).toMatch(/§257 HGB/);

    // Gone: the messages, the request, the sign-up, their mails.
    expect(all(db, 'SELECT * FROM contact_messages').map((row) => row['email'])).toEqual([OTTO]);
    expect(all(db, 'SELECT * FROM newsletter_subscriptions').map((row) => row['email'])).toEqual([
      OTTO,
    ]);
    expect(all(db, 'SELECT payload FROM requests')).toHaveLength(1);
    // The rating keeps its stars, without the name and comment.
    const ratings = all(db, 'SELECT rating, payload FROM ratings ORDER BY id');
    expect(ratings.map((row) => JSON.parse(String(row['payload'])))).toEqual([
      {project: expect.any(String), product: 118, rating: 5},
      expect.objectContaining({name: 'Otto Normal', comment: 'Wunderschön'}),
    ]);
    // The finished order: the invoice data stays, the address, phone and comment do not.
    const orders = all(db, 'SELECT order_id, customer_email, payload FROM orders ORDER BY id');
    const kept = orders.find((row) => row['order_id'] === finished);
    const payload = JSON.parse(String(kept?.['payload'])) as Record<string, unknown>;
    expect(kept?.['customer_email']).toBe(erasedAddress(ERIKA));
    expect(payload).toMatchObject({
      customer_email: erasedAddress(ERIKA),
      comment: null,
      shipping_address: {first_name: 'Erika', last_name: 'Mustermann', city: 'Frankfurt am Main'},
    });
    expect(payload['shipping_address']).not.toHaveProperty('phone');
    expect(orders.find((row) => row['order_id'] === open)?.['customer_email']).toBe(ERIKA);
    // Mails: the open order's and the sent confirmation stay; the rest is gone.
    const erikaMails = all(db, 'SELECT kind, ref FROM outbox').filter((row) =>
      [`order:${finished}`, `order:${open}`].includes(String(row['ref'])),
    );
    expect(erikaMails.map((row) => `${String(row['kind'])} ${String(row['ref'])}`).sort()).toEqual(
      [
        `order-cancelled order:${finished}`,
        `order-received order:${finished}`,
        `order-received order:${open}`,
        `owner-new-order order:${open}`,
      ].sort(),
    );
    // Otto is untouched.
    expect(exportCustomerData(db, {email: OTTO, name: 'Otto Normal'})).toEqual({
      ...ottoBefore,
      exportedAt: expect.any(String),
    });

    // A second run erases nothing more and says so; the export still shows what is kept.
    const again = forgetCustomer(db, {email: ERIKA, name: 'Erika Mustermann'});
    expect(again.changed).toBe(false);
    expect(again.outcomes.every((entry) => entry.action === 'kept')).toBe(true);
    expect(again.outcomes.find((entry) => entry.ids.includes(finished))?.why).toContain(
      'anonymised before',
    );
    const after = exportCustomerData(db, {email: ERIKA});
    expect(after.orders.map((order) => order['order_id'])).toEqual([finished, open]);
    expect(after.contactMessages).toEqual([]);
  });

  it('past the 8 years, erases the name and address of a finished order too', async () => {
    const {test, db} = await started();
    const erika = await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    const [orderId = ''] = erika.orders;
    await ownerAction(test.url, orderId, 'cancel');
    db.prepare(`UPDATE outbox SET state = 'sent', sent_at = created_at`).run();
    const year = new Date().getUTCFullYear();
    const report = forgetCustomer(
      db,
      {email: ERIKA},
      {now: () => new Date(`${year + 9}-01-01T00:00:00Z`)},
    );
    expect(report.outcomes.find((entry) => entry.kind === 'order')?.why).toContain(
      'past its 8 years',
    );
    const [row] = all(db, 'SELECT payload FROM orders');
    expect(JSON.parse(String(row?.['payload']))).toMatchObject({
      shipping_address: {country_code: 'DE'},
      total_price_brutto: 98.9,
    });
    expect(String(row?.['payload'])).not.toContain('Erika');
    // Every mail of the order is past its 6 years too; the rating, not asked about, stays.
    expect(all(db, `SELECT kind FROM outbox`)).toEqual([{kind: 'owner-rating'}]);
  });
});

describe('the retention sweep', () => {
  it('deletes only messages and requests older than the period, and their sent mails', async () => {
    const {test, db} = await started();
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
    for (const table of ['contact_messages', 'requests', 'outbox']) {
      db.prepare(`UPDATE ${table} SET created_at = ?`).run(old);
    }
    db.prepare(`UPDATE outbox SET state = 'sent', sent_at = ? WHERE ref LIKE 'contact:%'`).run(old);
    await seedPerson(test.url, OTTO, 'Otto Normal');
    const result = sweepRetention(db, {messagesDays: 180});
    expect(result).toMatchObject({contactMessages: 1, requests: 1, mails: 1});
    expect(all(db, 'SELECT email FROM contact_messages')).toEqual([{email: OTTO}]);
    expect(all(db, 'SELECT id FROM requests')).toHaveLength(1);
    // The old request's mail is still queued: it goes once sent. Orders, ratings, sign-ups stay.
    expect(all(db, `SELECT ref FROM outbox WHERE ref LIKE 'request:%'`)).toHaveLength(2);
    expect(all(db, `SELECT ref FROM outbox WHERE ref LIKE 'contact:%'`)).toHaveLength(1);
    expect(all(db, 'SELECT id FROM orders')).toHaveLength(2);
    expect(all(db, 'SELECT id FROM ratings')).toHaveLength(2);
    expect(all(db, 'SELECT id FROM newsletter_subscriptions')).toHaveLength(2);
    expect(sweepRetention(db, {messagesDays: 180})).toMatchObject({
      contactMessages: 0,
      requests: 0,
      mails: 0,
    });
  });
});

describe('the retention sweep with Directus and on a schedule', () => {
  it('deletes the Directus copies of the swept messages through the sync', async () => {
    fake = await startFakeDirectus();
    await seedCatalogue(fake);
    test = await startSyncService(fake);
    db = openDataFolder(test.dataDir);
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    await synced(test.dataDir);
    const kinds = () =>
      fake
        ?.items('inbox')
        .map((item) => item['kind'])
        .sort();
    expect(kinds()).toEqual(['contact', 'newsletter', 'product_request']);
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
    db.prepare('UPDATE contact_messages SET created_at = ?').run(old);
    db.prepare('UPDATE requests SET created_at = ?').run(old);
    sweepRetention(db, {messagesDays: 180, attachIfSynced: true});
    await synced(test.dataDir);
    expect(kinds()).toEqual(['newsletter']);
  });

  it('sweeps shortly after the start and logs what it deleted', async () => {
    const {test, db} = await started();
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    db.prepare('UPDATE contact_messages SET created_at = ?').run('2020-01-01T00:00:00.000Z');
    const lines: string[] = [];
    const sweeper = startRetentionSweep(db, {messagesDays: 30, firstDelayMs: 5}, (line) =>
      lines.push(line),
    );
    try {
      await expect.poll(() => lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^retention: deleted 1 contact message, 0 product requests, 0 newsletter sign-ups and 0 mails, anonymised 0 orders \(messages from before /,
      );
      expect(all(db, 'SELECT id FROM contact_messages')).toEqual([]);
    } finally {
      sweeper.close();
    }
    // 0 keeps messages; the periods of the law still run.
    db.prepare('UPDATE requests SET created_at = ?').run('2020-01-01T00:00:00.000Z');
    const off = startRetentionSweep(db, {messagesDays: 0}, (line) => lines.push(line));
    expect(off.sweepNow()).toMatchObject({before: null, requests: 0});
    expect(all(db, 'SELECT id FROM requests')).toHaveLength(1);
    off.close();
  });
});
