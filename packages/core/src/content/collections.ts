// The content collections and the schema of each record (spec §3 Collections; ARCHITECTURE.md).
import type * as v from 'valibot';
import {BranchSchema, CompanySchema, OpeningHoursSchema} from '../model/company.ts';
import {ConsentRecordSchema} from '../model/consent.ts';
import {LegalSchema} from '../model/legal.ts';
import {MenuEntrySchema} from '../model/menu.ts';
import {PageSectionSchema} from '../model/section.ts';
import {AttributeSchema, ProductRatingSchema, ProductSchema} from '../model/product.ts';
import {ShopSettingsSchema} from '../model/shop.ts';
import {BrandSchema, ProjectSchema, SiteConfigSchema, WidgetSchema} from '../model/site.ts';

/** How a collection is stored: one object (singleton) or an array of records. */
type CollectionKind = 'singleton' | 'list';

/**
 * What a record that fails validation does (decision 029): `fail` stops the load (singletons and
 * the per-domain shop settings, without which no page is right), `skip` leaves it out with a warning.
 */
type OnInvalid = 'fail' | 'skip';

/** A collection's storage kind, record schema and error policy. */
export interface CollectionSpec {
  kind: CollectionKind;
  schema: v.GenericSchema;
  onInvalid: OnInvalid;
}

/**
 * Every collection a retailer has. Fixture files are named `<collection>.json`; the four
 * ecommerce_* names are the spec's, the others follow the same singular snake_case style.
 */
export const COLLECTIONS = {
  site_config: {kind: 'singleton', schema: SiteConfigSchema, onInvalid: 'fail'},
  project: {kind: 'singleton', schema: ProjectSchema, onInvalid: 'fail'},
  company: {kind: 'singleton', schema: CompanySchema, onInvalid: 'fail'},
  legal: {kind: 'singleton', schema: LegalSchema, onInvalid: 'fail'},
  branch: {kind: 'list', schema: BranchSchema, onInvalid: 'skip'},
  opening_hours: {kind: 'list', schema: OpeningHoursSchema, onInvalid: 'skip'},
  menu_entry: {kind: 'list', schema: MenuEntrySchema, onInvalid: 'skip'},
  widget: {kind: 'list', schema: WidgetSchema, onInvalid: 'skip'},
  consent: {kind: 'list', schema: ConsentRecordSchema, onInvalid: 'skip'},
  brand: {kind: 'list', schema: BrandSchema, onInvalid: 'skip'},
  page_section: {kind: 'list', schema: PageSectionSchema, onInvalid: 'skip'},
  ecommerce_settings: {kind: 'list', schema: ShopSettingsSchema, onInvalid: 'fail'},
  ecommerce_product: {kind: 'list', schema: ProductSchema, onInvalid: 'skip'},
  ecommerce_product_rating: {kind: 'list', schema: ProductRatingSchema, onInvalid: 'skip'},
  ecommerce_attribute: {kind: 'list', schema: AttributeSchema, onInvalid: 'skip'},
} as const satisfies Record<string, CollectionSpec>;

/** Name of a content collection (also the fixture file name without `.json`). */
export type CollectionName = keyof typeof COLLECTIONS;

/** All collection names, in load order. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The validated record type of a collection. */
export type CollectionRecord<C extends CollectionName> = v.InferOutput<
  (typeof COLLECTIONS)[C]['schema']
>;
