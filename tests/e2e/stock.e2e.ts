// The last piece is sold once and then shows as sold: product 103 "Tudor Ranger" has one piece
// and cannot be reordered. After one shopper buys it, the item page (built while it was in
// stock) reads the live stock from the order service when it loads and refuses to add it.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {itemPath, t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {fillCheckout, placeOrderButton, SHOP_SOON, uniqueEmail} from './support/checkout.ts';
import {JEWELLER, site} from './support/sites.ts';

/** One piece, no reorder (fixtures): used by no other e2e test. */
const LAST_PIECE = {path: itemPath('/shop', 'tudor-ranger'), name: 'Tudor Ranger'} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('stock ledger on the site', () => {
  it('sells the last piece once; its page then shows it as not available', async () => {
    const shop = site(JEWELLER);
    const buyer = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    await buyer.page.goto(LAST_PIECE.path);
    await waitForIslands(buyer.page);
    await buyer.page.getByRole('button', {name: t('de', 'itemPageAddToCart'), exact: true}).click();
    await buyer.page
      .getByRole('link', {name: t('de', 'cartButtonLabel', {count: 1}), exact: true})
      .waitFor(SHOP_SOON);
    await fillCheckout(
      buyer.page,
      {email: uniqueEmail('last-piece'), payment: 'prepayment'},
      {product: LAST_PIECE.name},
    );
    await placeOrderButton(buyer.page).click();
    await buyer.page
      .getByRole('region', {name: t('en', 'checkoutTransferHeading')})
      .waitFor(SHOP_SOON);
    await buyer.context.close();

    // Another visitor, later: the prerendered page said one piece; the live read says none.
    const visitor = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    await visitor.page.goto(LAST_PIECE.path);
    const main = visitor.page.locator('main');
    await main.getByText(t('de', 'itemPageNotAvailable')).waitFor(SHOP_SOON);
    const add = main.getByRole('button', {name: t('de', 'itemPageAddToCart'), exact: true});
    expect(await add.isDisabled()).toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
