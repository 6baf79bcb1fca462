// Fault tests, third-party scripts (spec §8 "Clock widget mount failure: only logged"; decision
// 016): when the retailer clock's script or the PayPal / Klarna SDK fails to load, the failure is
// logged and the page keeps working (its other islands, links and navigation).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {STANDIN_SDK_PATHS} from '../../packages/site/src/build/payments.ts';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {
  addProductToCart,
  fillCheckout,
  placeOrderButton,
  SHOP_SOON,
  uniqueEmail,
  type Shopper,
} from './support/checkout.ts';
import {CLOCK_MOUNTED_ATTRIBUTE, CLOCK_STAND_IN_PATH} from './support/clockStandIn.ts';
import {recordConsole, type PageLog} from './support/console.ts';
import {headingsOf} from './support/expectedPages.ts';
import {ordersOf} from './support/orderDatabase.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// The visitor allowed the clock (the jeweller's content lists it as a consent) and nothing else.
async function consentToClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const value = {consents: {functional: true, matomo: false, rolex_clock: true}, timestamp: 1};
    localStorage.setItem('int-consents', JSON.stringify(value));
  });
}

async function builtHeading(pathname: string): Promise<string> {
  const file = path.join(site(JEWELLER).outDir, pathname, 'index.html');
  return headingsOf(await readFile(file, 'utf8'))[0] ?? '';
}

const heading = (page: Page) => page.getByRole('heading', {level: 1}).first().innerText();
const setMarker = (page: Page) => page.evaluate(() => Object.assign(window, {__sfFault: 1}));
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as {__sfFault?: number}).__sfFault === 1);
const clockWidget = (page: Page) =>
  page.locator('main').getByRole('link', {name: t('de', 'clockWidgetLink')});

// The page still works: the menu drawer opens and closes, and a link swaps the page in place.
/**
 * The menu opens and a footer link loads its page. From a checkout the next page is a document
 * load by design (its own CSP, decision 017); anywhere else it must be client-side.
 */
async function expectPageWorks(
  page: Page,
  link: string,
  lang: 'de' | 'en',
  {fromCheckout = false} = {},
): Promise<void> {
  await page
    .getByRole('button', {name: t(lang, 'headerMenuButton'), exact: true})
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor({timeout: 5_000});
  await page.keyboard.press('Escape');
  await drawer.waitFor({state: 'hidden', timeout: 5_000});
  await setMarker(page);
  await page.locator(`footer a[href="${link}"]`).first().click();
  await page.waitForURL(`**${link}`, SHOP_SOON);
  await expect.poll(() => heading(page), SHOP_SOON).toBe(await builtHeading(link));
  expect(await hasMarker(page), 'a client-side navigation unless leaving the checkout').toBe(
    !fromCheckout,
  );
}

const loggedAbout = (log: PageLog, pattern: RegExp) =>
  [...log.errors, ...log.warnings].some((text) => pattern.test(text));

describe('the retailer clock script (spec §7 Other, §8)', () => {
  it('mounts the clock with dealer key, language and "gold" when its script loads', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {consented: false});
    await consentToClock(context);
    await page.goto('/');
    // The clock sits at the end of main and may hydrate only once it comes into view.
    await clockWidget(page).scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => page.locator(`[${CLOCK_MOUNTED_ATTRIBUTE}]`).getAttribute(CLOCK_MOUNTED_ATTRIBUTE),
        SHOP_SOON,
      )
      .toBe('de gold fake-dealer-key-0000-test');
    await context.close();
  });

  it('fails to load: logged, the clock link and the rest of the page keep working', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {consented: false});
    await consentToClock(context);
    const log = recordConsole(page);
    let attempts = 0;
    await context.route(`**${CLOCK_STAND_IN_PATH}`, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.goto('/');
    await waitForIslands(page);
    await clockWidget(page).scrollIntoViewIfNeeded();
    // packages/ui ClockWidget/clockLoader.ts (spec §8 "only logged").
    await expect
      .poll(() => loggedAbout(log, /Clock widget: the clock script failed to load/), SHOP_SOON)
      .toBe(true);
    expect(attempts).toBeGreaterThan(0);
    expect(await page.locator(`[${CLOCK_MOUNTED_ATTRIBUTE}]`).count()).toBe(0);
    await expectPageWorks(page, '/impressum', 'de');
    // The widget's own link still leads to the Rolex page (spec §2 Page contents).
    await page.goto('/');
    await waitForIslands(page);
    await setMarker(page);
    await clockWidget(page).click();
    await page.waitForURL('**/uhren/rolex', SHOP_SOON);
    await expect.poll(() => heading(page), SHOP_SOON).toBe(await builtHeading('/uhren/rolex'));
    expect(await hasMarker(page)).toBe(true);
    expect(log.pageErrors).toEqual([]);
    await context.close();
  });
});

// What is logged: PayPal's React wrapper logs its loader's failure; our Klarna loader logs its own.
// The e2e builds load the SDKs from the payment stand-ins (decision 072).
describe.each([
  ['PayPal', 'paypal', STANDIN_SDK_PATHS.paypal, /Failed to load the PayPal JS SDK script/],
  [
    'Klarna',
    'klarna',
    STANDIN_SDK_PATHS.klarna,
    /Klarna: the Klarna Payments script failed to load/,
  ],
] as const)('the %s SDK failing to load', (name, payment, sdkPath, mention) => {
  it('is logged, says the method is unavailable, keeps the order; the page keeps working', async () => {
    const shop = site(JEWELLER);
    const sdk = `${shop.paymentsStandinUrl}${sdkPath}**`;
    const shopper: Shopper = {email: uniqueEmail(payment), payment};
    const {context, page} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    const log = recordConsole(page);
    let attempts = 0;
    await context.route(sdk, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await addProductToCart(page);
    await fillCheckout(page, shopper);
    await placeOrderButton(page).click();
    // The order exists before the payment: the SDK loads only now, and fails.
    await page
      .getByRole('alert')
      .filter({hasText: t('en', 'paymentUnavailable')})
      .waitFor(SHOP_SOON);
    expect(attempts, `${name} SDK requested`).toBeGreaterThan(0);
    const orders = ordersOf(shop, shopper.email);
    expect(orders).toHaveLength(1);
    expect(await page.locator('main').innerText()).toContain(
      t('en', 'checkoutOrderCreated', {orderId: orders[0]?.order_id ?? '?'}),
    );
    expect(loggedAbout(log, mention), `${name} failure logged: ${log.errors.join(' | ')}`).toBe(
      true,
    );
    expect(log.pageErrors).toEqual([]);
    await expectPageWorks(page, '/en/imprint', 'en', {fromCheckout: true});
    await context.close();
  });
});
