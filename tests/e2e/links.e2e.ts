// The jeweller's menu leads to the filtered item list in every language, as the fixtures mean it
// (html.e2e.ts checks that each retailer's content report lists no dangling link). Reads the
// build the global setup made; no browser.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {JEWELLER, site} from './support/sites.ts';

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
