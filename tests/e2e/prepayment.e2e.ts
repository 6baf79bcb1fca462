// A prepayment order placed on the built site ends with how to pay it (decision 009i "Prepayment"):
// the total, the jeweller's bank details and the order number as reference. Printed (or saved as
// PDF), the page is that confirmation alone. The shop's global_footer sits in every page's footer.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('prepayment confirmation', () => {
  it('shows amount, bank details and reference, and prints the confirmation alone', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail('prepayment');
    const {context, page} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    const log = recordConsole(page);
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'prepayment'});
    // The English footer note of the jeweller's settings, on the checkout as on every page.
    const footer = page.getByRole('contentinfo');
    await footer.getByText('All prices incl. VAT, plus shipping.').waitFor(SHOP_SOON);

    await placeOrderButton(page).click();
    const transfer = page.getByRole('region', {name: t('en', 'checkoutTransferHeading')});
    await transfer.waitFor(SHOP_SOON);
    const [order] = ordersOf(shop, email);
    const orderId = order?.order_id ?? '?';
    const text = await transfer.innerText();
    // Product 119 (89,00 €) picked up in store: nothing for shipping.
    expect(text).toContain('€89.00');
    expect(text).toContain('Juwelier Morgenstern e.K.');
    expect(text).toContain('DE02 1203 0000 0000 2020 51');
    expect(text).toContain('BYLADEM1001');
    expect(text).toContain(orderId);

    await page.emulateMedia({media: 'print'});
    expect(await transfer.isVisible()).toBe(true);
    expect(await page.getByText(t('en', 'checkoutOrderNumber', {orderId})).isVisible()).toBe(true);
    for (const gone of [
      page.getByRole('banner'),
      footer,
      page.getByRole('heading', {level: 1, name: t('en', 'checkoutTitle')}),
      page.getByRole('button', {name: t('en', 'checkoutPrint')}),
      page.getByRole('button', {name: t('en', 'checkoutCopyIban')}),
      page.getByRole('link', {name: t('en', 'cartContinueShopping')}),
    ]) {
      expect(await gone.isVisible()).toBe(false);
    }
    await page.emulateMedia({media: 'screen'});
    expect(await footer.isVisible()).toBe(true);
    expect(log.pageErrors).toEqual([]);
    await context.close();
  });
});
