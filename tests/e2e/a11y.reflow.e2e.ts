// The accessibility sweep, WCAG 2.2 SC 1.4.10 Reflow: at 400% zoom (320 CSS px wide) no content is
// cut off horizontally on home, contact, item and checkout, in every language of both fixture
// retailers; the item page also with a variant chosen, the checkout with its errors shown, and the
// home page also with the cookie banner of a first visit. axe runs on each of these too: at this
// width the layout is the small-screen one (bottom bar, stacked forms), which the desktop sweep of
// a11y.routes.long.e2e.ts never sees.
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkoutPath, itemPath, localizedPath, t, type Lang} from '@schaufenster/core';
import {axeViolations} from './support/axe.ts';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {loadRetailer, siteLanguages} from './support/expectedPages.ts';
import {cutOffContent, ZOOM_400} from './support/reflow.ts';
import {JEWELLER, RETAILERS, site} from './support/sites.ts';

const SOON = {timeout: 10_000};
// The jeweller's product with variants (fixture product 101): the widest purchase box.
const PRODUCT = 'tudor-black-bay-58';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// Records what is cut off and what axe finds, each line naming the page.
async function check(page: Page, label: string, problems: string[]): Promise<void> {
  problems.push(...(await cutOffContent(page)).map((problem) => `${label}: ${problem}`));
  problems.push(...(await axeViolations(page, `${label} [320 px]`)));
}

async function visit(page: Page, path: string): Promise<void> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await waitForIslands(page);
}

describe('the reflow check', () => {
  it('finds boxes and text past the edge, not inside a scroller or visually hidden', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {viewport: ZOOM_400});
    await visit(page, localizedPath('contact', 'de'));
    expect(await cutOffContent(page)).toEqual([]);
    await page.evaluate(() => {
      const wide = (id: string) => `<div id="${id}" style="inline-size: 500px">wide</div>`;
      const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmütze';
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'beforeend',
          `<div style="overflow-x: hidden">${wide('cut')}</div>` +
            `<div style="overflow-x: hidden"><p id="word">${word}</p></div>` +
            `<div style="overflow-x: auto">${wide('scrolled')}</div>` +
            `<span style="position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden;` +
            ` white-space: nowrap">${wide('hidden')}</span>`,
        );
    });
    // Cut off by `overflow-x: hidden`, so the page does not scroll: only the boxes tell.
    expect(await cutOffContent(page)).toEqual([
      expect.stringMatching(/^div#cut at \d+…\d+ px$/),
      expect.stringMatching(/^text "Donaudampf\S+" in p#word at \d+…\d+ px$/),
    ]);
    // Without overflow-x: hidden on the wrapper the page itself scrolls sideways.
    await page.evaluate(() =>
      document.getElementById('cut')?.parentElement?.removeAttribute('style'),
    );
    expect((await cutOffContent(page))[0]).toMatch(/^the page scrolls sideways: \d+ px wide/);
    await context.close();
  });
});

describe.each(RETAILERS)('reflow at 320 CSS px on %s', (retailer) => {
  it('home with the cookie banner of a first visit', async () => {
    const {context, page} = await openPage(browser, site(retailer).url, {
      consented: false,
      viewport: ZOOM_400,
    });
    const problems: string[] = [];
    await visit(page, localizedPath('home', 'de'));
    const allowAll = page.getByRole('button', {name: t('de', 'cookieBannerAllowAll')});
    await allowAll.waitFor({state: 'visible', ...SOON});
    await check(page, '/ [cookie banner open]', problems);
    await context.close();
    expect(problems).toEqual([]);
  });

  it('home and contact in every language; item and checkout where the shop is', async () => {
    const languages = siteLanguages(await loadRetailer(retailer));
    expect(languages).toEqual(['de', 'en', 'fr']);
    const {context, page} = await openPage(browser, site(retailer).url, {viewport: ZOOM_400});
    const problems: string[] = [];
    for (const lang of languages) {
      for (const path of [localizedPath('home', lang), localizedPath('contact', lang)]) {
        await visit(page, path);
        await check(page, path, problems);
      }
      if (retailer === JEWELLER) await checkShop(page, lang, problems);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});

// The item page, before and after choosing a variant, then the checkout with the item in the
// cart and the address step submitted empty.
async function checkShop(page: Page, lang: Lang, problems: string[]): Promise<void> {
  const storeRoot = localizedPath('item_list', lang);
  const item = itemPath(storeRoot, PRODUCT);
  await visit(page, item);
  await check(page, item, problems);
  const main = page.locator('main');
  const name = (await main.getByRole('heading', {level: 1}).innerText()).trim();
  await main.getByRole('combobox').first().click();
  // The first unselected option: the selected one is the placeholder.
  await page.getByRole('option', {disabled: false, selected: false}).first().click();
  const addToCart = main.getByRole('button', {name: t(lang, 'itemPageAddToCart'), exact: true});
  await expect.poll(() => addToCart.isEnabled(), SOON).toBe(true);
  await check(page, `${item} [variant chosen]`, problems);
  await addToCart.click();
  await main.getByText(t(lang, 'itemPageAddedToCart', {count: 1})).waitFor(SOON);

  const checkout = checkoutPath(storeRoot);
  await visit(page, checkout);
  // The order summary lists the cart only once the checkout island runs: then it takes input.
  await main.getByText(name).first().waitFor(SOON);
  await main.getByRole('button', {name: t(lang, 'checkoutNext'), exact: true}).click();
  await main
    .locator('[aria-invalid="true"]')
    .first()
    .waitFor({state: 'visible', ...SOON});
  await check(page, `${checkout} [validation errors]`, problems);
}
