// `npm run new-retailer`, for an agency adding a retailer (decision 041): a retailer it makes
// builds at once (under STRICT_CONTENT) and axe (WCAG 2.2 AA, support/axe.ts) finds nothing on a
// few of its pages: a jeweller with the shop on (content and shop pages in German; home, contact
// and imprint in English and French) and a dark-based optician without the shop in German and
// French. Each is made, built and served from a temporary folder; no page logs an error.
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildWithCli} from '../../packages/site/src/build/cliBuild.testing.ts';
import {runNewRetailer} from '../../scripts/new-retailer/cli.testing.ts';
import {createSiteHandler} from '../../scripts/start/siteServer.ts';
import {axeViolations} from './support/axe.ts';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {builtRoutes} from './support/builtRoutes.ts';

interface Variant {
  name: string;
  flags: string[];
  /** Pages swept (the 404 page by a path no site has). */
  pages: string[];
  /** Placeholder marker on the imprint (or privacy page) of each language. */
  markers: Record<string, string>;
}

const VARIANTS: Variant[] = [
  {
    name: 'juwelier-neu',
    flags: ['--type', 'jeweller', '--shop', '--brand-color', 'rgb(122, 28, 64)'],
    pages: [
      ...['/', '/schmuck', '/kontakt', '/impressum', '/datenschutz', '/agb', '/gibt-es-nicht'],
      ...['/shop', '/shop/artikel/goldring', '/shop/warenkorb', '/shop/kasse'],
      ...['/en', '/en/contact', '/en/imprint', '/fr', '/fr/contact', '/fr/mentions-legales'],
    ],
    markers: {
      impressum: '[BITTE ERSETZEN: ',
      'en/imprint': '[PLEASE REPLACE: ',
      'fr/mentions-legales': '[À REMPLACER : ',
    },
  },
  {
    name: 'optik-neu',
    flags: [
      '--type',
      'optician',
      '--no-shop',
      '--base-color',
      '#1d2733',
      '--brand-color',
      '#4fb3bf',
      '--languages',
      'fr',
    ],
    pages: [
      ...['/', '/optik', '/kontakt', '/impressum', '/datenschutz', '/gibt-es-nicht'],
      ...['/fr', '/fr/contact', '/fr/mentions-legales'],
    ],
    markers: {impressum: '[BITTE ERSETZEN: ', 'fr/mentions-legales': '[À REMPLACER : '},
  },
];

let browser: Browser;
let root: string;
beforeAll(async () => {
  browser = await launchChromium();
  root = await mkdtemp(path.join(os.tmpdir(), 'sf-new-retailer-e2e-'));
});
afterAll(async () => {
  await browser.close();
  await rm(root, {recursive: true, force: true});
});

describe.each(VARIANTS)('a new retailer: $name', (variant) => {
  const contentDir = () => path.join(root, 'retailers', variant.name);
  const outDir = () => path.join(root, 'out', variant.name);
  let server: Server;
  let url = '';

  beforeAll(async () => {
    const made = await runNewRetailer([
      '--yes',
      '--name',
      variant.name,
      '--dir',
      path.join(root, 'retailers'),
      ...variant.flags,
    ]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const built = await buildWithCli({
      RETAILER: variant.name,
      CONTENT_DIR: contentDir(),
      OUT_DIR: outDir(),
      INCREMENTAL: '0',
      STRICT_CONTENT: '1',
    });
    expect(built.stderr.split('\n').filter((line) => /fail|error/i.test(line))).toEqual([]);
    expect(built.code).toBe(0);
    server = createServer(createSiteHandler({root: outDir(), serviceUrl: null}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('shows the owner placeholders in each language', async () => {
    for (const [page, marker] of Object.entries(variant.markers)) {
      const html = await readFile(path.join(outDir(), page, 'index.html'), 'utf8');
      expect(html, page).toContain(marker);
    }
  });

  it('has no WCAG 2.2 AA violation on its pages', async () => {
    const built = new Map((await builtRoutes(outDir(), [])).map((route) => [route.path, route]));
    const swept = variant.pages.map((pagePath) => built.get(pagePath));
    expect(swept.map((route) => route?.path)).toEqual(variant.pages);
    const {context, page, errors} = await openPage(browser, url);
    const problems: string[] = [];
    try {
      for (const route of swept) {
        if (!route) continue;
        const answer = await page.goto(route.path);
        expect(answer?.status(), route.path).toBe(route.status);
        await waitForIslands(page);
        problems.push(...(await axeViolations(page, route.path)));
        // The 404 page's own document answers 404, which Chromium logs. The site is served
        // without its order service here, so an item page's live stock read (GET /ecom/stock)
        // answers 404 too and the page keeps its built stock; nothing else may fail.
        const stockRead = route.path.includes('/artikel/');
        const logged = errors
          .splice(0)
          .filter((text) => (route.status !== 404 && !stockRead) || !text.includes('404'));
        problems.push(...logged.map((text) => `${route.path}: ${text}`));
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
