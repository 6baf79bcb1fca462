// A ContentSource over any per-collection reader: fixture files, static imports, REST.
import type {Menus, PrimaryMenuEntry, SocialMenuEntry} from '../model/menu.ts';
import {isPublishedRating} from '../model/product.ts';
import {normaliseRecord} from '../directus/normalise.ts';
import type {Lang} from '../language/lang.ts';
import {ContentValidationError, validateRecord} from '../model/validate.ts';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
  type CollectionRecord,
} from './collections.ts';
import type {LoadOptions, PreparedRecordCache} from './preparedRecords.ts';
import {emptyReport, inCollectionOrder, type ContentReport} from './report.ts';
import {
  normaliseProjectLanguages,
  normaliseTranslationRows,
  type RowFinding,
  type RowReport,
} from './translationRows.ts';
import type {ContentSource, LoadedSiteData} from './site-data.ts';

/** Reads the raw content of one collection: an object for singletons, an array for lists. */
export type ReadCollection = (collection: CollectionName) => Promise<unknown>;

/**
 * A source that reads every collection with `readCollection` and validates every record
 * (decision 029): a bad singleton or shop-settings record fails the load naming collection, id
 * and field; a bad record of any other list is left out and named in the report. Products are
 * filtered to the published ones of the project domain (spec §4 Product status, §3 Collections),
 * ratings to the published ones of those products.
 */
export function createCollectionSource(
  name: string,
  readCollection: ReadCollection,
): ContentSource {
  const loadWithReport = (options?: LoadOptions) => loadSiteData(readCollection, options?.cache);
  return {name, loadWithReport, load: async () => (await loadWithReport()).site};
}

async function loadSiteData(
  read: ReadCollection,
  cache: PreparedRecordCache | undefined,
): Promise<LoadedSiteData> {
  const report = emptyReport();
  // The project first: its languages are the ones translation rows are kept and filled for.
  const project = await readSingleton({read, report, served: []}, 'project');
  const ctx: Loading = {read, report, served: project.languages, cache};
  const [siteConfig, company, legal] = await Promise.all([
    readSingleton(ctx, 'site_config'),
    readSingleton(ctx, 'company'),
    readSingleton(ctx, 'legal'),
  ]);
  const [branches, openingHours, menuEntries, widgets, consents, brands, sections] =
    await Promise.all([
      readList(ctx, 'branch'),
      readList(ctx, 'opening_hours'),
      readList(ctx, 'menu_entry'),
      readList(ctx, 'widget'),
      readList(ctx, 'consent'),
      readList(ctx, 'brand'),
      readList(ctx, 'page_section'),
    ]);
  const [settings, allProducts, allRatings, attributes] = await Promise.all([
    readList(ctx, 'ecommerce_settings'),
    readList(ctx, 'ecommerce_product'),
    readList(ctx, 'ecommerce_product_rating'),
    readList(ctx, 'ecommerce_attribute'),
  ]);

  const domain = project.domain;
  const products = allProducts.filter(
    (product) => product.status === 'published' && product.project.domain === domain,
  );
  const listed = new Set(products.map((product) => product.id));
  const site = {
    siteConfig,
    project,
    company,
    legal,
    branches: bySort(branches),
    openingHours: bySort(openingHours),
    menus: splitMenus(menuEntries),
    widgets: bySort(widgets),
    consents,
    brands: bySort(brands),
    sections: bySort(sections),
    // One record per project domain (spec §1); none means the retailer runs without a shop.
    shopSettings: settings.find((record) => record.project.domain === domain) ?? null,
    products,
    // Published ratings only: a pending or rejected one is never shown, counted nor averaged.
    ratings: allRatings.filter((rating) => listed.has(rating.product) && isPublishedRating(rating)),
    attributes: bySort(attributes),
  };
  return {site, report: inCollectionOrder(report, COLLECTION_NAMES)};
}

/**
 * What reading one load needs: the reader, the report to fill, the project's languages and the
 * prepared records of earlier loads, if any (list records only: singletons are few).
 */
interface Loading {
  read: ReadCollection;
  report: ContentReport;
  served: readonly Lang[];
  cache?: PreparedRecordCache | undefined;
}

async function readSingleton<C extends CollectionName>(
  {read, report, served}: Loading,
  collection: C,
): Promise<CollectionRecord<C>> {
  const data = await read(collection);
  report.read[collection] = data === undefined || data === null ? 0 : 1;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentValidationError(
      collection,
      '(singleton)',
      '',
      `expected object, received ${describe(data)}`,
    );
  }
  const id = recordId(data, 'singleton');
  const found: RowFinding[] = [];
  const raw = collection === 'project' ? normaliseProjectLanguages(data, found) : data;
  const {record, rows} = prepare(collection, id, raw, served);
  addFindings(report, collection, id, {
    ignored: [...found, ...rows.ignored],
    fallbacks: rows.fallbacks,
  });
  return record as CollectionRecord<C>;
}

// Normalises (decision 019: nulls, numeric and boolean strings, zoneless timestamps, junction
// rows; decision 029: translation rows), then validates; throws ContentValidationError.
function prepare(collection: CollectionName, id: string, data: unknown, served: readonly Lang[]) {
  const {schema} = COLLECTIONS[collection];
  const {value, report: rows} = normaliseTranslationRows(normaliseRecord(schema, data), served);
  return {record: validateRecord(schema, collection, id, value), rows};
}

// Findings of a record that made it in: ignored rows become warnings, fallbacks are counted.
function addFindings(report: ContentReport, collection: string, id: string, rows: RowReport) {
  for (const {field, problem} of rows.ignored) {
    report.warnings.push({collection, id, field, problem});
  }
  for (const fallback of rows.fallbacks) report.fallbacks.push({collection, id, ...fallback});
}

async function readList<C extends CollectionName>(
  {read, report, served, cache}: Loading,
  collection: C,
): Promise<CollectionRecord<C>[]> {
  const data = await read(collection);
  // A list collection that is missing altogether is empty (e.g. no shop collections).
  report.read[collection] = Array.isArray(data) ? data.length : 0;
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data)) {
    throw new ContentValidationError(
      collection,
      '(list)',
      '',
      `expected array, received ${describe(data)}`,
    );
  }
  const seen = new Set<string>();
  const records: CollectionRecord<C>[] = [];
  for (const [index, raw] of data.entries()) {
    const id = recordId(raw, `#${index}`);
    try {
      const work = () => prepare(collection, id, raw, served);
      const {record, rows} = cache ? cache.prepare(collection, raw, served, work) : work();
      if (raw !== null && typeof raw === 'object' && 'id' in raw) {
        // The first record with an id wins; a later one is the duplicate.
        if (seen.has(id)) throw new ContentValidationError(collection, id, 'id', 'duplicate id');
        seen.add(id);
      }
      addFindings(report, collection, id, rows);
      records.push(record as CollectionRecord<C>);
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      if (COLLECTIONS[collection].onInvalid === 'fail') throw error;
      const {field, problem} = error;
      report.skipped.push({collection, id, field, problem});
    }
  }
  return records;
}

function recordId(raw: unknown, fallback: string): string {
  if (raw !== null && typeof raw === 'object' && 'id' in raw) {
    const {id} = raw;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return fallback;
}

function describe(data: unknown): string {
  if (data === null) return 'null';
  return Array.isArray(data) ? 'array' : typeof data;
}

function bySort<T extends {sort: number}>(items: readonly T[]): T[] {
  // Array.prototype.sort is stable, so equal sorts keep the CMS order.
  return [...items].sort((a, b) => a.sort - b.sort);
}

function splitMenus(entries: readonly (PrimaryMenuEntry | SocialMenuEntry)[]): Menus {
  const primary: PrimaryMenuEntry[] = [];
  const social: SocialMenuEntry[] = [];
  for (const entry of entries) {
    if (entry.position === 'primary') primary.push(entry);
    else social.push(entry);
  }
  return {primary: bySort(primary), social: bySort(social)};
}
