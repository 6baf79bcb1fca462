// The last piece is sold once (decision 067): two service processes on one data folder, 20
// orders at once for product 103 (Tudor Ranger, stock 1, no reorder). Exactly one is placed;
// the other 19 are refused with `no_longer_available`, and the ledger holds one reservation.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {NO_LONGER_AVAILABLE, ORDER_PATHS} from '@schaufenster/core';
import {waitForUrl} from '../cliUrl.testing.ts';
import {DATABASE_FILE} from '../limits.ts';
import {payWithPaypal, startPaypalStandIn} from '../providers/paypal/standIn.testing.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  post,
  startTestService,
} from '../testService.testing.ts';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const children: ChildProcess[] = [];
let dataDir = '';

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir !== '') rmSync(dataDir, {recursive: true, force: true});
  dataDir = '';
});

/** Starts `cli.ts` on `dataDir` under this Node (24) and resolves with its URL. */
function start(): Promise<string> {
  const child = spawn(
    process.execPath,
    [CLI, '--port', '0', '--data', dataDir, '--rate-limit', 'off'],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  children.push(child);
  return waitForUrl(child, 15_000);
}

/** An order of the one Tudor Ranger (3100 €), DHL Standard to DE (9.90 €), PayPal. */
const rangerOrder = (): Record<string, unknown> => ({
  ...orderBody({
    products: [{product: 103, variant: null, personalization: {}, count: 1, price_brutto: 3100}],
    total_price_brutto: 3109.9,
  }),
  project: JEWELLER_DOMAIN,
});

describe('the last piece', () => {
  it('is sold once by two processes on one data folder', {timeout: 60_000}, async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-last-piece-'));
    // One after the other, as a second instance joins a running one.
    const first = await start();
    const second = await start();
    const answers = await Promise.all(
      Array.from({length: 20}, (_, index) =>
        post(`${index % 2 === 0 ? first : second}${ORDER_PATHS.order}`, rangerOrder()),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(errorCodes(answer)).toEqual([NO_LONGER_AVAILABLE]);
      expect(answer.body['errors']).toMatchObject([
        {message: 'Tudor Ranger is no longer available', path: 'products.0.count', product: '103'},
      ]);
    }

    const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {readOnly: true});
    try {
      const rows = db
        .prepare(
          "SELECT kind, quantity, cause FROM stock_movements WHERE product = '103' ORDER BY id",
        )
        .all()
        .map((row) => ({...row}));
      expect(rows).toEqual([
        {kind: 'import', quantity: 1, cause: 'catalogue'},
        {kind: 'reserve', quantity: -1, cause: placed[0]?.body['order_id']},
      ]);
      expect({...db.prepare('SELECT count(*) AS n FROM orders').get()}).toEqual({n: 1});
    } finally {
      db.close();
    }
  });
});

describe('one service', () => {
  it('answers 409 naming the piece, and a PayPal payment confirms the order', async () => {
    const paypal = await startPaypalStandIn();
    const test = await startTestService({
      catalogue: (await loadJeweller()).catalogue,
      paypal: paypal.config,
    });
    try {
      const first = rangerOrder();
      const placed = await post(`${test.url}${ORDER_PATHS.order}`, first);
      expect(placed.status).toBe(200);
      const again = await post(`${test.url}${ORDER_PATHS.order}`, rangerOrder());
      expect([again.status, again.body]).toEqual([
        409,
        {
          status: 'error',
          errors: [
            {
              code: NO_LONGER_AVAILABLE,
              message: 'Tudor Ranger is no longer available',
              path: 'products.0.count',
              product: '103',
              variant: null,
              available: 0,
            },
          ],
        },
      ]);
      // The same order again is a replay, not a refusal.
      expect((await post(`${test.url}${ORDER_PATHS.order}`, first)).status).toBe(200);
      const orderId = String(placed.body['order_id']);
      const paid = await payWithPaypal(
        paypal,
        {orderId, orderUuid: String(first['order_uuid'])},
        test.url,
      );
      expect(paid.status).toBe(200);
      const states = test
        .rows('orders')
        .map((row) => [row['fulfilment_state'], row['payment_state']]);
      expect(states).toEqual([['confirmed', 'paid']]);
      expect(test.rows('order_events').map((row) => row['actor'])).toEqual([
        'customer',
        'provider',
      ]);
    } finally {
      await test.close();
      await paypal.close();
    }
  });
});
