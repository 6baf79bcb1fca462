import {beforeAll, describe, expect, it} from 'vitest';
import type {SiteData} from '../content/site-data.ts';
import {
  attributesOf,
  groupAttributeIds,
  pickRandom,
  priceRange,
  pricesOf,
  randomPool,
  ratingsOf,
} from './catalogueQueries.ts';
import {allFixtureProducts, loadJewellerSiteData} from './jewellerFixture.testing.ts';

let site: SiteData;
beforeAll(async () => {
  site = await loadJewellerSiteData();
});

/** A repeatable random source cycling through the given values. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('pickRandom', () => {
  it('picks without repetition, in pick order, driven by the random source', () => {
    expect(pickRandom([1, 2, 3, 4, 5], 3, sequence(0))).toEqual([1, 2, 3]);
    expect(pickRandom([1, 2, 3, 4, 5], 3, sequence(0.99))).toEqual([5, 1, 2]);
    expect(pickRandom([1, 2, 3, 4, 5], 2, sequence(0.5, 0))).toEqual([3, 2]);
  });

  it('caps at the pool size and treats bad limits as none', () => {
    expect(pickRandom([1, 2], 10, Math.random).sort()).toEqual([1, 2]);
    expect(pickRandom([1, 2], 0, Math.random)).toEqual([]);
    expect(pickRandom([1, 2], -1, Math.random)).toEqual([]);
    expect(pickRandom([], 3, Math.random)).toEqual([]);
  });

  it('does not change its input', () => {
    const items = [1, 2, 3];
    pickRandom(items, 3, sequence(0.9));
    expect(items).toEqual([1, 2, 3]);
  });
});

describe('randomPool', () => {
  it('holds published products only, by id', () => {
    const pool = randomPool([...allFixtureProducts()].reverse());
    expect(pool.map((product) => product.id)).not.toContain(138);
    expect(pool[0]?.id).toBe(101);
    expect(pool).toHaveLength(38);
  });
});

describe('pricesOf and priceRange', () => {
  it('lists prices of matching products, ignoring the price range, by id', () => {
    const prices = pricesOf(site.products, {manufacturer: 2, priceMin: 5000});
    expect(prices).toEqual([
      {id: 104, price_brutto: 1650, product_variants: [{price_brutto: 1650}, {price_brutto: 1650}]},
      {id: 105, price_brutto: 2350, product_variants: []},
      {id: 106, price_brutto: 1850, product_variants: []},
    ]);
    expect(pricesOf(site.products, {})).toHaveLength(37);
  });

  it('spans product and variant prices and skips unknown prices', () => {
    expect(priceRange(pricesOf(site.products, {category: 1}))).toEqual({min: 1500, max: 6350});
    expect(priceRange(pricesOf(site.products, {manufacturer: 1}))).toEqual({min: 3100, max: 4200});
    expect(priceRange(pricesOf(site.products, {manufacturer: 10}))).toBeNull();
    expect(priceRange([])).toBeNull();
  });
});

describe('ratingsOf', () => {
  it('gives one product’s ratings newest first', () => {
    expect(ratingsOf(site.ratings, 111).map((rating) => rating.id)).toEqual([10, 9, 8, 7]);
    expect(ratingsOf(site.ratings, '101').map((rating) => rating.id)).toEqual([3, 2, 1]);
    expect(ratingsOf(site.ratings, 102)).toEqual([]);
  });

  it('puts undated ratings first, as PostgreSQL sorts nulls descending', () => {
    const ratings = [
      {
        id: 2,
        product: 1,
        rating: 4,
        name: null,
        comment: null,
        date_created: '2026-01-01T00:00:00Z',
      },
      {id: 3, product: 1, rating: 5, name: null, comment: null, date_created: null},
    ];
    expect(ratingsOf(ratings, 1).map((rating) => rating.id)).toEqual([3, 2]);
  });

  it('orders by time, whatever offset or precision the CMS wrote', () => {
    const rating = (id: number, date_created: string) => ({
      id,
      product: 1,
      rating: 4,
      name: null,
      comment: null,
      date_created,
    });
    // 10:00+02:00 is 08:00Z: older than 09:00Z although its text sorts after it.
    const ratings = [
      rating(1, '2026-01-01T10:00:00+02:00'),
      rating(2, '2026-01-01T09:00:00Z'),
      rating(3, '2026-01-01T09:00:00.500Z'),
    ];
    expect(ratingsOf(ratings, 1).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe('attributesOf and groupAttributeIds', () => {
  it('reads the attributes of the given groups by sort', () => {
    expect(attributesOf(site.attributes, [2]).map((a) => a.id)).toEqual([10, 11, 12, 13]);
    expect(attributesOf(site.attributes, [4, 2]).map((a) => a.id)).toEqual([
      10, 11, 12, 13, 30, 31, 32,
    ]);
    expect(attributesOf(site.attributes, [])).toEqual([]);
  });

  it('groups flat value ids by their attribute group, dropping unknown ids', () => {
    expect(groupAttributeIds([6, 23, 10, 24, 999], site.attributes)).toEqual({
      '1': [6],
      '2': [10],
      '3': [23, 24],
    });
    expect(groupAttributeIds([], site.attributes)).toEqual({});
  });
});
