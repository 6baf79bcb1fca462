// The device matrix, long tail (`npm run test:e2e:long`): the six visitor journeys of
// devices.journeys.e2e.ts again in English and French, at all three device profiles.
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, it} from 'vitest';
import type {Lang} from '@schaufenster/core';
import {launchChromium, openPage} from './support/browser.ts';
import {DEVICES} from './support/devices.ts';
import {JOURNEYS} from './support/journeyTable.ts';
import {JEWELLER, site} from './support/sites.ts';

const OTHER_LANGUAGES: readonly Lang[] = ['en', 'fr'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe.each(OTHER_LANGUAGES)('visitor journeys in %s', (lang) => {
  describe.each(DEVICES)('on a $name', (device) => {
    it.each(JOURNEYS)('$title', async ({run, consented}) => {
      const {context, page} = await openPage(browser, site(JEWELLER).url, {
        ...device.context,
        consented,
      });
      try {
        await run(page, device, lang, site(JEWELLER));
      } finally {
        await context.close();
      }
    });
  });
});
