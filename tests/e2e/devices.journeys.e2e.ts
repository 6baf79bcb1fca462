// The device matrix, so every journey works on a phone and a tablet too: the visitor journeys at
// the three device profiles (phone and tablet tapping, desktop clicking), in German, on the
// jeweller's site (the optician has no shop). One browser; each journey gets a fresh context made
// from its profile, so storage (cart, consents) starts empty. The same journeys in English and
// French run in the long tail (devices.languages.long.e2e.ts, `npm run test:e2e:long`).
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, it} from 'vitest';
import {launchChromium, openPage} from './support/browser.ts';
import {DEVICES} from './support/devices.ts';
import {JOURNEYS} from './support/journeyTable.ts';
import {JEWELLER, site} from './support/sites.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe.each(DEVICES)('visitor journeys on a $name', (device) => {
  it.each(JOURNEYS)('$title', async ({run, consented}) => {
    const {context, page} = await openPage(browser, site(JEWELLER).url, {
      ...device.context,
      consented,
    });
    try {
      await run(page, device, 'de', site(JEWELLER));
    } finally {
      await context.close();
    }
  });
});
