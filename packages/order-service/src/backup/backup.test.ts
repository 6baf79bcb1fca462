// Online backups: a copy taken while orders are placed holds every order acknowledged before it
// started and passes the integrity check; restoring it gives them all back; the folder keeps
// the newest N; a restore refuses an unsound file and a running service.
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {DATABASE_FILE} from '../limits.ts';
import {createOrderService} from '../service.ts';
import {
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  post,
  startTestService,
  withAmpleStock,
  type TestService,
} from '../testService.testing.ts';
import {
  backupFolder,
  listBackups,
  rotateBackups,
  takeBackup,
  verifyDatabaseFile,
} from './backup.ts';
import {restoreBackup, runningPid} from './restore.ts';
import {backupEnvironment} from './schedule.ts';

let test: TestService | null = null;
const folders: string[] = [];
afterEach(async () => {
  await test?.close();
  test = null;
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'order-backup-test-'));
  folders.push(folder);
  return folder;
}

/** A prepayment order body for the jeweller (no payment provider involved). */
const prepayment = () => ({
  ...orderBody({
    payment_method: 1,
    products: [{product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89}],
    total_price_brutto: 187.9,
  }),
  project: JEWELLER_DOMAIN,
});

/** The order numbers stored in the database `file`. */
function orderIds(file: string): Set<string> {
  const db = new DatabaseSync(file, {readOnly: true});
  try {
    const rows = db.prepare('SELECT order_id FROM orders').all() as {order_id: string}[];
    return new Set(rows.map((row) => row.order_id));
  } finally {
    db.close();
  }
}

describe('order database backups', () => {
  it('copies every acknowledged order while orders are being placed, and restores them', async () => {
    test = await startTestService();
    const {url, dataDir} = test;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const answer = await post(`${url}${ORDER_PATHS.order}`, prepayment());
        expect(answer.status).toBe(200);
        acknowledged.push(String(answer.body['order_id']));
      }
    };
    const writers = [writer(), writer(), writer()];
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));
    const before = [...acknowledged];
    const file = await test.service.backupNow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    writing = false;
    await Promise.all(writers);

    expect(path.dirname(file)).toBe(backupFolder(dataDir));
    expect(path.basename(file)).toMatch(/^order-service-\d{8}T\d{9}Z\.sqlite$/);
    expect(() => verifyDatabaseFile(file)).not.toThrow();
    const copied = orderIds(file);
    for (const orderId of before) expect(copied).toContain(orderId);
    // The service kept answering while the copy ran, and the orders after it are not in it.
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(copied.size).toBeLessThan(acknowledged.length);

    // The service runs on the folder: a restore is refused and changes nothing.
    expect(runningPid(dataDir)).toBe(process.pid);
    expect(() => restoreBackup(dataDir, file)).toThrow(/running/);
    expect(orderIds(path.join(dataDir, DATABASE_FILE)).size).toBe(acknowledged.length);

    await test.service.close();
    expect(runningPid(dataDir)).toBeUndefined();
    const restored = restoreBackup(dataDir, file, new Date('2026-12-07T10:00:00Z'));
    expect(restored.kept).toBe(
      path.join(dataDir, `${DATABASE_FILE}.before-restore-20261207T100000000Z`),
    );
    expect(orderIds(restored.kept ?? '').size).toBe(acknowledged.length);
    const database = path.join(dataDir, DATABASE_FILE);
    expect(() => verifyDatabaseFile(database)).not.toThrow();
    expect(orderIds(database)).toEqual(copied);

    // The service starts on the restored database and takes the next order.
    const loaded = await loadJeweller();
    const again = await createOrderService({
      catalogue: withAmpleStock(loaded.catalogue),
      projects: loaded.projects,
      dataDir,
      port: 0,
      rateLimits: false,
    });
    try {
      const answer = await post(`${again.url}${ORDER_PATHS.order}`, prepayment());
      expect(answer.status).toBe(200);
      expect(copied).not.toContain(String(answer.body['order_id']));
    } finally {
      await again.close();
    }
  });

  it('keeps the newest backups only', async () => {
    const dataDir = tempFolder();
    const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE));
    db.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY)');
    try {
      const written: string[] = [];
      for (let day = 1; day <= 5; day++) {
        const now = () => new Date(`2026-12-0${day}T03:00:00Z`);
        written.push(await takeBackup(db, dataDir, {keep: 3, now}));
      }
      expect(listBackups(backupFolder(dataDir))).toEqual(written.slice(2));
      expect(rotateBackups(backupFolder(dataDir), 1)).toEqual(written.slice(2, 4));
      // No temporary copies are left behind.
      expect(readdirSync(backupFolder(dataDir))).toEqual([path.basename(written[4] ?? '')]);
    } finally {
      db.close();
    }
  });

  it('refuses to restore a file that is not a sound order database', async () => {
    const started = await startTestService();
    test = started;
    await post(`${started.url}${ORDER_PATHS.order}`, prepayment());
    const file = await started.service.backupNow();
    const elsewhere = tempFolder();
    const good = path.join(elsewhere, 'good.sqlite');
    cpSync(file, good);
    await started.service.close();
    const database = path.join(started.dataDir, DATABASE_FILE);
    const original = readFileSync(database);

    const garbage = path.join(elsewhere, 'garbage.sqlite');
    writeFileSync(garbage, 'not a database at all'.repeat(100));
    const truncated = path.join(elsewhere, 'truncated.sqlite');
    writeFileSync(truncated, readFileSync(good).subarray(0, 4096 * 3));
    const damaged = path.join(elsewhere, 'damaged.sqlite');
    const bytes = Buffer.from(readFileSync(good));
    bytes.fill(0xa5, 4096 * 2, 4096 * 3);
    writeFileSync(damaged, bytes);
    const other = path.join(elsewhere, 'other.sqlite');
    const otherDb = new DatabaseSync(other);
    otherDb.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY)');
    otherDb.close();

    for (const bad of [garbage, truncated, damaged, other, path.join(elsewhere, 'missing')]) {
      expect(() => restoreBackup(started.dataDir, bad), bad).toThrow();
    }
    expect(readFileSync(database).equals(original)).toBe(true);
    expect(() => restoreBackup(started.dataDir, good)).not.toThrow();
  });

  it('reads its schedule from BACKUP_INTERVAL_HOURS and BACKUP_KEEP', () => {
    expect(backupEnvironment({})).toEqual({ok: true, value: {intervalHours: 24, keep: 14}});
    expect(backupEnvironment({BACKUP_INTERVAL_HOURS: '0', BACKUP_KEEP: '3'})).toEqual({
      ok: true,
      value: {intervalHours: 0, keep: 3},
    });
    expect(backupEnvironment({BACKUP_INTERVAL_HOURS: 'daily'}).ok).toBe(false);
    expect(backupEnvironment({BACKUP_KEEP: '0'}).ok).toBe(false);
  });

  it('takes the first backup shortly after the start when none is recent, then none again', async () => {
    const logged: string[] = [];
    test = await startTestService({
      backup: {intervalHours: 1, keep: 2, firstDelayMs: 20},
      log: (line) => logged.push(line),
    });
    const folder = backupFolder(test.dataDir);
    for (let tries = 0; listBackups(folder).length === 0 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listBackups(folder)).toHaveLength(1);
    expect(logged.some((line) => line.startsWith('backup: wrote'))).toBe(true);
    // A restart within the hour finds a recent backup and takes none.
    await test.service.close();
    const loaded = await loadJeweller();
    const again = await createOrderService({
      catalogue: withAmpleStock(loaded.catalogue),
      projects: loaded.projects,
      dataDir: test.dataDir,
      port: 0,
      rateLimits: false,
      backup: {intervalHours: 1, firstDelayMs: 20},
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await again.close();
    expect(listBackups(folder)).toHaveLength(1);
  });
});
