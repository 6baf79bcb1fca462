// The item list's price filter over product and variant prices (decision 009i "Price filter"):
// examples, then fast-check properties over generated catalogues.
import fc from 'fast-check';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Product} from '../model/product.ts';
import {priceRange, pricesOf} from './catalogueQueries.ts';
import {allFixtureProducts, JEWELLER_DOMAIN} from './jewellerFixture.testing.ts';
import {matchesProductQuery, offeredPrices} from './productFilter.ts';
import {queryProducts} from './queryProducts.ts';

let base: Product;
let fixtureProducts: Product[];

beforeAll(() => {
  fixtureProducts = allFixtureProducts().filter(
    (product) => product.project.domain === JEWELLER_DOMAIN,
  );
  const first = fixtureProducts.find((product) => product.variants.length > 0);
  if (!first) throw new Error('the fixture has a product with variants');
  base = first;
});

type VariantPrice = {price: number | null; active: boolean};

/** A published product priced `own` with variants of the given prices. */
function productWith(id: number, own: number | null, variants: readonly VariantPrice[]): Product {
  const template = base.variants[0]!;
  return {
    ...base,
    id,
    status: 'published',
    price_brutto: own,
    variants: variants.map(({price, active}, index) => ({
      ...template,
      id: id * 100 + index,
      product: id,
      price_brutto: price,
      active,
    })),
  };
}

const inRange = (min: number | null, max: number) => ({priceMin: min, priceMax: max}) as const;

describe('price filter with variant prices (decision 009i)', () => {
  it('finds a product priced only through its variants', () => {
    const ring = productWith(1, null, [
      {price: 120, active: true},
      {price: 180, active: true},
    ]);
    expect(matchesProductQuery(ring, inRange(100, 150))).toBe(true);
    expect(matchesProductQuery(ring, inRange(150, 200))).toBe(true);
    expect(matchesProductQuery(ring, {priceMin: 170})).toBe(true);
    expect(matchesProductQuery(ring, {priceMax: 119})).toBe(false);
  });

  it('matches by the own price or a variant price, never by a span between two variants', () => {
    const watch = productWith(2, 3900, [
      {price: 1000, active: true},
      {price: 5000, active: true},
    ]);
    expect(matchesProductQuery(watch, inRange(3800, 4000))).toBe(true);
    expect(matchesProductQuery(watch, inRange(900, 1100))).toBe(true);
    expect(matchesProductQuery(watch, inRange(2000, 3000))).toBe(false);
  });

  it('ignores inactive variants and unknown prices', () => {
    const gone = productWith(3, null, [
      {price: 120, active: false},
      {price: null, active: true},
    ]);
    expect(offeredPrices(gone)).toEqual([]);
    expect(matchesProductQuery(gone, inRange(0, 1000))).toBe(false);
    expect(matchesProductQuery(gone, {})).toBe(true);
  });

  it('keeps the fixture answers: the jeweller has no variant priced apart from its product', () => {
    const ids = queryProducts(fixtureProducts, {priceMin: 4000, priceMax: 4100}).data.map(
      (item) => item.id,
    );
    // 101 costs 3.900 €, its steel variant 4.050 €.
    expect(ids).toEqual([101]);
  });
});

// Prices in cents as euros, a few of them equal so bounds hit prices exactly.
const price = fc.integer({min: 0, max: 500}).map((cents) => cents * 10);
const variant = fc.record({price: fc.option(price, {nil: null}), active: fc.boolean()});
const productShape = fc.record({
  own: fc.option(price, {nil: null}),
  variants: fc.array(variant, {maxLength: 4}),
});
const catalogue = fc
  .array(productShape, {maxLength: 12})
  .map((shapes) => shapes.map(({own, variants}, index) => productWith(index + 1, own, variants)));
const bounds = fc
  .tuple(fc.option(price, {nil: null}), fc.option(price, {nil: null}))
  .map(([a, b]): [number | null, number | null] =>
    a !== null && b !== null && a > b ? [b, a] : [a, b],
  );

/** The rule written out plainly: some known price of the product or an active variant is in range. */
function expected(product: Product, min: number | null, max: number | null): boolean {
  const prices = [
    product.price_brutto,
    ...product.variants.filter((entry) => entry.active).map((entry) => entry.price_brutto),
  ];
  if (min === null && max === null) return true;
  return prices.some(
    (value) => value !== null && (min === null || value >= min) && (max === null || value <= max),
  );
}

describe('price filter properties (fast-check)', () => {
  it('a product matches exactly when one of its offered prices is in the range', () => {
    fc.assert(
      fc.property(productShape, bounds, ({own, variants}, [min, max]) => {
        const product = productWith(1, own, variants);
        expect(matchesProductQuery(product, {priceMin: min, priceMax: max})).toBe(
          expected(product, min, max),
        );
      }),
    );
  });

  it('the price range the list offers keeps every product that has a price', () => {
    fc.assert(
      fc.property(catalogue, (products) => {
        const span = priceRange(pricesOf(products, {}));
        const priced = products.filter((product) => offeredPrices(product).length > 0);
        if (span === null) {
          expect(priced).toEqual([]);
          return;
        }
        const listed = queryProducts(products, {priceMin: span.min, priceMax: span.max});
        expect(listed.meta.filter_count).toBe(priced.length);
      }),
    );
  });

  it('every offered price lies within the range the list offers', () => {
    fc.assert(
      fc.property(catalogue, (products) => {
        const span = priceRange(pricesOf(products, {}));
        for (const value of products.flatMap(offeredPrices)) {
          expect(span).not.toBeNull();
          expect(value).toBeGreaterThanOrEqual(span!.min);
          expect(value).toBeLessThanOrEqual(span!.max);
        }
      }),
    );
  });

  it('widening the range never drops a product', () => {
    fc.assert(
      fc.property(productShape, bounds, price, ({own, variants}, [min, max], widen) => {
        const product = productWith(1, own, variants);
        if (!matchesProductQuery(product, {priceMin: min, priceMax: max})) return;
        const wider = {
          priceMin: min === null ? null : Math.max(0, min - widen),
          priceMax: max === null ? null : max + widen,
        };
        expect(matchesProductQuery(product, wider)).toBe(true);
      }),
    );
  });

  it('a single offered price as the whole range finds its product', () => {
    fc.assert(
      fc.property(productShape, ({own, variants}) => {
        const product = productWith(1, own, variants);
        for (const value of offeredPrices(product)) {
          expect(matchesProductQuery(product, {priceMin: value, priceMax: value})).toBe(true);
        }
      }),
    );
  });
});
