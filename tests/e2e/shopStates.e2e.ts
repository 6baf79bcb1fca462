// Closed and cart-less shops, everywhere: the built jeweller site with its live settings switched
// after the build (the static catalogue's settings, as an operator's change in the CMS reaches
// visitors). The live settings win over the build's: in maintenance no page offers to buy and the
// cart keeps its lines; without the cart the item page asks for availability instead. On a phone,
// the way most visitors come.
import type {Browser, BrowserContext} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STORAGE_KEYS, cartPath, checkoutPath, t, type ShopSettings} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {PRODUCT, SHOP_SOON, addProductToCart} from './support/checkout.ts';
import {PHONE} from './support/devices.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Serves the static catalogue with `patch` applied to its settings from now on; resolves to a
 * counter of patched answers, so a test proves the page read the changed settings.
 */
async function patchSettings(
  context: BrowserContext,
  patch: Partial<ShopSettings>,
): Promise<() => number> {
  let served = 0;
  // The static catalogue the build writes next to the pages (templates SHOP_CATALOGUE_URL).
  await context.route('**/shop-catalogue.json*', async (route) => {
    const answer = await route.fetch();
    const catalogue = (await answer.json()) as {settings: ShopSettings | null};
    served += 1;
    await route.fulfill({
      response: answer,
      json: {...catalogue, settings: {...catalogue.settings, ...patch}},
    });
  });
  return () => served;
}

const de = (key: Parameters<typeof t>[1]) => t('de', key);

describe('shop states on a phone', () => {
  it('maintenance: no add to cart, the cart keeps its lines without a checkout link, the checkout says why', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url, {
      ...PHONE.context,
      serviceWorkers: 'block',
    });
    await addProductToCart(page);
    const served = await patchSettings(context, {maintenance_mode: true});

    await page.goto(PRODUCT.path);
    await waitForIslands(page);
    await page.getByRole('region', {name: de('shopNoticeMaintenanceTitle')}).waitFor(SHOP_SOON);
    expect(await page.getByRole('button', {name: de('itemPageAddToCart')}).count()).toBe(0);
    expect(served()).toBeGreaterThan(0);
    // spec §4 Cart widget: hidden in maintenance, in the bottom bar as in the header.
    expect(
      await page.getByRole('link', {name: t('de', 'cartButtonLabel', {count: 1})}).count(),
    ).toBe(0);

    await page.goto(cartPath('/shop'));
    await waitForIslands(page);
    await page.getByRole('region', {name: de('shopNoticeMaintenanceTitle')}).waitFor(SHOP_SOON);
    await page.getByRole('link', {name: PRODUCT.name}).waitFor(SHOP_SOON);
    expect(await page.getByRole('link', {name: de('cartCheckout')}).count()).toBe(0);

    await page.goto(checkoutPath('/shop'));
    await waitForIslands(page);
    await page.getByRole('region', {name: de('shopNoticeMaintenanceTitle')}).waitFor(SHOP_SOON);
    // No checkout field in main (the footer's newsletter signup has its own e-mail field).
    expect(await page.locator('main').getByRole('textbox').count()).toBe(0);
    // The cart survived it all, for when the shop opens again.
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({totalCount: 1});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enable_cart off: the item page asks for availability instead, cart and checkout say why', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url, {
      ...PHONE.context,
      serviceWorkers: 'block',
    });
    await patchSettings(context, {enable_cart: false});
    await page.goto(PRODUCT.path);
    await waitForIslands(page);
    const request = page.getByRole('button', {name: de('itemPageRequestAvailability')});
    await request.waitFor(SHOP_SOON);
    expect(await page.getByRole('button', {name: de('itemPageAddToCart')}).count()).toBe(0);
    await request.tap();
    await page.getByRole('dialog').waitFor(SHOP_SOON);

    await page.goto(checkoutPath('/shop'));
    await waitForIslands(page);
    await page.getByRole('region', {name: de('shopNoticeCartOffTitle')}).waitFor(SHOP_SOON);
    expect(errors).toEqual([]);
    await context.close();
  });
});
