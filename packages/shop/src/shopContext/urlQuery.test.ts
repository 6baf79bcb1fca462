import {describe, expect, it} from 'vitest';
import {NO_FILTERS, type ShopFilters} from './shopContextReducer.ts';
import {
  fromSearchParams,
  mergeSearchParams,
  parseId,
  toSearchParams,
  withoutFilterParams,
} from './urlQuery.ts';

const none: ShopFilters = {...NO_FILTERS, attributes: [], tags: [], sort: 'sort'};

const everything: ShopFilters = {
  category: 1,
  manufacturer: 'b7f1c2d0-5e1a-4c3b-9d2e-0a1b2c3d4e5f',
  subcategory: 12,
  attributes: [3, 7],
  tags: ['bestseller', 'neu & exklusiv'],
  priceMin: 100,
  priceMax: 2499.5,
  sort: '-price_brutto',
};

describe('toSearchParams', () => {
  it('writes nothing for no filters and the default sort', () => {
    expect(toSearchParams(none).toString()).toBe('');
  });

  it('writes every set filter in fixed order, lists as repeated keys', () => {
    expect(toSearchParams(everything).toString()).toBe(
      'category=1&manufacturer=b7f1c2d0-5e1a-4c3b-9d2e-0a1b2c3d4e5f&subcategory=12' +
        '&attribute=3&attribute=7&tag=bestseller&tag=neu+%26+exklusiv' +
        '&price_min=100&price_max=2499.5&sort=-price_brutto',
    );
  });

  it('leaves out the shop default sort, and writes the CMS order when that is not the default', () => {
    expect(
      toSearchParams({...none, sort: 'display_name'}, {defaultSort: 'display_name'}).has('sort'),
    ).toBe(false);
    expect(toSearchParams(none, {defaultSort: 'display_name'}).get('sort')).toBe('sort');
  });
});

describe('fromSearchParams', () => {
  it('reads an empty query as no filters and the default sort', () => {
    expect(fromSearchParams(new URLSearchParams())).toEqual(none);
    expect(fromSearchParams(new URLSearchParams(), {defaultSort: '-date_created'}).sort).toBe(
      '-date_created',
    );
  });

  it('round-trips every filter', () => {
    expect(fromSearchParams(toSearchParams(everything))).toEqual(everything);
  });

  it('round-trips with a shop default sort', () => {
    const filters = {...none, manufacturer: 4, sort: 'display_name'};
    const options = {defaultSort: 'display_name'};
    expect(fromSearchParams(toSearchParams(filters, options), options)).toEqual(filters);
  });

  it('ignores unknown parameters', () => {
    const params = new URLSearchParams('id=shop-itemlist--default&viewMode=story&utm_source=x');
    expect(fromSearchParams(params)).toEqual(none);
  });

  it('ignores invalid ids, keeping the valid ones of a list', () => {
    const params = new URLSearchParams(
      'category=&manufacturer=<script>&subcategory=1.5&attribute=3&attribute=x y&attribute=3&attribute=9',
    );
    const filters = fromSearchParams(params);
    expect(filters.category).toBeNull();
    expect(filters.manufacturer).toBeNull();
    expect(filters.subcategory).toBeNull();
    expect(filters.attributes).toEqual([3, 9]);
  });

  it('ignores an unknown sort', () => {
    expect(fromSearchParams(new URLSearchParams('sort=random')).sort).toBe('sort');
    expect(fromSearchParams(new URLSearchParams('sort=price_brutto')).sort).toBe('price_brutto');
  });

  it('ignores prices that are not plain non-negative amounts', () => {
    for (const bad of ['-5', 'abc', '1e5', '', '12.345', 'Infinity']) {
      const filters = fromSearchParams(new URLSearchParams({price_min: bad, price_max: bad}));
      expect([filters.priceMin, filters.priceMax], bad).toEqual([null, null]);
    }
    const ok = fromSearchParams(new URLSearchParams('price_min=0&price_max=99.9'));
    expect([ok.priceMin, ok.priceMax]).toEqual([0, 99.9]);
  });

  it('drops a price range whose minimum is above its maximum', () => {
    const filters = fromSearchParams(new URLSearchParams('price_min=500&price_max=100'));
    expect([filters.priceMin, filters.priceMax]).toEqual([null, null]);
  });

  it('drops empty and duplicate tags', () => {
    const filters = fromSearchParams(new URLSearchParams('tag=neu&tag=%20&tag=neu&tag=gold'));
    expect(filters.tags).toEqual(['neu', 'gold']);
  });
});

describe('parseId', () => {
  it('reads digits as a number and UUID-like text as a string', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(' 42 ')).toBe(42);
    expect(parseId('a1b2-c3')).toBe('a1b2-c3');
  });

  it('rejects empty, fractional and unsafe values', () => {
    for (const bad of [null, '', '1.5', '../x', 'a b', 'a'.repeat(65)]) {
      expect(parseId(bad), String(bad)).toBeNull();
    }
  });

  it('keeps digits too long for a safe number as text, so no precision is lost', () => {
    expect(parseId('9'.repeat(16))).toBe('9'.repeat(16));
  });
});

describe('mergeSearchParams', () => {
  it('keeps other parameters and replaces the old filters', () => {
    const current = new URLSearchParams('id=story&manufacturer=9&tag=alt&viewMode=story');
    const merged = mergeSearchParams(current, {...none, manufacturer: 3});
    expect(merged.toString()).toBe('id=story&viewMode=story&manufacturer=3');
  });

  it('removes every filter parameter for no filters', () => {
    const current = new URLSearchParams(toSearchParams(everything));
    current.set('page', '2');
    expect(mergeSearchParams(current, none).toString()).toBe('page=2');
    expect(withoutFilterParams(current).toString()).toBe('page=2');
  });
});
