// Read values taken over from the previous build (decision 055) must be the values a build
// working everything out anew finds: only reads of unchanged records are taken over.
import {describe, expect, it} from 'vitest';
import type {SiteData} from '@schaufenster/core';
import {PageInputs, type RecordOrigin, type RecordRecall} from './inputs.ts';

const product = (id: number, price: number) => ({id, price_brutto: price, tags: [`t${id}`]});
const site = (products: unknown[], ratings: unknown[] = [{product: 1}]) =>
  ({products, ratings, company: {name: 'A'}}) as unknown as SiteData;

const BEFORE = site([product(1, 10), product(2, 20), product(3, 30), product(4, 40)]);
const READS = [
  'products#',
  'ratings#',
  'company',
  'products:0',
  'products:2',
  'products.id:0-3',
  'products.id:0-9',
  'products.price_brutto:0',
  'products.price_brutto:1',
  'products.price_brutto:1-2',
  'products.price_brutto:3-5',
  'products.tags:2',
  'products.nothing:1',
  'ratings.product:0',
  'products.price_brutto:x',
];

/**
 * A stand-in for the content cache's raw-record digests (decision 058): equal for equal records
 * only. Records without one (here: those with an `extra` field) are taken by their JSON.
 */
const origin: RecordOrigin = (record) =>
  record !== null && typeof record === 'object' && !('extra' in record)
    ? `d${JSON.stringify(record).length}:${JSON.stringify(record)}`
    : undefined;

/** The values after carrying over from BEFORE must equal those worked out anew. */
function expectCarriedOverAsFresh(after: SiteData, digests?: RecordOrigin): number {
  const previous = new PageInputs(BEFORE, {origin: digests});
  const values = READS.map((read) => previous.value(read));
  const carried = new PageInputs(after, {origin: digests});
  carried.carryOver({records: previous.records(), reads: READS, values});
  const fresh = new PageInputs(after, {origin: digests});
  expect(READS.map((read) => carried.value(read))).toEqual(READS.map((read) => fresh.value(read)));
  return READS.filter((read, index) => fresh.value(read) !== values[index]).length;
}

describe('PageInputs.carryOver', () => {
  it('takes over the reads of unchanged records after a price change', () => {
    const changed = expectCarriedOverAsFresh(
      site([product(1, 10), product(2, 21), product(3, 30), product(4, 40)]),
    );
    // price_brutto:1 and :1-2 only.
    expect(changed).toBe(2);
  });

  it('works out every read of a list whose length changed', () => {
    expectCarriedOverAsFresh(site([product(1, 10), product(3, 30), product(4, 40)]));
    expectCarriedOverAsFresh(
      site([product(1, 10), product(2, 20), product(3, 30), product(4, 40), product(5, 50)]),
    );
  });

  it('sees a change of a field no read named, of another list, or outside the lists', () => {
    const moved = {...product(3, 30), extra: true};
    expectCarriedOverAsFresh(site([product(1, 10), product(2, 20), moved, product(4, 40)]));
    expectCarriedOverAsFresh(site(BEFORE.products, [{product: 2}]));
    expect(expectCarriedOverAsFresh({...BEFORE, company: {name: 'B'}} as unknown as SiteData)).toBe(
      1,
    );
  });

  it('gives the same answers when records are known by their origin, with or without one', () => {
    const price = site([product(1, 10), product(2, 21), product(3, 30), product(4, 40)]);
    expect(expectCarriedOverAsFresh(price, origin)).toBe(2);
    const moved = {...product(3, 30), extra: true};
    expectCarriedOverAsFresh(site([product(1, 10), product(2, 20), moved, product(4, 40)]), origin);
    expectCarriedOverAsFresh(site([product(1, 10), product(3, 30), product(4, 40)]), origin);
  });

  it('keeps the reads of the fields a changed record has as before, without reading other records', () => {
    // Each record's digest by identity (as the content cache's), and the previous versions by it.
    const digests = new WeakMap<object, string>();
    const known = new Map<string, unknown>();
    const stamp = (record: object, digest: string) => {
      digests.set(record, digest);
      known.set(digest, record);
      return record;
    };
    const byDigest: RecordOrigin = (record) =>
      record !== null && typeof record === 'object' ? digests.get(record) : undefined;
    const recall: RecordRecall = (digest) => known.get(digest);
    const before = site(BEFORE.products.map((record, index) => stamp({...record}, `v1-${index}`)));
    // After: record 1's price changed. The others count each read of their id.
    let idReads = 0;
    const counted = (record: object, index: number) => {
      const copy = {...record} as Record<string, unknown>;
      const {id} = copy;
      Object.defineProperty(copy, 'id', {
        enumerable: true,
        get: () => {
          idReads++;
          return id;
        },
      });
      return stamp(copy, `v1-${index}`);
    };
    const after = site(
      before.products.map((record, index) =>
        index === 1 ? stamp({...record, price_brutto: 21}, 'v2-1') : counted(record, index),
      ),
    );
    const previous = new PageInputs(before, {origin: byDigest, recall});
    const values = READS.map((read) => previous.value(read));
    const carried = new PageInputs(after, {origin: byDigest, recall});
    carried.carryOver({records: previous.records(), reads: READS, values});
    idReads = 0;
    const kept = ['products.id:0-3', 'products.id:0-9', 'products.tags:2', 'products.nothing:1'];
    expect(kept.map((read) => carried.value(read))).toEqual(
      kept.map((read) => values[READS.indexOf(read)]),
    );
    expect(idReads).toBe(0);
    // The price reads over record 1 are worked out anew, and equal a build without the cache.
    const fresh = new PageInputs(after, {origin: byDigest});
    expect(READS.map((read) => carried.value(read))).toEqual(
      READS.map((read) => fresh.value(read)),
    );
    expect(carried.value('products.price_brutto:1')).not.toBe(
      values[READS.indexOf('products.price_brutto:1')],
    );
  });

  it('works a field read out anew when the previous version of a changed record is unknown', () => {
    const after = site([
      product(1, 10),
      {...product(2, 20), tags: ['new']},
      product(3, 30),
      product(4, 40),
    ]);
    const previous = new PageInputs(BEFORE, {origin, recall: () => undefined});
    const values = READS.map((read) => previous.value(read));
    const carried = new PageInputs(after, {origin, recall: () => undefined});
    carried.carryOver({records: previous.records(), reads: READS, values});
    expect(READS.map((read) => carried.value(read))).toEqual(
      READS.map((read) => new PageInputs(after, {origin}).value(read)),
    );
  });

  it('works out a derived value again through its hook, and sees it change', () => {
    let range = {min: 10, max: 40};
    const derive = (token: string) => (token === '@catalogPriceRange' ? range : undefined);
    const previous = new PageInputs(BEFORE, {derive});
    const before = previous.value('@catalogPriceRange');
    const carried = new PageInputs(BEFORE, {derive});
    carried.carryOver({
      records: previous.records(),
      reads: ['@catalogPriceRange'],
      values: [before],
    });
    expect(carried.value('@catalogPriceRange')).toBe(before);
    range = {min: 10, max: 41};
    expect(new PageInputs(BEFORE, {derive}).value('@catalogPriceRange')).not.toBe(before);
    expect(new PageInputs(BEFORE).value('@catalogPriceRange')).not.toBe(before);
  });
});
