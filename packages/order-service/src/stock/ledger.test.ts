// The stock ledger and the order states over a real SQLite file (decision 067): the catalogue's
// stock imported once and adjusted, reservations in the order's own transaction, refusals that
// store nothing, and cancellation, expiry and shipping giving back or selling the pieces.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {StaticCatalogue} from '@schaufenster/core';
import {createOrderLifecycle, type OrderLifecycle} from '../orders/lifecycle.ts';
import type {PricedLine} from '../pricing/lines.ts';
import {openOrderStore, type NewOrder, type OrderStore} from '../store/database.ts';
import {loadJeweller} from '../testService.testing.ts';
import {StockRefusal, stockItemsOf} from './ledger.ts';

let catalogue: StaticCatalogue;
let dataDir = '';
let store: OrderStore;
let clock = new Date('2026-12-01T10:00:00.000Z');
const now = () => clock;

beforeAll(async () => {
  catalogue = (await loadJeweller()).catalogue;
});
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-ledger-test-'));
  clock = new Date('2026-12-01T10:00:00.000Z');
});
afterEach(() => {
  store.close();
  rmSync(dataDir, {recursive: true, force: true});
});

function open(source: StaticCatalogue = catalogue, expiry = 60): OrderLifecycle {
  store = openOrderStore(dataDir, now, {orderPrefix: 'JM-'});
  return createOrderLifecycle(store, source, {paymentExpiryMinutes: expiry, now});
}

/** A priced line of `count` pieces of product 103 (Tudor Ranger, stock 1, no reorder). */
const ranger = (count = 1): PricedLine => ({
  product: '103',
  variant: null,
  name: 'Tudor Ranger',
  personalization: {},
  count,
  unitCents: 310_000,
  lineCents: 310_000 * count,
});

const newOrder = (lines: PricedLine[], paymentMethod: string): NewOrder => {
  const uuid = crypto.randomUUID();
  return {
    orderUuid: uuid,
    idempotencyKey: uuid,
    requestHash: 'hash',
    project: 'juwelier-morgenstern.example',
    customerEmail: 'kundin@example.com',
    paymentMethod,
    shippingMethod: '1',
    presentWrap: false,
    subtotalCents: 0,
    shippingCents: 0,
    totalCents: 0,
    clientTotalCents: 0,
    lines,
    payload: {},
  };
};

/** Places an order of `lines` paid by `paymentMethod` (4 PayPal, 1 prepayment); its number. */
function place(orders: OrderLifecycle, lines: PricedLine[], paymentMethod = '4'): string {
  return store.insertOrder(
    newOrder(lines, paymentMethod),
    (orderId) => ({status: 'ok', order_id: orderId}),
    orders.placing(lines, paymentMethod, catalogue),
  ).orderId;
}

const movements = () =>
  store.db
    .prepare('SELECT product, variant, kind, quantity, cause FROM stock_movements ORDER BY id')
    .all()
    .map((row) => ({...row}));

describe('the catalogue import', () => {
  it('imports each counted product and variant once, and adjusts when the content changes', () => {
    let orders = open();
    expect(orders.ledger.available('103', '')).toBe(1);
    expect(orders.ledger.available('101', '1001')).toBe(1);
    // Stock null is not counted; a product with variants is counted by its variants.
    expect(orders.ledger.available('110', '')).toBeNull();
    expect(orders.ledger.available('101', '')).toBeNull();
    const imported = movements().length;
    expect(imported).toBe(stockItemsOf(catalogue).length);
    store.close();

    // A restart with the same content records nothing; one with 3 Rangers adjusts by +2.
    orders = open();
    expect(movements()).toHaveLength(imported);
    store.close();
    const more = {
      ...catalogue,
      products: catalogue.products.map((product) =>
        product.id === 103 ? {...product, stock: 3} : product,
      ),
    };
    orders = open(more);
    expect(movements().at(-1)).toEqual({
      product: '103',
      variant: '',
      kind: 'adjust',
      quantity: 2,
      cause: 'catalogue',
    });
    expect(orders.ledger.available('103', '')).toBe(3);
  });

  it("keeps an owner's adjustment beside the content's number across restarts", () => {
    let orders = open();
    store.transaction(() => orders.ledger.adjust('103', '', 1, 'owner'));
    store.close();
    orders = open();
    expect(orders.ledger.available('103', '')).toBe(2);
  });

  it('is append-only', () => {
    open();
    expect(() => store.db.exec('DELETE FROM stock_movements')).toThrow(/append-only/);
    expect(() => store.db.exec('UPDATE stock_movements SET quantity = 5')).toThrow(/append-only/);
  });
});

describe('placing an order', () => {
  it('reserves in the order transaction and refuses the last piece twice, storing nothing', () => {
    const orders = open();
    const first = place(orders, [ranger()]);
    expect(first).toBe('JM-1001');
    expect(orders.ledger.available('103', '')).toBe(0);
    expect(orders.states.statesOf(first)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });

    let refusal: unknown;
    try {
      place(orders, [ranger()]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(StockRefusal);
    expect((refusal as StockRefusal).lines).toEqual([
      {product: '103', variant: null, name: 'Tudor Ranger', index: 0, available: 0},
    ]);
    // Rolled back: one order, one reservation, and the next order gets the next number.
    expect({...store.db.prepare('SELECT count(*) AS n FROM orders').get()}).toEqual({n: 1});
    expect(movements().filter((row) => row['kind'] === 'reserve')).toHaveLength(1);
    expect(place(orders, [{...ranger(), product: '119', name: 'Kette'}])).toBe('JM-1002');
  });

  it('sells beyond the stock where reorder is possible, and counts lines of one item together', () => {
    const orders = open();
    const strap: PricedLine = {...ranger(), product: '101', variant: '1003', name: 'Textilband'};
    place(orders, [strap, strap]);
    expect(orders.ledger.available('101', '1003')).toBe(-2);
    expect(() => place(orders, [ranger(), ranger()])).toThrow(StockRefusal);
  });

  it('starts prepayment orders awaiting the transfer, with an event by the customer', () => {
    const orders = open();
    const orderId = place(orders, [ranger()], '1');
    expect(orders.states.statesOf(orderId)).toEqual({
      fulfilment: 'awaiting_transfer',
      payment: 'pending',
    });
    expect(orders.states.eventsOf(orderId)).toMatchObject([
      {fulfilmentFrom: null, fulfilmentTo: 'awaiting_transfer', actor: 'customer'},
    ]);
  });
});

describe('state changes and stock', () => {
  it('gives the piece back on cancellation, once', () => {
    const orders = open();
    const orderId = place(orders, [ranger()], '1');
    const cancel = () =>
      store.transaction(() => orders.states.change(orderId, {fulfilment: 'cancelled'}, 'owner'));
    expect(cancel()).toMatchObject({ok: true});
    expect(orders.ledger.available('103', '')).toBe(1);
    expect(cancel()).toMatchObject({ok: false, status: 409});
    expect(orders.ledger.available('103', '')).toBe(1);
  });

  it('refuses a move outside the table or by the wrong actor, changing nothing', () => {
    const orders = open();
    const orderId = place(orders, [ranger()], '1');
    const change = orders.states.change(orderId, {fulfilment: 'shipped'}, 'owner');
    expect(change).toMatchObject({ok: false, status: 409});
    expect(orders.states.change(orderId, {fulfilment: 'confirmed'}, 'customer')).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(orders.states.change('JM-9999', {fulfilment: 'confirmed'}, 'owner')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(orders.states.eventsOf(orderId)).toHaveLength(1);
  });

  it('turns the reservation into a sale on shipping; a later withdrawal gives nothing back', () => {
    const orders = open();
    const orderId = place(orders, [ranger()], '1');
    store.transaction(() => {
      orders.states.change(orderId, {fulfilment: 'confirmed', payment: 'paid'}, 'owner');
      orders.states.change(orderId, {fulfilment: 'shipped'}, 'owner');
      orders.states.change(orderId, {fulfilment: 'withdrawn'}, 'customer');
    });
    expect(movements().filter((row) => row['cause'] === orderId)).toEqual([
      {product: '103', variant: '', kind: 'reserve', quantity: -1, cause: orderId},
      {product: '103', variant: '', kind: 'release', quantity: 1, cause: orderId},
      {product: '103', variant: '', kind: 'sell', quantity: -1, cause: orderId},
    ]);
    expect(orders.ledger.available('103', '')).toBe(0);
  });

  it('confirms an order when the provider took the payment', () => {
    const orders = open();
    const orderId = place(orders, [ranger()]);
    store.transaction(() => orders.paymentTaken(orderId, 'paid'));
    expect(orders.states.statesOf(orderId)).toEqual({fulfilment: 'confirmed', payment: 'paid'});
    expect(orders.states.eventsOf(orderId).at(-1)).toMatchObject({actor: 'provider'});
  });
});

describe('expiry', () => {
  it('cancels unpaid online orders after the expiry time and gives their stock back', () => {
    const orders = open(catalogue, 60);
    const online = place(orders, [ranger()]);
    const transfer = place(orders, [{...ranger(), product: '119', name: 'Kette'}], '1');
    clock = new Date('2026-12-01T10:59:00.000Z');
    expect(orders.expireUnpaid()).toEqual([]);
    clock = new Date('2026-12-01T11:01:00.000Z');
    expect(orders.expireUnpaid()).toEqual([online]);
    expect(orders.states.statesOf(online)).toEqual({fulfilment: 'cancelled', payment: 'failed'});
    expect(orders.states.eventsOf(online).at(-1)).toMatchObject({actor: 'expiry'});
    expect(orders.ledger.available('103', '')).toBe(1);
    // Prepayment waits for the owner, not the clock.
    expect(orders.states.statesOf(transfer)?.fulfilment).toBe('awaiting_transfer');
    // A payment that comes after all is kept on the cancelled order for the owner to settle.
    store.transaction(() => orders.paymentTaken(online, 'paid'));
    expect(orders.states.statesOf(online)).toEqual({fulfilment: 'cancelled', payment: 'paid'});
  });

  it('never expires with 0 minutes', () => {
    const orders = open(catalogue, 0);
    place(orders, [ranger()]);
    clock = new Date('2027-12-01T10:00:00.000Z');
    expect(orders.expireUnpaid()).toEqual([]);
  });
});
