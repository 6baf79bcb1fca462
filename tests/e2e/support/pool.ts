// A small pool of browser pages for the sweeps that visit many pages (issue 6 "Accessibility
// sweep"): with two cores, one page waits on the network or the static server while another runs
// axe, so two or three tabs finish sooner than one, and more only compete for the same cores.
import type {Browser, Page} from 'playwright-core';
import {openPage, type OpenPageOptions} from './browser.ts';

/** Tabs the sweeps keep open at once: measured as the fastest on two cores (decision 015). */
export const POOL_SIZE = 3;

/**
 * Runs `visit` for every item, each time in one of `size` pages of its own context (each with the
 * `openPage` defaults: consents stored, desktop viewport), and closes them all afterwards. Items
 * are taken in order as pages free up; a thrown error stops the sweep.
 */
export async function inPagePool<T>(
  browser: Browser,
  baseURL: string,
  items: readonly T[],
  visit: (page: Page, item: T) => Promise<void>,
  {size = POOL_SIZE, ...options}: OpenPageOptions & {size?: number} = {},
): Promise<void> {
  const queue = [...items];
  const slots = await Promise.all(
    Array.from({length: Math.min(size, items.length)}, () => openPage(browser, baseURL, options)),
  );
  try {
    await Promise.all(
      slots.map(async ({page}) => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
          await visit(page, item);
        }
      }),
    );
  } finally {
    await Promise.all(slots.map(({context}) => context.close()));
  }
}
