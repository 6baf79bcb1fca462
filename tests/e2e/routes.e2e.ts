// spec §2 Pages and paths: every path of the route table answers 200 in each language it exists
// in and shows its heading.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {expectedPages, headingsOf, htmlLangOf, loadRetailer} from './support/expectedPages.ts';
import {JEWELLER, OPTICIAN, RETAILERS, site} from './support/sites.ts';

// A few paths pinned literally, so a mistake in the derivation cannot hide a missing page.
const PINNED: readonly {path: string; lang: string; heading: string}[] = [
  {path: '/', lang: 'de', heading: 'Juwelier Morgenstern'},
  {path: '/en/', lang: 'en', heading: 'Juwelier Morgenstern'},
  {path: '/kontakt', lang: 'de', heading: 'Kontakt'},
  {path: '/en/contact', lang: 'en', heading: 'Contact'},
  {path: '/fr/mentions-legales', lang: 'fr', heading: 'Mentions légales'},
  {path: '/uhren/rolex', lang: 'de', heading: 'Rolex'},
];

describe.each(RETAILERS)('route table of %s', (retailer) => {
  it('answers 200 with the page language and one non-empty h1 on every page × language', async () => {
    const expected = expectedPages(await loadRetailer(retailer));
    // The optician has 35 (no shop, two category pages), the jeweller 62.
    expect(expected.length).toBeGreaterThan(30);
    const problems: string[] = [];
    // Eight at a time: the static server is local, the check is about content, not load.
    for (let start = 0; start < expected.length; start += 8) {
      await Promise.all(
        expected.slice(start, start + 8).map(async (page) => {
          const answer = await fetch(new URL(page.path, site(retailer).url));
          const html = await answer.text();
          const headings = headingsOf(html);
          const lang = htmlLangOf(html);
          if (answer.status !== 200) problems.push(`${page.path} (${page.what}): ${answer.status}`);
          else if (lang !== page.lang) problems.push(`${page.path}: lang "${lang}"`);
          else if (headings.length !== 1 || !headings[0]) {
            problems.push(`${page.path}: h1 ${JSON.stringify(headings)}`);
          }
        }),
      );
    }
    expect(problems).toEqual([]);
  });
});

describe('pinned paths of the jeweller', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('are part of the derived list', async () => {
    const expected = expectedPages(await loadRetailer(JEWELLER)).map(({path, lang}) => ({
      path,
      lang,
    }));
    for (const {path, lang} of PINNED) expect(expected).toContainEqual({path, lang});
  });

  it('show their heading in the browser, hydrate without errors', async () => {
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url);
    for (const pinned of PINNED) {
      const answer = await page.goto(pinned.path);
      expect(answer?.status(), pinned.path).toBe(200);
      await expect
        .poll(() => page.locator('html').getAttribute('lang'), {timeout: 5_000})
        .toBe(pinned.lang);
      const heading = page.getByRole('heading', {level: 1});
      expect(await heading.isVisible(), pinned.path).toBe(true);
      expect((await heading.innerText()).trim()).toBe(pinned.heading);
      await waitForIslands(page);
      // A hydration mismatch or a failed chunk shows as a page or console error.
      expect(errors, pinned.path).toEqual([]);
    }
    await context.close();
  });
});

describe('category pages without content (decision 027)', () => {
  // The optician's menus and brands fill /optik and /fuer-kinder only.
  const EMPTY = ['/fahrraeder', '/en/bicycles', '/heimtextilien', '/florale-werkstatt', '/events'];

  it('are not built: the optician answers 404 and lists none in the sitemap', async () => {
    for (const path of EMPTY) {
      const answer = await fetch(new URL(path, site(OPTICIAN).url));
      expect(answer.status, path).toBe(404);
    }
    const sitemap = await (await fetch(new URL('/sitemap.xml', site(OPTICIAN).url))).text();
    expect(sitemap).toContain('/optik</loc>');
    for (const path of EMPTY) expect(sitemap, path).not.toContain(`${path}<`);
    for (const path of EMPTY) expect(sitemap, path).not.toContain(`${path}"`);
  });
});
