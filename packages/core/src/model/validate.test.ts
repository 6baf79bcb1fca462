import * as v from 'valibot';
import {describe, expect, it} from 'vitest';
import {MenuEntrySchema} from './menu.ts';
import {ProductSchema} from './product.ts';
import {ContentValidationError, validateRecord} from './validate.ts';

const product = {
  id: 17,
  status: 'published',
  display_name: 'Solitärring Aurora',
  slug: 'solitaerring-aurora',
  project: {domain: 'shop.example'},
  price_brutto: 2490,
  variants: [{id: 1, display_name: 'Größe 52', price_brutto: 2490, product: 17}],
};

describe('validateRecord', () => {
  it('returns the parsed record with CMS defaults filled in', () => {
    const parsed = validateRecord(ProductSchema, 'ecommerce_product', 17, product);
    expect(parsed.variants[0]?.active).toBe(true);
    expect(parsed.variants[0]?.stock).toBeNull();
    expect(parsed.personalization).toEqual([]);
    expect(parsed.size_guide).toBeNull();
    expect(parsed.reorder_possible).toBe(false);
  });

  it('names collection, id and field of a bad nested value', () => {
    const bad = {...product, variants: [{...product.variants[0], price_brutto: 'abc'}]};
    let error: unknown;
    try {
      validateRecord(ProductSchema, 'ecommerce_product', 17, bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentValidationError);
    const {message, collection, id, field} = error as ContentValidationError;
    expect(message).toBe(
      'Invalid content in collection "ecommerce_product", id "17", field "variants.0.price_brutto": expected number, received "abc"',
    );
    expect({collection, id, field}).toEqual({
      collection: 'ecommerce_product',
      id: '17',
      field: 'variants.0.price_brutto',
    });
  });

  it('reports a top-level price of the wrong type', () => {
    expect(() =>
      validateRecord(ProductSchema, 'ecommerce_product', 'p-1', {
        ...product,
        price_brutto: '12,50',
      }),
    ).toThrow(/collection "ecommerce_product", id "p-1", field "price_brutto": expected number/);
  });

  it('reports a record that is not an object without a field path', () => {
    const run = () => validateRecord(ProductSchema, 'ecommerce_product', '#3', 'oops');
    expect(run).toThrow(ContentValidationError);
    expect(run).toThrow(
      'Invalid content in collection "ecommerce_product", id "#3", record: expected Object',
    );
  });

  it('reports a missing required field', () => {
    const {display_name: _, ...withoutName} = product;
    expect(() => validateRecord(ProductSchema, 'ecommerce_product', 17, withoutName)).toThrow(
      'field "display_name": required field is missing',
    );
  });

  it('follows paths into recursive menu entries', () => {
    const entry = {
      position: 'primary',
      display_name: 'Schmuck',
      path: '/schmuck',
      groups: [{display_name: 'Marken', sub: [{display_name: 'Fope', sub: [{display_name: 7}]}]}],
    };
    expect(() => validateRecord(MenuEntrySchema, 'menu_entry', 2, entry)).toThrow(
      'field "groups.0.sub.0.sub.0.display_name": expected string, received 7',
    );
  });

  it('keeps validation messages that are not type errors', () => {
    const schema = v.object({
      slug: v.pipe(v.string(), v.regex(/^[a-z]+$/, 'expected lower-case slug')),
    });
    expect(() => validateRecord(schema, 'brand', 1, {slug: 'Rolex'})).toThrow(
      'id "1", field "slug": expected lower-case slug',
    );
  });
});
