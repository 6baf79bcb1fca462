// The read tracker of incremental builds (decision 033): what a page reads is what its input hash
// covers, so a read it misses would let a stale page through.
import {describe, expect, it} from 'vitest';
import type {SiteData} from '@schaufenster/core';
import {trackSiteReads} from './siteReads.ts';

function site(): SiteData {
  return {
    siteConfig: {seo_title: 'Morgenstern'},
    products: [
      {id: 1, slug: 'a', price_brutto: 100},
      {id: 2, slug: 'b', price_brutto: 200},
      {id: 3, slug: 'c', price_brutto: 300},
    ],
    brands: [{id: 7, slug: 'rolex'}],
  } as unknown as SiteData;
}

describe('trackSiteReads', () => {
  it('notes the fields of the records a lookup touches, not whole lists', () => {
    const tracked = trackSiteReads(site());
    const product = tracked.site.products.find((candidate) => candidate.id === 2);
    expect(product?.price_brutto).toBe(200);
    expect(tracked.reads()).toEqual(['products#', 'products.id:0-1', 'products.price_brutto:1']);
  });

  it('notes whole fields, and whole records when their keys are listed', () => {
    const tracked = trackSiteReads(site());
    expect(tracked.site.siteConfig.seo_title).toBe('Morgenstern');
    expect(JSON.parse(JSON.stringify(tracked.site.brands))).toEqual([{id: 7, slug: 'rolex'}]);
    expect(tracked.reads()).toEqual([
      'brands#',
      'brands.id:0',
      'brands.slug:0',
      'brands.toJSON:0',
      'brands:0',
      'siteConfig',
    ]);
  });

  it('gives consecutive records as ranges and keeps record identity within a page', () => {
    const tracked = trackSiteReads(site());
    const prices = tracked.site.products.map((product) => product.price_brutto);
    expect(prices).toEqual([100, 200, 300]);
    expect(tracked.site.products[0]).toBe(tracked.site.products[0]);
    expect(tracked.reads()).toEqual(['products#', 'products.price_brutto:0-2']);
  });

  it('gives the reads of a captured part, and notes them again for another page', () => {
    const first = trackSiteReads(site());
    expect(first.site.siteConfig.seo_title).toBe('Morgenstern');
    const {value, log} = first.capture(() => first.site.products[1]?.slug);
    expect(value).toBe('b');
    expect(first.reads()).toEqual(['products.slug:1', 'siteConfig']);
    const second = trackSiteReads(site());
    second.replay(log);
    expect(second.reads()).toEqual(['products.slug:1']);
  });

  it("notes a derived value's token, in the captures under way too", () => {
    const tracked = trackSiteReads(site());
    const {log} = tracked.capture(() => tracked.noteDerived('@catalogPriceRange'));
    const other = trackSiteReads(site());
    other.replay(log);
    expect(tracked.reads()).toEqual(['@catalogPriceRange']);
    expect(other.reads()).toEqual(['@catalogPriceRange']);
  });

  it('refuses writes to the content', () => {
    const tracked = trackSiteReads(site());
    expect(() => {
      (tracked.site.products as unknown[]).push({});
    }).toThrow('may not change the content');
  });
});
