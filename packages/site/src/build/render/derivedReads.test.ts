// Values noted as one read (decision 064) are worked out the same by the page and by the next
// build's comparison; a token naming none has no value.
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {priceRange, pricesOf, type SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {listedProducts} from '@schaufenster/templates';
import {REPO_ROOT} from '../options.ts';
import {deriveValue, derivedToken, derivedValue} from './derivedReads.ts';

let site: SiteData;

beforeAll(async () => {
  const source = createFixtureSource(
    path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern'),
  );
  site = (await source.loadWithReport()).site;
});

describe('derived reads', () => {
  it("gives the catalogue's price range, by key and by token", () => {
    const expected = priceRange(pricesOf(listedProducts(site), {}));
    expect(expected).not.toBeNull();
    expect(deriveValue(site, 'catalogPriceRange')).toEqual(expected);
    expect(derivedToken('catalogPriceRange')).toBe('@catalogPriceRange');
    expect(derivedValue(site, '@catalogPriceRange')).toEqual(expected);
  });

  it('has no value for a token naming none, or a content field', () => {
    expect(derivedValue(site, '@nothing')).toBeUndefined();
    expect(derivedValue(site, '@toString')).toBeUndefined();
    expect(derivedValue(site, 'catalogPriceRange')).toBeUndefined();
  });
});
