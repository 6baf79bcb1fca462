// The withdrawal button (§356a BGB): from the "Vertrag widerrufen" link of an order mail and of
// the shop's footer to the two-step form, then the customer's confirmation with date and time and
// the owner's notice, both over real SMTP; the order ends `withdrawn` in the service.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {localizedPath, t} from '@schaufenster/core';
import {DATABASE_FILE} from '@schaufenster/order-service';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {
  addProductToCart,
  fillCheckout,
  placeOrderButton,
  SHOP_SOON,
  uniqueEmail,
} from './support/checkout.ts';
import {mailTo} from './support/inbox.ts';
import {ordersOf} from './support/orderDatabase.ts';
import {JEWELLER, site, type E2eSite} from './support/sites.ts';

/** The jeweller's primary company e-mail (fixtures company.json): the owner's inbox. */
const OWNER = 'info@juwelier-morgenstern.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// The order's fulfilment state, read beside the running service.
function fulfilmentOf(shop: E2eSite, orderId: string): string {
  const db = new DatabaseSync(path.join(shop.dataDir, DATABASE_FILE), {readOnly: true});
  try {
    const row = db.prepare('SELECT fulfilment_state FROM orders WHERE order_id = ?').get(orderId);
    return String(row?.['fulfilment_state']);
  } finally {
    db.close();
  }
}

describe('withdrawal function', () => {
  it('withdraws an order from the link in its mail, and tells customer and owner', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail('withdrawal');
    const {context, page, errors} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'prepayment', lang: 'de'});
    await placeOrderButton(page, 'de').click();
    await page.getByRole('region', {name: t('de', 'checkoutTransferHeading')}).waitFor(SHOP_SOON);
    const orderId = ordersOf(shop, email)[0]?.order_id ?? '';

    // The shop's footer links the form on every page; the order mail links the same form.
    const formPath = localizedPath('withdrawalForm', 'de');
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', {name: t('de', 'footerWithdrawalForm'), exact: true});
    expect(new URL((await footerLink.getAttribute('href')) ?? '', shop.url).pathname).toBe(
      formPath,
    );
    const received = await mailTo(email);
    const link = [...(received.mail.html || '').matchAll(/href="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .find((href) => href.startsWith(`${shop.url}${formPath}`));
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    await waitForIslands(page);
    const main = page.locator('main');
    await main.getByRole('textbox', {name: t('de', 'withdrawalFormOrderNumber')}).fill(orderId);
    await main.getByRole('textbox', {name: t('de', 'withdrawalFormEmail')}).fill(email);
    await main.getByRole('button', {name: t('de', 'withdrawalFormNext'), exact: true}).click();
    const confirm = main.getByRole('button', {name: 'Widerruf bestätigen', exact: true});
    await confirm.waitFor(SHOP_SOON);
    expect(await main.innerText()).toContain(orderId);
    await confirm.click();
    const done = main.getByText(/Ihr Widerruf ist am .+ um .+ Uhr eingegangen/);
    await done.waitFor(SHOP_SOON);
    expect(errors).toEqual([]);
    await context.close();

    expect(fulfilmentOf(shop, orderId)).toBe('withdrawn');
    const customer = await mailTo(email, (mail) => mail.mail.subject !== received.mail.subject);
    expect(customer.mail.subject).toBe(t('de', 'mailWithdrawalReceivedSubject', {orderId}));
    const owner = await mailTo(
      OWNER,
      (mail) => mail.mail.subject === t('de', 'mailOwnerWithdrawalSubject', {orderId}),
    );
    expect(owner.replyTo).toContain(email);
  });

  it('answers a wrong e-mail like an unknown order', async () => {
    const shop = site(JEWELLER);
    const ask = async (body: object) => {
      const answer = await fetch(new URL('/ecom/withdrawal', shop.url), {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({project: JEWELLER, lang: 'de', ...body}),
      });
      return [answer.status, (await answer.json()) as {code?: string}] as const;
    };
    const [unknown, unknownBody] = await ask({order_number: 'JM-999999', email: 'a@b.example'});
    const [wrong, wrongBody] = await ask({order_number: 'JM-1001', email: 'not@theirs.example'});
    expect([unknown, unknownBody.code]).toEqual([404, 'order_not_found']);
    expect([wrong, wrongBody.code]).toEqual([unknown, unknownBody.code]);
  });
});
