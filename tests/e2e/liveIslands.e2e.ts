// Strategy `live` (decision 036): the item page and the item list are prerendered from the build's
// data; at start-up the runtime reads the live shop data (no island code, no React) and hydrates
// them at once only when it differs from the build's, or when the URL names filters. Otherwise
// they wait for the visitor, whose first click is not lost.
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {scriptLog} from './support/scriptLog.ts';
import {PRODUCT, SHOP_SOON, UNCOUNTED_PRODUCT} from './support/checkout.ts';
import {JEWELLER, site} from './support/sites.ts';
import {markerKept, setMarker} from './support/journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// The static catalogue with `change` applied to every product, as after an operator's edit.
async function changeProducts(
  context: BrowserContext,
  change: (product: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await context.route('**/shop-catalogue.json*', async (route) => {
    const answer = await route.fetch();
    const catalogue = (await answer.json()) as {products: Record<string, unknown>[]};
    await route.fulfill({
      response: answer,
      json: {...catalogue, products: catalogue.products.map(change)},
    });
  });
}

const open = async () => {
  const opened = await openPage(browser, site(JEWELLER).url, {serviceWorkers: 'block'});
  return {...opened, scripts: scriptLog(opened.page)};
};

const settled = async (page: Page) => {
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
};

describe('live shop islands (decision 036)', () => {
  it('item page and list as built load no React; the live check read the catalogue', async () => {
    const {context, page, scripts, errors} = await open();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('shop-catalogue.json')) reads.push(request.url());
    });
    for (const path of [UNCOUNTED_PRODUCT.path, '/shop']) {
      await page.goto(path);
      await settled(page);
    }
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const island of ['hydrateIslands', 'ItemPage', 'ItemList']) {
      expect(scripts, island).not.toContain(island);
    }
    expect(scripts).toContain('shopLive');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the first click on "add to cart" of a page as built hydrates it and is not lost', async () => {
    const {context, page, errors} = await open();
    await page.goto(PRODUCT.path);
    await settled(page);
    await page.getByRole('button', {name: t('de', 'itemPageAddToCart')}).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('int-cart')), SHOP_SOON)
      .toContain('"count":1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a price changed since the build hydrates the item page and the list at once', async () => {
    const {context, page, scripts, errors} = await open();
    await changeProducts(context, (product) => ({...product, price_brutto: 12345}));
    await page.goto(PRODUCT.path);
    await settled(page);
    await expect.poll(() => scripts.includes('ItemPage'), SHOP_SOON).toBe(true);
    await page
      .getByText(/12\.345/)
      .first()
      .waitFor(SHOP_SOON);
    await page.goto('/shop');
    await settled(page);
    await expect.poll(() => scripts.includes('ItemList'), SHOP_SOON).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The menu's "Ringe" links to `/shop?category=2`: followed inside the site (from another page,
  // or from the list itself), the list must show that category, not the list as built.
  it('a link to a filtered list filters it, from another page and from the list', async () => {
    const {context, page} = await open();
    const follow = async (href: string) => {
      await page.evaluate((target) => {
        document.getElementById('e2e-link')?.remove();
        const link = Object.assign(document.createElement('a'), {id: 'e2e-link', href: target});
        link.textContent = target;
        document.querySelector('main')?.prepend(link);
      }, href);
      await page.click('#e2e-link');
      await page.waitForURL((url) => `${url.pathname}${url.search}` === href, SHOP_SOON);
    };
    const list = page.locator('[data-island="ItemList"]');
    // The category select's label and value, and "reset filters" only when a filter is set.
    const shows = async (category: string, filtered: boolean) => {
      const label = `${t('de', 'itemListFilterCategory')} ${category}`;
      await expect
        .poll(async () => (await list.innerText()).replace(/\s+/g, ' '), SHOP_SOON)
        .toContain(label);
      const reset = list.getByRole('button', {name: t('de', 'itemListFilterReset')});
      await expect.poll(() => reset.count(), SHOP_SOON).toBe(filtered ? 1 : 0);
    };
    await page.goto('/kontakt');
    await settled(page);
    await setMarker(page);
    await follow('/shop?category=2');
    await shows('Ringe', true);
    await follow('/shop');
    await shows(t('de', 'itemListFilterAll'), false);
    await follow('/shop?category=3');
    await shows('Ketten & Anhänger', true);
    expect(await markerKept(page), 'no document load').toBe(true);
    await context.close();
  });

  it('a filtered list URL hydrates the list at once', async () => {
    const {context, page, scripts} = await open();
    await page.goto('/shop?sort=-price_brutto');
    await settled(page);
    await expect.poll(() => scripts.includes('ItemList'), SHOP_SOON).toBe(true);
    await context.close();
  });
});
