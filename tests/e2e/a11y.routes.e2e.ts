// issue 6 "Accessibility sweep": axe (WCAG 2.2 AA rule tags) finds nothing on any built page in
// any language of either fixture retailer, with the islands hydrated and the consent stored (the
// cookie banner's own state is in a11y.states.e2e.ts). One test per language keeps each short.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LANGUAGES} from '@schaufenster/core';
import {axeViolations} from './support/axe.ts';
import {launchChromium, waitForIslands} from './support/browser.ts';
import {builtRoutes, type BuiltRoute} from './support/builtRoutes.ts';
import {expectedPages, loadRetailer} from './support/expectedPages.ts';
import {inPagePool} from './support/pool.ts';
import {RETAILERS, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe.each(RETAILERS)('accessibility of every page of %s', (retailer) => {
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
        const answer = await page.goto(route.path);
        if (answer?.status() !== route.status) {
          problems.push(`${route.path}: status ${answer?.status()}`);
          return;
        }
        await waitForIslands(page);
        problems.push(...(await axeViolations(page, route.path)));
      });
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
