// The visitor journeys of the device matrix that need no shop: menu in the drawer, language switch,
// cookie banner, contact form. Each drives one page of a context made from a device profile,
// pressing as that device does, in one language; the test files choose the profiles and languages
// (devices.journeys.e2e.ts, *.long.e2e.ts).
import type {Page} from 'playwright-core';
import {expect} from 'vitest';
import {LANGUAGES, localizedPath, t, type Lang} from '@schaufenster/core';
import {waitForIslands} from './browser.ts';
import {pressOn, shellBar, type DeviceProfile} from './devices.ts';

/** How long a hydration, swap or answer may take on the shared two-core machine. */
export const SOON = {timeout: 15_000};

/** Opens `path` as a document and waits for the runtime. */
export async function visit(page: Page, path: string): Promise<void> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await waitForIslands(page);
}

// A value on window survives a client-side navigation and is gone after a document load.
const MARKER = '__sfJourneyMarker';
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate((name) => Object.assign(window, {[name]: 'kept'}), MARKER);
}
export async function markerKept(page: Page): Promise<boolean> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, unknown>)[name] === 'kept',
    MARKER,
  );
}

/**
 * 1. The menu button of the device's shell (bottom bar or header) opens the drawer; a closed
 * menu group opens; its first internal link swaps the page without a document load and the
 * runtime announces "Navigiert zu …".
 */
export async function menuJourney(page: Page, device: DeviceProfile, lang: Lang): Promise<void> {
  const press = pressOn(device);
  await visit(page, localizedPath('home', lang));
  await setMarker(page);
  const menuKey = device.bottomBar ? 'bottomBarMenuButton' : 'headerMenuButton';
  const bar = shellBar(page, device, lang);
  await press(bar.getByRole('button', {name: t(lang, menuKey), exact: true}));
  const drawer = page.getByRole('dialog', {name: t(lang, 'drawerMenuTitle')});
  await drawer.waitFor({state: 'visible', ...SOON});

  // The first group with a link in the page language: a link to another language's page (the
  // route table's German fallback) loads as a document by design (decision 012).
  const sameLanguage =
    lang === 'de' ? 'a[href^="/"]:not([href^="/en/"]):not([href^="/fr/"])' : `a[href^="/${lang}/"]`;
  const names = await drawer
    .getByRole('navigation')
    .getByRole('button', {expanded: false})
    .allInnerTexts();
  let link = page.locator('#none');
  for (const name of names) {
    const group = drawer.getByRole('button', {name: name.trim(), exact: true});
    if ((await group.getAttribute('aria-expanded')) !== 'false') continue;
    await press(group);
    await expect.poll(() => group.getAttribute('aria-expanded'), SOON).toBe('true');
    const panelId = await group.getAttribute('aria-controls');
    expect(panelId, 'the group names the panel it opens').toBeTruthy();
    link = page.locator(`[id="${panelId}"] ${sameLanguage}`).first();
    if ((await link.count()) > 0) break;
  }
  await link.waitFor({state: 'visible', ...SOON});
  // A menu link may carry a query or a fragment (`/en/shop?category=1`): the page is its path.
  const target = (await link.getAttribute('href'))?.split(/[?#]/)[0];
  await press(link);
  await page.waitForURL((url) => url.pathname === target, SOON);
  const live = page
    .locator('[aria-live]')
    .filter({hasText: t(lang, 'routeAnnouncerNavigated', {title: ''})});
  await expect.poll(() => live.count(), SOON).toBe(1);
  expect(await markerKept(page), 'no document load').toBe(true);
  await drawer.waitFor({state: 'hidden', ...SOON});
}

/**
 * 2. On the contact page, which exists in all three languages, the language links lead from
 * `lang` through the other two and back, each page in its own language.
 */
export async function languageJourney(
  page: Page,
  device: DeviceProfile,
  lang: Lang,
): Promise<void> {
  const press = pressOn(device);
  await visit(page, localizedPath('contact', lang));
  const start = LANGUAGES.indexOf(lang);
  const order = [1, 2, 3].map((step) => LANGUAGES[(start + step) % LANGUAGES.length] as Lang);
  let from = lang;
  for (const to of order) {
    const links = page.getByRole('navigation', {name: t(from, 'pageLanguageLinksLabel')});
    const nameKey = ({de: 'languageNameDe', en: 'languageNameEn', fr: 'languageNameFr'} as const)[
      to
    ];
    await press(links.getByRole('link', {name: t(from, nameKey), exact: true}));
    const path = localizedPath('contact', to);
    await page.waitForURL((url) => url.pathname === path, SOON);
    await waitForIslands(page);
    await expect.poll(() => page.locator('html').getAttribute('lang'), SOON).toBe(to);
    from = to;
  }
}

/**
 * 5. A first visit shows the cookie banner; "allow selected" stores the choice and closes it; a
 * reload shows no banner; the footer's "Cookie Einstellungen" reopens it. The context must start
 * without stored consents.
 */
export async function bannerJourney(page: Page, device: DeviceProfile, lang: Lang): Promise<void> {
  const press = pressOn(device);
  const allowSelected = page.getByRole('button', {
    name: t(lang, 'cookieBannerAllowSelected'),
    exact: true,
  });
  await visit(page, localizedPath('home', lang));
  await allowSelected.waitFor({state: 'visible', ...SOON});
  await press(allowSelected);
  await allowSelected.waitFor({state: 'hidden', ...SOON});
  await page.reload();
  await waitForIslands(page);
  expect(await allowSelected.isVisible()).toBe(false);
  const settings = page.getByRole('button', {name: t(lang, 'footerCookieSettings'), exact: true});
  await press(settings);
  await allowSelected.waitFor({state: 'visible', ...SOON});
}

/** 6. The contact form filled in and sent leads to the thanks page. */
export async function contactJourney(page: Page, device: DeviceProfile, lang: Lang): Promise<void> {
  const press = pressOn(device);
  await visit(page, localizedPath('contact', lang));
  const main = page.locator('main');
  await main.getByRole('textbox', {name: t(lang, 'contactFormName')}).fill('Anna Muster');
  await main
    .getByRole('textbox', {name: t(lang, 'contactFormEmail')})
    .fill(`journey-${Date.now()}@example.org`);
  await main
    .getByRole('textbox', {name: t(lang, 'contactFormMessage')})
    .fill('Haben Sie die Uhr auch in 39 mm?');
  // The native input is hidden under the drawn box: press its label, which holds only the box
  // (the agreement text beside it has a link to the privacy page).
  const consent = main.getByRole('checkbox');
  await press(consent.locator('xpath=ancestor::label'));
  await expect.poll(() => consent.isChecked(), SOON).toBe(true);
  await press(main.getByRole('button', {name: t(lang, 'contactFormSubmit'), exact: true}));
  const thanks = localizedPath('thanks', lang);
  await page.waitForURL((url) => url.pathname === thanks, SOON);
  await page.getByRole('heading', {level: 1, name: t(lang, 'thanksHeading')}).waitFor(SOON);
}
