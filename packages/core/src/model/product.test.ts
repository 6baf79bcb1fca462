import * as v from 'valibot';
import {describe, expect, it} from 'vitest';
import {ProductListItemSchema, ProductSchema, toProductListItem} from './product.ts';

const product = v.parse(ProductSchema, {
  id: 5,
  status: 'published',
  display_name: 'Fope Love Nest Armband',
  slug: 'fope-love-nest-armband',
  project: {domain: 'shop.example'},
  price_brutto: 1980,
  stock: 3,
  ratings: [{rating: 5}, {rating: 4}],
  variants: [
    {id: 1, display_name: 'S', price_brutto: 1980, product: 5},
    {id: 2, display_name: 'L', price_brutto: 2100, product: 5, active: false},
  ],
  translations: [
    {language: 'en', display_name: 'Fope Love Nest bracelet', description: '<p>x</p>'},
  ],
});

describe('toProductListItem (spec §3 Product list fields)', () => {
  it('keeps the list fields and the prices of active variants only', () => {
    const item = toProductListItem(product);
    expect(item.product_variants).toEqual([{price_brutto: 1980}]);
    expect(item.ratings).toEqual([{rating: 5}, {rating: 4}]);
    expect(item).toMatchObject({
      id: 5,
      slug: 'fope-love-nest-armband',
      price_brutto: 1980,
      stock: 3,
    });
    expect(item.translations).toEqual([{language: 'en', display_name: 'Fope Love Nest bracelet'}]);
  });

  it('produces a value the list schema accepts unchanged', () => {
    const item = toProductListItem(product);
    expect(v.parse(ProductListItemSchema, item)).toEqual(item);
  });
});

describe('ProductSchema', () => {
  it('rejects a status other than published, draft or archived', () => {
    expect(v.safeParse(ProductSchema, {...product, status: 'deleted'}).success).toBe(false);
  });

  it('accepts a null price (price on request)', () => {
    expect(v.parse(ProductSchema, {...product, price_brutto: null}).price_brutto).toBeNull();
  });

  it('rejects a negative price and a rating outside 1-5', () => {
    expect(v.safeParse(ProductSchema, {...product, price_brutto: -1}).success).toBe(false);
    expect(v.safeParse(ProductSchema, {...product, ratings: [{rating: 6}]}).success).toBe(false);
  });
});
