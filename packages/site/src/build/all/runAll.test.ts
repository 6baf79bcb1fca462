// Many retailers in one run (decision 044): the bundles once, each retailer into its folder, a bad
// retailer failed with its message while the others are built, and the summary.
import {cp, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {REPO_ROOT} from '../options.ts';
import {selectRetailers} from './retailers.ts';
import {SUMMARY_FILE, mapLimited, retailerResult, runAll} from './runAll.ts';
import {summaryTable, type BuildSummary} from './summary.ts';

const FIXTURES = path.join(REPO_ROOT, 'fixtures/retailers');
let tmp = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-all-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

describe('which retailers', () => {
  it('--all takes every fixture retailer; RETAILERS the named ones, once each', () => {
    const all = selectRetailers(['--all'], {}, FIXTURES);
    expect(all).toEqual(expect.arrayContaining(['juwelier-morgenstern', 'optik-klarblick']));
    expect(selectRetailers([], {RETAILERS: 'optik-klarblick, optik-klarblick'}, FIXTURES)).toEqual([
      'optik-klarblick',
    ]);
    expect(selectRetailers([], {}, FIXTURES)).toBeNull();
  });

  it('names every unknown retailer and the known ones', () => {
    expect(() =>
      selectRetailers([], {RETAILERS: 'nope,juwelier-morgenstern,../x'}, FIXTURES),
    ).toThrow(/RETAILERS names "nope", "\.\.\/x", not in .*; known: .*juwelier-morgenstern/);
  });
});

describe('results and summary', () => {
  it('reads pages, warnings and the failure message from a retailer’s output', () => {
    const built = retailerResult(
      'a',
      '/out/a',
      0,
      'Built a (build x; 9 pages rendered, 3 reused)',
      'No logo\n',
      10,
    );
    expect(built).toMatchObject({ok: true, pages: 12, warnings: ['No logo'], error: null});
    const failed = retailerResult(
      'b',
      '/out/b',
      1,
      '',
      'warned first\nBuild failed: collection "company", id "1", field "legal_form": bad\n',
      5,
    );
    expect(failed).toMatchObject({
      ok: false,
      pages: 0,
      warnings: ['warned first'],
      error: 'collection "company", id "1", field "legal_form": bad',
    });
  });

  it('prints one row per retailer and the failures under the table', () => {
    const summary: BuildSummary = {
      totalMs: 12_300,
      bundlesMs: 4_000,
      retailers: [
        {retailer: 'a', ok: true, pages: 186, warnings: [], ms: 8_000, outDir: '/o/a', error: null},
        {
          retailer: 'bb',
          ok: false,
          pages: 0,
          warnings: ['w'],
          ms: 900,
          outDir: '/o/bb',
          error: 'bad',
        },
      ],
    };
    expect(summaryTable(summary).split('\n')).toEqual([
      'retailer  result  pages  warnings   time',
      'a         built     186         0  8.0 s',
      'bb        FAILED      0         1  0.9 s',
      '1 of 2 built in 12.3 s (bundles 4.0 s)',
      'bb: bad',
    ]);
  });

  it('runs at most `limit` tasks at once and keeps the order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([30, 10, 20, 5], 2, async (ms) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 10]);
    expect(most).toBe(2);
  });
});

describe('npm run build -- --all', () => {
  it('builds the good retailers into their folders and fails the bad one with its message', async () => {
    const retailersDir = path.join(tmp, 'retailers');
    for (const name of ['optik-klarblick', 'uhrmacher-lindenhof']) {
      await cp(path.join(FIXTURES, name), path.join(retailersDir, name), {recursive: true});
    }
    const bad = path.join(retailersDir, 'uhrmacher-lindenhof', 'company.json');
    const company = JSON.parse(await readFile(bad, 'utf8')) as Record<string, unknown>;
    await writeFile(bad, JSON.stringify({...company, id: 1, legal_form: 'gmbh'}));
    const outDir = path.join(tmp, 'out');
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
    );

    const summary = await runAll({
      retailers: ['optik-klarblick', 'uhrmacher-lindenhof'],
      retailersDir,
      env: {...env, NODE_ENV: 'production', OUT_DIR: outDir},
    });

    const [good, failed] = summary.retailers;
    expect(good).toMatchObject({retailer: 'optik-klarblick', ok: true, error: null});
    expect(good?.pages).toBeGreaterThan(20);
    expect(await readdir(path.join(outDir, 'optik-klarblick'))).toContain('index.html');
    expect(failed).toMatchObject({retailer: 'uhrmacher-lindenhof', ok: false, pages: 0});
    expect(failed?.error).toContain('collection "company", id "1", field "legal_form"');
    const json = JSON.parse(
      await readFile(path.join(outDir, SUMMARY_FILE), 'utf8'),
    ) as BuildSummary;
    expect(json.retailers.map((result) => [result.retailer, result.ok])).toEqual([
      ['optik-klarblick', true],
      ['uhrmacher-lindenhof', false],
    ]);
  }, 240_000);
});
