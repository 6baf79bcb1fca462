// Round trip (decision 020): a fresh Directus with SQLite in a temporary folder, the committed
// schema, the jeweller seeded through the API; the site built from it must equal the fixture build,
// its page sections must equal the fixtures' (read through core's content sources, drafts and
// sections no page renders included), and a price and page sections edited through the API (home, a
// category page, a brand page: what an owner changes) must show after a rebuild.
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createDirectusClient, createDirectusSource} from '@schaufenster/core/directus';
import {createFixtureSource} from '@schaufenster/core/node';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {isInstalled} from '../src/install.ts';
import {startTempDirectus, type TempDirectus} from '../src/instance.ts';
import {DEFAULT_RETAILER, RETAILERS_DIR} from '../src/paths.ts';
import {applySnapshot} from '../src/schema.ts';
import {seedRetailer, type SeedResult} from '../src/seed.ts';
import {buildIdOf, fileSetDiff, jsonDiff, listFiles, replaceAll} from './compare.ts';
import {buildSite} from './site-build.ts';

const RETAILER = DEFAULT_RETAILER;
const NEW_PRICE = 4321.5;

interface FixtureProduct {
  id: number;
  slug: string;
  status: string;
  price_brutto: number | null;
  variants?: unknown[];
  project: {domain: string};
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(RETAILERS_DIR, RETAILER, `${name}.json`), 'utf8')) as T;
}

const project = fixture<{domain: string; store_root_path: string}>('project');
// A listed product without variants, so its own price is the one the item page shows.
const edited = fixture<FixtureProduct[]>('ecommerce_product').find(
  (product) =>
    product.status === 'published' &&
    product.project.domain === project.domain &&
    (product.variants ?? []).length === 0 &&
    typeof product.price_brutto === 'number',
);
const itemPage = `page-data${project.store_root_path}/artikel/${edited?.slug}/page-data.json`;

interface PageData {
  mainHtml: string;
  islands: {name: string; props: {product?: {id: number; price_brutto: number | null}}}[];
  jsonLd: {offers?: {price?: number}}[];
}

function readPage(outDir: string, file: string): PageData {
  return JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as PageData;
}

interface ReportFile {
  read: Record<string, number>;
  skipped: {collection: string}[];
}

/** The content report a build wrote beside `outDir` (packages/site/src/build/contentReport.ts). */
function readReport(outDir: string): ReportFile {
  return JSON.parse(readFileSync(`${outDir}-content-report.json`, 'utf8')) as ReportFile;
}

function euro(value: number): string {
  return new Intl.NumberFormat('de-DE', {style: 'currency', currency: 'EUR'}).format(value);
}

describe(`a site built from Directus (${RETAILER})`, () => {
  const outRoot = mkdtempSync(path.join(os.tmpdir(), 'sf-roundtrip-out-'));
  const fixtureOut = path.join(outRoot, 'fixtures');
  const directusOut = path.join(outRoot, 'directus');
  const editedOut = path.join(outRoot, 'edited');
  let directus: TempDirectus | undefined;
  let seed: SeedResult;
  let directusEnv: Record<string, string>;
  let reapplied: boolean | undefined;
  // A fixture file id with several titles became several Directus files (seed-files.ts).
  const fixtureFileIds = () =>
    new Map<string, string>(
      seed.files
        .filter((file) => file.id !== file.fixtureId)
        .map((file) => [file.id, file.fixtureId]),
    );

  beforeAll(async () => {
    if (!isInstalled()) throw new Error('cms/node_modules is missing: run `npm run test:cms`');
    directus = await startTempDirectus('sf-roundtrip-');
    await applySnapshot(directus.rest);
    reapplied = await applySnapshot(directus.rest);
    seed = await seedRetailer(directus.rest, RETAILER);
    directusEnv = {
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: directus.server.url,
      DIRECTUS_TOKEN: directus.config.adminToken,
      SITE_DOMAIN: seed.domain,
    };
    // One after the other: each build already uses both cores.
    await buildSite(fixtureOut, {RETAILER});
    await buildSite(directusOut, directusEnv);
  });

  afterAll(async () => {
    await directus?.dispose();
    rmSync(outRoot, {recursive: true, force: true});
  });

  it('has the committed schema after one apply (a second finds nothing to change)', () => {
    expect(reapplied).toBe(false);
  });

  it("seeds each fixture rating's status, published where the record has none", async () => {
    if (!directus) throw new Error('no Directus');
    const ratings = await directus.rest.request<{id: number; status: string}[]>(
      'GET',
      '/items/ecommerce_product_rating?fields=id,status&sort=id&limit=-1',
    );
    const expected = fixture<{id: number; status?: string}[]>('ecommerce_product_rating')
      .map((rating) => ({id: rating.id, status: rating.status ?? 'published'}))
      .sort((a, b) => a.id - b.id);
    expect(ratings).toEqual(expected);
  });

  it('writes the same routes and files', () => {
    const diff = fileSetDiff(listFiles(fixtureOut), listFiles(directusOut));
    expect(diff).toEqual({onlyA: [], onlyB: []});
    expect(listFiles(fixtureOut)).toContain(itemPage);
  });

  it('writes the same page data for every page (build ids and file ids mapped)', () => {
    const normalise = fixtureFileIds();
    // The content id hashes every page's data, file ids included: it differs as they do.
    const fixtureBuild = new Map([
      [buildIdOf(fixtureOut), '<build>'],
      [buildIdOf(fixtureOut, 'contentId'), '<content>'],
    ]);
    normalise.set(buildIdOf(directusOut), '<build>');
    normalise.set(buildIdOf(directusOut, 'contentId'), '<content>');
    const pages = listFiles(fixtureOut).filter((file) => file.startsWith('page-data/'));
    expect(pages.length).toBeGreaterThan(100);
    const differences: string[] = [];
    for (const file of pages) {
      const expected = JSON.parse(
        replaceAll(readFileSync(path.join(fixtureOut, file), 'utf8'), fixtureBuild),
      ) as unknown;
      const actual = JSON.parse(
        replaceAll(readFileSync(path.join(directusOut, file), 'utf8'), normalise),
      ) as unknown;
      differences.push(...jsonDiff(expected, actual).map((line) => `${file} ${line}`));
    }
    expect(differences).toEqual([]);
  });

  it('reads every page section back as the fixtures hold it (file ids mapped)', async () => {
    if (!directus) throw new Error('no Directus');
    const sectionCount = fixture<unknown[]>('page_section').length;
    expect(sectionCount).toBeGreaterThan(0);
    expect(seed.counts.page_section).toBe(sectionCount);
    for (const report of [readReport(fixtureOut), readReport(directusOut)]) {
      expect(report.read.page_section).toBe(sectionCount);
      expect(report.skipped.filter((entry) => entry.collection === 'page_section')).toEqual([]);
    }

    const expected = await createFixtureSource(path.join(RETAILERS_DIR, RETAILER)).load();
    const client = createDirectusClient({
      url: directus.server.url,
      project: seed.domain,
      token: directus.config.adminToken,
    });
    try {
      const actual = await createDirectusSource({client}).load();
      const sections = JSON.parse(
        replaceAll(JSON.stringify(actual.sections), fixtureFileIds()),
      ) as unknown;
      expect(expected.sections).toHaveLength(sectionCount);
      expect(jsonDiff(expected.sections, sections)).toEqual([]);
      expect(sections).toEqual(expected.sections);
    } finally {
      client.close();
    }
  });

  it('shows a price and page sections edited in Directus after a rebuild', async () => {
    if (!edited || !directus) throw new Error('no product to edit');
    const before = readPage(directusOut, itemPage);
    expect(before.mainHtml).toContain(`<span>${euro(edited.price_brutto ?? 0)}</span>`);
    const rest = directus.rest;

    await rest.request('PATCH', `/items/ecommerce_product/${edited.id}`, {
      price_brutto: NEW_PRICE,
    });
    // The owner's edits: a German heading on the home page, the watches page and a brand page.
    const sections = fixture<{id: number; page: string; brand: number | null}[]>('page_section');
    const pages = {index: 'home', uhren: 'watches', 'uhren/nomos-glashuette': 'brand'};
    const headings = new Map<string, string>();
    for (const [page, id] of Object.entries(pages)) {
      const section = sections.find((candidate) => candidate.page === id);
      if (!section) throw new Error(`no fixture section on ${id}`);
      const rows = await rest.request<{id: number}[]>(
        'GET',
        `/items/page_section_translations?filter[page_section_id][_eq]=${section.id}` +
          '&filter[language][_eq]=de&fields=id',
      );
      const heading = `Neu vom Inhaber ${section.id}`;
      await rest.request('PATCH', `/items/page_section_translations/${rows[0]?.id}`, {heading});
      headings.set(`page-data/${page}/page-data.json`, heading);
    }
    await buildSite(editedOut, directusEnv);
    for (const [file, heading] of headings) {
      expect(readPage(directusOut, file).mainHtml, file).not.toContain(heading);
      expect(readPage(editedOut, file).mainHtml, file).toContain(heading);
    }

    const after = readPage(editedOut, itemPage);
    const island = after.islands.find((entry) => entry.name === 'ItemPage');
    expect(island?.props.product).toMatchObject({id: edited.id, price_brutto: NEW_PRICE});
    expect(after.mainHtml).toContain(`<span>${euro(NEW_PRICE)}</span>`);
    expect(after.mainHtml).not.toContain(euro(edited.price_brutto ?? 0));
    expect(after.jsonLd[0]?.offers?.price).toBe(NEW_PRICE);
  });
});
