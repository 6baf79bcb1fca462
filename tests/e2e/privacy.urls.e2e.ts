// No personal data in URLs. The contact form's name and e-mail reach the thanks page through
// session storage; Matomo gets addresses without query or fragment (custom URL, referrer,
// load-duration event); the service worker keys its caches without the query. With analytics
// consented, a stand-in matomo.js (support/matomoStandIn.ts) turns the runtime's commands into
// tracker requests, so whatever analytics would receive is a request here.
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {MATOMO_COMMANDS, serveMatomoStandIn} from './support/matomoStandIn.ts';
import {JEWELLER, site} from './support/sites.ts';
import {configuredMatomo, recordRequests} from './securityBrowser.ts';

const SOON = {timeout: 15_000};
const NAME = 'Pia Probewski';
const EMAIL = 'pii-probe-4711@example.org';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Whether `text` (a URL, raw or percent-encoded, or JSON) names the probe sender. */
function namesSender(text: string): boolean {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // not percent-encoded: the raw text is checked
  }
  return [text, decoded].some((value) => /pii-probe-4711|probewski/i.test(value));
}

/** The tracker requests among `requests`, as their query parameters. */
function trackerCalls(requests: readonly string[], matomo: string): URLSearchParams[] {
  const tracker = new URL('matomo.php', matomo).href;
  return requests
    .filter((request) => request.startsWith(`${tracker}?`))
    .map((request) => new URL(request).searchParams);
}

/** A context whose requests are recorded, with Matomo answered by the stand-in. */
async function analyticsVisit(): Promise<{
  context: BrowserContext;
  page: Page;
  requests: string[];
  matomo: string;
}> {
  const {url, outDir} = site(JEWELLER);
  const matomo = configuredMatomo(outDir);
  if (matomo === null) throw new Error('The e2e build configures MATOMO_URL (globalSetup.ts)');
  const {context, page} = await openPage(browser, url, {consented: false});
  const requests = await recordRequests(context, new URL(url).origin);
  await serveMatomoStandIn(context, matomo);
  return {context, page, requests, matomo};
}

/** Answers the cookie banner with "allow all" (analytics included) and waits for the worker. */
async function allowAllAndWaitForWorker(page: Page): Promise<void> {
  const allowAll = page.getByRole('button', {name: t('de', 'cookieBannerAllowAll'), exact: true});
  await allowAll.click(SOON);
  await allowAll.waitFor({state: 'hidden', ...SOON});
  // From here on documents go through the service worker (decision 012d: claims at once).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, SOON);
}

/** Every Cache Storage entry as `cache name + space + URL`. */
function cacheEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push(`${name} ${request.url}`);
    }
    return entries;
  });
}

/** Every Web Storage entry (local and session) as `key=value`. */
function storageEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((area) =>
      Object.keys(area).map((key) => `${key}=${area.getItem(key)}`),
    ),
  );
}

describe('personal data in URLs', () => {
  it('the contact form’s name and e-mail reach no URL, analytics call or cache entry', async () => {
    const {context, page, requests, matomo} = await analyticsVisit();
    const {url} = site(JEWELLER);
    await page.goto('/kontakt');
    await waitForIslands(page);
    await allowAllAndWaitForWorker(page);
    await expect
      .poll(() => trackerCalls(requests, matomo).map((call) => call.get('url')), SOON)
      .toContain(`${url}/kontakt`);

    const main = page.locator('main');
    await main.getByRole('textbox', {name: t('de', 'contactFormName')}).fill(NAME);
    await main.getByRole('textbox', {name: t('de', 'contactFormEmail')}).fill(EMAIL);
    await main.getByRole('textbox', {name: t('de', 'contactFormMessage')}).fill('Eine Probe.');
    const agreement = main.getByRole('checkbox');
    await agreement.locator('xpath=ancestor::label').click();
    await expect.poll(() => agreement.isChecked(), SOON).toBe(true);
    await main.getByRole('button', {name: t('de', 'contactFormSubmit'), exact: true}).click();

    // The thanks page names the sender: the hand-over worked, without the URL.
    await page.waitForURL((address) => address.pathname === '/danke', SOON);
    await page
      .getByText(t('de', 'thanksMessageWithSender', {name: NAME, email: EMAIL}))
      .waitFor(SOON);
    expect(await page.evaluate(() => location.href)).toBe(`${url}/danke`);
    await expect
      .poll(() => trackerCalls(requests, matomo).map((call) => call.get('url')), SOON)
      .toContain(`${url}/danke`);
    // The worker cached the thanks page (network first), so the cache check below has entries.
    await expect
      .poll(() => cacheEntries(page), SOON)
      .toContainEqual(expect.stringMatching(/^sf-pages .*\/danke$/));

    expect(requests.filter(namesSender)).toEqual([]);
    expect((await cacheEntries(page)).filter(namesSender)).toEqual([]);
    const commands = await page.evaluate(
      (key) => JSON.stringify(Reflect.get(window, key)),
      MATOMO_COMMANDS,
    );
    expect(namesSender(commands), commands).toBe(false);
    // Read once: nothing of the sender stays in the tab's storage.
    expect((await storageEntries(page)).filter(namesSender)).toEqual([]);
    // The form's POST went to the service and is not cached.
    expect(requests).toContain(`${url}/forms/contact`);
    expect((await cacheEntries(page)).filter((entry) => entry.includes('/forms/'))).toEqual([]);
    await context.close();
  });

  it('an address with personal data in its query reaches analytics and the caches without it', async () => {
    const {context, page, requests, matomo} = await analyticsVisit();
    const {url} = site(JEWELLER);
    await page.goto('/');
    await waitForIslands(page);
    await allowAllAndWaitForWorker(page);
    // An old link or a misconfigured form service: the sender in the thanks page's query.
    const leaky = `${url}/danke?${new URLSearchParams({name: NAME, email: EMAIL})}#${EMAIL}`;
    await page.goto(leaky);
    await waitForIslands(page);
    // Then client-side to the home page: the swap's referrer is the leaky address.
    await page.getByRole('link', {name: t('de', 'thanksBackHome'), exact: true}).click();
    await page.waitForURL(`${url}/`, SOON);
    await expect
      .poll(() => trackerCalls(requests, matomo).some((call) => call.get('e_n') !== null), SOON)
      .toBe(true);
    await expect
      .poll(() => cacheEntries(page), SOON)
      .toContainEqual(expect.stringMatching(/^sf-pages .*\/danke$/));

    const calls = trackerCalls(requests, matomo);
    expect(calls.map((call) => call.get('url'))).toContain(`${url}/danke`);
    expect(calls.map((call) => call.get('urlref'))).toContain(`${url}/danke`);
    expect(calls.map((call) => call.get('e_n'))).toContain(`${url}/`);
    // Only the navigation itself (the page and the worker fetching it) carries the query.
    const leakyRequest = leaky.slice(0, leaky.indexOf('#'));
    expect(requests.filter((request) => request !== leakyRequest && namesSender(request))).toEqual(
      [],
    );
    expect((await cacheEntries(page)).filter(namesSender)).toEqual([]);
    await context.close();
  });
});
