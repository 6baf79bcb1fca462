// The content collections and the schema of each record (spec §3 Collections; ARCHITECTURE.md).
import type * as v from 'valibot';
import {BranchSchema, CompanySchema, OpeningHoursSchema} from '../model/company.ts';
import {ConsentRecordSchema} from '../model/consent.ts';
import {LegalSchema} from '../model/legal.ts';
import {MenuEntrySchema} from '../model/menu.ts';
import {AttributeSchema, ProductRatingSchema, ProductSchema} from '../model/product.ts';
import {ShopSettingsSchema} from '../model/shop.ts';
import {BrandSchema, ProjectSchema, SiteConfigSchema, WidgetSchema} from '../model/site.ts';

/** How a collection is stored: one object (singleton) or an array of records. */
type CollectionKind = 'singleton' | 'list';

/** A collection's storage kind and record schema. */
export interface CollectionSpec {
  kind: CollectionKind;
  schema: v.GenericSchema;
}

/**
 * Every collection a retailer has. Fixture files are named `<collection>.json`; the four
 * ecommerce_* names are the spec's, the others follow the same singular snake_case style.
 */
export const COLLECTIONS = {
  site_config: {kind: 'singleton', schema: SiteConfigSchema},
  project: {kind: 'singleton', schema: ProjectSchema},
  company: {kind: 'singleton', schema: CompanySchema},
  legal: {kind: 'singleton', schema: LegalSchema},
  branch: {kind: 'list', schema: BranchSchema},
  opening_hours: {kind: 'list', schema: OpeningHoursSchema},
  menu_entry: {kind: 'list', schema: MenuEntrySchema},
  widget: {kind: 'list', schema: WidgetSchema},
  consent: {kind: 'list', schema: ConsentRecordSchema},
  brand: {kind: 'list', schema: BrandSchema},
  ecommerce_settings: {kind: 'list', schema: ShopSettingsSchema},
  ecommerce_product: {kind: 'list', schema: ProductSchema},
  ecommerce_product_rating: {kind: 'list', schema: ProductRatingSchema},
  ecommerce_attribute: {kind: 'list', schema: AttributeSchema},
} as const satisfies Record<string, CollectionSpec>;

/** Name of a content collection (also the fixture file name without `.json`). */
export type CollectionName = keyof typeof COLLECTIONS;

/** All collection names, in load order. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The validated record type of a collection. */
export type CollectionRecord<C extends CollectionName> = v.InferOutput<
  (typeof COLLECTIONS)[C]['schema']
>;
