// `npm start`: the built site talks to the local order service on its own origin (the static server
// proxies /ecom/*, /forms/*, /newsletter/*), so subscribing shows a real answer.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {subscribersOf} from './support/orderDatabase.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('order service behind the site', () => {
  it('answers the order endpoints on the site origin, in its error shape', async () => {
    const answer = await fetch(new URL('/ecom/order', site(JEWELLER).url), {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({status: 'error'});
  });

  it('subscribes from the footer’s newsletter column; the demo footer has no unknown widget', async () => {
    const email = `e2e-footer-${Date.now()}@example.org`;
    const {context, page, errors} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/impressum');
    await waitForIslands(page);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText('Widget nicht gefunden').count()).toBe(0);
    expect(await footer.getByRole('heading', {name: 'Newsletter', exact: true}).count()).toBe(1);
    await footer.getByLabel('E-Mail-Adresse').fill(email);
    await footer.getByRole('button', {name: 'Anmelden', exact: true}).click();
    await footer.getByText('Vielen Dank für Ihre Anmeldung!').waitFor({timeout: 10_000});
    expect(subscribersOf(site(JEWELLER), email)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes to the newsletter from the home page, once per address', async () => {
    const email = `e2e-${Date.now()}@example.org`;
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    await page.goto('/');
    await waitForIslands(page);
    // The footer has a signup too (newsletterTeaser): the home page's is the one in main.
    const main = page.locator('main');
    await main.getByLabel('E-Mail-Adresse').fill(email);
    await main.getByRole('button', {name: 'Anmelden', exact: true}).click();
    await main.getByText('Vielen Dank für Ihre Anmeldung!').waitFor({timeout: 10_000});
    await context.close();
    // The same address again is answered like a new one, so nobody can tell who subscribed,
    // and is stored once (decision 010e).
    const again = await fetch(new URL('/newsletter/subscribe', site(JEWELLER).url), {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({email: email.toUpperCase()}),
    });
    expect([again.status, await again.json()]).toEqual([200, {status: 'ok'}]);
    expect(subscribersOf(site(JEWELLER), email)).toBe(1);
  });
});
