// Decision 049 (a look worthy of a jeweller): the design pass's points that matter, measured on the
// built fixture sites so they cannot quietly come back. Attribute names fit their cell at 375 px;
// product cards have no box and show their rating as stars named from the catalogue; brand cards in
// a row are of one height; the jeweller's large headings wear the display serif and the optician's
// the text face; the header's buttons have the kit's one button shape; the dark theme's drawer is a
// raised surface that text reads on, over a dark scrim; addresses are upright.
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {contrastRatio, itemPath, localizedPath, t} from '@schaufenster/core';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, OPTICIAN, site} from './support/sites.ts';

const STORE_ROOT = localizedPath('item_list', 'de');
// A watch with "Gehäusedurchmesser" among its attributes.
const WATCH = itemPath(STORE_ROOT, 'nomos-club-campus');
const PHONE = {width: 375, height: 812};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function visit(retailer: string, path: string, viewport = {width: 1280, height: 900}) {
  const opened = await openPage(browser, site(retailer).url, {viewport});
  const answer = await opened.page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await waitForIslands(opened.page);
  return opened;
}

// `rgb(r, g, b)` as Chromium reports a computed colour, to `#rrggbb`.
function hex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

async function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
}

describe('the design pass (decision 049)', () => {
  it('fits every attribute name in its cell at 375 px, none overprinting its value', async () => {
    const {context, page} = await visit(JEWELLER, WATCH, PHONE);
    const rows = await page.locator('main dl > div').evaluateAll((divs) =>
      divs.map((div) => {
        const name = div.querySelector('dt');
        const value = div.querySelector('dd');
        if (!name || !value) return null;
        const a = name.getBoundingClientRect();
        const b = value.getBoundingClientRect();
        const overlaps =
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return {
          name: name.textContent,
          overflows: name.scrollWidth > name.clientWidth,
          overlaps,
        };
      }),
    );
    expect(rows.map((row) => row?.name)).toContain('Gehäusedurchmesser');
    expect(rows.filter((row) => row && (row.overflows || row.overlaps))).toEqual([]);
    await context.close();
  });

  it('shows product cards without a box and ratings as stars named from the catalogue', async () => {
    const {context, page} = await visit(JEWELLER, STORE_ROOT);
    const cards = page.locator('main li article');
    await expect.poll(() => cards.count()).toBeGreaterThan(4);
    const borders = await cards.evaluateAll((all) =>
      all.flatMap((card) =>
        [card, ...card.querySelectorAll('div')].map((el) => getComputedStyle(el).borderTopWidth),
      ),
    );
    expect(new Set(borders)).toEqual(new Set(['0px']));
    // "4,7 von 5 Sternen" is the stars' accessible name, no longer text on the card.
    const stars = page.getByRole('img', {name: t('de', 'ratingsAverage', {rating: 4.7})});
    await expect.poll(() => stars.count()).toBeGreaterThan(0);
    await expect(stars.first().locator('svg').count()).resolves.toBe(10);
    await context.close();
  });

  it('gives the brand cards in each row of the home page one height', async () => {
    const {context, page} = await visit(JEWELLER, localizedPath('home', 'de'));
    const rows = await page.locator('main li:has(> h3 a)').evaluateAll((items) =>
      items.map((li) => ({
        top: li.getBoundingClientRect().top,
        h: Math.round(li.getBoundingClientRect().height),
      })),
    );
    expect(rows.length).toBeGreaterThan(3);
    const byRow = new Map<number, number[]>();
    for (const {top, h} of rows)
      byRow.set(Math.round(top), [...(byRow.get(Math.round(top)) ?? []), h]);
    for (const heights of byRow.values()) expect(new Set(heights).size).toBe(1);
    await context.close();
  });

  it("sets the jeweller's large headings in the display serif, the optician's in the text face", async () => {
    const jeweller = await visit(JEWELLER, localizedPath('home', 'de'));
    expect(await computed(jeweller.page, 'h1', 'font-family')).toMatch(/^"?Cormorant Garamond/);
    expect(await computed(jeweller.page, 'h1', 'font-weight')).toBe('600');
    expect(await computed(jeweller.page, 'main p', 'font-weight')).toBe('400');
    await jeweller.context.close();
    const optician = await visit(OPTICIAN, localizedPath('home', 'de'));
    expect(await computed(optician.page, 'h1', 'font-family')).toMatch(/^"?Source Sans Pro/);
    await optician.context.close();
  });

  it('draws the header buttons in the one button shape of the kit', async () => {
    const {context, page} = await visit(JEWELLER, STORE_ROOT);
    const header = await computed(page, 'header button', 'border-top-left-radius');
    const more = await computed(
      page,
      'main button[data-variant="primary"]',
      'border-top-left-radius',
    );
    expect(header).toBe(more);
    expect(Number.parseFloat(header)).toBeLessThan(8);
    await context.close();
  });

  it("raises the dark theme's drawer above its page, over a dark scrim, text readable on it", async () => {
    const {context, page} = await visit(OPTICIAN, localizedPath('home', 'de'));
    await page
      .getByRole('button', {name: t('de', 'headerContactButton')})
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400); // the slide-in
    const base = hex(await computed(page, 'body', 'background-color'));
    const drawer = await dialog.evaluate((el) => {
      let box: Element | null = el;
      while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)') {
        box = box.parentElement;
      }
      const scrim = box?.parentElement;
      return {
        surface: box ? getComputedStyle(box).backgroundColor : '',
        text: getComputedStyle(el).color,
        scrim: scrim ? getComputedStyle(scrim).backgroundColor : '',
        italic: [...el.querySelectorAll('address')].some(
          (a) => getComputedStyle(a).fontStyle === 'italic',
        ),
      };
    });
    expect(hex(drawer.surface)).not.toBe(base);
    expect(contrastRatio('#ffffff', hex(drawer.surface))).toBeLessThan(
      contrastRatio('#ffffff', base),
    );
    expect(contrastRatio(hex(drawer.text), hex(drawer.surface))).toBeGreaterThanOrEqual(4.5);
    // The scrim: black at 70 %, not a washed-out grey.
    expect(drawer.scrim).toMatch(/^rgba\(0, 0, 0, 0\.[6-9]/);
    expect(drawer.italic).toBe(false);
    await context.close();
  });
});
