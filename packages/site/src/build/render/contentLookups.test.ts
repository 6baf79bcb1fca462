// The catalogue lookups by index (decision 039) must give what the scans they replace give, and
// note the same reads (decision 033): a read they missed would let a stale page through.
import {describe, expect, it} from 'vitest';
import {ratingsOf, type SiteData} from '@schaufenster/core';
import {ContentLookups} from './contentLookups.ts';
import {trackSiteReads} from './siteReads.ts';

function site(): SiteData {
  return {
    siteConfig: {seo_title: 'Morgenstern'},
    products: [
      {id: 1, slug: 'a'},
      {id: '2', slug: 'b'},
      {id: 3, slug: 'c'},
      {id: 2, slug: 'd'},
    ],
    ratings: [
      {id: 10, product: 3, date_created: '2025-01-01', rating: 4},
      {id: 11, product: 2, date_created: null, rating: 5},
      {id: 12, product: null, date_created: null, rating: 1},
      {id: 13, product: 3, date_created: '2025-03-01', rating: 2},
      {id: 14, product: '3', date_created: '2025-03-01', rating: 3},
    ],
  } as unknown as SiteData;
}

describe('ContentLookups', () => {
  it('finds the first product with the id, reading what find reads', () => {
    for (const id of [1, 2, '3', 9]) {
      const scanned = trackSiteReads(site());
      const expected = scanned.site.products.find((p) => String(p.id) === String(id));
      const indexed = trackSiteReads(site());
      const found = new ContentLookups(site()).forPage(indexed).product(id);
      expect(found?.slug).toBe(expected?.slug);
      expect(indexed.reads()).toEqual(scanned.reads());
    }
  });

  it("gives a product's ratings newest first, reading what ratingsOf reads", () => {
    for (const id of [3, 2, 7]) {
      const scanned = trackSiteReads(site());
      const expected = ratingsOf(scanned.site.ratings, id).map((rating) => rating.id);
      const indexed = trackSiteReads(site());
      const ratings = new ContentLookups(site()).forPage(indexed).ratings(id);
      expect(ratings.map((rating) => rating.id)).toEqual(expected);
      expect(indexed.reads()).toEqual(scanned.reads());
    }
  });

  it('computes a value once per thread and notes its reads for every page', () => {
    const lookups = new ContentLookups(site());
    let runs = 0;
    const slugs = (data: SiteData) => {
      runs++;
      return data.products.map((product) => product.slug);
    };
    const first = trackSiteReads(site());
    const second = trackSiteReads(site());
    expect(lookups.forPage(first).memo('slugs', () => slugs(first.site))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(lookups.forPage(second).memo('slugs', () => slugs(second.site))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(runs).toBe(1);
    expect(second.reads()).toEqual(['products#', 'products.slug:0-3']);
    expect(second.reads()).toEqual(first.reads());
  });

  it('notes a derived value as its token alone, worked out once per thread', () => {
    const data = {
      ...site(),
      products: [
        {id: 1, status: 'published', price_brutto: 30, variants: []},
        {
          id: 2,
          status: 'published',
          price_brutto: 10,
          variants: [{active: true, price_brutto: 50}],
        },
        {id: 3, status: 'draft', price_brutto: 1, variants: []},
      ],
    } as unknown as SiteData;
    const lookups = new ContentLookups(data);
    for (const page of [trackSiteReads(data), trackSiteReads(data)]) {
      expect(lookups.forPage(page).derived('catalogPriceRange')).toEqual({min: 10, max: 50});
      expect(page.reads()).toEqual(['@catalogPriceRange']);
    }
  });
});
