// Fault tests, page data (spec §8 Page loading, §9 "Page data retry max 3"; decision 016): a client
// navigation whose page-data.json answers 404 shows the 404 page; 500 is an error (the page loads
// as a document); malformed JSON and a timed-out request are retried up to 3 times and then fall
// back to a full navigation. Each case several times in a row.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Browser, BrowserContext, Page, Route} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {recordConsole} from './support/console.ts';
import {headingsOf} from './support/expectedPages.ts';
import {JEWELLER, site} from './support/sites.ts';
import {PAGE_DATA_TIMEOUT_MS} from '../../packages/site/src/runtime/loader.ts';

/** spec §9: page data retry max 3, so a failing load makes 1 + 3 requests. */
const ATTEMPTS = 4;
/** Legal links of every page (footer, shop menu): one per round, so no answer is cached. */
const TARGETS = ['/impressum', '/datenschutz', '/widerruf'] as const;
const SOON = {timeout: 20_000};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

type Fault = 'notFound' | 'serverError' | 'malformed' | 'timedOut';

// What each fault answers for a page's data.
const FAULTS: Record<Fault, (route: Route) => Promise<void>> = {
  notFound: (route) => route.fulfill({status: 404, contentType: 'text/html', body: 'Not found'}),
  serverError: (route) => route.fulfill({status: 500, contentType: 'text/plain', body: 'Error'}),
  malformed: (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{"path":"/impressum",'}),
  // The browser gave up on the request (net::ERR_TIMED_OUT).
  timedOut: (route) => route.abort('timedout'),
};

/**
 * A context for counting requests: no service worker (page.route does not see what a worker
 * fetches), and a data-saver connection, so prefetch stays off (spec §2) and each click loads
 * the page data exactly once.
 */
async function faultPage(): Promise<{context: BrowserContext; page: Page}> {
  const {context, page} = await openPage(browser, site(JEWELLER).url, {serviceWorkers: 'block'});
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({saveData: true, effectiveType: '4g'}),
    });
  });
  return {context, page};
}

// A value on window survives a client-side navigation and is gone after a document load.
const setMarker = (page: Page) => page.evaluate(() => Object.assign(window, {__sfFault: 1}));
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as {__sfFault?: number}).__sfFault === 1);
const heading = (page: Page) => page.getByRole('heading', {level: 1}).first().innerText();

async function builtHeading(pathname: string): Promise<string> {
  const html = await readFile(path.join(site(JEWELLER).outDir, pathname, 'index.html'), 'utf8');
  return headingsOf(html)[0] ?? '';
}

// Routes every page's data but the 404 page's through `fault`, counting requests per path.
async function routePageData(page: Page, fault: Fault): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await page.route('**/page-data/**/page-data.json', async (route) => {
    const {pathname} = new URL(route.request().url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    if (pathname === '/page-data/404.html/page-data.json') await route.continue();
    else await FAULTS[fault](route);
  });
  return counts;
}

const dataPath = (target: string) => `/page-data${target}/page-data.json`;

async function clickLink(page: Page, target: string): Promise<void> {
  await page.locator(`a[href="${target}"]:visible`).first().click();
}

describe('page data faults on a client navigation (spec §8 Page loading)', () => {
  it('404 shows the 404 page at the requested path, without a document load, every time', async () => {
    const {context, page} = await faultPage();
    const counts = await routePageData(page, 'notFound');
    await page.goto('/kontakt');
    await waitForIslands(page);
    await setMarker(page);
    for (const target of TARGETS) {
      await clickLink(page, target);
      await page.waitForURL(`**${target}`, SOON);
      await expect.poll(() => heading(page), SOON).toBe(t('de', 'notFoundHeading'));
      // spec §2 Page contents: "This page does not exist." (the 404 page is German).
      expect(await page.locator('main').innerText()).toContain(t('de', 'notFoundMessage'));
      expect(await hasMarker(page), target).toBe(true);
      expect(counts.get(dataPath(target)), target).toBe(1);
    }
    expect(t('en', 'notFoundMessage')).toBe('This page does not exist.');
    await context.close();
  });

  it.each([
    ['serverError', 1, 'page data answered 500'],
    ['malformed', ATTEMPTS, 'page data failed to load'],
    ['timedOut', ATTEMPTS, 'page data failed to load'],
  ] as const)(
    '%s: %i request(s), then the page loads as a document, every time',
    async (fault, requests, reason) => {
      const {context, page} = await faultPage();
      const log = recordConsole(page);
      const counts = await routePageData(page, fault);
      await page.goto('/kontakt');
      for (const target of TARGETS) {
        await waitForIslands(page);
        await setMarker(page);
        await clickLink(page, target);
        await page.waitForURL(`**${target}`, SOON);
        await expect.poll(() => heading(page), SOON).toBe(await builtHeading(target));
        expect(await hasMarker(page), `${target}: a document load`).toBe(false);
        expect(counts.get(dataPath(target)), target).toBe(requests);
        expect(log.infos, target).toContain(`Loading ${target} as a document: ${reason}`);
      }
      expect(log.pageErrors).toEqual([]);
      await context.close();
    },
  );

  // The loader gives each page-data request PAGE_DATA_TIMEOUT_MS (runtime/loader.ts), then
  // retries; after the last try the router loads the page as a document.
  it('a request that never answers is given up, retried and falls back', async () => {
    const {context, page} = await faultPage();
    await page.clock.install();
    await page.route('**/page-data/impressum/page-data.json', () => {
      // never answered
    });
    await page.goto('/kontakt');
    await waitForIslands(page);
    await setMarker(page);
    await clickLink(page, '/impressum');
    // Each try ends at its time limit; the next try starts only after the aborted request has
    // failed in the page, so the clock moves in steps with a moment of real time between them.
    for (let step = 0; step < 12 && (await hasMarker(page).catch(() => false)); step++) {
      await page.clock.runFor(PAGE_DATA_TIMEOUT_MS).catch(() => undefined);
      await page.waitForTimeout(100);
    }
    await expect.poll(() => hasMarker(page).catch(() => false), {timeout: 3_000}).toBe(false);
    await context.close();
  });
});
