// The periods of the law run from the end of the shop's calendar year (§147 (4) AO, §257 (5)
// HGB), in Europe/Berlin: for any year and any time of day, an order placed on 31 December and one
// placed on 1 January a moment later are a year apart in the sweep. The first is anonymised from
// the first moment of the ninth year after its own, the second a year later; their sent mails go
// from the first moment of the seventh. Orders at 00:xx on 1 January are 23:xx UTC on 31 December:
// counting them by UTC would erase them a year early. Real SQLite, a fresh data folder per case.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {openOrderStore, type OrderStore} from '../store/database.ts';
import {sweepRetention} from './sweep.ts';

const DAY_MS = 86_400_000;

/** The first moment of 1 January `year` in Berlin (winter time, UTC+1), in ms. */
const newYear = (year: number) => Date.UTC(year, 0, 1) - 3_600_000;

/** Places a finished order at `at` with one customer mail sent at the same time; its number. */
function placeOrder(store: OrderStore, key: string, at: number): string {
  const email = `${key}@example.com`;
  const {orderId} = store.insertOrder(
    {
      orderUuid: `uuid-${key}`,
      idempotencyKey: `key-${key}`,
      requestHash: 'hash',
      project: 'shop.example',
      customerEmail: email,
      paymentMethod: '1',
      shippingMethod: '1',
      presentWrap: false,
      subtotalCents: 8900,
      shippingCents: 990,
      totalCents: 9890,
      clientTotalCents: 9890,
      lines: [{product: '119', variant: null, name: 'Ring', count: 1}],
      payload: {
        customer_email: email,
        shipping_address: {first_name: 'Anna', last_name: key, country_code: 'DE'},
      },
    },
    (id) => ({order_id: id}),
  );
  const stamp = new Date(at).toISOString();
  store.db
    .prepare(`UPDATE orders SET fulfilment_state = 'completed', created_at = ? WHERE order_id = ?`)
    .run(stamp, orderId);
  store.db
    .prepare(
      `INSERT INTO outbox (kind, lang, to_address, data, message_id, ref, state, next_attempt_at,
      created_at, sent_at) VALUES ('order-received', 'de', ?1, '{}', ?2, ?3, 'sent', ?4, ?4, ?4)`,
    )
    .run(email, `<${key}@test>`, `order:${orderId}`, stamp);
  return orderId;
}

describe('the periods around the turn of the year', () => {
  it('count an order of 31 December in its year and one of 1 January in the next', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 2001, max: 2090}),
        fc.integer({min: 0, max: DAY_MS - 1}),
        fc.integer({min: 0, max: DAY_MS - 1}),
        (year, beforeMs, afterMs) => {
          const dir = mkdtempSync(path.join(os.tmpdir(), 'privacy-year-boundary-'));
          const store = openOrderStore(dir);
          try {
            const turn = newYear(year + 1);
            const december = placeOrder(store, 'dec', turn - 1 - beforeMs);
            const january = placeOrder(store, 'jan', turn + afterMs);
            const sweep = (at: number) =>
              sweepRetention(store.db, {messagesDays: 0, now: () => new Date(at)});
            const mails = () =>
              (store.db.prepare('SELECT ref FROM outbox ORDER BY id').all() as {ref: string}[]).map(
                (row) => row.ref,
              );
            const anonymised = () =>
              (
                store.db
                  .prepare(`SELECT order_id FROM orders WHERE customer_email LIKE 'erased-%'`)
                  .all() as {order_id: string}[]
              ).map((row) => row.order_id);

            // Mails: 6 years from the end of the year they were sent in.
            expect(sweep(newYear(year + 7) - 1).mails).toBe(0);
            expect(sweep(newYear(year + 7)).mails).toBe(1);
            expect(mails()).toEqual([`order:${january}`]);
            expect(sweep(newYear(year + 8) - 1).mails).toBe(0);
            expect(sweep(newYear(year + 8)).mails).toBe(1);
            expect(mails()).toEqual([]);
            // Orders: 8 years from the end of the year they were placed in.
            expect(sweep(newYear(year + 9) - 1).orders).toBe(0);
            expect(sweep(newYear(year + 9)).orders).toBe(1);
            expect(anonymised()).toEqual([december]);
            expect(sweep(newYear(year + 10) - 1).orders).toBe(0);
            expect(sweep(newYear(year + 10)).orders).toBe(1);
            expect(anonymised()).toEqual([december, january]);
            expect(sweep(newYear(year + 30)).orders).toBe(0);
          } finally {
            store.close();
            rmSync(dir, {recursive: true, force: true});
          }
        },
      ),
      {numRuns: 30},
    );
  });
});
