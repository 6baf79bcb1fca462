// Fault tests, storage (decision 016): built pages loaded with corrupt int-cart, int-checkout and
// int-consents values (a seeded sample of the generator's, plus its nastiest) load, show a usable
// empty state (empty cart, empty checkout, cookie banner), log a warning per key and throw nothing
// to the page. All values go through the real stores in the unit tests (*.faults.test.ts); this
// proves the built pages wire them the same way.
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {
  CORRUPT_KEYS,
  sampleCorruptValues,
  type CorruptKey,
  type CorruptValue,
} from '../faults/corruptStorage.ts';
import {launchChromium} from './support/browser.ts';
import {PRODUCT, SHOP_SOON} from './support/checkout.ts';
import {recordConsole, type PageLog} from './support/console.ts';
import {inPagePool} from './support/pool.ts';
import {JEWELLER, site} from './support/sites.ts';

/** Values per key picked by the seed; the nasty ones come on top. */
const SAMPLE_SIZE = 30;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

type Entries = Partial<Record<CorruptKey, string>>;

// Puts `entries` into the page's origin's localStorage, the rest of the three keys removed.
async function store(page: Page, entries: Entries): Promise<void> {
  if (!page.url().startsWith(site(JEWELLER).url)) await page.goto('/robots.txt');
  await page.evaluate(
    ({keys, values}) => {
      for (const key of keys) {
        const value = values[key];
        if (value === undefined) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    {keys: [...CORRUPT_KEYS], values: entries},
  );
}

// What the page shows of the three stores, and what storage holds afterwards.
async function observe(page: Page) {
  return page.evaluate(
    (keys) => {
      const stored = Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]));
      const polluted =
        Object.getOwnPropertyNames(Object.prototype).filter((name) => /pollut|isAdmin/.test(name))
          .length > 0 || ({} as Record<string, unknown>).polluted !== undefined;
      return {stored, polluted};
    },
    [...CORRUPT_KEYS],
  );
}

const logs = new WeakMap<Page, PageLog>();
function logOf(page: Page): PageLog {
  const known = logs.get(page);
  if (known) return known;
  const log = recordConsole(page);
  logs.set(page, log);
  return log;
}

const warnedAbout = (log: PageLog, key: CorruptKey) =>
  log.warnings.some((text) => text.includes(`"${key}"`));

const describeValue = (value: CorruptValue) =>
  `${value.key} ${value.kind} (${value.detail}, ${value.text.length} chars)`;

// The samples, paired by index: load i holds cart[i], checkout[i] and consents[i].
function loads(): Array<Record<CorruptKey, CorruptValue>> {
  const samples = CORRUPT_KEYS.map((key) => sampleCorruptValues(key, SAMPLE_SIZE));
  const count = Math.max(...samples.map((sample) => sample.length));
  return Array.from({length: count}, (_, i) => {
    const pick = (index: number) => {
      const sample = samples[index] ?? [];
      return sample[i % sample.length] as CorruptValue;
    };
    return {'int-cart': pick(0), 'int-checkout': pick(1), 'int-consents': pick(2)};
  });
}

const cartEmpty = (page: Page) => page.locator('main').getByText(t('de', 'cartEmpty'));
const cartButton = (page: Page, count: number) =>
  page.getByRole('link', {name: t('de', 'cartButtonLabel', {count}), exact: true});
const bannerButton = (page: Page) =>
  page.getByRole('button', {name: t('de', 'cookieBannerAllowSelected'), exact: true});

describe('corrupt browser storage on built pages (decision 016)', () => {
  it('the checkout page: empty cart, empty checkout, banner; a warning per key; no page error', async () => {
    const problems: string[] = [];
    const all = loads();
    expect(all.length).toBeGreaterThanOrEqual(SAMPLE_SIZE);
    await inPagePool(
      browser,
      site(JEWELLER).url,
      all,
      async (page, values) => {
        const log = logOf(page);
        await store(page, {
          'int-cart': values['int-cart'].text,
          'int-checkout': values['int-checkout'].text,
          'int-consents': values['int-consents'].text,
        });
        log.clear();
        const what = CORRUPT_KEYS.map((key) => describeValue(values[key])).join(' / ');
        const answer = await page.goto('/shop/kasse');
        if (answer?.status() !== 200) problems.push(`${what}: status ${answer?.status()}`);
        try {
          await cartEmpty(page).waitFor(SHOP_SOON);
          await bannerButton(page).waitFor(SHOP_SOON);
          await cartButton(page, 0).waitFor(SHOP_SOON);
        } catch {
          problems.push(`${what}: no empty cart, cart button or cookie banner`);
        }
        const seen = await observe(page);
        for (const key of CORRUPT_KEYS) {
          if (!warnedAbout(log, key)) problems.push(`${what}: no warning about ${key}`);
          if (seen.stored[key] !== null) problems.push(`${what}: ${key} kept`);
        }
        if (seen.polluted) problems.push(`${what}: Object.prototype polluted`);
        if (log.pageErrors.length > 0) problems.push(`${what}: ${log.pageErrors.join('; ')}`);
      },
      {consented: false, serviceWorkers: 'block'},
    );
    expect(problems).toEqual([]);
  }, 180_000);

  it('a content page: with the worst cart and consent values the banner and "Warenkorb (0)" work', async () => {
    // Four of the nasty ones: over the length limit, 20,000 levels deep, prototype pollution,
    // and the key's own worst (consents as an array, a NaN count).
    const nasty = (key: CorruptKey) => {
      const values = sampleCorruptValues(key, 0);
      const first = (test: (value: CorruptValue) => boolean) => values.find(test);
      return [
        first((value) => value.kind === 'hugeString'),
        first((value) => value.kind === 'nestedGarbage'),
        first((value) => value.kind === 'pollution'),
        first((value) => value.kind === 'wrongType' && value.text.startsWith('{')) ??
          first((value) => value.kind === 'badCount'),
      ].filter((value): value is CorruptValue => value !== undefined);
    };
    const carts = nasty('int-cart');
    const consents = nasty('int-consents');
    const problems: string[] = [];
    const pairs = carts.map((cart, i) => [cart, consents[i % consents.length]] as const);
    await inPagePool(
      browser,
      site(JEWELLER).url,
      pairs,
      async (page, [cart, consent]) => {
        if (consent === undefined) return;
        const log = logOf(page);
        await store(page, {'int-cart': cart.text, 'int-consents': consent.text});
        log.clear();
        const what = `${describeValue(cart)} / ${describeValue(consent)}`;
        await page.goto('/kontakt');
        try {
          await bannerButton(page).waitFor(SHOP_SOON);
          // The banner is usable: the choice is taken and it goes away.
          await bannerButton(page).click();
          await bannerButton(page).waitFor({state: 'hidden', ...SHOP_SOON});
          // A cart widget may read the cart only when it hydrates (decision 014): the cart
          // page always reads it, so follow the cart button there.
          await cartButton(page, 0).click();
          await page.waitForURL('**/shop/warenkorb', SHOP_SOON);
          await cartEmpty(page).waitFor(SHOP_SOON);
        } catch {
          problems.push(`${what}: no cookie banner, cart button or empty cart page`);
        }
        if (!warnedAbout(log, 'int-cart')) problems.push(`${what}: no warning about int-cart`);
        if (!warnedAbout(log, 'int-consents')) problems.push(`${what}: no warning about consents`);
        if (log.pageErrors.length > 0) problems.push(`${what}: ${log.pageErrors.join('; ')}`);
      },
      {consented: false, serviceWorkers: 'block'},
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('a corrupt checkout with a cart in it: the address form starts empty and the cart is there', async () => {
    const cart = JSON.stringify({
      products: [
        {
          cartId: 'p119',
          product: {id: 119, display_name: PRODUCT.name, slug: 'thomas-sabo-kette-herz'},
          variant: null,
          personalization: {},
          count: 1,
          priceBrutto: 89,
        },
      ],
      totalCount: 1,
      totalPriceBrutto: 89,
      timestamp: 1_700_000_000_000,
    });
    const problems: string[] = [];
    await inPagePool(
      browser,
      site(JEWELLER).url,
      sampleCorruptValues('int-checkout', 3),
      async (page, checkout) => {
        const log = logOf(page);
        await store(page, {'int-cart': cart, 'int-checkout': checkout.text});
        log.clear();
        const what = describeValue(checkout);
        await page.goto('/en/shop/kasse');
        await page.locator('main').getByText(PRODUCT.name).first().waitFor(SHOP_SOON);
        const email = page.getByRole('textbox', {name: t('en', 'checkoutEmail'), exact: true});
        if ((await email.inputValue()) !== '') problems.push(`${what}: e-mail not empty`);
        if (!warnedAbout(log, 'int-checkout')) problems.push(`${what}: no warning`);
        if (log.pageErrors.length > 0) problems.push(`${what}: ${log.pageErrors.join('; ')}`);
        // Usable: what is typed is saved again under int-checkout.
        await email.fill('anna@example.org');
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('int-checkout') ?? ''))
          .toContain('anna@example.org');
      },
      {serviceWorkers: 'block'},
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
