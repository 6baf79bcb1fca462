// Driving the jeweller's shop like a shopper (issue 4 Checkout view): an item into the cart on
// its page, then the English checkout filled in and clicked through to "Place order". Shared by
// the order-service and payment-script fault tests.
import type {Locator, Page} from 'playwright-core';
import {itemPath, t} from '@schaufenster/core';
import {waitForIslands} from './browser.ts';

/** In stock, no variants, no personalization: one click adds one (fixture product 119, €89). */
export const PRODUCT = {
  path: itemPath('/shop', 'thomas-sabo-kette-herz'),
  name: 'Thomas Sabo Kette Herz',
} as const;

/** The English checkout (the spec's error messages are the en catalogue). */
const CHECKOUT_PATH = '/en/shop/kasse';

/** How long the shop's islands may take to hydrate and answer a click on a busy machine. */
export const SHOP_SOON = {timeout: 20_000};

/** The payment methods of the jeweller's settings, by their English names. */
const PAYMENT = {
  prepayment: 'Prepayment (bank transfer)',
  paypal: 'PayPal',
  klarna: 'Klarna – pay later or in instalments',
} as const;

/** What the checkout form is filled with; the e-mail tells one test's orders from another's. */
export interface Shopper {
  email: string;
  payment: keyof typeof PAYMENT;
}

/** A fresh e-mail address per call, so each test counts only its own orders. */
export function uniqueEmail(label: string): string {
  return `faults-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Adds the product on its (German) item page and waits for the header's "Warenkorb (1)". */
export async function addProductToCart(page: Page): Promise<void> {
  await page.goto(PRODUCT.path);
  await waitForIslands(page);
  await page.getByRole('button', {name: 'In den Warenkorb', exact: true}).click();
  await page
    .getByRole('link', {name: t('de', 'cartButtonLabel', {count: 1}), exact: true})
    .waitFor(SHOP_SOON);
}

/** The "Place order" button of the review step. */
export function placeOrderButton(page: Page): Locator {
  return page.getByRole('button', {name: t('en', 'checkoutPlaceOrder'), exact: true});
}

/**
 * Opens the English checkout and goes through address, shipping (pick-up) and payment to the
 * review, accepting the terms; "Place order" is then one click away.
 */
export async function fillCheckout(page: Page, shopper: Shopper): Promise<void> {
  await page.goto(CHECKOUT_PATH);
  // The summary lists the product once the checkout island has hydrated and read the cart.
  await page.locator('main').getByText(PRODUCT.name).first().waitFor(SHOP_SOON);
  const field = (key: Parameters<typeof t>[1]) =>
    page.getByRole('textbox', {name: t('en', key), exact: true}).first();
  await field('checkoutEmail').fill(shopper.email);
  await field('addressFormFirstName').fill('Anna');
  await field('addressFormLastName').fill('Muster');
  await field('addressFormStreet').fill('Goethestraße');
  await field('addressFormNumber').fill('12');
  await field('addressFormZip').fill('60313');
  await field('addressFormCity').fill('Frankfurt am Main');
  await next(page);
  // Klarna comes only with DHL standard or express; pick-up allows prepayment and PayPal.
  await page
    .getByText(shopper.payment === 'klarna' ? 'DHL standard' : 'Pick-up in store', {exact: true})
    .click();
  await next(page);
  await page.getByText(PAYMENT[shopper.payment], {exact: true}).click();
  await next(page);
  // The terms checkbox is drawn over the native input: click what the shopper sees.
  const terms = page.locator('input[name="accept_terms"]');
  await terms.locator('xpath=ancestor::label').click();
  if (!(await terms.isChecked())) throw new Error('the terms checkbox did not tick');
}

// "Continue", then the next step's heading ("Step n of 4") must change.
async function next(page: Page): Promise<void> {
  const heading = page.locator('main h2').first();
  const before = await heading.innerText();
  await page.getByRole('button', {name: t('en', 'checkoutNext'), exact: true}).click();
  await page.waitForFunction(
    (text) => document.querySelector('main h2')?.textContent !== text,
    before,
    SHOP_SOON,
  );
}
