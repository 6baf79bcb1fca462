// A cart re-priced, not refused: a cart saved in the browser before the owner raised a price holds
// the old one. The real order service refuses the order with `price_mismatch` and the catalogue's
// price; the checkout updates the cart, says per line what changed, stays on the review, and the
// shopper confirms again at the new total. On a phone, tapped, in German (the stories check the
// same flow against a stand-in: CheckoutOrders.stories.tsx PlaceOrderPriceChanged).
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {formatPrice, STORAGE_KEYS, t} from '@schaufenster/core';
import {axeViolations} from './support/axe.ts';
import {launchChromium, openPage} from './support/browser.ts';
import {
  fillCheckout,
  placeOrderButton,
  PRODUCT,
  SHOP_SOON,
  uniqueEmail,
} from './support/checkout.ts';
import {recordConsole} from './support/console.ts';
import {PHONE, pressOn} from './support/devices.ts';
import {ordersOf} from './support/orderDatabase.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Fixture product 119 costs 89 € in the catalogue; the cart was filled when it cost 79 €. */
const CHAIN = {id: 119, slug: 'thomas-sabo-kette-herz', name: PRODUCT.name, old: 79, now: 89};
/** Fixture product 137 at its catalogue price, 24,90 €: the line the service leaves alone. */
const CARE_SET = {id: 137, slug: 'schmuckpflege-set', name: 'Schmuckpflege-Set', price: 24.9};

/** The cart as the cart store saves it under int-cart (spec §3 Cart), one piece of each. */
function staleCart(): string {
  const line = (id: number, name: string, slug: string, priceBrutto: number) => ({
    cartId: `p${id}`,
    product: {id, display_name: name, slug},
    variant: null,
    personalization: {},
    count: 1,
    priceBrutto,
  });
  return JSON.stringify({
    products: [
      line(CHAIN.id, CHAIN.name, CHAIN.slug, CHAIN.old),
      line(CARE_SET.id, CARE_SET.name, CARE_SET.slug, CARE_SET.price),
    ],
    totalCount: 2,
    totalPriceBrutto: CHAIN.old + CARE_SET.price,
    timestamp: Date.now() - 7 * 24 * 60 * 60 * 1000,
  });
}

// Puts the cart into the site's localStorage: a same-origin file first, so no island reads it yet.
async function seedCart(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.cart,
    staleCart(),
  ] as const);
}

const euro = (amount: number) => formatPrice(amount, 'de');

describe('a cart saved at an old price, ordered against the real order service', () => {
  it('is re-priced with a sentence per changed line, then ordered at the new total', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail('repricing');
    const press = pressOn(PHONE);
    const {context, page} = await openPage(browser, shop.url, {
      ...PHONE.context,
      serviceWorkers: 'block',
    });
    try {
      const log = recordConsole(page);
      await seedCart(page);
      await fillCheckout(page, {email, payment: 'prepayment', lang: 'de'}, {press});
      const summary = page.getByRole('region', {name: t('de', 'checkoutOrderSummary')});
      const oldTotal = euro(CHAIN.old + CARE_SET.price);
      const newTotal = euro(CHAIN.now + CARE_SET.price);
      expect(await summary.innerText()).toContain(oldTotal);

      await press(placeOrderButton(page, 'de'));
      const alert = page.getByRole('alert').filter({hasText: t('de', 'orderErrorPostOrder')});
      const changed = t('de', 'checkoutPriceChanged', {
        name: CHAIN.name,
        oldPrice: euro(CHAIN.old),
        newPrice: euro(CHAIN.now),
      });
      await alert.filter({hasText: changed}).waitFor(SHOP_SOON);
      // One sentence, for the line whose price changed; the care set kept its price.
      const said = (await alert.innerText()).split('\n').map((line) => line.trim());
      expect(said.filter(Boolean)).toEqual([t('de', 'orderErrorPostOrder'), changed]);
      // The alert takes focus, so a screen reader reads the change before anything else.
      await expect
        .poll(() => alert.evaluate((element) => element === document.activeElement), SHOP_SOON)
        .toBe(true);
      // Still the review (step 4), the summary at the new total, the saved cart re-priced.
      await expect.poll(() => summary.innerText(), SHOP_SOON).toContain(newTotal);
      expect(await summary.innerText()).not.toContain(oldTotal);
      const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart);
      expect(JSON.parse(stored ?? '{}')).toMatchObject({
        totalPriceBrutto: CHAIN.now + CARE_SET.price,
        products: [{priceBrutto: CHAIN.now}, {priceBrutto: CARE_SET.price}],
      });
      expect(await page.locator('input[name="accept_terms"]').isChecked()).toBe(true);
      // Nothing was ordered before the shopper confirms the new total.
      expect(ordersOf(shop, email)).toEqual([]);
      expect(await axeViolations(page, '/shop/kasse [prices changed, phone]')).toEqual([]);

      // The shopper confirms again: the service takes the order at the catalogue's price.
      await press(placeOrderButton(page, 'de'));
      const transfer = page.getByRole('region', {name: t('de', 'checkoutTransferHeading')});
      await transfer.waitFor(SHOP_SOON);
      const orders = ordersOf(shop, email);
      expect(orders).toHaveLength(1);
      const orderId = orders[0]?.order_id ?? '?';
      // Picked up in store: no shipping cost, the total is the two lines at today's prices.
      expect(orders[0]?.total_cents).toBe(Math.round((CHAIN.now + CARE_SET.price) * 100));
      expect(await page.getByText(t('de', 'checkoutOrderNumber', {orderId})).isVisible()).toBe(
        true,
      );
      const transferText = await transfer.innerText();
      expect(transferText).toContain(newTotal);
      expect(transferText).toContain(orderId);
      expect(log.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
