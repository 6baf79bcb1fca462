// spec §4 Cookie banner, §2 Page shell (footer navigation's "Cookie Einstellungen"): the banner
// shows on a first visit, "allow selected cookies" stores the choice, a reload shows no banner,
// and the footer button reopens it.
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STORAGE_KEYS} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// de catalogue texts of the spec's "allow selected cookies" / "allow all cookies".
const allowSelected = (page: Page) =>
  page.getByRole('button', {name: 'Ausgewählte Cookies erlauben', exact: true});
const allowAll = (page: Page) =>
  page.getByRole('button', {name: 'Alle Cookies erlauben', exact: true});

describe('cookie banner', () => {
  it('first visit → allow selected → reload without banner → "Cookie Einstellungen" reopens it', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {consented: false});
    await page.goto('/');
    await allowSelected(page).waitFor({state: 'visible', timeout: 10_000});
    expect(await allowAll(page).isVisible()).toBe(true);
    expect(await page.getByText('Cookies', {exact: true}).first().isVisible()).toBe(true);

    await allowSelected(page).click();
    await allowSelected(page).waitFor({state: 'hidden'});
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consents);
    expect(stored).not.toBeNull();

    await page.reload();
    await waitForIslands(page);
    expect(await allowSelected(page).isVisible()).toBe(false);

    await page.getByRole('button', {name: 'Cookie Einstellungen', exact: true}).click();
    await allowSelected(page).waitFor({state: 'visible', timeout: 5_000});
    await context.close();
  });
});
