// The Directus ContentSource (ARCHITECTURE.md "How data flows"): every collection the site needs,
// read with the content client and validated by the same schemas as the fixture source.
// Collections and fields are the fixture files' names (decision 019).
import {createCollectionSource} from '../content/collection-source.ts';
import {COLLECTIONS, type CollectionName} from '../content/collections.ts';
import type {ContentSource} from '../content/site-data.ts';
import {ContentValidationError} from '../model/validate.ts';
import {configError} from './errors.ts';
import {directusFields} from './fields.ts';
import type {DirectusClient, DirectusItem, DirectusQuery} from './types.ts';

/** Records per list request; pages after the first are read in parallel (≤ the client's cap). */
export const DIRECTUS_PAGE_SIZE = 100;

/** Options of {@link createDirectusSource}. */
export interface DirectusSourceOptions {
  /** The content client; its `project` is the project domain the site is built for. */
  client: DirectusClient;
  /** Name for logs. @default `directus <domain>` */
  name?: string;
}

/**
 * A ContentSource over Directus `/items/{collection}`. Shop settings and products are asked for by
 * project domain (spec §3 Collections), products only when published (spec §4 Product status),
 * ratings only when published (a product's nested ratings are filtered when read);
 * the project record must carry the configured domain.
 */
export function createDirectusSource({client, name}: DirectusSourceOptions): ContentSource {
  const domain = client.project;
  return createCollectionSource(name ?? `directus ${domain ?? '(no project)'}`, (collection) => {
    if (domain === null) {
      throw configError('Directus project is not configured (set project / SITE_DOMAIN)');
    }
    return readCollection(client, domain, collection);
  });
}

/** Server-side filters: the project's records only, published products and ratings only. */
function filterFor(collection: CollectionName, domain: string): DirectusQuery['filter'] {
  const ofProject = {project: {domain: {_eq: domain}}};
  if (collection === 'project') return {domain: {_eq: domain}};
  if (collection === 'ecommerce_settings') return ofProject;
  if (collection === 'ecommerce_product') return {_and: [{status: {_eq: 'published'}}, ofProject]};
  if (collection === 'ecommerce_product_rating') return {status: {_eq: 'published'}};
  return undefined;
}

async function readCollection(
  client: DirectusClient,
  domain: string,
  collection: CollectionName,
): Promise<unknown> {
  // Records go to the collection source as read; it normalises them for both sources.
  const {kind, schema} = COLLECTIONS[collection];
  const fields = directusFields(schema);
  const filter = filterFor(collection, domain);
  const query: DirectusQuery = filter ? {fields, filter} : {fields};
  if (kind === 'singleton') {
    return readSingleton(client, collection, query, domain);
  }
  return readAll(client, collection, query);
}

// A singleton may be a Directus singleton collection (an object) or a list with one record.
async function readSingleton(
  client: DirectusClient,
  collection: CollectionName,
  query: DirectusQuery,
  domain: string,
): Promise<DirectusItem | undefined> {
  const data = await client.readItems(collection, {...query, limit: 2});
  let record: DirectusItem | undefined;
  if (Array.isArray(data)) {
    if (data.length > 1) {
      throw new ContentValidationError(
        collection,
        '(singleton)',
        '',
        `expected one record, received ${data.length}`,
      );
    }
    record = data[0];
  } else {
    record = data;
  }
  if (collection === 'project' && record?.domain !== domain) {
    // A singleton ignores the filter: check the domain here (SITE_DOMAIN vs the CMS).
    const found = record === undefined ? 'no project record' : `"${String(record.domain)}"`;
    throw new ContentValidationError(
      'project',
      record === undefined ? '(singleton)' : String(record.id ?? '(singleton)'),
      'domain',
      `expected the configured project domain "${domain}", received ${found}`,
    );
  }
  return record;
}

// Page 1 first; only a full page makes it worth counting and reading the rest in parallel.
async function readAll(
  client: DirectusClient,
  collection: CollectionName,
  query: DirectusQuery,
): Promise<unknown> {
  // Sorted by id so pages are stable (and in fixture order, which lists ids ascending).
  const paged = {...query, sort: ['id'], limit: DIRECTUS_PAGE_SIZE};
  const first = await client.readItems(collection, {...paged, page: 1});
  if (!Array.isArray(first) || first.length < DIRECTUS_PAGE_SIZE) return first;
  const counted = await client.readItems(collection, {
    ...(query.filter ? {filter: query.filter} : {}),
    aggregate: {count: '*'},
  });
  const total = Array.isArray(counted) ? Number(counted[0]?.count) : Number.NaN;
  if (!Number.isInteger(total)) return readSequentially(client, collection, paged, first);
  const pages = Math.ceil(total / DIRECTUS_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({length: Math.max(pages - 1, 0)}, (_, index) =>
      client.readItems(collection, {...paged, page: index + 2}),
    ),
  );
  return [first, ...rest].flatMap((page) => (Array.isArray(page) ? page : [page]));
}

async function readSequentially(
  client: DirectusClient,
  collection: CollectionName,
  paged: DirectusQuery,
  first: DirectusItem[],
): Promise<DirectusItem[]> {
  const all = [...first];
  for (let page = 2, last = first; last.length === DIRECTUS_PAGE_SIZE; page += 1) {
    const next = await client.readItems(collection, {...paged, page});
    last = Array.isArray(next) ? next : [next];
    all.push(...last);
  }
  return all;
}
