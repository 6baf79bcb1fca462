import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {createFixtureSource} from './fixture-source.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sf-fixture-'));
  const files: Record<string, unknown> = {
    site_config: {seo_title: 'Test', theme: {brand_color: '#112233', base_color: '#ffffff'}},
    project: {name: 'test', domain: 'test.example', languages: ['de', 'en']},
    company: {company_name: 'Test GmbH', display_name: 'Test', legal_form: 'single'},
    legal: {rolex_area: false},
    ecommerce_product: [
      {id: 1, status: 'published', display_name: 'A', slug: 'a', project: {domain: 'test.example'}},
      {id: 2, status: 'draft', display_name: 'B', slug: 'b', project: {domain: 'test.example'}},
    ],
  };
  for (const [name, data] of Object.entries(files)) {
    await writeFile(path.join(dir, `${name}.json`), JSON.stringify(data));
  }
});

afterEach(async () => {
  await rm(dir, {recursive: true, force: true});
});

describe('createFixtureSource', () => {
  it('is named after the folder and reads <collection>.json, missing lists as empty', async () => {
    const source = createFixtureSource(dir);
    expect(source.name).toBe(path.basename(dir));
    const site = await source.load();
    expect(site.project.languages).toEqual(['de', 'en']);
    expect(site.products.map((p) => p.slug)).toEqual(['a']);
    expect(site.branches).toEqual([]);
    expect(site.shopSettings).toBeNull();
  });

  it('names the file when its JSON is broken', async () => {
    const file = path.join(dir, 'branch.json');
    await writeFile(file, '[{"id": 1,');
    await expect(createFixtureSource(dir).load()).rejects.toThrow(`Invalid JSON in ${file}`);
  });

  it('skips a bad list record, naming collection, id and field in the report', async () => {
    await writeFile(
      path.join(dir, 'branch.json'),
      JSON.stringify([
        {id: 9, display_name: 'Filiale', street: 'Zeil 1', zip: 60313, city: 'Frankfurt'},
      ]),
    );
    const {site, report} = await createFixtureSource(dir).loadWithReport();
    expect(site.branches).toEqual([]);
    expect(report.skipped).toEqual([
      {collection: 'branch', id: '9', field: 'zip', problem: 'expected string, received 60313'},
    ]);
  });

  it('fails naming collection, id and field for a bad singleton', async () => {
    await writeFile(
      path.join(dir, 'company.json'),
      JSON.stringify({id: 3, company_name: 'Test GmbH', display_name: 7, legal_form: 'single'}),
    );
    await expect(createFixtureSource(dir).load()).rejects.toThrow(
      'Invalid content in collection "company", id "3", field "display_name": expected string, received 7',
    );
  });
});
