// Chromium for the end-to-end tests: playwright-core driving Debian's browser (TOOLCHAIN.md).
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import {STORAGE_KEYS} from '@schaufenster/core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../chromium.ts';

/** Wide enough for the desktop header (menu, contact and cart buttons: spec §2 Page shell). */
const DESKTOP = {width: 1400, height: 900};

/** Starts Chromium; each test file launches one and closes it in afterAll. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}

/** Options of `openPage`. */
export interface OpenPageOptions extends BrowserContextOptions {
  /**
   * Store a cookie choice before any page script runs, so the banner (a fixed panel) never
   * covers what a test clicks. Off for the cookie-banner test itself. @default true
   */
  consented?: boolean;
}

/** A fresh context (empty storage) on `baseURL` and one page in it; errors are collected. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: OpenPageOptions = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const {consented = true, ...contextOptions} = options;
  const context = await browser.newContext({viewport: DESKTOP, baseURL, ...contextOptions});
  if (consented) await context.addInitScript(seedConsents, STORAGE_KEYS.consents);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {context, page, errors};
}

// Runs in the page: only the functional consent (spec §3 Consent), written once, the way
// allowSelectedConsents stores it (`{consents, timestamp}` under int-consents).
function seedConsents(key: string): void {
  if (window.localStorage.getItem(key) !== null) return;
  const value = {consents: {functional: true}, timestamp: Date.now()};
  window.localStorage.setItem(key, JSON.stringify(value));
}

/**
 * Resolves once the runtime is ready: the islands that hydrate at once (strategy `load`: item
 * list, item page, cart, checkout, thanks; the cookie banner when it has to show) have hydrated,
 * the others wait for their trigger (interaction, visibility, the drawer opening, …), and
 * client-side navigation is on. The runtime adds its live region (`[data-sf-announcer]`, the
 * "Navigated to …" announcer) at exactly that point (packages/site/src/runtime/start.ts,
 * decision 014). Clicking or typing into an island that has not hydrated yet is fine: the click
 * is held and replayed, the typed text kept, once it has.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.locator('[data-sf-announcer]').waitFor({state: 'attached', timeout: 10_000});
}
