// From "Zahlungspflichtig bestellen" to both inboxes, in each language: a prepayment order placed
// on the built jeweller site reaches the customer (the acknowledgement with the bank details, in
// the checkout's language) and the owner (the order to pack, in German, Reply-To the customer),
// through the real order service and a real SMTP server (support/mailCatcher.ts).
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LANGUAGES, t, type Lang} from '@schaufenster/core';
import {launchChromium, openPage} from './support/browser.ts';
import {
  addProductToCart,
  fillCheckout,
  placeOrderButton,
  PRODUCT,
  SHOP_SOON,
  uniqueEmail,
} from './support/checkout.ts';
import {mailTo} from './support/inbox.ts';
import {ordersOf} from './support/orderDatabase.ts';
import {JEWELLER, site} from './support/sites.ts';

/** The jeweller's primary company e-mail (fixtures company.json): the owner's inbox. */
const OWNER = 'info@juwelier-morgenstern.example';
/** The bank details of the jeweller's settings. */
const IBAN = 'DE02 1203 0000 0000 2020 51';
/** Product 119's name and price as each language writes them (fixtures' translations). */
const LINE: Record<Lang, {name: string; price: string}> = {
  de: {name: PRODUCT.name, price: '89,00 €'},
  en: {name: 'Thomas Sabo heart necklace', price: '€89.00'},
  fr: {name: 'Collier cœur Thomas Sabo', price: '89,00 €'},
};
/** Intl's no-break spaces as plain ones, to compare with the literals above. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('order e-mails', () => {
  it.each(LANGUAGES)('a %s prepayment order reaches the customer and the owner', async (lang) => {
    const shop = site(JEWELLER);
    const email = uniqueEmail(`mail-${lang}`);
    const {context, page} = await openPage(browser, shop.url, {serviceWorkers: 'block'});
    await addProductToCart(page);
    await fillCheckout(page, {email, payment: 'prepayment', lang});
    expect(t('de', 'checkoutPlaceOrder')).toBe('Zahlungspflichtig bestellen');
    await placeOrderButton(page, lang).click();
    await page.getByRole('region', {name: t(lang, 'checkoutTransferHeading')}).waitFor(SHOP_SOON);
    const orderId = ordersOf(shop, email)[0]?.order_id ?? '';
    expect(orderId).toMatch(/^JM-\d+$/);
    await context.close();

    const customer = await mailTo(email);
    expect(customer.mail.subject).toBe(t(lang, 'mailOrderReceivedSubject', {orderId}));
    const text = plain(customer.mail.text);
    for (const part of [orderId, LINE[lang].name, LINE[lang].price, IBAN])
      expect(text).toContain(part);
    expect(customer.mail.html || '').toContain('lang="' + lang + '"');
    // Every link is absolute (a mail has no page to be relative to); the shop's lead to the
    // site the order was placed on (PUBLIC_SITE_URL).
    const links = [...(customer.mail.html || '').matchAll(/href="([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(links.filter((href) => !/^(https?:|mailto:|tel:)/.test(href))).toEqual([]);
    expect(links.some((href) => href.startsWith(`${shop.url}/`))).toBe(true);
    // The logo travels inline, referenced by its content id.
    const logo = customer.mail.attachments.find((file) => file.contentType === 'image/png');
    expect(logo?.cid).toBeTruthy();
    expect(customer.mail.html || '').toContain(`cid:${logo?.cid}`);

    const owner = await mailTo(OWNER, (mail) => mail.replyTo.includes(email));
    expect(owner.mail.subject).toContain(orderId);
    expect(owner.mail.subject?.startsWith('Neue Bestellung')).toBe(true);
    // The owner's mail is German, the lines under the shop's own (German) names.
    expect(plain(owner.mail.text)).toContain(PRODUCT.name);
    expect(plain(owner.mail.text)).toContain('89,00 €');
    expect(customer.mail.messageId).not.toBe(owner.mail.messageId);
  });
});
