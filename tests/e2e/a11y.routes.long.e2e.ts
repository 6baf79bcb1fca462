// The accessibility sweep: axe (WCAG 2.2 AA rule tags) finds nothing on any built page in any
// language of either fixture retailer, with the islands hydrated and the consent stored (the cookie
// banner's own state is in a11y.states.e2e.ts). One test per language keeps each short. In the long
// tail (`npm run test:e2e:long`, CI after `npm test`): it was 128 s of the inner loop.
//
// Each tab of the pool loads its first page as a document and reaches the others by clicking a
// link, as a visitor goes through a site: the runtime swaps `<main>` (the same prerendered HTML
// as the page's file), the head and the language links, and the shell stays, which is the same
// for every page of a language. That is a third of the cost of a document load per page
// (decision 015), and what each built file answers is proven by routes.e2e.ts.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LANGUAGES} from '@schaufenster/core';
import {axeViolations} from './support/axe.ts';
import {launchChromium, waitForIslands} from './support/browser.ts';
import {builtRoutes, type BuiltRoute} from './support/builtRoutes.ts';
import {expectedPages, headingsOf, loadRetailer} from './support/expectedPages.ts';
import {followLink} from './support/followLink.ts';
import {inPagePool} from './support/pool.ts';
import {RETAILERS, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(RETAILERS)('accessibility of every page of %s', (retailer) => {
  const builtHtml = (route: BuiltRoute) =>
    readFile(path.join(site(retailer).outDir, route.file), 'utf8');

  let routes: BuiltRoute[] = [];
  beforeAll(async () => {
    const expected = expectedPages(await loadRetailer(retailer));
    routes = await builtRoutes(site(retailer).outDir, expected);
    // The sweep covers the route table: a page it lists but the build lacks fails here too.
    const swept = new Set(routes.map((route) => route.path));
    expect(expected.filter((page) => !swept.has(page.path)).map((page) => page.path)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'has no WCAG 2.2 AA violation on any page in %s',
    async (lang) => {
      const pages = routes.filter((route) => route.lang === lang);
      expect(pages.length).toBeGreaterThan(0);
      const problems: string[] = [];
      await inPagePool(browser, site(retailer).url, pages, async (page, route) => {
        if (page.url() === 'about:blank') {
          const answer = await page.goto(route.path);
          expect(answer?.status(), route.path).toBe(route.status);
          await waitForIslands(page);
        } else {
          await followLink(page, route.path);
        }
        // The page in view is the route's own: its headings are those of its built file.
        const shown = await page.locator('h1').allTextContents();
        expect(shown.map(collapse), route.path).toEqual(headingsOf(await builtHtml(route)));
        problems.push(...(await axeViolations(page, route.path)));
      });
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
