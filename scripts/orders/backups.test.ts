// `npm run orders -- backup` and `restore`: on the data folder itself, without the owner token;
// a restore is refused while the service runs there and puts the backup back once it stopped.
import {readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {DATABASE_FILE} from '../../packages/order-service/src/limits.ts';
import {
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from '../../packages/order-service/src/testService.testing.ts';
import {runOrders} from './main.ts';

let test: TestService | null = null;
afterEach(async () => {
  await test?.close();
  test = null;
});

async function orders(argv: string[], dataDir?: string) {
  let out = '';
  let err = '';
  const code = await runOrders(argv, {
    env: {},
    ...(dataDir === undefined ? {} : {dataDir}),
    keptToken: () => undefined,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return {code, out, err};
}

const orderCount = (dataDir: string) => {
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {readOnly: true});
  try {
    return Number((db.prepare('SELECT count(*) AS n FROM orders').get() as {n: number}).n);
  } finally {
    db.close();
  }
};

describe('npm run orders -- backup and restore', () => {
  it('backs up beside the running service, refuses to restore under it, restores after', async () => {
    const started = await startTestService();
    test = started;
    const place = () =>
      post(`${started.url}${ORDER_PATHS.order}`, {
        ...orderBody({
          payment_method: 1,
          products: [
            {product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89},
          ],
          total_price_brutto: 187.9,
        }),
        project: JEWELLER_DOMAIN,
      });
    await place();
    await place();
    const backedUp = await orders(['backup'], started.dataDir);
    expect(backedUp).toMatchObject({code: 0, err: ''});
    const file = /Backup written and checked: (\S+)\n/.exec(backedUp.out)?.[1] ?? '';
    expect(path.basename(file)).toMatch(/^order-service-.*\.sqlite$/);
    await place();

    const refused = await orders(['restore', file, '--data', started.dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/running on .* \(process \d+\): stop it/);
    expect(orderCount(started.dataDir)).toBe(3);

    await started.service.close();
    const restored = await orders(['restore', file], started.dataDir);
    expect(restored).toMatchObject({code: 0, err: ''});
    expect(orderCount(started.dataDir)).toBe(2);
    expect(readdirSync(started.dataDir).some((name) => name.includes('.before-restore-'))).toBe(
      true,
    );

    const corrupt = path.join(started.dataDir, 'corrupt.sqlite');
    writeFileSync(corrupt, 'SQLite format 3\0'.padEnd(8192, 'x'));
    const unsound = await orders(['restore', corrupt], started.dataDir);
    expect(unsound.code).toBe(1);
    expect(unsound.err).toMatch(/^Not restored: /);
    expect(orderCount(started.dataDir)).toBe(2);
    rmSync(corrupt);
  });

  it('names the data folder it needs and refuses stray arguments', async () => {
    expect(await orders(['backup'])).toMatchObject({code: 2});
    expect((await orders(['restore'], '/nowhere')).err).toMatch(/Name the backup file/);
    expect((await orders(['backup'], '/nowhere/at/all')).err).toMatch(/No order database/);
    expect((await orders(['list', '--data', '/x'])).err).toMatch(/--data goes with backup/);
  });
});
