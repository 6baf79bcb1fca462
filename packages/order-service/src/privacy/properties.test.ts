// Properties of the data requests over generated people: however the address is written when
// stored and when asked about (case, spaces around it), the export finds exactly that person's
// records, the erasure leaves every other person's rows as they were, and a second erasure
// changes nothing.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {contactMessages, requestMessages} from '../outbox/messages.ts';
import {openOrderStore, type OrderStore} from '../store/database.ts';
import {exportCustomerData} from './exportCustomer.ts';
import {forgetCustomer} from './forgetCustomer.ts';

/** An address as someone may type it: any letter's case flipped, spaces around it. */
const written = (address: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), {minLength: address.length, maxLength: address.length}),
      fc.constantFrom('', ' ', '  ', '\t'),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(
      ([upper, before, after]) =>
        `${before}${[...address].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('')}${after}`,
    );

const localPart = fc.stringMatching(/^[a-z][a-z0-9.]{0,8}$/);
const domain = fc.constantFrom('example.com', 'example.org', 'beispiel.de');

/** Two different people: the second's address may share the first's domain or contain it. */
const twoPeople = fc
  .tuple(localPart, domain, fc.oneof(localPart, fc.constant('')), domain)
  .map(([local, host, otherLocal, otherHost]) => ({
    a: `${local}@${host}`,
    b: otherLocal === '' ? `x${local}@${host}` : `${otherLocal}@${otherHost}`,
  }))
  .filter(({a, b}) => a !== b);

/** How many records of each kind a person has, and whether their orders are finished. */
const holdings = fc.record({
  orders: fc.integer({min: 0, max: 2}),
  finished: fc.boolean(),
  contacts: fc.integer({min: 0, max: 2}),
  requests: fc.integer({min: 0, max: 2}),
  subscribed: fc.boolean(),
});
type Holdings = typeof holdings extends fc.Arbitrary<infer T> ? T : never;

let uuid = 0;

/** Writes `person`'s records, each with the address as `spellings` gives it. */
function seed(store: OrderStore, spellings: readonly string[], held: Holdings, name: string) {
  let next = 0;
  const spelled = () => spellings[next++ % spellings.length] ?? '';
  for (let index = 0; index < held.orders; index += 1) {
    const email = spelled();
    uuid += 1;
    const placed = store.insertOrder(
      {
        orderUuid: `uuid-${uuid}`,
        idempotencyKey: `key-${uuid}`,
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
          comment: 'Bitte verpacken',
          shipping_address: {first_name: name, last_name: 'X', phone: '069 1', country_code: 'DE'},
        },
      },
      (orderId) => ({order_id: orderId}),
    );
    if (held.finished) {
      store.db
        .prepare(`UPDATE orders SET fulfilment_state = 'cancelled' WHERE order_id = ?`)
        .run(placed.orderId);
    }
    store.db
      .prepare(
        `INSERT INTO outbox (kind, lang, to_address, data, message_id, ref, state, next_attempt_at,
        created_at, sent_at) VALUES ('order-received', 'de', ?1, '{}', ?2, ?3, 'sent', ?4, ?4, ?4)`,
      )
      .run(email, `<${uuid}@test>`, `order:${placed.orderId}`, new Date().toISOString());
  }
  for (let index = 0; index < held.contacts; index += 1) {
    const contact = {name, email: spelled(), message: 'Hallo', lang: 'de'};
    store.addContactMessage(contact, contactMessages(contact));
  }
  for (let index = 0; index < held.requests; index += 1) {
    const payload = {project: 'shop.example', product: 101, name, email: spelled()};
    store.addRequest('shop.example', '101', payload, requestMessages(payload, 'Ring'));
  }
  if (held.subscribed) {
    store.db
      .prepare(`INSERT INTO newsletter_subscriptions (email, lang, created_at) VALUES (?, 'de', ?)`)
      .run(spelled().trim().toLowerCase(), new Date().toISOString());
  }
}

const TABLES = ['orders', 'contact_messages', 'requests', 'newsletter_subscriptions', 'outbox'];

/** Every row of the tables a request touches, as text, for before-and-after comparison. */
function snapshot(store: OrderStore, keep: (row: Record<string, unknown>) => boolean) {
  return TABLES.map((table) =>
    (store.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[])
      .filter(keep)
      .map((row) => JSON.stringify(row)),
  );
}

const count = (data: ReturnType<typeof exportCustomerData>) => ({
  orders: data.orders.length,
  contacts: data.contactMessages.length,
  requests: data.productRequests.length,
  subscriptions: data.newsletterSubscriptions.length,
});

describe('data requests, whatever the address looks like', () => {
  it('find exactly the person, erase only them, and erase nothing more the second time', () => {
    fc.assert(
      fc.property(
        twoPeople.chain(({a, b}) =>
          fc.record({
            a: fc.constant(a),
            b: fc.constant(b),
            aStored: fc.array(written(a), {minLength: 1, maxLength: 3}),
            bStored: fc.array(written(b), {minLength: 1, maxLength: 3}),
            asked: written(a),
            askedAgain: written(a),
            aHeld: holdings,
            bHeld: holdings,
          }),
        ),
        (input) => {
          const dir = mkdtempSync(path.join(os.tmpdir(), 'privacy-properties-'));
          const store = openOrderStore(dir);
          try {
            seed(store, input.aStored, input.aHeld, 'Anna');
            seed(store, input.bStored, input.bHeld, 'Bernd');
            const data = exportCustomerData(store.db, {email: input.asked});
            expect(count(data)).toEqual({
              orders: input.aHeld.orders,
              contacts: input.aHeld.contacts,
              requests: input.aHeld.requests,
              subscriptions: input.aHeld.subscribed ? 1 : 0,
            });
            expect(JSON.stringify(data)).not.toContain('Bernd');

            // B's rows: an address column that is B's, or B's name in the row.
            const isB = (row: Record<string, unknown>) =>
              Object.values(row).some(
                (value) => typeof value === 'string' && value.trim().toLowerCase() === input.b,
              ) || JSON.stringify(row).includes('Bernd');
            const bBefore = snapshot(store, isB);
            const report = forgetCustomer(store.db, {email: input.asked});
            expect(snapshot(store, isB)).toEqual(bBefore);
            const left = exportCustomerData(store.db, {email: input.askedAgain});
            expect(count(left)).toEqual({
              orders: input.aHeld.orders,
              contacts: 0,
              requests: 0,
              subscriptions: 0,
            });
            expect(report.changed).toBe(
              input.aHeld.contacts + input.aHeld.requests > 0 ||
                input.aHeld.subscribed ||
                (input.aHeld.orders > 0 && input.aHeld.finished),
            );
            const before = snapshot(store, () => true);
            const again = forgetCustomer(store.db, {email: input.askedAgain});
            expect(again.changed).toBe(false);
            expect(snapshot(store, () => true)).toEqual(before);
          } finally {
            store.close();
            rmSync(dir, {recursive: true, force: true});
          }
        },
      ),
      {numRuns: 40},
    );
  });
});
