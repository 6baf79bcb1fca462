// Everything the build and the stories read about one retailer (ARCHITECTURE.md "How data flows").
import type {Branch, Company, OpeningHours} from '../model/company.ts';
import type {ConsentRecord} from '../model/consent.ts';
import type {Legal} from '../model/legal.ts';
import type {Menus} from '../model/menu.ts';
import type {Attribute, Product, ProductRating} from '../model/product.ts';
import type {PageSection} from '../model/section.ts';
import type {ShopSettings} from '../model/shop.ts';
import type {Brand, Project, SiteConfig, Widget} from '../model/site.ts';
import type {LoadOptions} from './preparedRecords.ts';
import type {ContentReport} from './report.ts';

/** One retailer's validated content. Lists are ordered by their `sort` field. */
export interface SiteData {
  siteConfig: SiteConfig;
  project: Project;
  company: Company;
  legal: Legal;
  branches: Branch[];
  /** Older opening-hours rows (spec §3), used where no branch periods exist. */
  openingHours: OpeningHours[];
  menus: Menus;
  /** Footer widgets; empty means the default footer (spec §2 Page shell). */
  widgets: Widget[];
  /** Consent entries from the CMS only; `buildConsents` adds functional and matomo. */
  consents: ConsentRecord[];
  brands: Brand[];
  /** Page sections of every page (decision 030), drafts included; `sectionsOf` picks a page's. */
  sections: PageSection[];
  /** The project domain's shop settings; null when the retailer has no shop. */
  shopSettings: ShopSettings | null;
  /** Published products of the project domain only (spec §4 Product status). */
  products: Product[];
  /** Ratings of the listed products. */
  ratings: ProductRating[];
  attributes: Attribute[];
}

/** Validated content plus what loading it found (decision 029). */
export interface LoadedSiteData {
  site: SiteData;
  report: ContentReport;
}

/** Where SiteData comes from: fixture files, Directus, … */
export interface ContentSource {
  /** Name for logs and errors, e.g. the retailer folder. */
  name: string;
  /**
   * Reads and validates all content; rejects with ContentValidationError on a bad singleton or
   * shop-settings record, leaves out bad records of other lists (decision 029).
   */
  load(): Promise<SiteData>;
  /**
   * As `load`, plus the report of what was read, skipped and ignored; `options.cache` gives
   * records prepared by earlier loads (decision 058).
   */
  loadWithReport(options?: LoadOptions): Promise<LoadedSiteData>;
}
