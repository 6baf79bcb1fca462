import {describe, expect, it} from 'vitest';
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type Attribute,
  type ProductPage,
  type Taxon,
} from '@schaufenster/core';
import {NO_FILTERS, type ShopFilters} from '../shopContext/index.ts';
import {
  SORT_OPTIONS,
  attributeFilterGroups,
  filterOptionsOf,
  nextPageParam,
  priceRangeQuery,
  subcategoryOptions,
  toProductQuery,
} from './itemListModel.ts';

function taxon(id: number, name: string): Taxon {
  return {id, display_name: name, slug: null, translations: []};
}

function attribute(id: number, group: number, sort = 0): Attribute {
  return {
    id,
    display_value: `value ${id}`,
    translations: [],
    sort,
    attribute_group: {id: group, display_name: `group ${group}`, translations: []},
  };
}

const none: ShopFilters = {...NO_FILTERS, attributes: [], tags: [], sort: 'sort'};

function page(onePage: number, pageCount: number): ProductPage {
  return {
    data: [],
    meta: {
      result_count: 0,
      filter_count: pageCount * PRODUCT_PAGE_SIZE,
      limit: PRODUCT_PAGE_SIZE,
      offset: (onePage - 1) * PRODUCT_PAGE_SIZE,
      page: onePage,
      page_count: pageCount,
      links: {},
    },
  };
}

describe('toProductQuery', () => {
  it('passes the filters and groups attribute ids by their group', () => {
    const attributes = [attribute(3, 1), attribute(7, 2), attribute(8, 1)];
    const query = toProductQuery(
      {...none, category: 1, attributes: [3, 8, 7, 99], priceMin: 10, sort: 'display_name'},
      attributes,
    );
    expect(query).toEqual({
      category: 1,
      manufacturer: null,
      subcategory: null,
      tags: [],
      attributes: {'1': [3, 8], '2': [7]},
      priceMin: 10,
      priceMax: null,
      sort: 'display_name',
    });
    expect(query).not.toHaveProperty('page');
  });

  it('leaves out the price range and sort for the price filter range', () => {
    const query = toProductQuery({...none, manufacturer: 2, priceMin: 5, priceMax: 9}, []);
    expect(priceRangeQuery(query)).toMatchObject({
      manufacturer: 2,
      priceMin: null,
      priceMax: null,
      sort: 'sort',
    });
  });
});

describe('nextPageParam', () => {
  it('gives the next zero-based page while pages remain (meta page is one-based)', () => {
    expect(nextPageParam(page(1, 2))).toBe(1);
    expect(nextPageParam(page(2, 3))).toBe(2);
  });

  it('ends on the last page and on an empty result', () => {
    expect(nextPageParam(page(2, 2))).toBeUndefined();
    expect(nextPageParam(page(1, 0))).toBeUndefined();
  });
});

describe('filterOptionsOf', () => {
  const watches = taxon(1, 'Uhren');
  const rings = taxon(2, 'Ringe');
  const tudor = taxon(1, 'Tudor');
  const mens = taxon(5, 'Herrenuhren');
  const products = [
    {category: watches, manufacturer: tudor, subcategories: [{subcategory_id: mens}]},
    {category: rings, manufacturer: null, subcategories: []},
    {category: watches, manufacturer: tudor, subcategories: [{subcategory_id: mens}]},
    {category: null, manufacturer: null},
  ];

  it('lists each category and manufacturer once, in first-seen order', () => {
    const options = filterOptionsOf(products);
    expect(options.categories).toEqual([watches, rings]);
    expect(options.manufacturers).toEqual([tudor]);
    expect(options.subcategories).toEqual([{subcategory: mens, category: 1}]);
  });

  it('offers the subcategories of the chosen category, all without one', () => {
    const {subcategories} = filterOptionsOf(products);
    expect(subcategoryOptions(subcategories, null)).toEqual([mens]);
    expect(subcategoryOptions(subcategories, 1)).toEqual([mens]);
    expect(subcategoryOptions(subcategories, 2)).toEqual([]);
  });
});

describe('attributeFilterGroups', () => {
  it('groups values in the settings order and leaves out groups without values', () => {
    const attributes = [attribute(1, 1), attribute(2, 2), attribute(3, 1)];
    const groups = attributeFilterGroups(attributes, [2, 9, 1]);
    expect(groups.map(({group}) => group.id)).toEqual([2, 1]);
    expect(groups[1]?.values.map(({id}) => id)).toEqual([1, 3]);
  });
});

describe('SORT_OPTIONS', () => {
  it('offers only sorts core knows, the CMS order first', () => {
    expect(SORT_OPTIONS[0]).toBe('sort');
    for (const sort of SORT_OPTIONS) expect(PRODUCT_SORTS).toContain(sort);
  });
});
