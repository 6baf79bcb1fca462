// spec §2 Page shell, Redirects, Page contents (404): client-side navigation, its announcement,
// scroll restoring on back/forward, the 404 page and the redirects, on the jeweller's site.
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {adminPortalUrl, JEWELLER, site} from './support/sites.ts';

/** How long a client-side swap, scroll or announcement may take. */
const SOON = {timeout: 5_000};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// A value on window survives a client-side navigation and is gone after a document load.
const MARKER = '__sfE2eMarker';
async function setMarker(page: Page): Promise<void> {
  await page.evaluate((name) => Object.assign(window, {[name]: 'kept'}), MARKER);
}
async function markerOf(page: Page): Promise<unknown> {
  return page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], MARKER);
}

// The runtime's live region: the element with aria-live whose text is the announcement.
function announcement(page: Page, prefix: string) {
  return page.locator('[aria-live]').filter({hasText: prefix});
}

async function headingText(page: Page): Promise<string> {
  return (await page.getByRole('heading', {level: 1}).innerText()).trim();
}

// Puts a link into main and clicks it, as if the CMS text had it (the runtime handles any link).
async function clickInjectedLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `e2e link to ${target}`;
    link.id = 'e2e-link';
    document.querySelector('#main')?.prepend(link);
  }, href);
  await page.locator('#e2e-link').click();
}

describe('client-side navigation', () => {
  it('follows a menu link without a document load and announces the page in German', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/');
    await waitForIslands(page);
    await setMarker(page);
    await page.getByRole('button', {name: 'Menü'}).click();
    await page.getByRole('dialog').locator('a[href="/kontakt"]:visible').first().click();
    await page.waitForURL('**/kontakt');
    await expect.poll(() => headingText(page), SOON).toBe('Kontakt');
    expect(await markerOf(page)).toBe('kept');
    // de catalogue text of "Navigated to {title}" (spec §2), with the new page's title.
    const live = announcement(page, 'Navigiert zu ');
    await expect.poll(() => live.count(), SOON).toBe(1);
    expect(await live.innerText()).toMatch(/^Navigiert zu .*Kontakt/);
    await context.close();
  });

  it('announces "Navigated to …" on English pages', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/en/');
    await waitForIslands(page);
    await setMarker(page);
    await page.locator('a[href="/en/imprint"]').first().click();
    await page.waitForURL('**/en/imprint');
    await expect.poll(() => headingText(page), SOON).toBe('Imprint');
    expect(await markerOf(page)).toBe('kept');
    const live = announcement(page, 'Navigated to ');
    await expect.poll(() => live.count(), SOON).toBe(1);
    expect(await live.innerText()).toMatch(/^Navigated to .*Imprint/);
    await context.close();
  });

  it('scrolls to the top on a route change and restores each position on back/forward', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {
      viewport: {width: 1400, height: 600},
    });
    await page.goto('/datenschutz');
    await waitForIslands(page);
    await setMarker(page);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(500);
    // The logo link stays in view: the header is sticky on large screens (spec §2 Page shell).
    // A mouse click where it is: locator.click() would scroll it "into view" first.
    const logo = await page.locator('header a[href="/"]').first().boundingBox();
    if (logo === null) throw new Error('no logo link in the header');
    await page.mouse.click(logo.x + logo.width / 2, logo.y + logo.height / 2);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(300);
    await page.goBack();
    await page.waitForURL('**/datenschutz');
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(500);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(300);
    expect(await markerOf(page)).toBe('kept');
    await context.close();
  });
});

// The `@type`s of the page's JSON-LD scripts, in document order.
async function jsonLdTypes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '{}') as {'@type'?: string})['@type'] ?? '',
    ),
  );
}

describe('JSON-LD on client-side navigation (business and product)', () => {
  it('drops the item page’s Product and shows the contact page’s business', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/shop/artikel/tudor-black-bay-58');
    await waitForIslands(page);
    expect(await jsonLdTypes(page)).toEqual(['Product']);
    await setMarker(page);
    await clickInjectedLink(page, '/kontakt');
    await expect.poll(() => headingText(page), SOON).toBe('Kontakt');
    expect(await markerOf(page)).toBe('kept');
    // The jeweller's business type (decision 011: inferred from the brands' category pages).
    expect(await jsonLdTypes(page)).toEqual(['JewelryStore']);
    await page.goBack();
    await page.waitForURL('**/shop/artikel/tudor-black-bay-58');
    await expect.poll(() => jsonLdTypes(page), SOON).toEqual(['Product']);
    await context.close();
  });
});

describe('unknown paths', () => {
  it('answer 404 with the 404 page: "This page does not exist." and "Back Home." in German', async () => {
    // The spec's English strings are the en catalogue; the German 404 page is /404.html.
    expect([t('en', 'notFoundMessage'), t('en', 'notFoundBackHome')]).toEqual([
      'This page does not exist.',
      'Back Home.',
    ]);
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    const answer = await page.goto('/gibt-es-nicht');
    expect(answer?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByText('Diese Seite existiert nicht.', {exact: true}).isVisible()).toBe(
      true,
    );
    const home = page.getByRole('link', {name: 'Zurück zur Startseite.', exact: true});
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await headingText(page)).toBe('Juwelier Morgenstern');
    await context.close();
  });

  it.each([
    ['en', '/en/nowhere', 'This page does not exist.', 'Back Home.', '/en/'],
    ['fr', '/fr/nulle-part', t('fr', 'notFoundMessage'), t('fr', 'notFoundBackHome'), '/fr/'],
  ] as const)(
    'answer 404 under /%s/ with that language’s 404 page',
    async (lang, path, message, backHome, home) => {
      const {context, page} = await openPage(browser, site(JEWELLER).url);
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.getByText(message, {exact: true}).waitFor();
      const back = page.getByRole('link', {name: backHome, exact: true});
      expect(await back.getAttribute('href')).toBe(home);
      await context.close();
    },
  );

  it('show the 404 page of the current language after a client-side navigation', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/en/contact');
    await waitForIslands(page);
    await setMarker(page);
    await clickInjectedLink(page, '/en/nowhere');
    await page.getByText('This page does not exist.', {exact: true}).waitFor();
    expect(await markerOf(page)).toBe('kept');
    await context.close();
  });

  it('show the 404 page after a client-side navigation, without a document load', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/kontakt');
    await waitForIslands(page);
    await setMarker(page);
    await clickInjectedLink(page, '/gibt-es-nicht');
    await page.getByText('Diese Seite existiert nicht.', {exact: true}).waitFor();
    expect(await markerOf(page)).toBe('kept');
    await context.close();
  });
});

describe('redirects (spec §2: case-insensitive)', () => {
  it('/login goes permanently to the admin portal', async () => {
    const portal = adminPortalUrl();
    const answer = await fetch(new URL('/login', site(JEWELLER).url), {redirect: 'manual'});
    expect([answer.status, answer.headers.get('location')]).toEqual([301, portal]);
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/login');
    expect(page.url()).toBe(portal);
    expect(await page.title()).toBe('Admin portal');
    // A link to /LOGIN inside the site: the runtime sends it there too.
    await page.goto('/');
    await waitForIslands(page);
    await clickInjectedLink(page, '/LOGIN');
    await page.waitForURL(portal);
    await context.close();
  });

  it('/SchauFenster goes temporarily to /, also as a client-side navigation', async () => {
    const answer = await fetch(new URL('/SchauFenster', site(JEWELLER).url), {
      redirect: 'manual',
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/']);
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/SchauFenster');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await headingText(page)).toBe('Juwelier Morgenstern');
    await page.goto('/kontakt');
    await waitForIslands(page);
    await setMarker(page);
    await clickInjectedLink(page, '/SchauFenster');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headingText(page), SOON).toBe('Juwelier Morgenstern');
    expect(await markerOf(page)).toBe('kept');
    await context.close();
  });
});
