import {beforeAll, describe, expect, it, vi} from 'vitest';
import type {Product} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import {
  DEFAULT_VARIANT_DISPLAY_NAME,
  INITIAL_PRODUCT_VIEW,
  LOAD_TRANSITIONS,
  averageRating,
  initProductView,
  isReorderPossible,
  maxCount,
  productViewReducer,
  variantPriceRange,
  type ProductView,
  type ProductViewAction,
} from './productViewReducer.ts';

let products: Product[] = [];

beforeAll(async () => {
  products = (await loadRetailer('juwelier-morgenstern')).products;
});

/** A fixture product found by its traits, so the tests say which rule they need. */
function productWhere(what: string, test: (product: Product) => boolean): Product {
  const found = products.find(test);
  if (!found) throw new Error(`fixture lacks a product with ${what}`);
  return found;
}

const withVariants = () =>
  productWhere('an inactive variant', (p) => p.variants.some((variant) => !variant.active));
const pricedRange = () =>
  productWhere('active variants of different prices', (p) => {
    const prices = new Set(p.variants.filter((v) => v.active).map((v) => v.price_brutto));
    return prices.size > 1;
  });
const inStock = () =>
  productWhere('no variants, stock 3, no reorder flag', (p) => {
    return p.variants.length === 0 && p.stock === 3 && !p.reorder_possible;
  });
const outOfStockReorder = () =>
  productWhere('no variants, stock 0, reorder flag', (p) => {
    return p.variants.length === 0 && p.stock === 0 && p.reorder_possible;
  });
const outOfStockNoReorder = () =>
  productWhere('no variants, stock 0, no reorder flag', (p) => {
    return (
      p.variants.length === 0 && p.stock === 0 && !p.reorder_possible && p.price_brutto !== null
    );
  });
const personalized = () =>
  productWhere('personalization and variants', (p) => {
    return p.personalization.length > 0 && p.variants.length > 0;
  });

function run(actions: ProductViewAction[], from: ProductView = INITIAL_PRODUCT_VIEW): ProductView {
  return actions.reduce(productViewReducer, from);
}

const add = (details: Product): ProductViewAction => ({type: 'add', details});

describe('add without variants (spec §4)', () => {
  it('takes price, stock and shipping time from the product and selects count 1', () => {
    const product = inStock();
    const state = run([add(product)]);
    expect(state.hasVariants).toBe(false);
    expect(state.priceBrutto).toBe(product.price_brutto);
    expect(state.stock).toBe(3);
    expect(state.shippingTime).toBe(product.shipping_time);
    expect(state.countSelected).toBe(1);
    expect(state.variantsAvailable).toEqual([]);
    expect(state.variantPriceRange).toBeNull();
    expect(state.status).toBe('ready');
    expect(state.details).toBe(product);
  });

  it('counts ratings and averages them to one decimal', () => {
    const product = {...inStock(), ratings: [{rating: 5}, {rating: 4}, {rating: 4}]};
    const state = run([add(product)]);
    expect(state.ratingsCount).toBe(3);
    expect(state.averageRating).toBe(4.3);
    expect(run([add({...product, ratings: []})]).averageRating).toBeNull();
  });
});

describe('add with variants (spec §4)', () => {
  it('offers the active variants only and their price range', () => {
    const product = withVariants();
    const state = run([add(product)]);
    const active = product.variants.filter((variant) => variant.active);
    expect(active.length).toBeLessThan(product.variants.length);
    expect(state.hasVariants).toBe(true);
    expect(state.variantsAvailable.map((v) => v.id)).toEqual(active.map((v) => v.id));
    expect(state.variantSelected).toBeNull();
  });

  it('gives the min and max price of the active variants', () => {
    const state = run([add(pricedRange())]);
    const prices = state.variantsAvailable.map((variant) => variant.price_brutto ?? 0);
    expect(state.variantPriceRange).toEqual({min: Math.min(...prices), max: Math.max(...prices)});
    expect(state.variantPriceRange?.min).toBeLessThan(state.variantPriceRange?.max ?? 0);
  });

  it('starts with no price, stock, shipping or count until a variant is chosen', () => {
    const state = run([add(withVariants())]);
    expect(state.priceBrutto).toBeNull();
    expect(state.stock).toBeNull();
    expect(state.shippingTime).toBeNull();
    expect(state.countSelected).toBe(0);
    expect(state.reorderPossible).toBe(false);
  });

  it('labels the selector with variant_display_name, default "Variante" (spec §9)', () => {
    const product = withVariants();
    expect(run([add(product)]).variantDisplayName).toBe(product.variant_display_name);
    expect(product.variant_display_name).not.toBeNull();
    const unnamed = run([add({...product, variant_display_name: null})]);
    expect(unnamed.variantDisplayName).toBe('Variante');
    expect(DEFAULT_VARIANT_DISPLAY_NAME).toBe('Variante');
  });
});

describe('variantChange (spec §4)', () => {
  it('a chosen variant sets stock, price, shipping and count 1', () => {
    const product = pricedRange();
    const variant = product.variants.find((v) => v.active && v.stock !== null && v.stock > 0);
    if (!variant) throw new Error('fixture lacks a variant in stock');
    const state = run([add(product), {type: 'variantChange', variantId: variant.id}]);
    expect(state.variantSelected?.id).toBe(variant.id);
    expect(state.priceBrutto).toBe(variant.price_brutto);
    expect(state.stock).toBe(variant.stock);
    expect(state.shippingTime).toBe(variant.shipping_time ?? product.shipping_time);
    expect(state.countSelected).toBe(1);
    expect(state.reorderPossible).toBe(true);
  });

  it('a variant without its own shipping time ships like its product', () => {
    const product = withVariants();
    const [first, ...rest] = product.variants;
    if (!first) throw new Error('no variant');
    const changed = {
      ...product,
      shipping_time: 9,
      variants: [{...first, shipping_time: null}, ...rest],
    };
    const state = run([add(changed), {type: 'variantChange', variantId: first.id}]);
    expect(state.shippingTime).toBe(9);
  });

  it('the empty selection clears stock, price, count and shipping', () => {
    const product = withVariants();
    const id = product.variants.find((v) => v.active)?.id ?? 0;
    const state = run([
      add(product),
      {type: 'variantChange', variantId: id},
      {type: 'countChange', count: 2},
      {type: 'variantChange', variantId: null},
    ]);
    expect(state.variantSelected).toBeNull();
    expect(state.stock).toBeNull();
    expect(state.priceBrutto).toBeNull();
    expect(state.countSelected).toBe(0);
    expect(state.shippingTime).toBeNull();
  });

  it('ignores inactive and unknown variant ids, and products without variants', () => {
    const product = withVariants();
    const inactive = product.variants.find((v) => !v.active);
    const before = run([add(product)]);
    expect(productViewReducer(before, {type: 'variantChange', variantId: inactive?.id ?? 0})).toBe(
      before,
    );
    expect(productViewReducer(before, {type: 'variantChange', variantId: 'nope'})).toBe(before);
    const plain = run([add(inStock())]);
    expect(productViewReducer(plain, {type: 'variantChange', variantId: null})).toBe(plain);
  });

  it('matches ids by text (Directus numbers, catalogue strings)', () => {
    const product = withVariants();
    const variant = product.variants.find((v) => v.active);
    const state = run([add(product), {type: 'variantChange', variantId: String(variant?.id)}]);
    expect(state.variantSelected?.id).toBe(variant?.id);
  });
});

describe('reorder possible (spec §4: reorder flag set or stock not empty)', () => {
  it.each([
    [false, 2, true],
    [false, 0, false],
    [false, null, false],
    [true, 0, true],
    [true, null, true],
  ])('flag %s, stock %s → %s', (flag, stock, expected) => {
    expect(isReorderPossible(flag, stock)).toBe(expected);
  });

  it('out of stock with the reorder flag: buyable without an upper count', () => {
    const state = run([add(outOfStockReorder())]);
    expect(state.stock).toBe(0);
    expect(state.reorderPossible).toBe(true);
    expect(maxCount(state)).toBeNull();
    expect(run([{type: 'countChange', count: 7}], state).countSelected).toBe(7);
  });

  it('out of stock without the reorder flag: not buyable, count changes ignored', () => {
    const state = run([add(outOfStockNoReorder())]);
    expect(state.reorderPossible).toBe(false);
    expect(maxCount(state)).toBe(0);
    expect(productViewReducer(state, {type: 'countChange', count: 2})).toBe(state);
  });

  it('a variant uses its own flag and stock', () => {
    const product = productWhere('a variant with stock 0 and reorder flag', (p) =>
      p.variants.some(
        (v) => v.active && v.stock === 0 && v.reorder_possible && !p.reorder_possible,
      ),
    );
    const variant = product.variants.find((v) => v.active && v.stock === 0 && v.reorder_possible);
    const state = run([add(product), {type: 'variantChange', variantId: variant?.id ?? 0}]);
    expect(state.reorderPossible).toBe(true);
    expect(maxCount(state)).toBeNull();
  });
});

describe('countChange (spec §4)', () => {
  it('keeps the count within 1 and the stock', () => {
    const state = run([add(inStock())]);
    expect(maxCount(state)).toBe(3);
    expect(run([{type: 'countChange', count: 2}], state).countSelected).toBe(2);
    expect(run([{type: 'countChange', count: 9}], state).countSelected).toBe(3);
    expect(run([{type: 'countChange', count: 0}], state).countSelected).toBe(1);
    expect(run([{type: 'countChange', count: 2.7}], state).countSelected).toBe(2);
    expect(run([{type: 'countChange', count: Number.NaN}], state).countSelected).toBe(1);
  });

  it('is ignored while no variant is chosen', () => {
    const state = run([add(withVariants())]);
    expect(productViewReducer(state, {type: 'countChange', count: 2})).toBe(state);
  });
});

describe('personalizationChange (spec §4)', () => {
  it('stores values by field name and cuts them to max_length', () => {
    const product = personalized();
    const field = product.personalization[0]?.fields.find((f) => f.max_length !== null);
    if (!field || field.max_length === null) throw new Error('fixture lacks a limited field');
    const long = 'x'.repeat(field.max_length + 5);
    const state = run([
      add(product),
      {type: 'personalizationChange', name: field.name, value: long},
    ]);
    expect(state.personalization).toEqual({[field.name]: 'x'.repeat(field.max_length)});
  });

  it('ignores unknown fields and values outside a select field’s options', () => {
    const product = personalized();
    const select = product.personalization[0]?.fields.find((f) => f.type === 'select');
    if (!select) throw new Error('fixture lacks a select field');
    const state = run([add(product)]);
    expect(productViewReducer(state, {type: 'personalizationChange', name: 'x', value: 'y'})).toBe(
      state,
    );
    expect(
      productViewReducer(state, {type: 'personalizationChange', name: select.name, value: 'Comic'}),
    ).toBe(state);
    const option = select.options[1] ?? '';
    const chosen = run([{type: 'personalizationChange', name: select.name, value: option}], state);
    expect(chosen.personalization[select.name]).toBe(option);
  });
});

describe('reset (spec §4)', () => {
  it('returns to the empty view', () => {
    const state = run([add(inStock()), {type: 'reset'}]);
    expect(state).toEqual(INITIAL_PRODUCT_VIEW);
    expect(state.details).toBeNull();
    expect(state.countSelected).toBe(0);
  });
});

describe('loading', () => {
  it('follows the load table: loading → ready | notFound | error', () => {
    expect(LOAD_TRANSITIONS.loading).toEqual({
      start: 'loading',
      found: 'ready',
      missing: 'notFound',
      failed: 'error',
    });
    const product = inStock();
    const started = run([{type: 'loadStart', id: product.id}]);
    expect(started.status).toBe('loading');
    expect(run([add(product)], started).status).toBe('ready');
    expect(run([{type: 'notFound', id: product.id}], started).status).toBe('notFound');
    expect(run([{type: 'loadFailed', id: product.id}], started).status).toBe('error');
  });

  it('keeps build-time details when their refresh fails', () => {
    const product = inStock();
    const shown = initProductView(product);
    expect(shown.status).toBe('ready');
    const state = run(
      [
        {type: 'loadStart', id: product.id},
        {type: 'loadFailed', id: product.id},
      ],
      shown,
    );
    expect(state.status).toBe('ready');
    expect(state.details).toBe(product);
  });

  it('a refresh keeps the chosen variant, count and personalization', () => {
    const product = personalized();
    const variant = product.variants.find((v) => v.active && (v.stock ?? 0) >= 2);
    const field = product.personalization[0]?.fields[0];
    if (!variant || !field) throw new Error('fixture lacks a variant with stock 2');
    const chosen = run(
      [
        {type: 'variantChange', variantId: variant.id},
        {type: 'countChange', count: 2},
        {type: 'personalizationChange', name: field.name, value: 'A & B'},
      ],
      initProductView(product),
    );
    const fresh = {...product, variants: product.variants.map((v) => ({...v, stock: 5}))};
    const state = run([{type: 'loadStart', id: product.id}, add(fresh)], chosen);
    expect(state.variantSelected?.id).toBe(variant.id);
    expect(state.stock).toBe(5);
    expect(state.countSelected).toBe(2);
    expect(state.personalization).toEqual({[field.name]: 'A & B'});
  });

  it('drops answers for a product no longer asked for', () => {
    const first = inStock();
    const second = outOfStockReorder();
    const state = run([
      {type: 'loadStart', id: first.id},
      {type: 'loadStart', id: second.id},
    ]);
    expect(productViewReducer(state, add(first))).toBe(state);
    expect(productViewReducer(state, {type: 'loadFailed', id: first.id})).toBe(state);
    expect(run([add(second)], state).details).toBe(second);
  });

  it('switching products drops the old details at once', () => {
    const state = run(
      [{type: 'loadStart', id: outOfStockReorder().id}],
      initProductView(inStock()),
    );
    expect(state.details).toBeNull();
    expect(state.status).toBe('loading');
  });

  it('a product that is gone shows as not found', () => {
    const product = inStock();
    const state = run(
      [
        {type: 'loadStart', id: product.id},
        {type: 'notFound', id: product.id},
      ],
      initProductView(product),
    );
    expect(state.status).toBe('notFound');
    expect(state.details).toBeNull();
  });

  it('logs and ignores unknown actions', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = run([add(inStock())]);
    const unknown = {type: 'bogus'} as unknown as ProductViewAction;
    expect(productViewReducer(state, unknown)).toBe(state);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('helpers', () => {
  it('variantPriceRange skips variants with a price on request', () => {
    const product = withVariants();
    const [a, b] = product.variants;
    if (!a || !b) throw new Error('need two variants');
    expect(
      variantPriceRange([
        {...a, price_brutto: 10},
        {...b, price_brutto: null},
      ]),
    ).toEqual({
      min: 10,
      max: 10,
    });
    expect(variantPriceRange([{...a, price_brutto: null}])).toBeNull();
  });

  it('averageRating rounds half up to one decimal', () => {
    expect(averageRating([{rating: 5}, {rating: 4}])).toBe(4.5);
    expect(averageRating([{rating: 1}, {rating: 2}, {rating: 2}])).toBe(1.7);
  });
});
