// The shop data the site build writes as JSON for the static shop API (decision 008).
import * as v from 'valibot';
import type {SiteData} from '../content/site-data.ts';
import {
  AttributeSchema,
  ProductRatingSchema,
  ProductSchema,
  publishedRatings,
} from '../model/product.ts';
import {ShopSettingsSchema} from '../model/shop.ts';

/** Schema of the static catalogue; the browser validates the JSON with it before use. */
const StaticCatalogueSchema = v.object({
  /**
   * The project's name, the `project` the site's shop sends with every order, request and rating,
   * so a service started on this file alone accepts them; absent in files of older builds.
   */
  project: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** The project domain's settings; null when the retailer has no shop. */
  settings: v.nullable(ShopSettingsSchema),
  /** Published products of the domain, full records (the item page reads them). */
  products: v.array(ProductSchema),
  /** Published ratings of those products: a pending or rejected one never ships to browsers. */
  ratings: v.array(ProductRatingSchema),
  attributes: v.array(AttributeSchema),
});
/** Everything the static shop API answers from. */
export type StaticCatalogue = v.InferOutput<typeof StaticCatalogueSchema>;

/**
 * Builds the static catalogue from validated site data (already published-only, spec §4; the
 * filters here hold for site data made any other way too). A product's nested ratings are the
 * published ones already: its schema reads them so.
 */
export function buildStaticCatalogue(siteData: SiteData): StaticCatalogue {
  return {
    settings: siteData.shopSettings,
    products: siteData.products.filter((product) => product.status === 'published'),
    ratings: publishedRatings(siteData.ratings),
    attributes: siteData.attributes,
  };
}

/**
 * The catalogue as the build writes it to `shop-catalogue.json`: with the project's name, so an
 * order service started on that file alone accepts what the built pages send. Kept apart from
 * `buildStaticCatalogue`, which pages call for their products: they never read the name.
 */
export function staticCatalogueFile(siteData: SiteData): StaticCatalogue {
  return {project: siteData.project.name, ...buildStaticCatalogue(siteData)};
}

/** Validates a static catalogue read back as JSON; throws a ValiError naming the bad field. */
export function parseStaticCatalogue(raw: unknown): StaticCatalogue {
  return v.parse(StaticCatalogueSchema, raw);
}
