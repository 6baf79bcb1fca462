// Test payments end to end (decision 072): on the built jeweller site, a PayPal and a Klarna
// order go from the cart through the stand-ins of both providers to the confirmation and the
// e-mails, at phone and desktop width. The order service creates and captures the PayPal order
// and places the Klarna order at the stand-ins' APIs; the browser only approves.
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
import {DEVICES, pressOn} from './support/devices.ts';
import {mailTo} from './support/inbox.ts';
import {ordersOf} from './support/orderDatabase.ts';
import {JEWELLER, site} from './support/sites.ts';

/** The jeweller's primary company e-mail (fixtures company.json): the owner's inbox. */
const OWNER = 'info@juwelier-morgenstern.example';
/** Phone and desktop width: the two ends of the device matrix. */
const WIDTHS = DEVICES.filter((device) => device.name !== 'tablet');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// How the service reports the order's payment (GET /ecom/order/payment); the order's uuid is
// its idempotency key, as the checkout sends both.
async function paymentOf(serviceUrl: string, orderUuid: string) {
  const query = new URLSearchParams({project: JEWELLER, order_uuid: orderUuid});
  const answer = await fetch(`${serviceUrl}/ecom/order/payment?${query}`);
  return (await answer.json()) as Record<string, unknown>;
}

describe.each(WIDTHS)('test payments on a $name', (device) => {
  const press = pressOn(device);

  it('PayPal: the service creates and captures the order; paid, confirmed, mailed', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail(`paypal-${device.name}`);
    const {context, page} = await openPage(browser, shop.url, {
      serviceWorkers: 'block',
      ...device.context,
    });
    const log = recordConsole(page);
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'paypal'}, {press});
    // Stand-ins in use: the checkout says so and offers no way to hide it.
    const notice = page.getByRole('note').filter({hasText: t('en', 'checkoutTestMode')});
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.getByRole('button').count()).toBe(0);

    await press(placeOrderButton(page));
    const paypal = page.getByRole('button', {name: 'PayPal', exact: true});
    await paypal.waitFor(SHOP_SOON);
    await press(paypal);
    await page
      .getByRole('heading', {name: t('en', 'checkoutOrderPlaced'), exact: true})
      .waitFor(SHOP_SOON);
    const [order] = ordersOf(shop, email);
    const orderId = order?.order_id ?? '';
    expect(orderId).toMatch(/^JM-\d+$/);
    expect(await paymentOf(shop.serviceUrl, order?.idempotency_key ?? '')).toMatchObject({
      order_id: orderId,
      payment_state: 'paid',
      method: 'paypal',
      can_pay: false,
    });
    expect(log.pageErrors).toEqual([]);
    await context.close();

    const received = await mailTo(
      email,
      (mail) => mail.mail.subject === t('en', 'mailOrderReceivedSubject', {orderId}),
    );
    expect(received.mail.text).toContain(orderId);
    await mailTo(
      email,
      (mail) => mail.mail.subject === t('en', 'mailPaymentReceivedSubject', {orderId}),
    );
    const owner = await mailTo(OWNER, (mail) => (mail.mail.subject ?? '').includes(orderId));
    expect(owner.replyTo).toEqual([email.toLowerCase()]);
  });

  it('Klarna: the service places the order at Klarna; authorized, confirmed, mailed', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail(`klarna-${device.name}`);
    const {context, page} = await openPage(browser, shop.url, {
      serviceWorkers: 'block',
      ...device.context,
    });
    const log = recordConsole(page);
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'klarna'}, {press});
    await press(placeOrderButton(page));
    const pay = page.getByRole('button', {name: t('en', 'checkoutPayWithKlarna'), exact: true});
    await pay.waitFor(SHOP_SOON);
    await expect.poll(() => pay.isEnabled(), SHOP_SOON).toBe(true);
    await press(pay);
    await page
      .getByRole('heading', {name: t('en', 'checkoutOrderPlaced'), exact: true})
      .waitFor(SHOP_SOON);
    const [order] = ordersOf(shop, email);
    const orderId = order?.order_id ?? '';
    expect(orderId).toMatch(/^JM-\d+$/);
    expect(await paymentOf(shop.serviceUrl, order?.idempotency_key ?? '')).toMatchObject({
      order_id: orderId,
      payment_state: 'authorized',
      method: 'klarna',
      can_pay: false,
    });
    expect(log.pageErrors).toEqual([]);
    await context.close();

    await mailTo(
      email,
      (mail) => mail.mail.subject === t('en', 'mailOrderReceivedSubject', {orderId}),
    );
    const owner = await mailTo(OWNER, (mail) => (mail.mail.subject ?? '').includes(orderId));
    expect(owner.replyTo).toEqual([email.toLowerCase()]);
  });
});

describe('no double charge on the built site', () => {
  it('a reload after the approval finds the paid order: no PayPal button, one capture', async () => {
    const shop = site(JEWELLER);
    const email = uniqueEmail('paypal-reload');
    const {context, page} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'paypal'});
    await placeOrderButton(page).click();
    // The approval reaches the service, which captures; its answer never reaches the page.
    let paypalOrderId = '';
    let captured: () => void = () => {};
    const reachedService = new Promise<void>((resolve) => (captured = resolve));
    await page.route('**/ecom/order/paypal_transaction', async (route) => {
      const body = route.request().postDataJSON() as {paypal: {orderID: string}};
      paypalOrderId = body.paypal.orderID;
      await route.fetch();
      captured();
    });
    const paypal = page.getByRole('button', {name: 'PayPal', exact: true});
    await paypal.waitFor(SHOP_SOON);
    await paypal.click();
    await reachedService;

    // The buyer reloads while the answer is still on its way (had it failed first, the checkout
    // would ask the service and confirm at once). The browser stored nothing about the payment;
    // the same cart and form give the same order, and the checkout asks the service before it
    // offers a pay button.
    await page.reload();
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await fillCheckout(page, {email, payment: 'paypal'}, {open: false});
    await placeOrderButton(page).click();
    await page
      .getByRole('heading', {name: t('en', 'checkoutOrderPlaced'), exact: true})
      .waitFor(SHOP_SOON);
    expect(await paypal.count()).toBe(0);
    expect(ordersOf(shop, email)).toHaveLength(1);
    const order = await fetch(`${shop.paymentsStandinUrl}/paypal/standin/orders/${paypalOrderId}`);
    const view = (await order.json()) as {
      purchase_units: {payments?: {captures?: unknown[]}}[];
    };
    expect(view.purchase_units.flatMap((unit) => unit.payments?.captures ?? [])).toHaveLength(1);
    await context.close();
  });
});
