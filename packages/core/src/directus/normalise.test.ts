import * as v from 'valibot';
import {describe, expect, it} from 'vitest';
import {BranchSchema, OpeningPeriodSchema} from '../model/company.ts';
import {MenuEntrySchema} from '../model/menu.ts';
import {ProductSchema} from '../model/product.ts';
import {normaliseRecord} from './normalise.ts';

const PRODUCT = {
  id: 101,
  status: 'published',
  display_name: 'Ring',
  slug: 'ring',
  project: {domain: 'shop.example'},
};

describe('normaliseRecord', () => {
  it('drops nulls the schema does not take, so defaults apply as for a missing field', () => {
    const directus = {
      ...PRODUCT,
      images: null,
      tags: null,
      reorder_possible: null,
      sort: null,
      price_brutto: null,
      stock: null,
      variant_display_name: null,
    };
    const parsed = v.parse(ProductSchema, normaliseRecord(ProductSchema, directus));
    expect(parsed).toEqual(v.parse(ProductSchema, PRODUCT));
    expect(parsed).toMatchObject({images: [], tags: [], reorder_possible: false, sort: 0});
    // Raw, the same record fails: the schemas do not take Directus's nulls.
    expect(v.is(ProductSchema, directus)).toBe(false);
  });

  it('keeps a null the schema takes (stock null: not tracked)', () => {
    const result = normaliseRecord(ProductSchema, {...PRODUCT, stock: null}) as {stock: unknown};
    expect(result.stock).toBeNull();
  });

  it('turns decimal strings into numbers where a number is due (PostgreSQL decimals)', () => {
    const result = v.parse(
      ProductSchema,
      normaliseRecord(ProductSchema, {
        ...PRODUCT,
        price_brutto: '3900.00',
        variants: [{id: 1, display_name: 'S', product: 101, price_brutto: '19.90'}],
      }),
    );
    expect(result.price_brutto).toBe(3900);
    expect(result.variants[0]?.price_brutto).toBe(19.9);
  });

  it('reads "true"/"false" where a boolean is due, and leaves other text alone (decision 029)', () => {
    const result = v.parse(
      ProductSchema,
      normaliseRecord(ProductSchema, {...PRODUCT, reorder_possible: 'true', display_name: 'false'}),
    );
    expect(result.reorder_possible).toBe(true);
    expect(result.display_name).toBe('false');
    const off = normaliseRecord(ProductSchema, {...PRODUCT, reorder_possible: 'false'});
    expect(v.parse(ProductSchema, off).reorder_possible).toBe(false);
    expect(
      v.is(ProductSchema, normaliseRecord(ProductSchema, {...PRODUCT, reorder_possible: 'yes'})),
    ).toBe(false);
  });

  it('reads a timestamp without a zone as UTC (Directus dateTime fields)', () => {
    const at = (value: string) =>
      v.parse(ProductSchema, normaliseRecord(ProductSchema, {...PRODUCT, date_created: value}))
        .date_created;
    expect(at('2026-03-01T10:15:00')).toBe('2026-03-01T10:15:00Z');
    expect(at('2026-03-01 10:15')).toBe('2026-03-01 10:15:00Z');
    expect(at('2026-03-01T10:15:00+01:00')).toBe('2026-03-01T10:15:00+01:00');
    expect(() => at('2026-03-01')).toThrow();
  });

  it('leaves text that looks numeric alone where text is due', () => {
    const branch = {id: 1, display_name: 'F', street: 'Zeil 1', zip: '60313', city: 'Frankfurt'};
    expect(normaliseRecord(BranchSchema, branch)).toEqual(branch);
    expect(normaliseRecord(ProductSchema, {...PRODUCT, price_brutto: 'auf Anfrage'})).toEqual({
      ...PRODUCT,
      price_brutto: 'auf Anfrage',
    });
  });

  it('unwraps many-to-many file junction rows into the files', () => {
    const file = {id: 'f-1', filename_download: 'ring.svg', title: null, width: 800, height: 800};
    const result = normaliseRecord(ProductSchema, {
      ...PRODUCT,
      images: [{id: 7, ecommerce_product_id: 101, directus_files_id: file}],
    }) as {images: unknown[]};
    expect(result.images).toEqual([file]);
  });

  it('reshapes nested lists and relations all the way down', () => {
    const directus = {
      ...PRODUCT,
      subcategories: [
        {
          id: 3,
          subcategory_id: {id: 6, display_name: 'Herren', slug: null, translations: null},
        },
      ],
    };
    const parsed = v.parse(ProductSchema, normaliseRecord(ProductSchema, directus));
    expect(parsed.subcategories[0]?.subcategory_id.translations).toEqual([]);
  });

  it('picks the variant by its key (menu entries by position)', () => {
    const social = {
      id: 91,
      position: 'social',
      media: 'facebook',
      display_name: 'Facebook',
      external_path: 'https://facebook.com/x',
      sort: null,
    };
    expect(v.parse(MenuEntrySchema, normaliseRecord(MenuEntrySchema, social))).toMatchObject({
      sort: 0,
    });
    const primary = {
      id: 1,
      position: 'primary',
      display_name: 'Uhren',
      path: '/uhren',
      sub: [{id: null, display_name: 'Rolex', path: 'rolex', sort: null, sub: null, groups: null}],
      groups: null,
    };
    const parsed = v.parse(MenuEntrySchema, normaliseRecord(MenuEntrySchema, primary));
    expect(parsed).toMatchObject({groups: [], sub: [{sort: 0, sub: [], groups: []}]});
  });

  it('keeps a union value one option takes as it is (a text day stays text)', () => {
    const period = {day: 'Nach Vereinbarung', time_open: null, sort: null};
    expect(normaliseRecord(OpeningPeriodSchema, period)).toEqual({
      day: 'Nach Vereinbarung',
      time_open: null,
    });
  });
});
