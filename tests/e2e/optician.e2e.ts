// spec §2 Page shell (default footer), Other paths (/barrierefreiheit only with
// show_accessibility): the optician has no footer widgets and the accessibility statement on;
// the jeweller has it off.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchChromium, openPage} from './support/browser.ts';
import {JEWELLER, OPTICIAN, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('optician', () => {
  it('shows the default footer: Adresse, Kontakt, Öffnungszeiten, Rechtliches', async () => {
    const {context, page} = await openPage(browser, site(OPTICIAN).url);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const headings = await footer.getByRole('heading').allInnerTexts();
    expect(headings.map((text) => text.trim())).toEqual([
      'Adresse',
      'Kontakt',
      'Öffnungszeiten',
      'Rechtliches',
    ]);
    await context.close();
  });

  it('links the accessibility statement, which loads', async () => {
    const {context, page} = await openPage(browser, site(OPTICIAN).url);
    await page.goto('/');
    const link = page.getByRole('contentinfo').locator('a[href="/barrierefreiheit"]');
    expect(await link.count()).toBe(1);
    await link.click();
    await page.waitForURL('**/barrierefreiheit');
    await expect
      .poll(async () => (await page.getByRole('heading', {level: 1}).innerText()).trim())
      .toBe('Erklärung zur Barrierefreiheit');
    await context.close();
  });

  it('is the only one of the two with that link (the jeweller has show_accessibility off)', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/');
    expect(await page.locator('a[href="/barrierefreiheit"]').count()).toBe(0);
    expect((await fetch(new URL('/barrierefreiheit', site(JEWELLER).url))).status).toBe(404);
    await context.close();
  });
});
