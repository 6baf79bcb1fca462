// Test support (not exported): the service over the jeweller syncing to a fake Directus with
// short timing, the catalogue's products and variants seeded there (stock is written to them),
// an owner token, and helpers that wait for the sync and read what it should have written.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {DATABASE_FILE} from '../limits.ts';
import type {OrderServiceOptions} from '../service.ts';
import {loadJeweller, post, startTestService, type TestService} from '../testService.testing.ts';
import type {FakeDirectus} from './fakeDirectus.testing.ts';
import {inboxRecord} from './inboxRecord.ts';
import {orderRecord} from './orderRecord.ts';
import {ratingRecord} from './ratingRecord.ts';
import {stockRecord} from './stockRecord.ts';

/** The owner token of the sync tests. */
export const OWNER_TOKEN = 'owner-token-for-sync-tests';

/** The sync's timing in tests: look often, retry soon. */
const FAST_SYNC = {timing: {pollMs: 20, retryScheduleMs: [30], claimMs: 10_000}};

/** Seeds `fake` with the jeweller's products and variants (ids only; stock is the sync's). */
export async function seedCatalogue(fake: FakeDirectus): Promise<void> {
  const {catalogue} = await loadJeweller();
  fake.seed(
    'ecommerce_product',
    catalogue.products.map((product) => ({id: String(product.id)})),
  );
  fake.seed(
    'ecommerce_product_variant',
    catalogue.products.flatMap((product) =>
      product.variants.map((variant) => ({id: String(variant.id)})),
    ),
  );
}

/** The service syncing to `fake` (no PayPal or Klarna stand-ins: payments are offline here). */
export function startSyncService(
  fake: FakeDirectus,
  options: Partial<OrderServiceOptions> = {},
): Promise<TestService> {
  return startTestService({
    directus: {url: fake.url, token: fake.token},
    cmsSync: FAST_SYNC,
    ownerToken: OWNER_TOKEN,
    klarna: null,
    paypal: null,
    ...options,
  });
}

/** Runs an owner command on order `orderId`. */
export async function ownerCommand(
  url: string,
  orderId: string,
  command: Record<string, unknown>,
): Promise<void> {
  const answer = await post(`${url}/owner/orders/${orderId}/state`, command, {
    Authorization: `Bearer ${OWNER_TOKEN}`,
  });
  if (answer.status !== 200) throw new Error(`owner command refused: ${JSON.stringify(answer)}`);
}

/** Markers in `state` (all when not given) of the data folder `dataDir`. */
export function markers(dataDir: string, state?: string): Record<string, unknown>[] {
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {readOnly: true});
  try {
    const rows = db.prepare('SELECT * FROM cms_sync ORDER BY id').all();
    return state === undefined ? rows : rows.filter((row) => row['state'] === state);
  } finally {
    db.close();
  }
}

/** Resolves once `dataDir` has no pending marker (a push in flight counts as pending). */
export async function synced(dataDir: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (markers(dataDir, 'pending').length > 0) {
    if (Date.now() > end) throw new Error(`Still pending: ${JSON.stringify(markers(dataDir))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A record the sync should have written: its collection, how to find it, and its fields. */
interface Expected {
  collection: string;
  /** The field and value that identify it in the fake. */
  by: [field: string, value: string];
  fields: Record<string, unknown>;
}

/** What Directus should hold for each marker of `dataDir`, built from SQLite now. */
export async function expectedRecords(dataDir: string): Promise<Expected[]> {
  const {catalogue} = await loadJeweller();
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {readOnly: true});
  try {
    const namespace = (
      db.prepare("SELECT value FROM service_settings WHERE key = 'cms_namespace'").get() as {
        value: string;
      }
    ).value;
    const rows = db.prepare('SELECT kind, key FROM cms_sync ORDER BY id').all() as {
      kind: string;
      key: string;
    }[];
    const expected: Expected[] = [];
    for (const {kind, key} of rows) {
      if (kind === 'order') {
        const fields = orderRecord(db, key, catalogue);
        if (fields) expected.push({collection: 'shop_order', by: ['order_number', key], fields});
      } else if (kind === 'inbox') {
        const fields = inboxRecord(db, key, namespace, catalogue);
        if (fields) expected.push({collection: 'inbox', by: ['id', fields.id], fields});
      } else if (kind === 'rating') {
        const fields = ratingRecord(db, key, namespace);
        if (fields) {
          const by: Expected['by'] = ['origin_id', fields.origin_id];
          expected.push({collection: 'ecommerce_product_rating', by, fields});
        }
      } else {
        const stock = stockRecord(db, key);
        if (stock) {
          const fields = {id: stock.id, stock: stock.stock};
          expected.push({collection: stock.collection, by: ['id', stock.id], fields});
        }
      }
    }
    return expected;
  } finally {
    db.close();
  }
}
