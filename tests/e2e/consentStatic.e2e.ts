// The prerendered cookie banner (decision 040): a first visit sees it before any React is on the
// page, the press that reaches for it is held and replayed once it has hydrated, and reopening
// it with a stored choice shows that choice rather than the prerendered defaults.
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STORAGE_KEYS, t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {DEVICES, PHONE, pressOn, type DeviceProfile} from './support/devices.ts';
import {scriptLog} from './support/scriptLog.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const SOON = {timeout: 10_000};
const matomoSwitch = (page: Page) =>
  page.getByRole('switch', {name: t('de', 'cookieBannerSwitchLabel', {name: 'Matomo'})});
const button = (page: Page, key: 'cookieBannerAllowSelected' | 'cookieBannerAllowAll') =>
  page.getByRole('button', {name: t('de', key), exact: true});

// What the page shows around the banner: its offset under the page and the focused element.
const pageState = (page: Page) =>
  page.evaluate(() => ({
    offset: document.body.style.paddingBlockEnd,
    scrollOffset: document.documentElement.style.scrollPaddingBlockEnd,
    marked: document.documentElement.hasAttribute('data-cookie-banner'),
    focused: document.activeElement?.textContent ?? '',
  }));

// The switch's input is visually hidden (its drawn track is what a finger or pointer hits).
const pressSwitch = (device: DeviceProfile, page: Page) =>
  device.context.hasTouch
    ? matomoSwitch(page).tap({force: true})
    : matomoSwitch(page).click({force: true});

// With the matomo consent given, analytics loads: a stand-in, as no other host is reachable here.
const standInOffSite = (context: BrowserContext) =>
  context.route(
    (url) => url.hostname !== new URL(site(JEWELLER).url).hostname,
    (route) => route.fulfill({contentType: 'text/javascript', body: ''}),
  );

const storedChoice = async (page: Page) => {
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consents);
  return (JSON.parse(stored ?? '{}') as {consents?: Record<string, boolean>}).consents;
};

describe('the prerendered cookie banner (decision 040)', () => {
  for (const device of DEVICES) {
    it(`${device.name}: shows without React; the first press on a switch and the save are kept`, async () => {
      const {context, page, errors} = await openPage(browser, site(JEWELLER).url, {
        consented: false,
        ...device.context,
      });
      await standInOffSite(context);
      const scripts = scriptLog(page);
      await page.goto('/impressum');
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      await button(page, 'cookieBannerAllowAll').waitFor({state: 'visible', ...SOON});
      // Shown by the runtime alone: no island code, no messages (React comes with them).
      expect(scripts).not.toContain('CookieBanner');
      expect(scripts.filter((name) => name.startsWith('messages-'))).toEqual([]);
      const shown = await pageState(page);
      expect(shown.focused).toBe('Cookies');
      expect(shown.marked).toBe(true);
      expect(Number.parseInt(shown.offset, 10)).toBeGreaterThan(100);
      expect(shown.scrollOffset).toBe(shown.offset);
      // Matomo is offered unticked: a pre-ticked box is no consent (decision 076).
      expect(await matomoSwitch(page).isChecked()).toBe(false);

      // The first press reaches for the banner: it hydrates, and the press is replayed.
      await pressSwitch(device, page);
      await expect.poll(() => matomoSwitch(page).isChecked(), SOON).toBe(true);
      expect(scripts).toContain('CookieBanner');
      await pressOn(device)(button(page, 'cookieBannerAllowSelected'));
      await button(page, 'cookieBannerAllowSelected').waitFor({state: 'hidden', ...SOON});
      expect(await storedChoice(page)).toMatchObject({functional: true, matomo: true});
      expect(await pageState(page)).toMatchObject({offset: '', scrollOffset: '', marked: false});
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('saves "allow all" pressed at once, before anything hydrated', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url, {
      consented: false,
      ...PHONE.context,
    });
    await standInOffSite(context);
    await page.goto('/');
    await button(page, 'cookieBannerAllowAll').tap();
    await button(page, 'cookieBannerAllowAll').waitFor({state: 'hidden', ...SOON});
    expect(await storedChoice(page)).toMatchObject({functional: true, matomo: true});
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('reopened, shows the stored choice, not the prerendered defaults, and takes focus', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url, {
      consented: false,
    });
    await standInOffSite(context);
    // Matomo given: the prerendered banner has it unticked, so the switch shows which one it is.
    await context.addInitScript((key) => {
      const value = {consents: {functional: true, matomo: true}, timestamp: Date.now()};
      window.localStorage.setItem(key, JSON.stringify(value));
    }, STORAGE_KEYS.consents);
    await page.goto('/impressum');
    await waitForIslands(page);
    expect(await button(page, 'cookieBannerAllowAll').isVisible()).toBe(false);
    await page.getByRole('button', {name: t('de', 'footerCookieSettings'), exact: true}).click();
    await button(page, 'cookieBannerAllowAll').waitFor({state: 'visible', ...SOON});
    expect(await matomoSwitch(page).isChecked()).toBe(true);
    await expect.poll(async () => (await pageState(page)).focused, SOON).toBe('Cookies');
    expect(errors).toEqual([]);
    await context.close();
  });
});
