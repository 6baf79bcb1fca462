// "The page renders fully without JavaScript: content, menus (as links), footer".
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchChromium, openPage} from './support/browser.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('without JavaScript', () => {
  it('shows the page content and footer, and its links load their pages', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {
      javaScriptEnabled: false,
    });
    await page.goto('/');
    expect((await page.getByRole('heading', {level: 1}).innerText()).trim()).toBe(
      'Juwelier Morgenstern',
    );
    const footer = page.getByRole('contentinfo');
    expect(await footer.isVisible()).toBe(true);
    // The footer's legal links are plain links.
    await footer.locator('a[href="/impressum"]').first().click();
    await page.waitForURL('**/impressum');
    expect((await page.getByRole('heading', {level: 1}).innerText()).trim()).toBe('Impressum');
    await context.close();
  });

  it('shows the primary menu as links that work', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {
      javaScriptEnabled: false,
    });
    await page.goto('/');
    // Menu entries of the fixture: Uhren (/uhren) and Kontakt (/kontakt) among others.
    const links = page.locator('a[href="/uhren"]');
    expect(await links.count(), 'links to /uhren in the static HTML').toBeGreaterThan(0);
    const watches = links.first();
    expect(await watches.isVisible(), 'the first link to /uhren is visible').toBe(true);
    await watches.click();
    await page.waitForURL('**/uhren');
    expect((await page.getByRole('heading', {level: 1}).innerText()).trim()).toBe('Uhren');
    await context.close();
  });
});
