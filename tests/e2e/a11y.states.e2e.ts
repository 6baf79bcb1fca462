// The accessibility sweep, the states: axe (WCAG 2.2 AA rule tags) finds nothing with the cookie
// banner open, the drawer open with the menu and with contact, a menu group open, the cart with
// items, the checkout showing its validation errors and an item page with a variant chosen. Each
// state is reached the way a visitor reaches it, by clicks and keys, and is checked to be there
// before axe runs, so a state that no longer opens fails instead of passing unseen.
import type {Browser, Locator, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cartPath, itemPath, PAGE_PATHS, t} from '@schaufenster/core';
import {axeViolations} from './support/axe.ts';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, RETAILERS, site} from './support/sites.ts';

const SOON = {timeout: 10_000};
const STORE_ROOT = PAGE_PATHS.item_list.de;
// Fixture products of the jeweller: one with variants (product 101), one without (119).
const WITH_VARIANTS = itemPath(STORE_ROOT, 'tudor-black-bay-58');
const PLAIN = itemPath(STORE_ROOT, 'thomas-sabo-kette-herz');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const button = (scope: Page | Locator, key: Parameters<typeof t>[1]) =>
  scope.getByRole('button', {name: t('de', key), exact: true});

describe('the axe check', () => {
  it('reports the page, rule id and target of each violation', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/');
    await waitForIslands(page);
    // Two faults a real page could have: an image without alt text, grey on white text.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      main?.insertAdjacentHTML(
        'afterbegin',
        '<img id="a11y-no-alt" src="/images/logo.svg" width="20" height="20">' +
          '<p id="a11y-faint" style="color:#ccc;background:#fff">faint</p>',
      );
    });
    const found = await axeViolations(page, '/ [faults added]');
    expect(found).toHaveLength(2);
    expect(found.find((line) => line.includes(' color-contrast '))).toMatch(
      /^\/ \[faults added\]: color-contrast .*\["#a11y-faint"\]/,
    );
    expect(found.find((line) => line.includes(' image-alt '))).toMatch(/\["#a11y-no-alt"\]/);
    await context.close();
  });
});

describe.each(RETAILERS)('accessibility of the page shell of %s', (retailer) => {
  it('cookie banner, drawer with the menu, a menu group, drawer with contact', async () => {
    const {context, page} = await openPage(browser, site(retailer).url, {consented: false});
    const problems: string[] = [];
    await page.goto('/');
    await waitForIslands(page);

    // spec §4 Cookie banner: open on a first visit.
    const allowAll = button(page, 'cookieBannerAllowAll');
    await allowAll.waitFor({state: 'visible', ...SOON});
    problems.push(...(await axeViolations(page, '/ [cookie banner open]')));
    await allowAll.click();
    await allowAll.waitFor({state: 'hidden', ...SOON});

    // spec §2 Page shell: the header's menu button opens the drawer titled "Menü".
    const header = page.locator('header');
    await button(header, 'headerMenuButton').click();
    const menu = page.getByRole('dialog', {name: t('de', 'drawerMenuTitle')});
    await menu.waitFor({state: 'visible', ...SOON});
    problems.push(...(await axeViolations(page, '/ [drawer: menu]')));

    // spec §2 Menus: a group of sub-links expands in the inline menu.
    const closedGroup = menu.getByRole('navigation').getByRole('button', {expanded: false});
    // By its name: once open, the first closed group is another one.
    const group = menu.getByRole('button', {name: await closedGroup.first().innerText()});
    await group.click();
    await expect.poll(() => group.getAttribute('aria-expanded'), SOON).toBe('true');
    problems.push(...(await axeViolations(page, '/ [drawer: menu group open]')));

    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden', ...SOON});
    await button(header, 'headerContactButton').click();
    const contact = page.getByRole('dialog', {name: t('de', 'drawerContactTitle')});
    await contact.waitFor({state: 'visible', ...SOON});
    problems.push(...(await axeViolations(page, '/ [drawer: contact]')));

    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('accessibility of the shop of the jeweller', () => {
  it('item page with a variant chosen, cart with items, checkout with its errors', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    const problems: string[] = [];
    const addToCart = button(page.locator('main'), 'itemPageAddToCart');

    // spec §4 Product view: a variant is chosen from the list, which enables "add to cart".
    await page.goto(WITH_VARIANTS);
    await waitForIslands(page);
    const variant = page.locator('main').getByRole('combobox').first();
    await variant.click();
    // The placeholder is the selected option at first, so the first unselected one is a variant.
    const option = page.getByRole('option', {disabled: false, selected: false}).first();
    await option.waitFor({state: 'visible', ...SOON});
    problems.push(...(await axeViolations(page, `${WITH_VARIANTS} [variant list open]`)));
    const choice = (await option.innerText()).trim();
    await option.click();
    await expect.poll(async () => (await variant.innerText()).trim(), SOON).toBe(choice);
    await expect.poll(() => addToCart.isEnabled(), SOON).toBe(true);
    problems.push(...(await axeViolations(page, `${WITH_VARIANTS} [variant chosen]`)));

    // Two lines in the cart: the variant and an item without variants.
    await addToCart.click();
    const cartButton = (count: number) =>
      page.getByRole('link', {name: t('de', 'cartButtonLabel', {count}), exact: true});
    await cartButton(1).waitFor({state: 'visible', ...SOON});
    await page.goto(PLAIN);
    await waitForIslands(page);
    const plainName = (await page.getByRole('heading', {level: 1}).innerText()).trim();
    await addToCart.click();
    await cartButton(2).click();
    await page.waitForURL((url) => url.pathname === cartPath(STORE_ROOT));
    const checkout = page.getByRole('link', {name: t('de', 'cartCheckout'), exact: true});
    await checkout.waitFor({state: 'visible', ...SOON});
    problems.push(...(await axeViolations(page, `${cartPath(STORE_ROOT)} [two items]`)));

    // The address step submitted empty shows its errors (spec §5 Validation rules).
    await checkout.click();
    // The order summary lists the cart only once the checkout island runs: then it takes input.
    await page.locator('main').getByText(plainName).first().waitFor(SOON);
    await button(page.locator('main'), 'checkoutNext').click();
    const invalid = page.locator('main [aria-invalid="true"]');
    await invalid.first().waitFor({state: 'visible', ...SOON});
    expect(await invalid.count()).toBeGreaterThan(3);
    await page.getByText(t('de', 'checkoutFieldRequired')).first().waitFor(SOON);
    problems.push(
      ...(await axeViolations(page, `${new URL(page.url()).pathname} [validation errors]`)),
    );

    await context.close();
    expect(problems).toEqual([]);
  });
});
