// The store never keeps part of an order (security: "never stores a partial order"): the row and
// its order number are written in one transaction, rolled back on any failure.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {isUniqueViolation, openOrderStore, type NewOrder, type OrderStore} from './database.ts';

let dataDir = '';
let store: OrderStore;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-store-test-'));
  store = openOrderStore(dataDir);
});
afterEach(() => {
  store.close();
  rmSync(dataDir, {recursive: true, force: true});
});

const order = (uuid: string, key = uuid): NewOrder => ({
  orderUuid: uuid,
  idempotencyKey: key,
  requestHash: 'hash',
  project: 'juwelier-morgenstern.example',
  customerEmail: 'kundin@example.com',
  paymentMethod: '4',
  shippingMethod: '1',
  presentWrap: false,
  subtotalCents: 100,
  shippingCents: 0,
  totalCents: 100,
  clientTotalCents: 100,
  lines: [],
  payload: {},
});

describe('insertOrder', () => {
  it('rolls the row back when the answer cannot be made, and numbers the next order SF-1001', () => {
    expect(() =>
      store.insertOrder(order('u-1'), () => {
        throw new Error('answer failed');
      }),
    ).toThrow('answer failed');
    expect(store.orderByUuid('u-1')).toBeUndefined();
    expect(store.orderByKey('u-1')).toBeUndefined();
    const placed = store.insertOrder(order('u-2'), (orderId) => ({
      status: 'ok',
      order_id: orderId,
    }));
    expect(placed.orderId).toBe('SF-1001');
    expect(store.orderById('SF-1001')?.response).toEqual({status: 'ok', order_id: 'SF-1001'});
  });

  it('refuses a taken key or UUID as a constraint error and keeps the first order whole', () => {
    store.insertOrder(order('u-1', 'k'), (orderId) => ({order_id: orderId}));
    for (const again of [order('u-2', 'k'), order('u-1', 'other')]) {
      let error: unknown;
      try {
        store.insertOrder(again, (orderId) => ({order_id: orderId}));
      } catch (caught) {
        error = caught;
      }
      expect(isUniqueViolation(error)).toBe(true);
    }
    expect(store.orderByKey('k')).toMatchObject({
      orderId: 'SF-1001',
      response: {order_id: 'SF-1001'},
    });
    expect([store.orderByUuid('u-2'), store.orderByKey('other')]).toEqual([undefined, undefined]);
  });
});
