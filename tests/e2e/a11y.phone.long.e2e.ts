// The device matrix (every page works on a phone too), long tail (`npm run test:e2e:long`): the
// accessibility sweep and the reflow check at phone width (390 CSS px, touch, the small-screen
// shell with the bottom bar) on every built page × language of both fixture retailers.
// a11y.routes.long.e2e.ts sweeps the same pages at desktop width and a11y.reflow.e2e.ts checks four
// templates at 320 px; here every template gets the phone layout. Pages after a tab's first are
// reached by in-page navigation, as in a11y.routes.long.e2e.ts (decision 015).
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LANGUAGES} from '@schaufenster/core';
import {axeViolations} from './support/axe.ts';
import {launchChromium, waitForIslands} from './support/browser.ts';
import {builtRoutes, type BuiltRoute} from './support/builtRoutes.ts';
import {PHONE} from './support/devices.ts';
import {expectedPages, loadRetailer} from './support/expectedPages.ts';
import {followLink} from './support/followLink.ts';
import {inPagePool} from './support/pool.ts';
import {cutOffContent} from './support/reflow.ts';
import {RETAILERS, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe.each(RETAILERS)('every page of %s on a phone', (retailer) => {
  let routes: BuiltRoute[] = [];
  beforeAll(async () => {
    routes = await builtRoutes(site(retailer).outDir, expectedPages(await loadRetailer(retailer)));
  });

  it.each(LANGUAGES)(
    'nothing cut off and no WCAG 2.2 AA violation in %s',
    async (lang) => {
      const pages = routes.filter((route) => route.lang === lang);
      expect(pages.length).toBeGreaterThan(0);
      const problems: string[] = [];
      await inPagePool(
        browser,
        site(retailer).url,
        pages,
        async (page, route) => {
          if (page.url() === 'about:blank') {
            const answer = await page.goto(route.path);
            expect(answer?.status(), route.path).toBe(route.status);
            await waitForIslands(page);
          } else {
            await followLink(page, route.path);
          }
          const label = `${route.path} [phone]`;
          problems.push(...(await cutOffContent(page)).map((problem) => `${label}: ${problem}`));
          problems.push(...(await axeViolations(page, label)));
        },
        PHONE.context,
      );
      expect(problems).toEqual([]);
    },
    240_000,
  );
});
