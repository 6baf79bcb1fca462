// Moving to another page the way a visitor does on a hydrated page: a click on an internal link,
// which the runtime turns into a client-side navigation (page data, `<main>` swapped, its islands
// started; decision 012), or into a document load where it falls back to one.
import type {Page} from 'playwright-core';
import {waitForIslands} from './browser.ts';

const LINK_ID = 'e2e-follow-link';
const LEFT = 'data-e2e-left';

/**
 * Clicks a link to `path` and resolves once that page is in place: the address shows it and the
 * content of `<main>` has been replaced. The link is added for the click (fixed at the top left,
 * above everything, so nothing covers it) and removed afterwards; the page is as the runtime
 * left it.
 */
export async function followLink(page: Page, path: string): Promise<void> {
  try {
    await clickThrough(page, path);
  } catch (error) {
    // Playwright's timeouts name a locator, not the page that did not come.
    throw new Error(`following a link to ${path}: ${String(error)}`, {cause: error});
  }
}

async function clickThrough(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({href, id, left}) => {
      document.querySelector('main')?.firstElementChild?.setAttribute(left, '');
      const link = document.createElement('a');
      link.id = id;
      link.href = href;
      link.textContent = href;
      link.style.cssText = 'position: fixed; inset: 0 auto auto 0; z-index: 2147483647';
      document.body.append(link);
    },
    {href: path, id: LINK_ID, left: LEFT},
  );
  await page.locator(`#${LINK_ID}`).click();
  await page.waitForURL((url) => url.pathname === path, {timeout: 10_000});
  await page.locator(`main > [${LEFT}]`).waitFor({state: 'detached', timeout: 10_000});
  await page.evaluate((id) => document.getElementById(id)?.remove(), LINK_ID);
  // A fallback document load starts the islands anew.
  await waitForIslands(page);
}
