// A build whose content is bad fails with the record's collection, id and field, and leaves the
// previous output untouched (decision 029), run with the real CLI on a broken copy of the
// jeweller. The jeweller's good build is checked in build.test.ts.
import {existsSync} from 'node:fs';
import {cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildWithCli} from './cliBuild.testing.ts';
import {REPO_ROOT} from './options.ts';

const FIXTURE = path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern');

let tmp = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-site-bad-build-'));
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

describe('npm run build with a bad content record (decision 029)', () => {
  it('fails on a bad singleton naming collection, id and field, and leaves the old output untouched', async () => {
    const content = path.join(tmp, 'bad-retailer');
    await cp(FIXTURE, content, {recursive: true});
    const company = JSON.parse(await readFile(path.join(content, 'company.json'), 'utf8')) as {
      id?: number;
      legal_form: string;
    };
    company.legal_form = 'gmbh';
    await writeFile(path.join(content, 'company.json'), JSON.stringify({...company, id: 1}));
    const out = path.join(tmp, 'bad-out');
    await mkdir(out);
    await writeFile(path.join(out, 'old.txt'), 'previous build');

    const failed = await buildWithCli({CONTENT_DIR: content, OUT_DIR: out, BUILD_WORKERS: '0'});

    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('collection "company", id "1", field "legal_form"');
    expect(await readdir(out)).toEqual(['old.txt']);
    expect((await readdir(tmp)).filter((name) => name.startsWith('bad-out.'))).toEqual([]);
  }, 120_000);

  it('with STRICT_CONTENT=1 fails on a bad list record that would otherwise be skipped', async () => {
    const content = path.join(tmp, 'strict-retailer');
    await cp(FIXTURE, content, {recursive: true});
    const brands = JSON.parse(await readFile(path.join(content, 'brand.json'), 'utf8')) as {
      id: number;
      slug: string;
    }[];
    const tudor = brands.find((brand) => brand.id === 2);
    if (tudor) tudor.slug = 'Not A Slug';
    await writeFile(path.join(content, 'brand.json'), JSON.stringify(brands));
    const out = path.join(tmp, 'strict-out');

    const failed = await buildWithCli({
      CONTENT_DIR: content,
      OUT_DIR: out,
      BUILD_WORKERS: '0',
      STRICT_CONTENT: '1',
    });

    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('Skipped content in collection "brand", id "2", field "slug"');
    expect(failed.stderr).toContain('STRICT_CONTENT=1 and 1 content warning(s)');
    expect(existsSync(out)).toBe(false);
  }, 120_000);
});
