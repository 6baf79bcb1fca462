// spec §4 Cart widget and Product view actions, §2 Cart button: an item added to the cart is
// still there after a reload (int-cart), and the cart button says "Warenkorb (1)".
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {itemPath} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// In stock (20), no variants, no personalization: one click adds one (fixture product 119).
const PRODUCT = itemPath('/shop', 'thomas-sabo-kette-herz');

describe('cart', () => {
  it('add to cart → reload → cart button label "Warenkorb (1)"', async () => {
    expect(PRODUCT).toBe('/shop/artikel/thomas-sabo-kette-herz');
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    const answer = await page.goto(PRODUCT);
    expect(answer?.status()).toBe(200);
    await waitForIslands(page);
    await page.getByRole('button', {name: 'In den Warenkorb', exact: true}).click();
    const cartButton = page.getByRole('link', {name: 'Warenkorb (1)', exact: true});
    // The header's cart widget island follows the shared cart store without a reload.
    await cartButton.waitFor({state: 'visible', timeout: 5_000});
    // …and keeps its count across a client-side navigation (the header is never unmounted).
    await page.evaluate(() => Object.assign(window, {__sfCartMarker: 'kept'}));
    // A link in main, as the CMS text could have it (the runtime handles any internal link).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/kontakt';
      link.id = 'e2e-contact';
      link.textContent = 'Kontakt';
      document.querySelector('#main')?.prepend(link);
    });
    await page.locator('#e2e-contact').click();
    await page.waitForURL('**/kontakt');
    await page.getByRole('heading', {level: 1, name: 'Kontakt'}).waitFor({timeout: 5_000});
    expect(await page.evaluate(() => (window as {__sfCartMarker?: string}).__sfCartMarker)).toBe(
      'kept',
    );
    await cartButton.waitFor({state: 'visible', timeout: 5_000});

    await page.reload();
    await waitForIslands(page);
    await cartButton.waitFor({state: 'visible', timeout: 5_000});
    // spec §2: the cart button links to {storeRootPath}/warenkorb.
    expect(await cartButton.getAttribute('href')).toBe('/shop/warenkorb');
    await context.close();
  });
});
