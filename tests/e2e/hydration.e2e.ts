// Hydration strategies (decision 014; JavaScript budgets): a page that is only read loads no island
// code; the first interaction hydrates the drawer button it touches (header and footer are static
// HTML around leaf islands), and the key press or click that caused it is not lost; only the page
// language's messages are loaded.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {PRODUCT, SHOP_SOON} from './support/checkout.ts';
import {scriptLog} from './support/scriptLog.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('hydration by strategy', () => {
  it('loads no island code on a page that is only read, and the drawer button’s on first interaction', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    const scripts = scriptLog(page);
    await page.goto('/impressum');
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    const shell = [
      'DrawerButton',
      'CookieSettingsButton',
      'SiteDrawer',
      'CookieBanner',
      'ShopMenu',
    ];
    for (const island of shell) {
      expect(scripts, island).not.toContain(island);
    }
    expect(scripts.filter((name) => name.startsWith('messages-'))).toEqual([]);
    await page.getByRole('button', {name: 'Menü'}).hover();
    await expect.poll(() => scripts.includes('DrawerButton'), {timeout: 5_000}).toBe(true);
    // The drawer's code comes with the button that opens it; the footer's stays unloaded.
    await expect.poll(() => scripts.includes('SiteDrawer'), {timeout: 5_000}).toBe(true);
    expect(scripts).not.toContain('CookieSettingsButton');
    // The page language's messages only: its two parts (decision 034: the cookie banner's scope
    // and the rest), no other language's.
    await expect
      .poll(() => scripts.filter((name) => name.startsWith('messages-')).sort())
      .toEqual(['messages-de', 'messages-de-consent']);
    await context.close();
  });

  it('does not lose the key press that hydrates the button: Enter on "Menü" opens the drawer', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/kontakt');
    await waitForIslands(page);
    await page.getByRole('button', {name: 'Menü'}).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({timeout: 5_000});
    expect(await drawer.getByRole('heading', {level: 2}).first().innerText()).toBe('Menü');
    // The drawer takes focus once its own island has hydrated (slower on a loaded machine).
    await expect
      .poll(() =>
        page.evaluate(
          () => !!document.querySelector('[role=dialog]')?.contains(document.activeElement),
        ),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({state: 'hidden', timeout: 5_000});
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menü');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not lose a first press on a checkbox label: the contact form’s agreement is ticked', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/kontakt');
    await waitForIslands(page);
    // The first interaction with the form: the press that wakes the island lands on the label.
    const consent = page.locator('main').getByRole('checkbox');
    await consent.locator('xpath=ancestor::label').click();
    await expect.poll(() => consent.isChecked(), {timeout: 5_000}).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not lose a press made before the runtime has its consent code: "In den Warenkorb" adds the item', async () => {
    // A slow network: the consent module, which the runtime loads before it hydrates anything,
    // arrives only after the visitor has pressed the prerendered button (decision 061).
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url);
    let requested = () => {};
    const consentRequested = new Promise<void>((resolve) => (requested = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/consent-[\w-]{8}\.js$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await page.goto(PRODUCT.path, {waitUntil: 'domcontentloaded'});
    await consentRequested;
    await page.getByRole('button', {name: 'In den Warenkorb', exact: true}).click();
    release();
    await page
      .getByRole('link', {name: t('de', 'cartButtonLabel', {count: 1}), exact: true})
      .waitFor(SHOP_SOON);
    // The prerendered form was not submitted natively (that reloads the page with a query).
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
