// Driving the jeweller's shop like a shopper: an item into the cart on its page, then the checkout
// (English unless told) filled in and clicked or tapped through to "Place order". Shared by the
// order-service and payment-script fault tests and the device journeys.
import type {Locator, Page} from 'playwright-core';
import {checkoutPath, itemPath, localizedPath, t, type Lang} from '@schaufenster/core';
import {waitForIslands} from './browser.ts';

/**
 * In stock, no variants, no personalization: one click adds one (fixture product 119, €89). The
 * global setup adds pieces through the owner API, since many files order it.
 */
export const PRODUCT = {
  path: itemPath('/shop', 'thomas-sabo-kette-herz'),
  name: 'Thomas Sabo Kette Herz',
} as const;

/**
 * A product whose stock is not counted (fixture product 120): its page stays as built whatever
 * the run sells, for the checks that a current page loads no island code.
 */
export const UNCOUNTED_PRODUCT = {
  path: itemPath('/shop', 'wellendorff-kordel-collier'),
} as const;

/** How long the shop's islands may take to hydrate and answer a click on a busy machine. */
export const SHOP_SOON = {timeout: 20_000};

/** The payment methods of the jeweller's settings, by their names per language. */
const PAYMENT = {
  prepayment: {
    de: 'Vorkasse (Überweisung)',
    en: 'Prepayment (bank transfer)',
    fr: 'Paiement anticipé (virement)',
  },
  paypal: {de: 'PayPal', en: 'PayPal', fr: 'PayPal'},
  klarna: {
    de: 'Klarna – Rechnung oder Ratenkauf',
    en: 'Klarna – pay later or in instalments',
    fr: 'Klarna – paiement différé ou en plusieurs fois',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** The shipping methods the tests pick, by their names per language. */
const SHIPPING = {
  pickUp: {de: 'Abholung im Geschäft', en: 'Pick-up in store', fr: 'Retrait en boutique'},
  dhl: {de: 'DHL Standard', en: 'DHL standard', fr: 'DHL standard'},
} as const satisfies Record<string, Record<Lang, string>>;

/** What the checkout form is filled with; the e-mail tells one test's orders from another's. */
export interface Shopper {
  email: string;
  payment: keyof typeof PAYMENT;
  /** The checkout's language. @default 'en' (the spec's error messages are the en catalogue) */
  lang?: Lang;
}

/** How `fillCheckout` drives the page. */
export interface CheckoutDriving {
  /** Presses a control: a click, or a tap on a touch device. @default locator.click() */
  press?: (locator: Locator) => Promise<void>;
  /** Open the checkout by its address first; off when the shopper has just come to it. @default true */
  open?: boolean;
  /** The name of a product in the cart, which the summary lists once it has read the cart. @default PRODUCT.name */
  product?: string;
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
export function placeOrderButton(page: Page, lang: Lang = 'en'): Locator {
  return page.getByRole('button', {name: t(lang, 'checkoutPlaceOrder'), exact: true});
}

/**
 * Opens the checkout (unless `open` is off) and goes through address, shipping (pick-up) and
 * payment to the review, accepting the terms; "Place order" is then one press away.
 */
export async function fillCheckout(
  page: Page,
  shopper: Shopper,
  {press = (locator) => locator.click(), open = true, product = PRODUCT.name}: CheckoutDriving = {},
): Promise<void> {
  const lang = shopper.lang ?? 'en';
  if (open) await page.goto(checkoutPath(localizedPath('item_list', lang)));
  // The summary lists the product once the checkout island has hydrated and read the cart.
  await page.locator('main').getByText(product).first().waitFor(SHOP_SOON);
  const field = (key: Parameters<typeof t>[1]) =>
    page.getByRole('textbox', {name: t(lang, key), exact: true}).first();
  await field('checkoutEmail').fill(shopper.email);
  await field('addressFormFirstName').fill('Anna');
  await field('addressFormLastName').fill('Muster');
  await field('addressFormStreet').fill('Goethestraße');
  await field('addressFormNumber').fill('12');
  await field('addressFormZip').fill('60313');
  await field('addressFormCity').fill('Frankfurt am Main');
  await next(page, lang, press);
  // Klarna comes only with DHL standard or express; pick-up allows prepayment and PayPal.
  const shipping = shopper.payment === 'klarna' ? SHIPPING.dhl : SHIPPING.pickUp;
  await press(page.getByText(shipping[lang], {exact: true}));
  await next(page, lang, press);
  await press(page.getByText(PAYMENT[shopper.payment][lang], {exact: true}));
  await next(page, lang, press);
  // The terms checkbox is drawn over the native input: press what the shopper sees.
  const terms = page.locator('input[name="accept_terms"]');
  await press(terms.locator('xpath=ancestor::label'));
  if (!(await terms.isChecked())) throw new Error('the terms checkbox did not tick');
}

// "Continue", then the next step's heading ("Step n of 4") must change.
async function next(
  page: Page,
  lang: Lang,
  press: (locator: Locator) => Promise<void>,
): Promise<void> {
  const heading = page.locator('main h2').first();
  const before = await heading.innerText();
  await press(page.getByRole('button', {name: t(lang, 'checkoutNext'), exact: true}));
  await page.waitForFunction(
    (text) => document.querySelector('main h2')?.textContent !== text,
    before,
    SHOP_SOON,
  );
}
