// The shop's visitor journeys of the device matrix, on the jeweller's site: filtering and paging
// the item list, and a purchase from an item page with a variant to the confirmation of an order
// placed with prepayment on the local order service.
import type {Locator, Page} from 'playwright-core';
import {expect} from 'vitest';
import {cartPath, itemPath, localizedPath, t, type Lang} from '@schaufenster/core';
import {fillCheckout, placeOrderButton} from './checkout.ts';
import {pressOn, shellBar, type DeviceProfile} from './devices.ts';
import {SOON, visit} from './journeys.ts';
import {ordersOf} from './orderDatabase.ts';
import type {E2eSite} from './sites.ts';

/** The jeweller's product with variants (fixture product 101). */
const WITH_VARIANTS = {slug: 'tudor-black-bay-58', name: 'Tudor Black Bay 58'} as const;

/** Products a page of the list shows (spec §9). */
const PAGE_SIZE = 20;
const WATCHES: Readonly<Record<Lang, string>> = {de: 'Uhren', en: 'Watches', fr: 'Montres'};

const ORDER_ID = 'ORDER-ID-HERE';

// Distinct product links on the list: each card links its item page.
function shownProducts(main: Locator): Promise<number> {
  return main.evaluate(
    (element) =>
      new Set(
        [...element.querySelectorAll<HTMLAnchorElement>('a[href*="/artikel/"]')].map(
          (a) => a.pathname,
        ),
      ).size,
  );
}

/**
 * 3. The category filter narrows the list to the watches (the count and the address follow),
 * the reset brings the whole catalogue back, and "mehr anzeigen" appends page after page until
 * every product shows (the counts are the list's own: drafts and stock decide them). Where the filters sit behind a button (phones), it is pressed first.
 */
export async function itemListJourney(
  page: Page,
  device: DeviceProfile,
  lang: Lang,
): Promise<void> {
  const press = pressOn(device);
  await visit(page, localizedPath('item_list', lang));
  const main = page.locator('main');
  const status = main.getByRole('status').filter({hasText: /\d/}).first();
  // "37 Produkte": the count the list reports, once it has hydrated.
  const reported = async () => Number(/\d+/.exec(await status.innerText())?.[0] ?? NaN);
  await expect.poll(reported, SOON).toBeGreaterThan(PAGE_SIZE);
  const total = await reported();

  const toggle = main.locator('button[aria-controls][aria-expanded="false"]');
  if (await toggle.first().isVisible()) await press(toggle.first());
  const categoryName = new RegExp(`^${t(lang, 'itemListFilterCategory')}`);
  await press(main.getByRole('combobox', {name: categoryName}));
  await press(page.getByRole('option', {name: new RegExp(`^${WATCHES[lang]}`)}).first());
  await expect.poll(reported, SOON).toBeLessThan(total);
  const watches = await reported();
  expect(watches).toBeGreaterThan(0);
  expect(new URL(page.url()).search, 'the filter is in the address').not.toBe('');
  await expect.poll(() => shownProducts(main), SOON).toBe(Math.min(watches, PAGE_SIZE));

  const reset = main.getByRole('button', {name: t(lang, 'itemListFilterReset'), exact: true});
  await press(reset.first());
  await expect.poll(reported, SOON).toBe(total);
  await expect.poll(() => shownProducts(main), SOON).toBe(PAGE_SIZE);
  const more = main.getByRole('button', {name: t(lang, 'itemListShowMore'), exact: true});
  for (let shown = PAGE_SIZE; shown < total;) {
    await press(more);
    shown = Math.min(shown + PAGE_SIZE, total);
    await expect.poll(() => shownProducts(main), SOON).toBe(shown);
  }
  await more.waitFor({state: 'detached', ...SOON});
}

// Chooses the last variant on the item page (Textilband, reorder possible) and adds one to the
// cart: every device and language orders it against one data folder, and the stock ledger sells
// a counted piece only once (decision 067).
async function addWithVariant(page: Page, device: DeviceProfile, lang: Lang): Promise<void> {
  const press = pressOn(device);
  await visit(page, itemPath(localizedPath('item_list', lang), WITH_VARIANTS.slug));
  const main = page.locator('main');
  await press(main.getByRole('combobox').first());
  // The last unselected option: the selected one is the placeholder.
  await press(page.getByRole('option', {disabled: false, selected: false}).last());
  const add = main.getByRole('button', {name: t(lang, 'itemPageAddToCart'), exact: true});
  await expect.poll(() => add.isEnabled(), SOON).toBe(true);
  await press(add);
  await main.getByText(t(lang, 'itemPageAddedToCart', {count: 1})).waitFor(SOON);
}

// The cart link of the device's shell: the bottom bar's on phones and tablets, the header's on
// the desktop, named "Warenkorb (n)".
function cartLink(page: Page, device: DeviceProfile, lang: Lang, count: number): Locator {
  return shellBar(page, device, lang).getByRole('link', {
    name: t(lang, 'cartButtonLabel', {count}),
    exact: true,
  });
}

/**
 * 4. A product with a variant into the cart → the shell's cart link → one more, then the line
 * removed → added again → checkout filled in (pick-up, prepayment) → order placed on the local
 * order service → confirmation with the stored order's number; then the cart is empty.
 */
export async function purchaseJourney(
  page: Page,
  device: DeviceProfile,
  lang: Lang,
  site: E2eSite,
): Promise<void> {
  const press = pressOn(device);
  const main = page.locator('main');
  const cart = cartPath(localizedPath('item_list', lang));
  await addWithVariant(page, device, lang);
  await press(cartLink(page, device, lang, 1));
  await page.waitForURL((url) => url.pathname === cart, SOON);

  const countName = t(lang, 'cartLineCount', {name: WITH_VARIANTS.name});
  const count = main.getByLabel(countName, {exact: true});
  await count.waitFor({state: 'visible', ...SOON});
  // The line's stepper: decrease, the count, increase.
  await press(main.getByRole('button', {name: countName}).last());
  await expect.poll(() => count.inputValue(), SOON).toBe('2');
  await cartLink(page, device, lang, 2).waitFor({state: 'attached', ...SOON});
  await press(
    main.getByRole('button', {
      name: t(lang, 'cartRemove', {name: WITH_VARIANTS.name}),
      exact: true,
    }),
  );
  await main.getByText(t(lang, 'cartEmpty')).waitFor(SOON);

  await addWithVariant(page, device, lang);
  await press(cartLink(page, device, lang, 1));
  await page.waitForURL((url) => url.pathname === cart, SOON);
  await press(main.getByRole('link', {name: t(lang, 'cartCheckout'), exact: true}));
  const email = `journey-${device.name}-${lang}-${Date.now()}@example.org`;
  await fillCheckout(
    page,
    {email, payment: 'prepayment', lang},
    {press, open: false, product: WITH_VARIANTS.name},
  );
  await press(placeOrderButton(page, lang));

  await main.getByText(t(lang, 'checkoutOrderPlaced')).first().waitFor(SOON);
  // "Ihre Bestellnummer: {orderId}" around whatever number the service gave.
  const [before = '', after = ''] = t(lang, 'checkoutOrderNumber', {orderId: ORDER_ID}).split(
    ORDER_ID,
  );
  const shown = (await main.getByText(before).first().innerText()).trim();
  const orderId = shown.slice(before.length, shown.length - after.length);
  const stored = ordersOf(site, email).map((order) => order.order_id);
  expect(stored).toEqual([orderId]);
  await cartLink(page, device, lang, 0).waitFor({state: 'attached', ...SOON});
}
