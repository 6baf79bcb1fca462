// The contact page's map is a two-click embed (decision 025). Before consent nothing is requested
// from Google; "Inhalt laden" stores the consent and the frame loads (a stand-in page here: there
// is no internet), under the contact page's own CSP; withdrawing the consent in the cookie settings
// takes the frame away and the placeholder returns. Pages without an embed keep a frame-src without
// Google or YouTube.
import type {Browser, BrowserContext} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STORAGE_KEYS, t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, site} from './support/sites.ts';

const SOON = {timeout: 10_000};
// The jeweller's head office (fixtures/retailers/juwelier-morgenstern/company.json).
const MAP_TITLE = t('de', 'consentEmbedMapTitle', {
  address: 'Goethestraße 12, 60313 Frankfurt am Main',
});
const STAND_IN = 'Karten-Stand-in';
const EMBED_HOST = /(^|\.)(google\.com|youtube\.com|youtube-nocookie\.com|gstatic\.com)$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Answers every request to Google's and YouTube's hosts with a small page; returns their URLs. */
async function standInProviders(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => EMBED_HOST.test(url.hostname),
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="de"><title>${STAND_IN}</title><p>${STAND_IN}</p></html>`,
      });
    },
  );
  return requested;
}

function directive(policy: string, name: string): string[] {
  const part = policy.split(';').find((entry) => entry.trim().startsWith(`${name} `));
  return part?.trim().split(/\s+/).slice(1) ?? [];
}

describe('consent-gated map on the contact page', () => {
  it('requests nothing before consent; "Inhalt laden" loads the map; revoking removes it', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url);
    const requested = await standInProviders(context);
    await page.goto('/kontakt');
    await waitForIslands(page);
    const load = page.getByRole('button', {name: t('de', 'consentEmbedLoad'), exact: true});
    await load.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(
      // In main: the banner, prerendered hidden, names the provider too (decision 040).
      await page
        .locator('main')
        .getByText(t('de', 'consentEmbedProviderGoogleMaps'), {exact: true})
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(requested).toEqual([]);

    await load.click();
    const frame = page.getByTitle(MAP_TITLE);
    await frame.waitFor(SOON);
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length, SOON).toBeGreaterThan(0);
    expect(new URL(requested[0] ?? '').origin).toBe('https://www.google.com');
    // The stand-in rendered inside the frame: the page's CSP let the frame load.
    await page.frameLocator(`iframe[title="${MAP_TITLE}"]`).getByText(STAND_IN).waitFor(SOON);
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consents);
    expect(JSON.parse(stored ?? '{}').consents).toMatchObject({
      functional: true,
      google_maps: true,
    });

    // Withdrawn in the cookie settings (footer "Cookie Einstellungen"): the placeholder returns.
    await page.getByRole('button', {name: 'Cookie Einstellungen', exact: true}).click();
    const mapsSwitch = page.getByRole('switch', {
      name: t('de', 'cookieBannerSwitchLabel', {name: 'Google Maps'}),
    });
    await mapsSwitch.waitFor(SOON);
    expect(await mapsSwitch.isChecked()).toBe(true);
    await mapsSwitch.click({force: true});
    expect(await mapsSwitch.isChecked()).toBe(false);
    // The seed stored no analytics choice, so Matomo shows its default: off (decision 076).
    expect(await page.getByRole('switch', {name: 'Matomo'}).isChecked()).toBe(false);
    await page.getByRole('button', {name: 'Ausgewählte Cookies erlauben', exact: true}).click();
    await frame.waitFor({state: 'detached', ...SOON});
    expect(await load.isVisible()).toBe(true);

    // A reload keeps it withdrawn: nothing further is requested.
    const before = requested.length;
    await page.reload();
    await waitForIslands(page);
    await load.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(requested.length).toBe(before);
    // The harness's consent seed (an init script) also runs in the stand-in frame, where a
    // third-party document may not read storage; nothing else may fail.
    expect(errors.filter((error) => !error.includes("'localStorage' property"))).toEqual([]);
    await context.close();
  });

  it('shows the map at once when the consent is already stored', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {consented: false});
    await context.addInitScript((key) => {
      const consents = {functional: true, matomo: false, youtube: false, google_maps: true};
      localStorage.setItem(key, JSON.stringify({consents, timestamp: Date.now()}));
    }, STORAGE_KEYS.consents);
    const requested = await standInProviders(context);
    await page.goto('/kontakt');
    await page.getByTitle(MAP_TITLE).waitFor(SOON);
    await page.getByTitle(MAP_TITLE).scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length, SOON).toBeGreaterThan(0);
    await context.close();
  });
});

describe('an embed reached by a client-side navigation', () => {
  it('reloads once under the page’s own CSP, and the map loads', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    const requested = await standInProviders(context);
    await page.goto('/impressum');
    await waitForIslands(page);
    // The imprint's CSP allows no Google frame; a link to the contact page navigates client-side.
    await page.evaluate(() => Object.assign(window, {sfSameDocument: true}));
    await page.locator('a[href="/kontakt"]:visible').first().click();
    await page.waitForURL('**/kontakt');
    expect(await page.evaluate(() => 'sfSameDocument' in window)).toBe(true);
    const load = page.getByRole('button', {name: t('de', 'consentEmbedLoad'), exact: true});
    await load.click();
    await page
      .frameLocator(`iframe[title="${MAP_TITLE}"]`)
      .getByText(STAND_IN)
      .waitFor({timeout: 20_000});
    expect(await page.evaluate(() => 'sfSameDocument' in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/kontakt');
    expect(requested.length).toBeGreaterThan(0);
    await context.close();
  });

  it('with the consent stored, loads once as a document: no client render, no blocked frame', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url, {
      consented: false,
    });
    await context.addInitScript((key) => {
      const consents = {functional: true, matomo: false, youtube: false, google_maps: true};
      localStorage.setItem(key, JSON.stringify({consents, timestamp: Date.now()}));
    }, STORAGE_KEYS.consents);
    const requested = await standInProviders(context);
    await page.goto('/impressum');
    await waitForIslands(page);
    await page.evaluate(() => Object.assign(window, {sfSameDocument: true}));
    // Every change of the address after the click: a swap (pushState) would be one more.
    const navigated: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated.push(new URL(frame.url()).pathname);
    });
    await page.locator('a[href="/kontakt"]:visible').first().click();
    await page.getByTitle(MAP_TITLE).waitFor(SOON);
    expect(await page.evaluate(() => 'sfSameDocument' in window)).toBe(false);
    expect(navigated).toEqual(['/kontakt']);
    await page.getByTitle(MAP_TITLE).scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length, SOON).toBeGreaterThan(0);
    // The imprint's CSP never saw the frame: nothing was blocked on the way.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await context.close();
  });
});

describe('frame-src per page (decision 025)', () => {
  it('allows Google’s and YouTube’s frames only on pages that embed them', async () => {
    const {url} = site(JEWELLER);
    const frames = async (pathname: string) =>
      directive(
        (await fetch(new URL(pathname, url))).headers.get('content-security-policy') ?? '',
        'frame-src',
      );
    for (const pathname of ['/kontakt', '/en/contact', '/fr/contact', '/service']) {
      expect(await frames(pathname), pathname).toContain('https://www.google.com');
    }
    // The watches page has a video section (fixtures' page_section.json): YouTube's no-cookie host.
    expect(await frames('/uhren')).toContain('https://www.youtube-nocookie.com');
    expect(await frames('/uhren')).not.toContain('https://www.google.com');
    for (const pathname of ['/', '/impressum', '/datenschutz', '/shop/kasse']) {
      const sources = await frames(pathname);
      expect(sources, pathname).toContain("'self'");
      expect(
        sources.filter((source) => /google|youtube/.test(source)),
        pathname,
      ).toEqual([]);
    }
  });
});
