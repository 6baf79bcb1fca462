import {describe, expect, it} from 'vitest';
import {averageRating, listPrice} from './productCardModel.ts';

describe('listPrice', () => {
  it('shows "on request" without any price', () => {
    expect(listPrice({price_brutto: null, product_variants: []})).toEqual({kind: 'onRequest'});
    expect(listPrice({price_brutto: null, product_variants: [{price_brutto: null}]})).toEqual({
      kind: 'onRequest',
    });
  });

  it('shows the own price without variant prices', () => {
    expect(listPrice({price_brutto: 3900, product_variants: []})).toEqual({
      kind: 'exact',
      value: 3900,
    });
  });

  it('shows "from" the lowest variant price when variants differ', () => {
    expect(
      listPrice({
        price_brutto: 100,
        product_variants: [{price_brutto: 890}, {price_brutto: null}, {price_brutto: 790}],
      }),
    ).toEqual({kind: 'from', value: 790});
  });

  it('shows one exact price when every variant costs the same', () => {
    expect(
      listPrice({price_brutto: null, product_variants: [{price_brutto: 50}, {price_brutto: 50}]}),
    ).toEqual({kind: 'exact', value: 50});
  });
});

describe('averageRating', () => {
  it('is null without ratings and rounds to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{rating: 5}, {rating: 4}, {rating: 4}])).toBe(4.3);
    expect(averageRating([{rating: 3}])).toBe(3);
  });
});
