import {describe, expect, it} from 'vitest';
import {
  attributesUrl,
  PRODUCT_LIST_FIELDS,
  productListUrl,
  productPricesUrl,
  productsByIdUrl,
  productUrl,
  randomPoolUrl,
  ratingsUrl,
  settingsUrl,
} from './directusQuery.ts';

const CMS = 'https://cms.example.test/';
const DOMAIN = 'juwelier-morgenstern.example';
const BASE = `{"status":{"_eq":"published"}},{"project":{"domain":{"_eq":"${DOMAIN}"}}}`;
const LIST_FIELDS = PRODUCT_LIST_FIELDS.join(',');
const ACTIVE = '"product_variants":{"_filter":{"active":{"_eq":true}}}';
const PUBLISHED = '"ratings":{"_filter":{"status":{"_eq":"published"}}}';
/** Active variants as product_variants, published ratings only (the list reads both). */
const VARIANTS = `alias[product_variants]=variants&deep={${ACTIVE},${PUBLISHED}}`;
/** Active variants as product_variants (the price query reads no ratings). */
const PRICE_VARIANTS = `alias[product_variants]=variants&deep={${ACTIVE}}`;

/** The URL with its query decoded, for readable assertions. */
function readable(url: string): string {
  return decodeURIComponent(url);
}

function params(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('settingsUrl', () => {
  it('filters by project domain, single record', () => {
    const url = settingsUrl(CMS, DOMAIN);
    expect(url.startsWith('https://cms.example.test/items/ecommerce_settings?')).toBe(true);
    expect(params(url)).toMatchObject({
      'filter[project][domain][_eq]': DOMAIN,
      limit: '1',
    });
    expect(params(url).fields?.split(',')).toContain('payment_methods.*');
  });
});

describe('productListUrl (spec §7)', () => {
  it('sends the UI page + 1, limit 20, meta and the published/domain filter', () => {
    expect(readable(productListUrl(CMS, DOMAIN, {}))).toBe(
      `https://cms.example.test/items/ecommerce_product?filter={"_and":[${BASE}]}` +
        `&sort=sort,id&limit=20&page=1&meta=*&fields=${LIST_FIELDS}&${VARIANTS}`,
    );
    expect(params(productListUrl(CMS, DOMAIN, {page: 0})).page).toBe('1');
    expect(params(productListUrl(CMS, DOMAIN, {page: 2})).page).toBe('3');
    expect(params(productListUrl(CMS, DOMAIN, {page: -1})).page).toBe('1');
  });

  it('encodes every filter with _eq, _contains, _in, _gte and _lte; prices on product or variant', () => {
    const url = productListUrl(CMS, DOMAIN, {
      category: 1,
      manufacturer: 2,
      subcategory: 6,
      tags: ['bestseller', 'neu'],
      attributes: {'1': [6], '3': [23, 24], '4': []},
      priceMin: 100,
      priceMax: 2000,
      sort: '-price_brutto',
      page: 1,
    });
    expect(JSON.parse(params(url).filter ?? '')).toEqual({
      _and: [
        {status: {_eq: 'published'}},
        {project: {domain: {_eq: DOMAIN}}},
        {category: {id: {_eq: 1}}},
        {manufacturer: {id: {_eq: 2}}},
        {subcategories: {subcategory_id: {id: {_eq: 6}}}},
        {tags: {_contains: 'bestseller'}},
        {tags: {_contains: 'neu'}},
        {attributes: {display_values: {id: {_in: [6]}}}},
        {attributes: {display_values: {id: {_in: [23, 24]}}}},
        {
          _or: [
            {_and: [{price_brutto: {_gte: 100}}, {price_brutto: {_lte: 2000}}]},
            // One active variant must meet both bounds (decision 009i "Price filter").
            {
              variants: {
                _and: [
                  {active: {_eq: true}},
                  {price_brutto: {_gte: 100}},
                  {price_brutto: {_lte: 2000}},
                ],
              },
            },
          ],
        },
      ],
    });
    expect(params(url)).toMatchObject({sort: '-price_brutto,id', page: '2', limit: '20'});
  });

  it('falls back to the CMS order for an unknown sort', () => {
    expect(params(productListUrl(CMS, DOMAIN, {sort: 'stock; drop'})).sort).toBe('sort,id');
  });
});

describe('other product reads', () => {
  it('prices: limit -1, same filters without the price range', () => {
    const url = productPricesUrl(CMS, DOMAIN, {category: 1, priceMin: 5, sort: 'display_name'});
    expect(readable(url)).toBe(
      `https://cms.example.test/items/ecommerce_product?filter={"_and":[${BASE},` +
        `{"category":{"id":{"_eq":1}}}]}&sort=id&limit=-1` +
        `&fields=id,price_brutto,product_variants.price_brutto&${PRICE_VARIANTS}`,
    );
  });

  it('random: ids of all published products, then the picked ones', () => {
    expect(readable(randomPoolUrl(CMS, DOMAIN))).toBe(
      `https://cms.example.test/items/ecommerce_product?filter={"_and":[${BASE}]}` +
        `&sort=id&limit=-1&fields=id`,
    );
    expect(readable(productsByIdUrl(CMS, DOMAIN, [113, 101]))).toBe(
      `https://cms.example.test/items/ecommerce_product?filter={"_and":[{"id":{"_in":[113,101]}},` +
        `${BASE}]}&limit=2&fields=${LIST_FIELDS}&${VARIANTS}`,
    );
  });

  it('single product by id, published and of the domain only', () => {
    const url = productUrl(CMS, DOMAIN, 101);
    expect(JSON.parse(params(url).filter ?? '')).toEqual({
      _and: [{id: {_eq: 101}}, {status: {_eq: 'published'}}, {project: {domain: {_eq: DOMAIN}}}],
    });
    expect(params(url).limit).toBe('1');
    expect(params(url).fields?.split(',')).toEqual(expect.arrayContaining(['*', 'variants.*']));
    // Its nested ratings, which the item page counts and averages, are the published ones.
    expect(JSON.parse(params(url).deep ?? '')).toEqual({
      ratings: {_filter: {status: {_eq: 'published'}}},
    });
  });
});

describe('ratingsUrl and attributesUrl', () => {
  it('published ratings by product id, newest first', () => {
    expect(readable(ratingsUrl(CMS, 101))).toBe(
      'https://cms.example.test/items/ecommerce_product_rating' +
        '?filter={"_and":[{"product":{"_eq":101}},{"status":{"_eq":"published"}}]}' +
        '&sort=-date_created,id&limit=-1&fields=id,product,rating,name,comment,date_created,status',
    );
  });

  it('attributes by group ids, limit -1', () => {
    expect(readable(attributesUrl(CMS, [1, 2]))).toBe(
      'https://cms.example.test/items/ecommerce_attribute?filter={"attribute_group":{"id":{"_in":[1,2]}}}' +
        '&sort=sort,id&limit=-1&fields=id,display_value,sort,translations.*,attribute_group.id,' +
        'attribute_group.display_name,attribute_group.translations.*',
    );
  });
});
