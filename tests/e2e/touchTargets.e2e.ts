// Touch targets, so a finger hits them: every interactive target is at least 44 × 44 CSS px on
// phones and tablets, measured on the jeweller's main templates (home, category, contact, item
// list, item with its variant list open, cart with a line, checkout) and with the drawer, a menu
// group and the cookie banner open. Failures name page, element and size (support/touchTargets.ts
// says what counts, and its only exemption: links inside a sentence of running text).
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cartPath, checkoutPath, itemPath, localizedPath, t, type Lang} from '@schaufenster/core';
import {launchChromium, openPage} from './support/browser.ts';
import {pressOn, shellBar, TOUCH_DEVICES} from './support/devices.ts';
import {SOON, visit} from './support/journeys.ts';
import {smallTargets} from './support/touchTargets.ts';
import {JEWELLER, site} from './support/sites.ts';

const LANG: Lang = 'de';
const STORE_ROOT = localizedPath('item_list', LANG);
const WITH_VARIANTS = itemPath(STORE_ROOT, 'tudor-black-bay-58');
// Home, a category page (the watches), contact and the item list.
const PLAIN_PAGES = [
  localizedPath('home', LANG),
  localizedPath('watches', LANG),
  localizedPath('contact', LANG),
  STORE_ROOT,
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('the touch-target check', () => {
  it('names a small button and skips a link inside a sentence', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, TOUCH_DEVICES[0].context);
    await visit(page, localizedPath('contact', LANG));
    await page.evaluate(() => {
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'afterbegin',
          '<div id="probe"><button id="tiny" style="all: unset">x</button>' +
            '<p>Lesen Sie <a href="/impressum">das Impressum</a> vorher.</p>' +
            '<p><a id="alone" href="/impressum" style="display: inline-flex; ' +
            'min-block-size: 2.75rem; min-inline-size: 2.75rem">Impressum</a></p></div>',
        );
    });
    const found = await smallTargets(page, 'probe', '#probe');
    expect(found).toEqual([expect.stringMatching(/^probe: button#tiny "x" \d+×\d+ px$/)]);
    await context.close();
  });
});

describe.each(TOUCH_DEVICES)('touch targets on a $name', (device) => {
  it('main templates: home, category, contact, item list, item, cart, checkout', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, device.context);
    const problems: string[] = [];
    const measure = async (label: string, scope?: string) =>
      problems.push(...(await smallTargets(page, `${device.name} ${label}`, scope)));
    for (const path of PLAIN_PAGES) {
      await visit(page, path);
      await measure(path);
    }
    await visit(page, WITH_VARIANTS);
    await measure(WITH_VARIANTS);
    const press = pressOn(device);
    const main = page.locator('main');
    await press(main.getByRole('combobox').first());
    await page
      .getByRole('option')
      .first()
      .waitFor({state: 'visible', ...SOON});
    await measure(`${WITH_VARIANTS} [variant list open]`);
    // A variant chosen and added, for the cart and checkout that follow.
    await press(page.getByRole('option', {disabled: false, selected: false}).first());
    const add = main.getByRole('button', {name: t(LANG, 'itemPageAddToCart'), exact: true});
    await expect.poll(() => add.isEnabled(), SOON).toBe(true);
    await press(add);
    await main.getByText(t(LANG, 'itemPageAddedToCart', {count: 1})).waitFor(SOON);
    await measure(`${WITH_VARIANTS} [added to the cart]`);
    await visit(page, cartPath(STORE_ROOT));
    await measure(`${cartPath(STORE_ROOT)} [one line]`);
    await visit(page, checkoutPath(STORE_ROOT));
    await page.locator('main').getByText('Tudor Black Bay 58').first().waitFor(SOON);
    await measure(checkoutPath(STORE_ROOT));
    await context.close();
    expect(problems).toEqual([]);
  });

  it('the drawer with the menu and a group open, and the cookie banner', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {
      ...device.context,
      consented: false,
    });
    const press = pressOn(device);
    const problems: string[] = [];
    await visit(page, localizedPath('home', LANG));
    const allowSelected = page.getByRole('button', {
      name: t(LANG, 'cookieBannerAllowSelected'),
      exact: true,
    });
    await allowSelected.waitFor({state: 'visible', ...SOON});
    problems.push(...(await smallTargets(page, `${device.name} / [cookie banner open]`)));
    await press(allowSelected);
    await allowSelected.waitFor({state: 'hidden', ...SOON});

    await press(
      shellBar(page, device, LANG).getByRole('button', {
        name: t(LANG, 'bottomBarMenuButton'),
        exact: true,
      }),
    );
    const drawer = page.getByRole('dialog', {name: t(LANG, 'drawerMenuTitle')});
    await drawer.waitFor({state: 'visible', ...SOON});
    problems.push(...(await smallTargets(page, `${device.name} [drawer: menu]`, '[role=dialog]')));
    const groups = drawer.getByRole('navigation').getByRole('button', {expanded: false});
    for (let left = await groups.count(); left > 0; left -= 1) await press(groups.first());
    problems.push(
      ...(await smallTargets(page, `${device.name} [drawer: groups open]`, '[role=dialog]')),
    );
    await context.close();
    expect(problems).toEqual([]);
  });
});
