// Fault tests, order service (spec §7 Order service, §8 "Could not post order"; decision 016): a
// 500, the network down, a timeout and invalid JSON each show the spec's message with the cart and
// the form kept, and a retry places the order once; a double click on "Place order" places one
// order. What reached the service is read from its database.
import type {Browser, Page, Request, Route} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ORDER_TIMEOUT_MS, t} from '@schaufenster/core';
import {launchChromium, openPage} from './support/browser.ts';
import {
  addProductToCart,
  fillCheckout,
  placeOrderButton,
  SHOP_SOON,
  uniqueEmail,
} from './support/checkout.ts';
import {recordConsole} from './support/console.ts';
import {ordersOf} from './support/orderDatabase.ts';
import {JEWELLER, site} from './support/sites.ts';

/** spec §8, exactly: the English catalogue's text of a failed order post. */
const COULD_NOT_POST_ORDER = 'Could not post order';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** int-cart and int-checkout as the page holds them. */
async function storedPurchase(page: Page): Promise<{cart: string | null; checkout: string | null}> {
  return page.evaluate(() => ({
    cart: localStorage.getItem('int-cart'),
    checkout: localStorage.getItem('int-checkout'),
  }));
}

const failureAlert = (page: Page) =>
  page.getByRole('alert').filter({hasText: COULD_NOT_POST_ORDER});
const orderPlaced = (page: Page) => page.getByText(t('en', 'checkoutOrderPlaced'));

type Fault = 'serverError' | 'networkDown' | 'timeout' | 'invalidJson' | 'none';

describe('order service faults at "Place order" (spec §8)', () => {
  it('500, network down, timeout, invalid JSON: the message, cart and form kept; then one order', async () => {
    expect(t('en', 'orderErrorPostOrder')).toBe(COULD_NOT_POST_ORDER);
    const shop = site(JEWELLER);
    const email = uniqueEmail('orders');
    const {context, page} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    const log = recordConsole(page);
    // Playwright's clock, so the client's 15 s time limit passes in no time.
    await page.clock.install();
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'prepayment'});
    const purchase = await storedPurchase(page);
    expect(purchase.cart).toContain('"totalCount":1');
    expect(purchase.checkout).toContain(email);

    let fault: Fault = 'serverError';
    const posts: Request[] = [];
    let forwarded: Promise<unknown> = Promise.resolve();
    await page.route('**/ecom/order', async (route: Route) => {
      posts.push(route.request());
      switch (fault) {
        case 'serverError':
          return route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal error'});
        case 'networkDown':
          return route.abort('internetdisconnected');
        case 'timeout':
          // The service gets the order, but its answer comes too late (never).
          forwarded = route.fetch();
          return;
        case 'invalidJson': {
          // The service gets the order; its answer is cut off on the way back.
          await route.fetch();
          return route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"status":"ok",',
          });
        }
        case 'none':
          return route.continue();
      }
    });

    const steps: Array<[Exclude<Fault, 'none'>, number]> = [
      ['serverError', 0],
      ['networkDown', 0],
      ['timeout', 1],
      ['invalidJson', 1],
    ];
    for (const [next, ordersAfter] of steps) {
      fault = next;
      const before = posts.length;
      await placeOrderButton(page).click();
      if (next === 'timeout') {
        await expect.poll(() => posts.length, SHOP_SOON).toBe(before + 1);
        await forwarded;
        await page.clock.fastForward(ORDER_TIMEOUT_MS + 1_000);
      }
      await failureAlert(page).waitFor(SHOP_SOON);
      // Cart and form are intact: stored as before, shown in the review, and placeable again.
      expect(await storedPurchase(page), next).toEqual(purchase);
      expect(await page.locator('main').getByText(email).count(), next).toBeGreaterThan(0);
      expect(await placeOrderButton(page).isEnabled(), next).toBe(true);
      expect(ordersOf(shop, email), next).toHaveLength(ordersAfter);
    }

    fault = 'none';
    await placeOrderButton(page).click();
    await orderPlaced(page).waitFor(SHOP_SOON);
    const orders = ordersOf(shop, email);
    expect(orders).toHaveLength(1);
    expect(await page.locator('main').innerText()).toContain(
      t('en', 'checkoutOrderNumber', {orderId: orders[0]?.order_id ?? '?'}),
    );
    // Every attempt was the same order: one idempotency key (decision 008), the stored one.
    const keys = new Set(posts.map((post) => post.headers()['idempotency-key']));
    expect(posts).toHaveLength(steps.length + 1);
    expect([...keys]).toEqual([orders[0]?.idempotency_key]);
    expect(log.pageErrors).toEqual([]);
    await context.close();
  });

  it('a double click on "Place order" sends one order and places it once', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail('double');
    const {context, page} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    const log = recordConsole(page);
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'prepayment'});
    let posts = 0;
    await page.route('**/ecom/order', async (route) => {
      posts += 1;
      // Still on its way when the second click lands.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await placeOrderButton(page).dblclick();
    await orderPlaced(page).waitFor(SHOP_SOON);
    expect(posts).toBe(1);
    expect(ordersOf(shop, email)).toHaveLength(1);
    // The purchase is over: cart and checkout are emptied (spec §4 reset).
    expect(await storedPurchase(page)).toEqual({cart: null, checkout: null});
    expect(log.pageErrors).toEqual([]);
    await context.close();
  });
});
