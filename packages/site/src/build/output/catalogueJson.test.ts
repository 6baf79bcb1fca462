// shop-catalogue.json built from records' known JSON must be JSON.stringify's output, byte for byte.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {StaticCatalogue} from '@schaufenster/core';
import {catalogueJson} from './catalogueJson.ts';

const record = fc.object({maxDepth: 3});
const catalogue = fc.record(
  {
    project: fc.string(),
    settings: fc.option(record, {nil: null}),
    products: fc.array(record, {maxLength: 8}),
    ratings: fc.array(record, {maxLength: 8}),
    attributes: fc.array(record, {maxLength: 4}),
  },
  // Files of older builds have no project name.
  {requiredKeys: ['settings', 'products', 'ratings', 'attributes']},
) as unknown as fc.Arbitrary<StaticCatalogue>;

describe('catalogueJson', () => {
  it('equals JSON.stringify, whichever records have a known JSON', () => {
    fc.assert(
      fc.property(catalogue, fc.func(fc.boolean()), (data, knows) => {
        const known = new WeakMap<object, string>();
        for (const [index, item] of [...data.products, ...data.ratings].entries()) {
          if (knows(index)) known.set(item, JSON.stringify(item));
        }
        const json = catalogueJson(data, (item) => known.get(item));
        expect(json).toBe(JSON.stringify(data));
        expect(catalogueJson(data)).toBe(JSON.stringify(data));
      }),
    );
  });

  it('writes what the record JSON says: the known text is used, not serialised again', () => {
    const product = {id: 1, price_brutto: 10};
    const data = {settings: null, products: [product], ratings: [], attributes: []};
    const json = catalogueJson(data as unknown as StaticCatalogue, (item) =>
      item === product ? '{"id":1,"price_brutto":10.0}' : undefined,
    );
    expect(json).toBe(
      '{"settings":null,"products":[{"id":1,"price_brutto":10.0}],"ratings":[],"attributes":[]}',
    );
  });
});
