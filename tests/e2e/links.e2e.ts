// The build's link check (packages/site/src/build/links/): the content report of each fixture
// retailer the global setup built lists no dangling link, and the jeweller's menu leads to the
// filtered item list in every language. Reads the builds' files; no browser.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentReportFile} from '../../packages/site/src/build/contentReport.ts';
import {JEWELLER, RETAILERS, site} from './support/sites.ts';

describe.each(RETAILERS)('links of %s', (retailer) => {
  it('the content report lists no dangling link or anchor', async () => {
    const file = contentReportFile(site(retailer).outDir);
    const report = JSON.parse(await readFile(file, 'utf8')) as {danglingLinks?: unknown[]};
    expect(report.danglingLinks).toEqual([]);
  });
});

describe('the jeweller’s menu', () => {
  it('links "Alle Uhren im Shop", "Ringe" and "Ketten & Anhänger" to the filtered list', async () => {
    const {outDir} = site(JEWELLER);
    for (const [file, list] of [
      ['index.html', '/shop'],
      ['en/index.html', '/en/shop'],
      ['fr/index.html', '/fr/boutique'],
    ] as const) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      for (const category of [1, 2, 3]) {
        expect(html, file).toContain(`href="${list}?category=${category}"`);
      }
    }
  });
});
