import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {Cart} from '@schaufenster/core';
import {
  EMPTY_CART,
  MAX_LINE_COUNT,
  cartReducer,
  lineTotal,
  samePersonalization,
  type CartAction,
  type CartItemInput,
} from './cartReducer.ts';

const T1 = 1_700_000_000_000;
const T2 = 1_700_000_100_000;

const watch: CartItemInput = {
  product: {id: 101, display_name: 'Tudor Black Bay 58', slug: 'tudor-black-bay-58'},
  variant: {id: 1001, display_name: 'Stahlband'},
  personalization: null,
  count: 1,
  priceBrutto: 4050,
};
const ring: CartItemInput = {
  product: {id: 111, display_name: 'Solitärring Aurora'},
  variant: {id: 1008, display_name: 'Größe 52'},
  personalization: {engraving_text: 'Für immer', engraving_font: 'Antiqua'},
  count: 1,
  priceBrutto: 2490,
};
const care: CartItemInput = {
  product: {id: 137, display_name: 'Schmuckpflege-Set'},
  variant: null,
  personalization: null,
  count: 2,
  priceBrutto: 24.9,
};

function run(actions: CartAction[], start: Cart = EMPTY_CART): Cart {
  return actions.reduce(cartReducer, start);
}
const add = (item: CartItemInput, timestamp = T1): CartAction => ({type: 'add', item, timestamp});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('EMPTY_CART (spec §3 Cart)', () => {
  it('has no lines and zero totals', () => {
    expect(EMPTY_CART).toEqual({products: [], totalCount: 0, totalPriceBrutto: 0, timestamp: 0});
  });
});

describe('add (spec §4)', () => {
  it('appends a new line with an id, the values and the totals', () => {
    const cart = run([add(watch)]);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toEqual({
      cartId: 'p101-v1001',
      product: {id: 101, display_name: 'Tudor Black Bay 58', slug: 'tudor-black-bay-58'},
      variant: {id: 1001, display_name: 'Stahlband'},
      personalization: {},
      count: 1,
      priceBrutto: 4050,
    });
    expect(cart).toMatchObject({totalCount: 1, totalPriceBrutto: 4050, timestamp: T1});
  });

  it('merges the same product, variant and personalization: the count increases', () => {
    const cart = run([add(ring), add({...ring, count: 2}, T2)]);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]?.count).toBe(3);
    expect(cart).toMatchObject({totalCount: 3, totalPriceBrutto: 7470, timestamp: T2});
  });

  it('merges personalization values deep-equal in any key order', () => {
    const reordered = {engraving_font: 'Antiqua', engraving_text: 'Für immer'};
    const cart = run([add(ring), add({...ring, personalization: reordered})]);
    expect(cart.products).toHaveLength(1);
    expect(cart.totalCount).toBe(2);
  });

  it('matches ids across number and string (7 and "7" are one record)', () => {
    const cart = run([
      add(watch),
      add({
        ...watch,
        product: {...watch.product, id: '101'},
        variant: {id: '1001', display_name: 'x'},
      }),
    ]);
    expect(cart.products).toHaveLength(1);
  });

  it('treats null, {} and blank-only values as "no personalization"', () => {
    const blank = {...care, personalization: {engraving_text: '  ', engraving_font: ''}};
    const cart = run([add(care), add({...care, personalization: {}}), add(blank)]);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]?.personalization).toEqual({});
    expect(cart.totalCount).toBe(6);
  });

  it('appends when the variant differs', () => {
    const cart = run([add(watch), add({...watch, variant: {id: 1002, display_name: 'Lederband'}})]);
    expect(cart.products.map((line) => line.cartId)).toEqual(['p101-v1001', 'p101-v1002']);
    expect(cart.totalCount).toBe(2);
  });

  it('appends when a variant is chosen once and not the other time', () => {
    const cart = run([add(watch), add({...watch, variant: null})]);
    expect(cart.products).toHaveLength(2);
  });

  it('appends when the personalization differs, with distinct ids', () => {
    const other = {
      ...ring,
      personalization: {engraving_text: 'Für immer', engraving_font: 'Blockschrift'},
    };
    const cart = run([add(ring), add(other), add({...ring, personalization: null})]);
    expect(cart.products).toHaveLength(3);
    expect(new Set(cart.products.map((line) => line.cartId)).size).toBe(3);
    expect(cart.products[2]?.cartId).toBe('p111-v1008');
  });

  it('appends when the product differs', () => {
    const cart = run([add(watch), add(care)]);
    expect(cart.products.map((line) => line.product.id)).toEqual([101, 137]);
  });

  it('takes the newest price and names when merging', () => {
    const cart = run([add(care), add({...care, count: 1, priceBrutto: 19.9})]);
    expect(cart.products[0]).toMatchObject({count: 3, priceBrutto: 19.9});
    expect(cart.totalPriceBrutto).toBe(59.7);
  });

  it('clamps a line at MAX_LINE_COUNT (999)', () => {
    expect(MAX_LINE_COUNT).toBe(999);
    const cart = run([add({...care, count: 998}), add({...care, count: 5})]);
    expect(cart.products[0]?.count).toBe(999);
  });

  it.each([
    ['count 0', {...care, count: 0}],
    ['negative count', {...care, count: -1}],
    ['fractional count', {...care, count: 1.5}],
    ['NaN count', {...care, count: Number.NaN}],
    ['NaN price', {...care, priceBrutto: Number.NaN}],
    ['negative price', {...care, priceBrutto: -1}],
    ['missing product id', {...care, product: {display_name: 'x'} as CartItemInput['product']}],
  ])('ignores an add with %s, with a warning', (_name, item) => {
    const start = run([add(watch)]);
    expect(cartReducer(start, add(item))).toBe(start);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('changeCount (spec §4)', () => {
  it('sets the line count and recomputes totals', () => {
    const start = run([add(watch), add(care)]);
    const cart = cartReducer(start, {type: 'changeCount', cartId: 'p137', count: 5, timestamp: T2});
    expect(cart.products[1]?.count).toBe(5);
    expect(cart).toMatchObject({totalCount: 6, totalPriceBrutto: 4174.5, timestamp: T2});
  });

  it('removes the line at count 0', () => {
    const start = run([add(watch), add(care)]);
    const cart = cartReducer(start, {type: 'changeCount', cartId: 'p137', count: 0, timestamp: T2});
    expect(cart.products.map((line) => line.cartId)).toEqual(['p101-v1001']);
    expect(cart.totalCount).toBe(1);
  });

  it.each([Number.NaN, -1, 2.5, Number.POSITIVE_INFINITY])('rejects %s with a warning', (count) => {
    const start = run([add(care)]);
    expect(cartReducer(start, {type: 'changeCount', cartId: 'p137', count, timestamp: T2})).toBe(
      start,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('clamps to MAX_LINE_COUNT', () => {
    const start = run([add(care)]);
    const cart = cartReducer(start, {
      type: 'changeCount',
      cartId: 'p137',
      count: 5000,
      timestamp: T2,
    });
    expect(cart.products[0]?.count).toBe(999);
  });

  it('ignores an unknown line id with a warning', () => {
    const start = run([add(care)]);
    expect(cartReducer(start, {type: 'changeCount', cartId: 'nope', count: 3, timestamp: T2})).toBe(
      start,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns the same state when the count does not change', () => {
    const start = run([add(care)]);
    expect(cartReducer(start, {type: 'changeCount', cartId: 'p137', count: 2, timestamp: T2})).toBe(
      start,
    );
  });
});

describe('remove (spec §4: by line id)', () => {
  it('removes only the line with that id', () => {
    const other = {...ring, personalization: {engraving_text: 'Anna'}};
    const start = run([add(ring), add(other), add(care)]);
    const ringId = start.products[0]?.cartId ?? '';
    const cart = cartReducer(start, {type: 'remove', cartId: ringId, timestamp: T2});
    expect(cart.products.map((line) => line.personalization)).toEqual([
      {engraving_text: 'Anna'},
      {},
    ]);
    expect(cart).toMatchObject({totalCount: 3, totalPriceBrutto: 2539.8, timestamp: T2});
  });

  it('gives the empty cart when the last line goes', () => {
    const cart = cartReducer(run([add(care)]), {type: 'remove', cartId: 'p137', timestamp: T2});
    expect(cart).toEqual(EMPTY_CART);
  });

  it('ignores an unknown id with a warning', () => {
    const start = run([add(care)]);
    expect(cartReducer(start, {type: 'remove', cartId: 'p999', timestamp: T2})).toBe(start);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('reprice (catalogue prices after an order was refused for them)', () => {
  it('sets the unit prices of those lines only and sums again', () => {
    const start = run([add(watch), add(ring), add(care)]);
    const ringId = start.products[1]?.cartId ?? '';
    const cart = cartReducer(start, {
      type: 'reprice',
      prices: [{cartId: ringId, priceBrutto: 2590}],
      timestamp: T2,
    });
    expect(cart.products).toEqual([
      start.products[0],
      {...start.products[1], priceBrutto: 2590},
      start.products[2],
    ]);
    expect(cart).toMatchObject({totalCount: 4, totalPriceBrutto: 6689.8, timestamp: T2});
  });

  it('returns the same cart when no price changes', () => {
    const start = run([add(care)]);
    const same = {type: 'reprice', prices: [{cartId: 'p137', priceBrutto: 24.9}], timestamp: T2};
    expect(cartReducer(start, same as CartAction)).toBe(start);
    expect(cartReducer(start, {type: 'reprice', prices: [], timestamp: T2})).toBe(start);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores a negative or non-finite price and an unknown line, with a warning each', () => {
    const start = run([add(care)]);
    const cart = cartReducer(start, {
      type: 'reprice',
      prices: [
        {cartId: 'p137', priceBrutto: -1},
        {cartId: 'p137', priceBrutto: Number.NaN},
        {cartId: 'p999', priceBrutto: 5},
      ],
      timestamp: T2,
    });
    expect(cart).toBe(start);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('reset (spec §4)', () => {
  it('empties the cart', () => {
    expect(cartReducer(run([add(watch), add(care)]), {type: 'reset'})).toBe(EMPTY_CART);
  });
});

describe('restore', () => {
  it('recomputes totals instead of trusting the stored ones', () => {
    const stored = run([add(watch), add(care)]);
    const cart = cartReducer(EMPTY_CART, {
      type: 'restore',
      cart: {...stored, totalCount: 99, totalPriceBrutto: 1},
    });
    expect(cart).toMatchObject({totalCount: 3, totalPriceBrutto: 4099.8, timestamp: T1});
  });
});

describe('totals (spec §4: recomputed after every change)', () => {
  it('sums price × count in cents without float drift', () => {
    const cents = {...care, priceBrutto: 0.1, count: 3};
    const cart = run([add(cents), add({...watch, priceBrutto: 0.2})]);
    expect(cart.totalPriceBrutto).toBe(0.5);
    expect(lineTotal({priceBrutto: 24.9, count: 3})).toBe(74.7);
    expect(lineTotal({priceBrutto: 1.005, count: 1})).toBe(1.01);
  });
});

describe('unknown actions (spec §4: logged and ignored)', () => {
  it('returns the same state and warns with the type', () => {
    const start = run([add(care)]);
    const unknown = {type: 'explode'} as unknown as CartAction;
    expect(cartReducer(start, unknown)).toBe(start);
    expect(warn).toHaveBeenCalledWith('[cart] Ignored unknown action', 'explode');
  });
});

describe('samePersonalization', () => {
  it('compares values, not references or key order', () => {
    expect(samePersonalization({a: '1', b: '2'}, {b: '2', a: '1'})).toBe(true);
    expect(samePersonalization({a: '1'}, {a: '2'})).toBe(false);
    expect(samePersonalization({a: '1'}, {a: '1', b: '2'})).toBe(false);
    expect(samePersonalization({a: '1', b: ''}, {a: '1'})).toBe(true);
    expect(samePersonalization(null, {})).toBe(true);
    expect(samePersonalization({toString: 'x'}, {})).toBe(false);
  });
});
