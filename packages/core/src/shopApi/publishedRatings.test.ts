// Only published ratings are shown, counted and averaged (ratings are moderated): fast-check
// properties over random rating lists with every status, through the content load, the static
// catalogue the build writes, the static shop API and the list projection.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {createCollectionSource} from '../content/collection-source.ts';
import type {CollectionName} from '../content/collections.ts';
import {
  isPublishedRating,
  publishedRatings,
  RATING_STATUSES,
  toProductListItem,
  type ProductRating,
} from '../model/product.ts';
import {ratingsOf} from './catalogueQueries.ts';
import {buildStaticCatalogue, parseStaticCatalogue} from './staticCatalogue.ts';
import {createStaticShopApi} from './staticShopApi.ts';

const DOMAIN = 'shop.example';
const PRODUCTS = [1, 2, 3];

/** A status as a record may carry it: one of the three, or none (published). */
const status = fc.option(fc.constantFrom(...RATING_STATUSES), {nil: undefined});

/** Random rating records of products 1-3 with every status, ids 1…n. */
const ratingRecords = fc
  .array(
    fc.record({
      product: fc.constantFrom(...PRODUCTS),
      rating: fc.integer({min: 1, max: 5}),
      status,
      day: fc.integer({min: 1, max: 28}),
    }),
    {maxLength: 30},
  )
  .map((drawn) =>
    drawn.map(({product, rating, status: given, day}, index) => ({
      id: index + 1,
      product,
      rating,
      date_created: `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      name: null,
      comment: null,
      ...(given === undefined ? {} : {status: given}),
    })),
  );

const mean = (stars: readonly number[]) =>
  stars.length === 0 ? null : stars.reduce((sum, star) => sum + star, 0) / stars.length;

/** The published ones, by the rule written out again: no status, or `published`. */
const publishedOnly = <T extends {status?: string}>(records: readonly T[]): T[] =>
  records.filter((record) => record.status === undefined || record.status === 'published');

/** The smallest valid retailer: products 1-3, each with its ratings nested as Directus has them. */
function retailer(records: readonly ProductRating[]): Record<CollectionName, unknown> {
  return {
    site_config: {seo_title: 'Shop', theme: {brand_color: '#8a6d3b', base_color: '#ffffff'}},
    project: {name: 'shop', domain: DOMAIN, languages: ['de']},
    company: {company_name: 'Shop GmbH', display_name: 'Shop', legal_form: 'other'},
    legal: {},
    branch: [],
    opening_hours: [],
    menu_entry: [],
    widget: [],
    consent: [],
    page_section: [],
    brand: [],
    ecommerce_settings: [{id: 1, project: {domain: DOMAIN}, default_tax_percent: 19}],
    ecommerce_product: PRODUCTS.map((id) => ({
      id,
      status: 'published',
      display_name: `Ring ${id}`,
      slug: `ring-${id}`,
      project: {domain: DOMAIN},
      price_brutto: 100,
      ratings: records
        .filter((record) => record.product === id)
        .map(({rating, status: given}) =>
          given === undefined ? {rating} : {rating, status: given},
        ),
    })),
    ecommerce_product_rating: records,
    ecommerce_attribute: [],
  };
}

describe('only published ratings are shown, counted and averaged', () => {
  it('isPublishedRating: published or no status, never pending or rejected', () => {
    expect(isPublishedRating({rating: 5})).toBe(true);
    expect(isPublishedRating({rating: 5, status: null})).toBe(true);
    expect(isPublishedRating({rating: 5, status: 'published'})).toBe(true);
    expect(isPublishedRating({rating: 5, status: 'pending'})).toBe(false);
    expect(isPublishedRating({rating: 5, status: 'rejected'})).toBe(false);
  });

  it('ratingsOf lists exactly the published ratings of the product', () => {
    fc.assert(
      fc.property(ratingRecords, fc.constantFrom(...PRODUCTS), (records, product) => {
        const shown = ratingsOf(records, product);
        const expected = publishedOnly(records.filter((record) => record.product === product));
        expect(shown.map((rating) => rating.id).sort((a, b) => Number(a) - Number(b))).toEqual(
          expected.map((record) => record.id),
        );
        expect(shown.every(isPublishedRating)).toBe(true);
      }),
    );
  });

  it('the load, the catalogue and the shop API count and average the published ones', async () => {
    await fc.assert(
      fc.asyncProperty(ratingRecords, async (records) => {
        const site = await createCollectionSource(
          'prop',
          async (name) => retailer(records)[name],
        ).load();
        // The build writes this catalogue; nothing unpublished may ship to browsers.
        const catalogue = buildStaticCatalogue(site);
        const json = JSON.stringify(catalogue);
        expect(json).not.toMatch(/"(pending|rejected)"/);
        const api = createStaticShopApi(parseStaticCatalogue(JSON.parse(json)));
        for (const id of PRODUCTS) {
          const stars = publishedOnly(records.filter((record) => record.product === id)).map(
            (record) => record.rating,
          );
          const product = site.products.find((candidate) => candidate.id === id);
          // The item page and the list count the product's nested ratings…
          expect(product?.ratings.map(({rating}) => rating)).toEqual(stars);
          const listed = toProductListItem(product!).ratings.map(({rating}) => rating);
          expect(mean(listed)).toBe(mean(stars));
          expect(listed).toHaveLength(stars.length);
          // … the rating list reads the records.
          const read = await api.getRatings(id);
          expect(mean(read.map(({rating}) => rating))).toBe(mean(stars));
          expect(read).toHaveLength(stars.length);
        }
      }),
      {numRuns: 25},
    );
  });

  it('publishedRatings keeps the order of the published ones', () => {
    fc.assert(
      fc.property(ratingRecords, (records) => {
        expect(publishedRatings(records)).toEqual(publishedOnly(records));
      }),
    );
  });
});
