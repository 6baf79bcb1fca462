// The retention sweep ages out by the periods of decision 075 on a running service's data folder
// syncing to a fake Directus: a finished order is anonymised 8 years after the end of its year
// (its Directus copy follows), its sent mails go after 6, an open order waits; a pending sign-up
// goes 30 days after its link expired, an unsubscribed one 3 years after the end of the year of the
// withdrawal, a confirmed one stays, and a queued mail holds its record back.
import type {DatabaseSync} from 'node:sqlite';
import {afterEach, describe, expect, it} from 'vitest';
import {startFakeDirectus, type FakeDirectus} from '../cms/fakeDirectus.testing.ts';
import {seedCatalogue, startSyncService, synced} from '../cms/syncService.testing.ts';
import {CONFIRM_TOKEN_MAX_AGE_MS} from '../newsletter/subscriptions.ts';
import type {TestService} from '../testService.testing.ts';
import {openDataFolder, ownerAction, PRIVACY_OWNER_TOKEN, seedPerson} from './privacy.testing.ts';
import {erasedAddress} from './records.ts';
import {sweepRetention} from './sweep.ts';

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

const ERIKA = 'erika@example.com';
const OTTO = 'otto@example.org';

async function started() {
  fake = await startFakeDirectus();
  await seedCatalogue(fake);
  test = await startSyncService(fake, {ownerToken: PRIVACY_OWNER_TOKEN});
  db = openDataFolder(test.dataDir);
  return {test, db, fake};
}

const all = (connection: DatabaseSync, sql: string, ...params: string[]) =>
  connection.prepare(sql).all(...params) as Record<string, unknown>[];

/** A sweep at `iso` as `npm run orders -- sweep` runs it, messages kept. */
const sweepAt = (connection: DatabaseSync, iso: string) =>
  sweepRetention(connection, {
    messagesDays: 0,
    now: () => new Date(iso),
    attachIfSynced: true,
  });

describe('orders and their mails age out', () => {
  it('anonymises a finished order after 8 years and deletes its mails after 6', async () => {
    const {test, db, fake} = await started();
    const [finished = ''] = (await seedPerson(test.url, ERIKA, 'Erika Mustermann')).orders;
    const [open = ''] = (await seedPerson(test.url, OTTO, 'Otto Normal')).orders;
    await ownerAction(test.url, finished, 'cancel');
    // Placed and sent at 23:30 on 31 December 2026 in Berlin: the year 2026.
    db.prepare(`UPDATE orders SET created_at = '2026-12-31T22:30:00.000Z'`).run();
    db.prepare(
      `UPDATE outbox SET state = 'sent', sent_at = '2026-12-31T22:31:00.000Z'
      WHERE ref LIKE 'order:%'`,
    ).run();
    await synced(test.dataDir);
    const orderMails = (orderId: string) =>
      all(db, 'SELECT kind FROM outbox WHERE ref = ?', `order:${orderId}`).length;
    const mailsBefore = orderMails(finished);
    expect(mailsBefore).toBeGreaterThan(1);

    // The mails: kept through 2032, gone from 1 January 2033 (Berlin), the open order's stay.
    expect(sweepAt(db, '2032-12-31T22:59:59.999Z')).toMatchObject({mails: 0, orders: 0});
    expect(sweepAt(db, '2032-12-31T23:00:00.000Z')).toMatchObject({
      mails: mailsBefore,
      orders: 0,
    });
    expect(orderMails(finished)).toBe(0);
    expect(orderMails(open)).toBeGreaterThan(0);

    // The order: whole through 2034, anonymised from 1 January 2035; the open one waits.
    expect(sweepAt(db, '2034-12-31T22:59:59.999Z').orders).toBe(0);
    expect(sweepAt(db, '2034-12-31T23:00:00.000Z').orders).toBe(1);
    const orders = all(db, 'SELECT order_id, customer_email, payload, lines FROM orders');
    const erika = orders.find((row) => row['order_id'] === finished);
    expect(erika?.['customer_email']).toBe(erasedAddress(ERIKA));
    expect(JSON.parse(String(erika?.['payload']))).toMatchObject({
      shipping_address: {country_code: 'DE'},
      total_price_brutto: 98.9,
      comment: null,
    });
    expect(`${String(erika?.['payload'])}${String(erika?.['lines'])}`).not.toMatch(
      /Erika|Mustermann|Hauptstraße|069/,
    );
    expect(orders.find((row) => row['order_id'] === open)?.['customer_email']).toBe(OTTO);
    // Nothing more the next time; the Directus copy follows.
    expect(sweepAt(db, '2040-01-01T12:00:00.000Z').orders).toBe(0);
    await synced(test.dataDir);
    const copies = fake.items('shop_order');
    const copy = copies.find((item) => item['order_number'] === finished);
    expect(copy?.['customer_email']).toBe(erasedAddress(ERIKA));
    expect(JSON.stringify(copy)).not.toMatch(/Erika|Hauptstraße/);
    expect(copies.find((item) => item['order_number'] === open)?.['customer_email']).toBe(OTTO);
  });
});

describe('newsletter sign-ups age out', () => {
  it('deletes an expired pending sign-up after the grace period, with its Directus copy', async () => {
    const {test, db, fake} = await started();
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    await seedPerson(test.url, OTTO, 'Otto Normal');
    const mailed = '2026-03-01T10:00:00.000Z';
    db.prepare('UPDATE newsletter_subscriptions SET confirm_mail_at = ? WHERE email = ?').run(
      mailed,
      ERIKA,
    );
    await synced(test.dataDir);
    const newsletterCopies = () =>
      fake.items('inbox').filter((item) => item['kind'] === 'newsletter').length;
    expect(newsletterCopies()).toBe(2);
    const graceEnds = Date.parse(mailed) + CONFIRM_TOKEN_MAX_AGE_MS + 30 * 86_400_000;

    // The confirmation mail is still queued: the sign-up waits for it.
    expect(sweepAt(db, new Date(graceEnds).toISOString()).signUps).toBe(0);
    db.prepare(`UPDATE outbox SET state = 'sent', sent_at = ? WHERE ref LIKE 'newsletter:%'`).run(
      mailed,
    );
    expect(sweepAt(db, new Date(graceEnds - 1).toISOString()).signUps).toBe(0);
    expect(sweepAt(db, new Date(graceEnds).toISOString())).toMatchObject({signUps: 1, mails: 1});
    expect(all(db, 'SELECT email FROM newsletter_subscriptions')).toEqual([{email: OTTO}]);
    expect(all(db, `SELECT ref FROM outbox WHERE kind = 'newsletter-confirm'`)).toHaveLength(1);
    await synced(test.dataDir);
    expect(newsletterCopies()).toBe(1);
  });

  it('keeps the proof of a withdrawn consent 3 years after the end of its year, a confirmed one always', async () => {
    const {test, db} = await started();
    await seedPerson(test.url, ERIKA, 'Erika Mustermann');
    await seedPerson(test.url, OTTO, 'Otto Normal');
    db.prepare(`UPDATE outbox SET state = 'sent', sent_at = created_at`).run();
    // Erika confirmed and stays; Otto confirmed and unsubscribed at 23:30 on 31 December 2026.
    db.prepare(
      `UPDATE newsletter_subscriptions SET confirmed_at = '2026-01-05T09:00:00.000Z',
      consent_version = 'newsletter-2026-12'`,
    ).run();
    db.prepare(
      `UPDATE newsletter_subscriptions SET unsubscribed_at = '2026-12-31T22:30:00.000Z'
      WHERE email = ?`,
    ).run(OTTO);
    expect(sweepAt(db, '2029-12-31T22:59:59.999Z').signUps).toBe(0);
    expect(sweepAt(db, '2029-12-31T23:00:00.000Z')).toMatchObject({signUps: 1, mails: 1});
    expect(all(db, 'SELECT email FROM newsletter_subscriptions')).toEqual([{email: ERIKA}]);
    expect(sweepAt(db, '2090-01-01T00:00:00.000Z').signUps).toBe(0);
    expect(test.count('newsletter_subscriptions')).toBe(1);
  });
});
