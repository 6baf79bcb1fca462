// A small pool of browser tabs for a sweep over many pages (the accessibility sweep).
import type {Browser, Page} from 'playwright-core';
import {openPage, type OpenPageOptions} from './browser.ts';

/**
 * Tabs the sweep keeps open at once: while one waits for page data, another runs axe. On the
 * shared two-core machine 2 and 3 could not be told apart; more only compete for the cores.
 */
const POOL_SIZE = 3;

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
