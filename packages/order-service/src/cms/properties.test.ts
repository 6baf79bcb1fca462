// Whatever changes the shop goes through, and whenever Directus fails meanwhile, once the sync
// is done Directus holds the current state of every record: the last push wins and no change is
// lost (fast-check with a fixed seed, like the service's other property tests). Each run is a
// fresh service and fake Directus; its steps are orders, owner commands, messages, requests,
// ratings, newsletter sign-ups, confirmations and unsubscribes, restocks, Directus failures, a
// slow or held Directus (pushes still on their way when the next change comes) and pauses.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {PAYMENT, placeOrder} from '../payments.testing.ts';
import {JEWELLER_DOMAIN, post, type TestService} from '../testService.testing.ts';
import {startFakeDirectus, type FakeDirectus} from './fakeDirectus.testing.ts';
import {
  expectedRecords,
  OWNER_TOKEN,
  seedCatalogue,
  startSyncService,
  synced,
} from './syncService.testing.ts';

const SEED = 20_261_207;
const OWNER = {Authorization: `Bearer ${OWNER_TOKEN}`};
const EMAILS = ['a@example.com', 'b@example.com'] as const;

/** One step of a run. */
type Step =
  | {kind: 'order'}
  | {kind: 'command'; order: number; action: string; tracking: string}
  | {kind: 'contact'; name: string}
  | {kind: 'request'; product: 101 | 119}
  | {kind: 'rating'; stars: number}
  | {kind: 'subscribe' | 'confirm' | 'unsubscribe'; email: number}
  | {kind: 'restock'; quantity: number}
  | {kind: 'fail'; status: 503 | 404; times: number}
  | {kind: 'slow'; ms: number}
  | {kind: 'hold' | 'release'}
  | {kind: 'pause'; ms: number};

// Weighted towards changes of the same records (commands on a few orders, restocks of one
// product, a held Directus), where a change can meet the push of the one before.
const step: fc.Arbitrary<Step> = fc.oneof(
  {weight: 2, arbitrary: fc.constant({kind: 'order'} as const)},
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      order: fc.nat(3),
      action: fc.constantFrom('paid', 'confirm', 'ship', 'complete', 'cancel', 'refund'),
      tracking: fc.constantFrom('DHL1', 'DHL2'),
    }),
  },
  fc.record({kind: fc.constant('contact' as const), name: fc.constantFrom('Eva', 'Ben')}),
  fc.record({kind: fc.constant('request' as const), product: fc.constantFrom(101, 119)}),
  fc.record({kind: fc.constant('rating' as const), stars: fc.integer({min: 1, max: 5})}),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('subscribe', 'confirm', 'unsubscribe'),
      email: fc.nat(EMAILS.length - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('restock' as const),
      quantity: fc.integer({min: -2, max: 3}).filter((n) => n !== 0),
    }),
  },
  fc.record({
    kind: fc.constant('fail' as const),
    status: fc.constantFrom(503, 404),
    times: fc.integer({min: 1, max: 3}),
  }),
  // A slow or held Directus keeps pushes in flight while the next changes are made.
  fc.record({kind: fc.constant('slow' as const), ms: fc.integer({min: 0, max: 10})}),
  {weight: 3, arbitrary: fc.record({kind: fc.constantFrom('hold', 'release')})},
  fc.record({kind: fc.constant('pause' as const), ms: fc.integer({min: 0, max: 30})}),
);

/** The token of the latest newsletter mail to `email` for `purpose`, if any. */
function tokenOf(test: TestService, email: string, purpose: 'confirmUrl' | 'unsubscribeUrl') {
  const mail = test
    .rows('outbox')
    .filter((row) => row['kind'] === 'newsletter-confirm' && row['to_address'] === email)
    .at(-1);
  if (!mail) return undefined;
  const data = JSON.parse(String(mail['data'])) as Record<string, string>;
  return new URL(data[purpose] ?? '', 'http://site.invalid').searchParams.get('token');
}

async function run(test: TestService, fake: FakeDirectus, steps: readonly Step[]) {
  const orders: string[] = [];
  for (const next of steps) {
    switch (next.kind) {
      case 'order':
        orders.push((await placeOrder(test.url, {payment_method: PAYMENT.prepayment})).orderId);
        break;
      case 'command': {
        const orderId = orders[next.order % Math.max(orders.length, 1)];
        if (orderId === undefined) break;
        const body = {
          action: next.action,
          ...(next.action === 'ship' ? {tracking: next.tracking} : {}),
        };
        // A refused move (409) changes nothing; that is part of the run too.
        await post(`${test.url}/owner/orders/${orderId}/state`, body, OWNER);
        break;
      }
      case 'contact':
        await post(`${test.url}/forms/contact`, {
          name: next.name,
          email: 'eva@example.com',
          message: 'Hallo',
          privacy_accepted: true,
        });
        break;
      case 'request':
        await post(`${test.url}/ecom/request`, {
          project: JEWELLER_DOMAIN,
          product: next.product,
          email: 'r@example.com',
        });
        break;
      case 'rating':
        await post(`${test.url}/ecom/rating`, {
          project: JEWELLER_DOMAIN,
          product: 119,
          rating: next.stars,
        });
        break;
      case 'subscribe':
        await post(`${test.url}/newsletter/subscribe`, {email: EMAILS[next.email], lang: 'de'});
        break;
      case 'confirm':
      case 'unsubscribe': {
        const email = EMAILS[next.email] ?? '';
        const purpose = next.kind === 'confirm' ? 'confirmUrl' : 'unsubscribeUrl';
        const token = tokenOf(test, email, purpose);
        if (token) await post(`${test.url}/newsletter/${next.kind}`, {token});
        break;
      }
      case 'restock':
        await post(`${test.url}/owner/stock/119/adjust`, {quantity: next.quantity}, OWNER);
        break;
      case 'fail':
        fake.failNext(next.times, {status: next.status});
        break;
      case 'slow':
        fake.delayMs = next.ms;
        break;
      case 'hold':
        fake.hold();
        break;
      case 'release':
        fake.release();
        break;
      case 'pause':
        await new Promise((resolve) => setTimeout(resolve, next.ms));
        break;
    }
  }
}

describe('the sync to Directus', () => {
  it('leaves Directus with the current state after any changes', {timeout: 120_000}, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, {minLength: 1, maxLength: 16}), async (steps) => {
        const fake = await startFakeDirectus();
        await seedCatalogue(fake);
        const test = await startSyncService(fake);
        try {
          await run(test, fake, steps);
          fake.release();
          await synced(test.dataDir);
          for (const {collection, by, fields} of await expectedRecords(test.dataDir)) {
            const found = fake.items(collection).find((item) => String(item[by[0]]) === by[1]);
            const pushed =
              found && Object.fromEntries(Object.keys(fields).map((f) => [f, found[f]]));
            expect(pushed, `${collection} ${by[1]}`).toEqual(fields);
          }
        } finally {
          await test.close();
          await fake.close();
        }
      }),
      {seed: SEED, numRuns: 15},
    );
  });
});
