// Security: no request to analytics, payment or clock hosts before they are needed and consented. A
// full visit with the cookie banner answered "functional only" is logged request by request; the
// e2e build configures Matomo (globalSetup), so a leak would show.
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STORAGE_KEYS} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, site} from './support/sites.ts';
import {configuredClock, configuredMatomo, recordRequests} from './securityBrowser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// Hosts that need consent or a chosen payment first (spec §7 Other).
const PAYMENT_HOSTS = [/(^|\.)paypal\.com$/, /(^|\.)paypalobjects\.com$/, /klarna/];

async function answerBanner(page: Page, choice: 'functional' | 'all'): Promise<void> {
  const allowSelected = page.getByRole('button', {name: 'Ausgewählte Cookies erlauben'});
  await allowSelected.waitFor({state: 'visible', timeout: 10_000});
  if (choice === 'all') {
    await page.getByRole('button', {name: 'Alle Cookies erlauben', exact: true}).click();
  } else {
    // Matomo starts unticked (decision 076): saved as it is, only the locked functional is given.
    await page.getByRole('switch', {name: 'Matomo', checked: false}).waitFor({timeout: 10_000});
    await allowSelected.click();
  }
  await allowSelected.waitFor({state: 'hidden'});
}

const origin = (url: string) => new URL(url).origin;

// Every request of one declined visit, in order; shared by the tests below.
let declined: string[] = [];
let matomo: string | null = null;
let clock: string | null = null;

async function declinedVisit(): Promise<string[]> {
  const {url} = site(JEWELLER);
  const {context, page} = await openPage(browser, url, {consented: false});
  const requests = await recordRequests(context, origin(url));
  await page.goto('/');
  await answerBanner(page, 'functional');
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consents);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({consents: {matomo: false}});
  // home → category → item → add to cart → cart and checkout (client-side, by their links),
  // the checkout again as a document → contact → privacy.
  for (const path of ['/uhren', '/shop/artikel/thomas-sabo-kette-herz']) {
    await page.goto(path);
    await waitForIslands(page);
  }
  await page.getByRole('button', {name: 'In den Warenkorb', exact: true}).click();
  await page.getByRole('link', {name: 'Warenkorb (1)', exact: true}).click();
  await page.waitForURL('**/shop/warenkorb');
  await page.getByRole('link', {name: 'Zur Kasse', exact: true}).click();
  await page.waitForURL('**/shop/kasse');
  for (const path of ['/shop/kasse', '/kontakt', '/datenschutz']) {
    await page.goto(path);
    await waitForIslands(page);
  }
  await page.waitForTimeout(500);
  await context.close();
  return requests;
}

describe('requests of a visit with consent declined', () => {
  beforeAll(async () => {
    const {outDir} = site(JEWELLER);
    matomo = configuredMatomo(outDir);
    clock = configuredClock(outDir);
    declined = await declinedVisit();
  }, 120_000);

  it('nothing goes to analytics or payment hosts, or anywhere off the site', () => {
    expect(matomo, 'the e2e build configures MATOMO_URL (tests/e2e/globalSetup.ts)').not.toBeNull();
    const siteOrigin = origin(site(JEWELLER).url);
    const offSite = declined.filter((request) => origin(request) !== siteOrigin);
    const clockOrigin = clock && /^https?:/.test(clock) ? origin(clock) : null;
    expect(
      offSite.filter(
        (request) =>
          origin(request) === origin(matomo ?? siteOrigin) ||
          PAYMENT_HOSTS.some((host) => host.test(new URL(request).hostname)),
      ),
    ).toEqual([]);
    // Nothing else leaves the site either (no fonts, maps, …); the clock is the next test's.
    expect(offSite.filter((request) => origin(request) !== clockOrigin)).toEqual([]);
    expect(declined.length).toBeGreaterThan(20);
  });

  // ui's ClockWidget waits for the "Rolex Uhr" consent (entry rolex_clock) before loading the
  // clock script (decision 017).
  it('nothing goes to the clock host before its consent', () => {
    expect(clock, 'the e2e build configures CLOCK_SCRIPT_URL').not.toBeNull();
    const clockOrigin = origin(clock ?? 'http://missing.invalid');
    expect(declined.filter((request) => origin(request) === clockOrigin)).toEqual([]);
  });
});

describe('requests of a visit with consent given', () => {
  it('with analytics allowed, matomo.js is requested: the log sees what it must', async () => {
    const {url, outDir} = site(JEWELLER);
    const matomo = configuredMatomo(outDir) ?? 'missing';
    const {context, page} = await openPage(browser, url, {consented: false});
    const requests = await recordRequests(context, new URL(url).origin);
    await page.goto('/');
    await answerBanner(page, 'all');
    await expect
      .poll(() => requests.filter((request) => request.startsWith(matomo)))
      .toEqual([`${matomo}matomo.js`]);
    await context.close();
  });
});
