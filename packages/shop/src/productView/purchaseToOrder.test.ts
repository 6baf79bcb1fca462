// settings.purchase_to_order in the product view (decision 009i): out-of-stock items may be
// ordered, the count has no stock bound, and the purchase box says "to order" when the stock does
// not cover the count. Without it, spec §4 applies unchanged.
import {beforeAll, describe, expect, it} from 'vitest';
import type {Product} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import {purchaseBlocker} from './purchase.ts';
import {
  initProductView,
  maxCount,
  productViewReducer,
  stockNote,
  type ProductView,
  type ProductViewAction,
} from './productViewReducer.ts';

let products: Product[] = [];

beforeAll(async () => {
  products = (await loadRetailer('juwelier-morgenstern')).products;
});

function productWhere(what: string, test: (product: Product) => boolean): Product {
  const found = products.find(test);
  if (!found) throw new Error(`fixture lacks a product with ${what}`);
  return found;
}

// 108: no variants, stock 0, no reorder flag, priced.
const soldOut = () =>
  productWhere('no variants, stock 0, no reorder flag', (p) => {
    return (
      p.variants.length === 0 && p.stock === 0 && !p.reorder_possible && p.price_brutto !== null
    );
  });
const inStock = () =>
  productWhere('no variants, stock 3, no reorder flag', (p) => {
    return p.variants.length === 0 && p.stock === 3 && !p.reorder_possible;
  });
const reorderable = () =>
  productWhere('no variants, stock 0, reorder flag', (p) => {
    return p.variants.length === 0 && p.stock === 0 && p.reorder_possible;
  });
const withVariants = () =>
  productWhere('active variants with stock', (p) =>
    p.variants.some((variant) => variant.active && (variant.stock ?? 0) > 0),
  );

const toOrder = {purchaseToOrder: true};
const run = (from: ProductView, ...actions: ProductViewAction[]) =>
  actions.reduce(productViewReducer, from);

describe('purchase_to_order (decision 009i)', () => {
  it('makes an item out of stock buyable, without an upper count, marked "to order"', () => {
    const view = initProductView(soldOut(), toOrder);
    expect(view.reorderPossible).toBe(true);
    expect(purchaseBlocker(view)).toBeNull();
    expect(maxCount(view)).toBeNull();
    expect(stockNote(view)).toBe('toOrder');
    expect(run(view, {type: 'countChange', count: 5}).countSelected).toBe(5);
  });

  it('leaves spec §4 as it is when off: out of stock without the flag is not buyable', () => {
    const view = initProductView(soldOut());
    expect(view.reorderPossible).toBe(false);
    expect(purchaseBlocker(view)).toBe('notAvailable');
    expect(stockNote(view)).toBeNull();
  });

  it('says "to order" only once the count is more than the stock', () => {
    const view = initProductView(inStock(), toOrder);
    expect(maxCount(view)).toBeNull();
    expect(stockNote(view)).toBeNull();
    expect(stockNote(run(view, {type: 'countChange', count: 3}))).toBeNull();
    expect(stockNote(run(view, {type: 'countChange', count: 4}))).toBe('toOrder');
    // Without the setting the stock is the limit, and there is nothing to say.
    const plain = initProductView(inStock());
    expect(run(plain, {type: 'countChange', count: 4}).countSelected).toBe(3);
    expect(stockNote(plain)).toBeNull();
  });

  it('keeps "can be reordered" for an item whose own reorder flag is set', () => {
    expect(stockNote(initProductView(reorderable(), toOrder))).toBe('reorder');
    expect(stockNote(initProductView(reorderable()))).toBe('reorder');
  });

  it('applies to a chosen variant, and says nothing before one is chosen', () => {
    const product = withVariants();
    const variant = product.variants.find((entry) => entry.active && (entry.stock ?? 0) > 0)!;
    const view = initProductView(product, toOrder);
    expect(stockNote(view)).toBeNull();
    expect(maxCount(view)).toBe(0);
    const chosen = run(view, {type: 'variantChange', variantId: variant.id});
    expect(maxCount(chosen)).toBeNull();
    const more = run(chosen, {type: 'countChange', count: (variant.stock ?? 0) + 1});
    expect(stockNote(more)).toBe('toOrder');
  });

  it('survives a live refresh and loading another product', () => {
    const view = initProductView(soldOut(), toOrder);
    const refreshed = run(view, {type: 'add', details: soldOut()});
    expect(refreshed.purchaseToOrder).toBe(true);
    expect(refreshed.reorderPossible).toBe(true);
    const other = run(
      view,
      {type: 'loadStart', id: inStock().id},
      {type: 'add', details: inStock()},
    );
    expect(other.purchaseToOrder).toBe(true);
    expect(maxCount(other)).toBeNull();
  });
});
