import {describe, expect, it} from 'vitest';
import {
  activeFilterCount,
  filtersOf,
  hasFilters,
  initialShopContext,
  shopContextReducer,
  type ShopContextAction,
  type ShopContextState,
} from './shopContextReducer.ts';

const start = initialShopContext({
  storeRootPath: '/shop',
  projectName: 'juwelier-morgenstern.example',
});

/** A state on page 3 with a category set, to see what an action keeps or resets. */
const onPage3: ShopContextState = {...start, category: 1, page: 3};

function run(state: ShopContextState, ...actions: ShopContextAction[]): ShopContextState {
  return actions.reduce(shopContextReducer, state);
}

describe('initialShopContext', () => {
  it('holds the spec §3 fields: root path, project, no filters, default sort, meta, page 0', () => {
    expect(start).toEqual({
      storeRootPath: '/shop',
      projectName: 'juwelier-morgenstern.example',
      category: null,
      manufacturer: null,
      subcategory: null,
      attributes: [],
      tags: [],
      priceMin: null,
      priceMax: null,
      sort: 'sort',
      meta: '*',
      page: 0,
    });
  });

  it('takes the settings default sort and a meta request', () => {
    const state = initialShopContext({
      storeRootPath: '/',
      projectName: 'p',
      defaultSort: '-price_brutto',
      meta: 'filter_count',
    });
    expect(state.sort).toBe('-price_brutto');
    expect(state.meta).toBe('filter_count');
  });
});

describe('shopContextReducer: page reset (spec §4)', () => {
  it('resets the page to 0 when the category changes', () => {
    const next = run(onPage3, {type: 'categoryChange', category: 2});
    expect(next.category).toBe(2);
    expect(next.page).toBe(0);
  });

  it('resets the page to 0 when the manufacturer changes', () => {
    const next = run(onPage3, {type: 'manufacturerChange', manufacturer: 7});
    expect(next.manufacturer).toBe(7);
    expect(next.page).toBe(0);
  });

  it('resets the page to 0 when the subcategory changes', () => {
    const next = run(onPage3, {type: 'subcategoryChange', subcategory: 'abc'});
    expect(next.subcategory).toBe('abc');
    expect(next.page).toBe(0);
  });

  it('resets the page when a taxonomy filter is cleared', () => {
    const next = run(onPage3, {type: 'categoryChange', category: null});
    expect(next.category).toBeNull();
    expect(next.page).toBe(0);
  });

  it('keeps state and page when the same id is set again (also "1" for 1)', () => {
    expect(run(onPage3, {type: 'categoryChange', category: 1})).toBe(onPage3);
    expect(run(onPage3, {type: 'categoryChange', category: '1'})).toBe(onPage3);
  });

  it('also starts over at page 0 on attribute, tag, price and sort changes (decision 009)', () => {
    const page3 = {...start, page: 3};
    expect(run(page3, {type: 'attributesChange', attributes: [4]}).page).toBe(0);
    expect(run(page3, {type: 'tagsChange', tags: ['bestseller']}).page).toBe(0);
    expect(run(page3, {type: 'priceRangeChange', priceMin: 100, priceMax: null}).page).toBe(0);
    expect(run(page3, {type: 'sortChange', sort: '-price_brutto'}).page).toBe(0);
  });

  it('keeps the page when only meta changes', () => {
    const next = run(onPage3, {type: 'metaChange', meta: 'filter_count'});
    expect(next.meta).toBe('filter_count');
    expect(next.page).toBe(3);
  });
});

describe('shopContextReducer: each field', () => {
  it('sets the page, ignoring negative or fractional pages', () => {
    expect(run(start, {type: 'pageChange', page: 2}).page).toBe(2);
    expect(run(onPage3, {type: 'pageChange', page: -1})).toBe(onPage3);
    expect(run(onPage3, {type: 'pageChange', page: 1.5})).toBe(onPage3);
    expect(run(onPage3, {type: 'pageChange', page: Number.NaN})).toBe(onPage3);
  });

  it('sets attributes and tags as copies; the same list again changes nothing', () => {
    const attributes = [4, 9];
    const next = run(start, {type: 'attributesChange', attributes});
    expect(next.attributes).toEqual([4, 9]);
    expect(next.attributes).not.toBe(attributes);
    expect(run(next, {type: 'attributesChange', attributes: [4, 9]})).toBe(next);
    const tagged = run(start, {type: 'tagsChange', tags: ['neu', 'bestseller']});
    expect(tagged.tags).toEqual(['neu', 'bestseller']);
  });

  it('sets the price range and drops invalid bounds', () => {
    const next = run(start, {type: 'priceRangeChange', priceMin: 100, priceMax: 2500});
    expect([next.priceMin, next.priceMax]).toEqual([100, 2500]);
    const invalid = run(next, {type: 'priceRangeChange', priceMin: -5, priceMax: Infinity});
    expect([invalid.priceMin, invalid.priceMax]).toEqual([null, null]);
  });

  it('sets the sort', () => {
    expect(run(start, {type: 'sortChange', sort: 'display_name'}).sort).toBe('display_name');
  });

  it('keeps root path and project name through every change', () => {
    const next = run(
      start,
      {type: 'categoryChange', category: 1},
      {type: 'tagsChange', tags: ['x']},
      {type: 'filtersReset'},
    );
    expect(next.storeRootPath).toBe('/shop');
    expect(next.projectName).toBe('juwelier-morgenstern.example');
  });

  it('ignores an unknown action', () => {
    const unknown = {type: 'explode'} as unknown as ShopContextAction;
    expect(shopContextReducer(onPage3, unknown)).toBe(onPage3);
  });
});

describe('shopContextReducer: restore and reset', () => {
  it('restores every filter at once and starts at page 0', () => {
    const filters = {
      ...filtersOf(start),
      manufacturer: 3,
      attributes: [2],
      priceMax: 900,
      sort: '-price_brutto',
    };
    const next = run({...start, page: 2}, {type: 'filtersRestore', filters});
    expect(filtersOf(next)).toEqual(filters);
    expect(next.page).toBe(0);
  });

  it('keeps the very same state when the restored filters equal the current ones', () => {
    expect(run(onPage3, {type: 'filtersRestore', filters: filtersOf(onPage3)})).toBe(onPage3);
  });

  it('clears every filter but keeps the sort', () => {
    const filtered: ShopContextState = {
      ...start,
      category: 1,
      manufacturer: 2,
      subcategory: 3,
      attributes: [4],
      tags: ['neu'],
      priceMin: 1,
      priceMax: 2,
      sort: 'display_name',
      page: 4,
    };
    const next = run(filtered, {type: 'filtersReset'});
    expect(hasFilters(next)).toBe(false);
    expect(next.sort).toBe('display_name');
    expect(next.page).toBe(0);
  });
});

describe('hasFilters', () => {
  it('is false without filters, whatever the sort', () => {
    expect(hasFilters({...start, sort: '-price_brutto'})).toBe(false);
  });

  it('is true as soon as one filter is set', () => {
    expect(hasFilters({...start, tags: ['neu']})).toBe(true);
    expect(hasFilters({...start, priceMax: 10})).toBe(true);
    expect(hasFilters({...start, subcategory: 5})).toBe(true);
  });
});

describe('activeFilterCount', () => {
  const none = filtersOf(start);

  it('is 0 without filters, and the sort does not count', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({...none, sort: 'price_asc' as typeof none.sort})).toBe(0);
  });

  it('counts each select, the price range once, each attribute and tag', () => {
    expect(
      activeFilterCount({
        ...none,
        category: 1,
        manufacturer: 2,
        priceMin: 100,
        priceMax: 900,
        attributes: [7, 8],
        tags: ['neu'],
      }),
    ).toBe(6);
    expect(activeFilterCount({...none, priceMax: 900})).toBe(1);
  });

  it('is positive exactly when hasFilters says a filter is set', () => {
    for (const filters of [none, {...none, subcategory: 3}, {...none, tags: ['x']}]) {
      expect(activeFilterCount(filters) > 0).toBe(hasFilters(filters));
    }
  });
});
