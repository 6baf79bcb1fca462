// The shop's pages start no ICU data while they load (decision 059): the first Intl.NumberFormat,
// DateTimeFormat, Collator or Locale of a page costs 25–60 ms of main thread on a phone-class CPU,
// in the task that hydrates it, and counts, prices and plurals need none (core's localeDigits and
// message runtime). react-aria, which starts ICU when its locale module loads, comes only with its
// first component and then takes the page language from the window (ui shareLanguageWithAria).
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cartPath, checkoutPath, localizedPath, t, type Lang} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {addProductToCart, UNCOUNTED_PRODUCT} from './support/checkout.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// Runs in the page before its scripts: notes each Intl service that starts, by name.
function recordIntl(): void {
  const started: string[] = [];
  Object.assign(window, {sfIntlStarted: started});
  const services = ['NumberFormat', 'DateTimeFormat', 'Collator', 'Locale', 'ListFormat'];
  const intl = Intl as unknown as Record<string, {supportedLocalesOf?: unknown}>;
  for (const name of services) {
    const Service = intl[name] as unknown as (new (...args: unknown[]) => object) & {
      supportedLocalesOf: (...args: unknown[]) => string[];
    };
    const Wrapped = function (...args: unknown[]) {
      started.push(name);
      return new Service(...args);
    };
    Wrapped.prototype = Service.prototype;
    Wrapped.supportedLocalesOf = (...args: unknown[]) => {
      started.push(`${name}.supportedLocalesOf`);
      return Service.supportedLocalesOf(...args);
    };
    intl[name] = Wrapped as unknown as {supportedLocalesOf?: unknown};
  }
}

async function startedWhileLoading(page: Page, pathname: string): Promise<string[]> {
  await page.goto(pathname);
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as {sfIntlStarted: string[]}).sfIntlStarted);
}

describe('no ICU data while a shop page loads (decision 059)', () => {
  it('item list, item, cart and checkout, with a product in the cart', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await addProductToCart(page);
    await context.addInitScript(recordIntl);
    const storeRoot = (lang: Lang) => localizedPath('item_list', lang);
    const pages = [
      storeRoot('de'),
      UNCOUNTED_PRODUCT.path,
      ...(['de', 'fr'] as const).flatMap((lang) => [
        cartPath(storeRoot(lang)),
        checkoutPath(storeRoot(lang)),
      ]),
      storeRoot('en'),
    ];
    for (const pathname of pages) {
      expect(await startedWhileLoading(page, pathname), pathname).toEqual([]);
    }
    // The cart did render its line, with a price: the pages were not empty.
    await page.goto(cartPath(storeRoot('de')));
    await expect.poll(() => page.getByText('89,00\u00a0€').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('react-aria speaks the page language without an I18nProvider in the browser', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    for (const [lang, dismiss] of [
      ['fr', 'Rejeter'],
      ['en', 'Dismiss'],
    ] as const) {
      await page.goto(localizedPath('home', lang));
      await waitForIslands(page);
      await page.getByRole('button', {name: t(lang, 'headerMenuButton'), exact: true}).click();
      // The drawer's modal has react-aria's own dismiss button, labelled in its locale.
      await expect
        .poll(() => page.getByRole('button', {name: dismiss, exact: true}).count())
        .toBeGreaterThan(0);
    }
    await context.close();
  });
});
