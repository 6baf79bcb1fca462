// The shipments table comes with the store's schema: every data folder has it, whether or not the
// owner API runs, and opening the folder again keeps its rows.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {openOrderStore} from '../store/database.ts';
import {TABLES} from '../store/schema.ts';
import {SHIPMENT_TABLES} from './shipments.ts';

let dataDir = '';
afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

const tablesOf = (store: ReturnType<typeof openOrderStore>) =>
  (
    store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[]
  ).map((row) => row.name);

describe('order_shipments', () => {
  it('is created by the store and kept, rows and all, when the folder opens again', () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shipments-'));
    expect(TABLES).toEqual(expect.arrayContaining([...SHIPMENT_TABLES]));
    const first = openOrderStore(dataDir);
    expect(tablesOf(first)).toContain('order_shipments');
    first.db.exec('PRAGMA foreign_keys = OFF');
    first.db
      .prepare('INSERT INTO order_shipments (order_id, tracking, created_at) VALUES (?, ?, ?)')
      .run('JM-1001', 'ABC123', '2026-06-19T10:00:00.000Z');
    first.close();
    const again = openOrderStore(dataDir);
    const rows = again.db.prepare('SELECT tracking FROM order_shipments').all();
    again.close();
    expect(rows).toEqual([{tracking: 'ABC123'}]);
  });
});
