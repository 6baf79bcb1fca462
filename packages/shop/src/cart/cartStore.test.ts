import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {addToCart, cartStore, changeCount, initCart, removeLine, resetCart} from './cartStore.ts';
import type {CartItemInput} from './cartReducer.ts';

/** A minimal in-memory Web Storage. */
class MemoryStorage implements Storage {
  readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  clear() {
    this.entries.clear();
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  setItem(key: string, value: string) {
    this.entries.set(key, String(value));
  }
}

const NOW = 1_700_000_000_000;
const care: CartItemInput = {
  product: {id: 137, display_name: 'Schmuckpflege-Set'},
  variant: null,
  personalization: null,
  count: 2,
  priceBrutto: 24.9,
};

let local: MemoryStorage;
let warn: ReturnType<typeof vi.spyOn>;

function stored(): unknown {
  const text = local.getItem('int-cart');
  return text === null ? null : JSON.parse(text);
}

beforeEach(() => {
  vi.useFakeTimers({now: NOW});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  local = new MemoryStorage();
  initCart({storage: () => local});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('persistence under int-cart (spec §3, §4)', () => {
  it('saves the cart with a timestamp after a change', () => {
    addToCart(care);
    expect(stored()).toEqual({
      products: [
        {
          cartId: 'p137',
          product: {id: 137, display_name: 'Schmuckpflege-Set'},
          variant: null,
          personalization: {},
          count: 2,
          priceBrutto: 24.9,
        },
      ],
      totalCount: 2,
      totalPriceBrutto: 49.8,
      timestamp: NOW,
    });
  });

  it('deletes the stored cart when the total count drops to 0', () => {
    addToCart(care);
    changeCount('p137', 0);
    expect(stored()).toBeNull();
    addToCart(care);
    removeLine('p137');
    expect(stored()).toBeNull();
  });

  it('reset empties the cart and clears storage, even when already empty', () => {
    addToCart(care);
    resetCart();
    expect(cartStore.getState().totalCount).toBe(0);
    expect(stored()).toBeNull();
    local.setItem('int-cart', 'left over');
    resetCart();
    expect(stored()).toBeNull();
  });

  it('does not save when an action is ignored', () => {
    addToCart(care);
    vi.setSystemTime(NOW + 5000);
    changeCount('p137', Number.NaN);
    expect((stored() as {timestamp: number}).timestamp).toBe(NOW);
  });
});

describe('initCart (restore)', () => {
  it('restores a valid stored cart with recomputed totals', () => {
    local.setItem(
      'int-cart',
      JSON.stringify({
        products: [{cartId: 'a', product: {id: 1}, count: 3, priceBrutto: 10}],
        totalCount: 3,
        totalPriceBrutto: 30,
        timestamp: 5,
      }),
    );
    const cart = initCart({reload: true});
    expect(cart).toEqual({
      products: [
        {
          cartId: 'a',
          product: {id: 1},
          variant: null,
          personalization: {},
          count: 3,
          priceBrutto: 10,
        },
      ],
      totalCount: 3,
      totalPriceBrutto: 30,
      timestamp: 5,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('restores once; later calls keep the in-memory cart', () => {
    addToCart(care);
    local.setItem('int-cart', 'changed behind our back');
    expect(initCart().totalCount).toBe(2);
  });

  it.each([
    ['garbage', '{not json'],
    ['wrong shape', JSON.stringify({products: 'x', totalCount: 1})],
    [
      'negative count',
      JSON.stringify({
        products: [{cartId: 'a', product: {id: 1}, count: -2, priceBrutto: 10}],
        totalCount: -2,
        totalPriceBrutto: -20,
        timestamp: 1,
      }),
    ],
    [
      'duplicate line ids',
      JSON.stringify({
        products: [
          {cartId: 'a', product: {id: 1}, count: 1, priceBrutto: 10},
          {cartId: 'a', product: {id: 2}, count: 1, priceBrutto: 10},
        ],
        totalCount: 2,
        totalPriceBrutto: 20,
        timestamp: 1,
      }),
    ],
    [
      'a bad image',
      JSON.stringify({
        products: [
          {cartId: 'a', product: {id: 1, image: 'javascript:x'}, count: 1, priceBrutto: 1},
        ],
        totalCount: 1,
        totalPriceBrutto: 1,
        timestamp: 1,
      }),
    ],
  ])('drops %s with a warning naming int-cart, never throwing', (_name, text) => {
    addToCart(care);
    local.setItem('int-cart', text);
    expect(() => initCart({reload: true})).not.toThrow();
    expect(cartStore.getState().products).toEqual([]);
    expect(stored()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"int-cart"'));
  });

  it('does not write the restored cart back (its timestamp stays)', () => {
    const entry = JSON.stringify({
      products: [{cartId: 'a', product: {id: 1}, count: 1, priceBrutto: 10}],
      totalCount: 1,
      totalPriceBrutto: 10,
      timestamp: 5,
    });
    local.setItem('int-cart', entry);
    initCart({reload: true});
    expect(local.getItem('int-cart')).toBe(entry);
  });
});
