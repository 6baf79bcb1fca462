import {beforeAll, describe, expect, it} from 'vitest';
import type {Product} from '../model/product.ts';
import {allFixtureProducts, JEWELLER_DOMAIN} from './jewellerFixture.testing.ts';
import {queryProducts} from './queryProducts.ts';
import {PRODUCT_PAGE_SIZE, type ProductQuery} from './types.ts';

let products: Product[];

beforeAll(() => {
  // The raw file: published, draft and archived products of the jeweller's domain.
  products = allFixtureProducts().filter((product) => product.project.domain === JEWELLER_DOMAIN);
});

function ids(query: ProductQuery): (string | number)[] {
  return queryProducts(products, query).data.map((item) => item.id);
}

const range = (from: number, to: number) =>
  Array.from({length: to - from + 1}, (_, index) => from + index);

describe('queryProducts paging (spec §7, §9)', () => {
  it('pins the page size at 20', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(20);
  });

  it('lists the first 20 of 37 published products with full meta', () => {
    const page = queryProducts(products, {});
    expect(page.data.map((item) => item.id)).toEqual(range(101, 120));
    expect(page.meta).toEqual({
      result_count: 20,
      filter_count: 37,
      limit: 20,
      offset: 0,
      page: 1,
      page_count: 2,
      links: {self: '?page=1', first: '?page=1', prev: null, next: '?page=2', last: '?page=2'},
    });
  });

  it('treats page as zero-based and reports it one-based', () => {
    const page = queryProducts(products, {page: 1});
    expect(page.data.map((item) => item.id)).toEqual(range(121, 137));
    expect(page.meta).toMatchObject({result_count: 17, offset: 20, page: 2, page_count: 2});
    expect(page.meta.links).toMatchObject({prev: '?page=1', next: null});
  });

  it('answers an empty page past the end, still counting the matches', () => {
    const page = queryProducts(products, {page: 5});
    expect(page.data).toEqual([]);
    expect(page.meta).toMatchObject({result_count: 0, filter_count: 37, page: 6, offset: 100});
    expect(page.meta.links).toMatchObject({prev: '?page=2', next: null, last: '?page=2'});
  });

  it('reads a negative or fractional page as the first', () => {
    expect(queryProducts(products, {page: -3}).meta.page).toBe(1);
    expect(queryProducts(products, {page: 1.5}).meta.page).toBe(1);
  });

  it('never lists or counts drafts and archived products (spec §4)', () => {
    expect(ids({category: 1})).not.toContain(138);
    expect(ids({category: 1})).not.toContain(139);
    expect(queryProducts(products, {category: 1}).meta.filter_count).toBe(10);
  });

  it('gives list items, with active variant prices only', () => {
    const item = queryProducts(products, {manufacturer: 2}).data[0];
    expect(item?.id).toBe(104);
    expect(item?.product_variants).toEqual([{price_brutto: 1650}, {price_brutto: 1650}]);
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'category',
        'display_name',
        'id',
        'images',
        'manufacturer',
        'price_brutto',
        'product_variants',
        'ratings',
        'slug',
        'stock',
        'translations',
      ].sort(),
    );
  });
});

describe('queryProducts filters', () => {
  it('category, manufacturer and subcategory by id', () => {
    expect(ids({category: 1})).toEqual(range(101, 110));
    expect(ids({manufacturer: 2})).toEqual([104, 105, 106]);
    expect(ids({manufacturer: '2'})).toEqual([104, 105, 106]);
    expect(ids({subcategory: 6})).toEqual([122, 123, 133]);
    expect(ids({category: 4, subcategory: 6})).toEqual([122, 123]);
    expect(ids({category: 1, manufacturer: 9})).toEqual([]);
  });

  it('null filters mean any', () => {
    expect(ids({category: null, manufacturer: null, subcategory: null, tags: []})).toEqual(
      range(101, 120),
    );
  });

  it('tags: the product contains every selected tag', () => {
    expect(ids({tags: ['bestseller']})).toEqual([101, 104, 111, 122]);
    expect(ids({tags: ['bestseller', 'nachhaltig']})).toEqual([111]);
    expect(ids({tags: ['unbekannt']})).toEqual([]);
  });

  it('attributes: any value within a group, every group', () => {
    expect(ids({attributes: {'3': [23]}})).toEqual([101, 103]);
    expect(ids({attributes: {'3': [23, 24]}})).toEqual([101, 103, 104, 110]);
    expect(ids({attributes: {'3': [23, 24], '4': [30]}})).toEqual([101, 103, 104, 110]);
    expect(ids({attributes: {'2': [11]}})).toEqual([124]);
    expect(ids({attributes: {'1': [2], '2': [10]}})).toEqual([111, 122, 124, 126]);
    expect(ids({attributes: {'3': []}})).toHaveLength(20);
  });

  it('price range is inclusive and drops products without a price', () => {
    expect(ids({priceMin: 1000, priceMax: 2000})).toEqual([
      104, 106, 108, 112, 113, 116, 124, 125, 130, 132,
    ]);
    expect(ids({priceMin: 6350})).toEqual([109]);
    expect(ids({priceMax: 59})).toEqual([123, 137]);
    expect(ids({category: 1, priceMin: 0})).not.toContain(110);
  });
});

describe('queryProducts sort', () => {
  function all(sort: string): (string | number)[] {
    return [...ids({sort}), ...ids({sort, page: 1})];
  }

  it('defaults to the CMS sort field', () => {
    expect(all('sort')).toEqual(range(101, 137));
    expect(all('no-such-field')).toEqual(range(101, 137));
    expect(all('-sort')).toEqual(range(101, 137).reverse());
  });

  it('by price: ties by id, no price last ascending and first descending (PostgreSQL)', () => {
    const ascending = all('price_brutto');
    expect(ascending.slice(0, 4)).toEqual([137, 123, 119, 114]);
    expect(ascending.slice(15, 17)).toEqual([113, 124]);
    expect(ascending.slice(-3)).toEqual([110, 115, 120]);
    const descending = all('-price_brutto');
    expect(descending.slice(0, 5)).toEqual([110, 115, 120, 109, 126]);
    expect(descending.at(-1)).toBe(137);
  });

  it('by name with German collation', () => {
    expect(all('display_name').slice(0, 4)).toEqual([118, 122, 121, 113]);
    expect(all('-display_name').slice(0, 2)).toEqual([115, 120]);
  });

  it('newest first', () => {
    expect(all('-date_created').slice(0, 5)).toEqual([107, 116, 125, 134, 106]);
    expect(all('date_created').slice(0, 2)).toEqual([135, 126]);
  });

  it('sorts before paging, so pages never overlap', () => {
    const first = ids({sort: 'price_brutto'});
    const second = ids({sort: 'price_brutto', page: 1});
    expect(new Set([...first, ...second]).size).toBe(37);
  });
});
