// Loads a fixture retailer (fixtures/retailers/<name>) into a fresh Directus through its REST API
// with the admin token: languages, files, every collection with its translations (decision 020).
//   DIRECTUS_URL=http://127.0.0.1:8055 DIRECTUS_TOKEN=… RETAILER=optik-klarblick node cms/src/seed.ts
// CONTENT_DIR=<folder> seeds any folder of the same shape instead (`npm run new-retailer -- --cms`).
// Payloads are built from model.ts, the same description the schema snapshot is made of.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {assignFileIds, collectImages, uploadFiles, type FileAssignment} from './seed-files.ts';
import {MODEL, type CollectionDef} from './model.ts';
import {DEFAULT_RETAILER, RETAILERS_DIR} from './paths.ts';
import {createRest, type Rest} from './rest.ts';

type Json = Record<string, unknown>;

/** What a seed created, for logs and the round-trip test. */
export interface SeedResult {
  retailer: string;
  /** Domain of the retailer's project (the build's SITE_DOMAIN). */
  domain: string;
  /** Every uploaded file and the fixture references it stands for. */
  files: FileAssignment[];
  /** Records created per collection. */
  counts: Record<string, number>;
}

const DEFS = new Map(MODEL.map((def) => [def.name, def]));
const LANGUAGE_NAMES: Record<string, string> = {de: 'Deutsch', en: 'English', fr: 'Français'};
/**
 * Collections read from their own fixture file, in load order (targets before sources): page
 * sections point at brands and branches. Their images are uploaded with every other image.
 */
const LISTS = [
  'branch',
  'opening_hours',
  'menu_entry',
  'widget',
  'consent',
  'brand',
  'page_section',
  'ecommerce_attribute',
  'ecommerce_settings',
  'ecommerce_product',
  'ecommerce_product_rating',
] as const;
const SINGLETONS = ['site_config', 'company', 'legal'] as const;

function def(name: string): CollectionDef {
  const found = DEFS.get(name);
  if (!found) throw new Error(`Collection ${name} is not in cms/src/model.ts`);
  return found;
}

function readFixture(dir: string, collection: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, `${collection}.json`), 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function asList(value: unknown): Json[] {
  return Array.isArray(value) ? (value as Json[]) : [];
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type FieldDef = CollectionDef['fields'][number];

/**
 * Turns a fixture record into the Directus payload of `collection`; `skip` leaves out the foreign
 * key a nested parent fills in. Files and projects become their ids.
 */
function payloadBuilder(fileId: (image: Json) => string, projectId: (domain: string) => number) {
  const field = (definition: FieldDef, value: unknown): unknown => {
    switch (definition.kind) {
      case 'scalar':
        return value;
      case 'm2o':
        if (value === null || value === undefined) return null;
        if (definition.related === 'directus_files') return fileId(value as Json);
        if (definition.related === 'project') return projectId(String((value as Json).domain));
        return isObject(value) ? value.id : value;
      case 'o2m':
        // Ratings come from their own fixture file; other lists are created with the parent.
        if (definition.related === 'ecommerce_product_rating') return undefined;
        return asList(value).map((child) =>
          record(definition.related, child, definition.foreignKey),
        );
      case 'm2m':
        return asList(value).map((entry, index) => {
          const key =
            definition.related === 'directus_files'
              ? fileId(entry)
              : (entry[definition.relatedKey] as Json).id;
          return {[definition.relatedKey]: key, ...(definition.sorted ? {sort: index + 1} : {})};
        });
    }
  };
  const record = (collection: string, data: Json, skip?: string): Json => {
    const definition = def(collection);
    const known = new Set(['id', 'translations', ...definition.fields.map((entry) => entry.name)]);
    for (const key of Object.keys(data)) {
      if (!known.has(key))
        throw new Error(`${collection}: fixture field "${key}" is not in the model`);
    }
    const payload: Json = {};
    if ('id' in data) payload.id = data.id;
    // Fields the model has but the fixture leaves out stay unset (null), like a CMS record.
    for (const entry of definition.fields) {
      if (!(entry.name in data) || entry.name === skip) continue;
      const value = field(entry, data[entry.name]);
      if (value !== undefined) payload[entry.name] = value;
    }
    if (definition.translations && Array.isArray(data.translations)) {
      const names = ['language', ...definition.translations.map((entry) => entry.name)];
      payload.translations = asList(data.translations).map((entry) =>
        Object.fromEntries(
          names.filter((name) => name in entry).map((name) => [name, entry[name]]),
        ),
      );
    }
    return payload;
  };
  return record;
}

/** Taxonomy records (manufacturer, category, subcategory, attribute group) used by `records`. */
function taxonomies(products: Json[], attributes: Json[]): Record<string, Json[]> {
  const found: Record<string, Map<unknown, Json>> = {
    ecommerce_manufacturer: new Map(),
    ecommerce_category: new Map(),
    ecommerce_subcategory: new Map(),
    ecommerce_attribute_group: new Map(),
  };
  const add = (collection: string, value: unknown) => {
    const map = found[collection];
    if (!isObject(value) || !map || map.has(value.id)) return;
    const {id, display_name, slug, translations} = value;
    map.set(id, {id, display_name, ...(slug === undefined ? {} : {slug}), translations});
  };
  for (const attribute of attributes) add('ecommerce_attribute_group', attribute.attribute_group);
  for (const product of products) {
    add('ecommerce_manufacturer', product.manufacturer);
    add('ecommerce_category', product.category);
    for (const entry of asList(product.subcategories)) {
      add('ecommerce_subcategory', entry.subcategory_id);
    }
    for (const group of asList(product.attributes)) add('ecommerce_attribute_group', group.group);
  }
  return Object.fromEntries(
    Object.entries(found).map(([collection, map]) => [collection, [...map.values()]]),
  );
}

function languagesOf(data: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) data.forEach((item) => languagesOf(item, found));
  else if (isObject(data)) {
    if (typeof data.language === 'string') found.add(data.language);
    Object.values(data).forEach((value) => languagesOf(value, found));
  }
  return found;
}

/** Whether the Directus holds no project yet (a fresh database). */
export async function isEmpty(rest: Rest): Promise<boolean> {
  const projects = await rest.request<unknown[]>('GET', '/items/project?limit=1&fields=id');
  return projects.length === 0;
}

/**
 * Loads `fixtures/retailers/<retailer>` (or `dir`, a folder of the same shape) into the (empty)
 * Directus behind `rest`.
 */
export async function seedRetailer(
  rest: Rest,
  retailer: string,
  log: (message: string) => void = () => {},
  dir = path.join(RETAILERS_DIR, retailer),
): Promise<SeedResult> {
  const project = readFixture(dir, 'project');
  if (!isObject(project)) throw new Error(`${dir}/project.json is missing`);
  const data: Record<string, unknown> = {project};
  for (const name of [...SINGLETONS, ...LISTS]) data[name] = readFixture(dir, name);
  const counts: Record<string, number> = {};
  const create = async (collection: string, records: Json[]) => {
    if (records.length === 0) return;
    await rest.request('POST', `/items/${collection}`, records);
    counts[collection] = records.length;
  };

  const languages = languagesOf(data);
  for (const code of asList(project.languages)) languages.add(String(code));
  await create(
    'languages',
    [...languages].map((code) => ({code, name: LANGUAGE_NAMES[code] ?? code})),
  );

  const assignments = assignFileIds(collectImages(data));
  await uploadFiles(rest, path.join(dir, 'images'), assignments);
  counts.directus_files = assignments.length;
  log(`${assignments.length} files uploaded`);

  // The retailer's project keeps its id; products or settings of other domains get one each.
  const domains = new Map<string, number>([[String(project.domain), Number(project.id ?? 1)]]);
  for (const record of [...asList(data.ecommerce_product), ...asList(data.ecommerce_settings)]) {
    const domain = isObject(record.project) ? String(record.project.domain) : null;
    if (domain && !domains.has(domain)) domains.set(domain, Math.max(...domains.values()) + 1);
  }
  const fileIdOf = (image: Json) => {
    const found = assignments.find((entry) => entry.references.includes(image));
    if (!found) throw new Error(`No file for image ${String(image.id)}`);
    return found.id;
  };
  const build = payloadBuilder(fileIdOf, (domain) => {
    const id = domains.get(domain);
    if (id === undefined) throw new Error(`Unknown project domain ${domain}`);
    return id;
  });

  const projects = [...domains].map(([domain, id]) =>
    id === domains.get(String(project.domain))
      ? build('project', project)
      : {id, name: domain.split('.')[0], domain, languages: [...languages]},
  );
  await create('project', projects);
  for (const singleton of SINGLETONS) {
    const record = data[singleton];
    if (!isObject(record)) continue;
    await rest.request('PATCH', `/items/${singleton}`, build(singleton, record));
    counts[singleton] = 1;
  }
  const products = asList(data.ecommerce_product);
  const groups = taxonomies(products, asList(data.ecommerce_attribute));
  for (const [collection, records] of Object.entries(groups)) {
    await create(
      collection,
      records.map((record) => build(collection, record)),
    );
  }
  for (const collection of LISTS) {
    const records = asList(data[collection]).map((record) => build(collection, record));
    // Fixture ratings are published unless the record says otherwise (ratings are moderated).
    if (collection === 'ecommerce_product_rating') {
      for (const record of records) record.status ??= 'published';
    }
    await create(collection, records);
  }
  log(
    `seeded ${retailer}: ${Object.entries(counts)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
  );
  return {retailer, domain: String(project.domain), files: assignments, counts};
}

// `node cms/src/seed.ts`: seed the Directus at DIRECTUS_URL with DIRECTUS_TOKEN.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055';
  const token = process.env.DIRECTUS_TOKEN;
  if (!token) throw new Error('Set DIRECTUS_TOKEN (the admin token) to seed');
  const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : undefined;
  const retailer = contentDir
    ? path.basename(contentDir)
    : (process.env.RETAILER ?? DEFAULT_RETAILER);
  const rest = createRest(url.replace(/\/+$/, ''), token);
  if (!(await isEmpty(rest)))
    throw new Error(`${url} already holds content: seed a fresh Directus`);
  await seedRetailer(rest, retailer, (message) => console.info(`[seed] ${message}`), contentDir);
}
