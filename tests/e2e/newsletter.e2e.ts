// The newsletter's double opt-in on the built site, over real SMTP: a sign-up is pending until
// the link in the confirmation mail is followed; the mail's one-click unsubscribe (RFC 8058) and
// its unsubscribe page end it. Only confirmed, not unsubscribed addresses reach the owner's export.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {localizedPath, t} from '@schaufenster/core';
import {DATABASE_FILE} from '@schaufenster/order-service';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {SHOP_SOON} from './support/checkout.ts';
import {mailTo} from './support/inbox.ts';
import {JEWELLER, site, type E2eSite} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The consent record of `email` on `shop`'s service. */
function consentOf(shop: E2eSite, email: string) {
  const db = new DatabaseSync(path.join(shop.dataDir, DATABASE_FILE), {readOnly: true});
  try {
    const row = db
      .prepare(
        `SELECT confirmed_at, unsubscribed_at, consent_version, lang
         FROM newsletter_subscriptions WHERE email = lower(?)`,
      )
      .get(email);
    return {
      confirmed: row?.['confirmed_at'] !== null,
      unsubscribed: row?.['unsubscribed_at'] !== null,
      version: row?.['consent_version'],
      lang: row?.['lang'],
    };
  } finally {
    db.close();
  }
}

const hrefs = (html: string | false | undefined) =>
  [...(html || '').matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );

describe('newsletter double opt-in', () => {
  it('confirms from the mail’s link, then unsubscribes with one click', async () => {
    const shop = site(JEWELLER);
    const email = `e2e-optin-${Date.now()}@example.org`;
    const {context, page, errors} = await openPage(browser, shop.url);
    await page.goto('/en/');
    await waitForIslands(page);
    const main = page.locator('main');
    await main.getByLabel(t('en', 'newsletterEmailLabel')).fill(email);
    await main.getByRole('button', {name: t('en', 'newsletterSubmit'), exact: true}).click();
    // The spec's sentence stays; the second line sends the visitor to their inbox.
    await main.getByText(t('en', 'newsletterSuccess')).waitFor(SHOP_SOON);
    await main.getByText(t('en', 'newsletterSuccessConfirmHint')).waitFor(SHOP_SOON);
    expect(consentOf(shop, email).confirmed).toBe(false);

    const mail = await mailTo(email);
    expect(mail.mail.subject).toBe(
      t('en', 'mailNewsletterConfirmSubject', {shop: 'Juwelier Morgenstern'}),
    );
    const confirmPath = localizedPath('newsletterConfirm', 'en');
    const confirmLink = hrefs(mail.mail.html).find((href) =>
      href.startsWith(`${shop.url}${confirmPath}?`),
    );
    expect(confirmLink).toBeDefined();
    await page.goto(confirmLink ?? '');
    await main.getByText(t('en', 'newsletterConfirmConfirmed')).waitFor(SHOP_SOON);
    expect(consentOf(shop, email)).toMatchObject({
      confirmed: true,
      unsubscribed: false,
      lang: 'en',
    });
    expect(consentOf(shop, email).version).toBeTruthy();

    // A mail client's one-click unsubscribe: a POST to the List-Unsubscribe address.
    // The raw header lines: mailparser folds the List-* headers into an object of its own.
    const raw = (name: string) =>
      mail.mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const header = raw('list-unsubscribe');
    const unsubscribeUrl = /<([^>]+)>/.exec(header)?.[1] ?? '';
    expect(unsubscribeUrl.startsWith(`${shop.url}/newsletter/unsubscribe?`)).toBe(true);
    expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(consentOf(shop, email).unsubscribed).toBe(true);

    // Opening the same address in a browser leads to the unsubscribe page, which says it is done.
    await page.goto(unsubscribeUrl);
    expect(new URL(page.url()).pathname).toBe(localizedPath('newsletterUnsubscribe', 'en'));
    await waitForIslands(page);
    await main
      .getByRole('button', {name: t('en', 'newsletterUnsubscribeButton'), exact: true})
      .click();
    await main.getByText(t('en', 'newsletterUnsubscribeDone')).waitFor(SHOP_SOON);
    expect(errors).toEqual([]);
    await context.close();
  });
});
