// Security: a strict Content-Security-Policy (no inline script, no eval) is emitted for static
// hosts (`dist/_headers`), the payment exceptions only on the checkout, and the served site runs
// under it without a single violation (decision 017).
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchChromium, openPage, waitForIslands} from './support/browser.ts';
import {JEWELLER, OPTICIAN, RETAILERS, site} from './support/sites.ts';
import {
  configuredClock,
  configuredMatomo,
  expectedPolicy,
  recordRequests,
  recordViolations,
} from './securityBrowser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// Representative pages: home, category, contact, item list, item, cart, checkout, privacy.
const ITEM = '/shop/artikel/thomas-sabo-kette-herz';
// The cart comes last: from there its link leads on to the checkout.
const JEWELLER_PAGES = [
  '/',
  '/uhren',
  '/kontakt',
  '/datenschutz',
  '/shop',
  ITEM,
  '/shop/warenkorb',
];
// The optician: the dark theme and its privacy page (consent manager; no opt-out frame, as the
// e2e build sets no MATOMO_OPT_OUT_URL).
const OPTICIAN_PAGES = ['/', '/datenschutz'];
const CHECKOUT = '/shop/kasse';

function directive(policy: string, name: string): string[] {
  const part = policy.split(';').find((entry) => entry.trim().startsWith(`${name} `));
  return part?.trim().split(/\s+/).slice(1) ?? [];
}

// Loads `pathname` as a document; checks the policy it was served with against `_headers`.
async function visit(page: Page, outDir: string, pathname: string): Promise<string> {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, pathname).toBe(expectedPolicy(outDir, pathname));
  await waitForIslands(page);
  return policy;
}

describe('Content-Security-Policy', () => {
  it('every page is served the strict policy; only the checkout adds the payment SDKs', async () => {
    const {outDir, url, paymentsStandinUrl} = site(JEWELLER);
    // Scripts: the site's files, plus Matomo and the clock where the build configured them.
    const clock = configuredClock(outDir);
    const scriptSources = [
      "'self'",
      ...[configuredMatomo(outDir), clock].flatMap((u) => (u ? [new URL(u).origin] : [])),
    ];
    expect(scriptSources).toContain('https://matomo.e2e.invalid');
    for (const pathname of ['/', '/uhren', ITEM, '/404-nothing']) {
      const response = await fetch(new URL(pathname, url));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'script-src'), pathname).toEqual(scriptSources);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
    for (const pathname of [CHECKOUT, `${CHECKOUT}/`, '/en/shop/kasse', '/fr/boutique/kasse']) {
      const response = await fetch(new URL(pathname, url));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, pathname).toBe(expectedPolicy(outDir, pathname));
      // The e2e builds take test payments: exactly the stand-ins' origin (decision 072).
      expect(directive(policy, 'script-src'), pathname).toContain(paymentsStandinUrl);
      expect(policy, pathname).not.toMatch(/paypal\.com|klarna/);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    }
  });

  it('the served policy is enforced: inline script, inline handlers and eval are blocked', async () => {
    const {context, page} = await openPage(browser, site(JEWELLER).url);
    const {violations} = await recordViolations(context);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.sfInline = true';
      document.head.append(script);
      const handler = document.createElement('button');
      handler.setAttribute('onclick', 'window.sfHandler = true');
      document.body.append(handler);
      handler.click();
      // A string timer is eval (page.evaluate itself may eval: DevTools allows it).
      setTimeout('window.sfEval = true', 0);
    });
    await page.waitForTimeout(200);
    const ran = await page.evaluate(() =>
      ['sfInline', 'sfHandler', 'sfEval'].filter((k) => k in window),
    );
    expect(ran).toEqual([]);
    await expect
      .poll(() => violations.map((violation) => violation.directive).sort())
      .toEqual(['script-src', 'script-src-attr', 'script-src-elem']);
    await context.close();
  });

  it('a walk over the representative pages sees no violation', {timeout: 120_000}, async () => {
    for (const retailer of RETAILERS) {
      const {url, outDir} = site(retailer);
      const {context, page} = await openPage(browser, url, {consented: false});
      const {violations, consoleErrors} = await recordViolations(context);
      await recordRequests(context, new URL(url).origin);
      await page.goto('/');
      // Allow everything, so analytics (and the clock, where built) load under the policy too.
      await page.getByRole('button', {name: 'Alle Cookies erlauben', exact: true}).click();
      await page.getByRole('button', {name: 'Menü', exact: true}).first().click();
      await page.keyboard.press('Escape');
      for (const pathname of retailer === JEWELLER ? JEWELLER_PAGES : OPTICIAN_PAGES) {
        await visit(page, outDir, pathname);
        if (pathname === ITEM) {
          await page.getByRole('button', {name: 'In den Warenkorb', exact: true}).click();
          await page.getByRole('link', {name: 'Warenkorb (1)', exact: true}).waitFor();
        }
      }
      if (retailer === JEWELLER) {
        // To the checkout by the cart's link (a client-side navigation), then as a document.
        await page.getByRole('link', {name: 'Zur Kasse', exact: true}).click();
        await page.waitForURL(`**${CHECKOUT}`);
        const policy = await visit(page, outDir, CHECKOUT);
        expect(policy).toContain(site(JEWELLER).paymentsStandinUrl);
      }
      await page.waitForTimeout(300);
      expect(violations, retailer).toEqual([]);
      expect(consoleErrors, retailer).toEqual([]);
      await context.close();
    }
  });

  it('the build emits no executable inline script, inline handler or javascript: URL', () => {
    for (const retailer of [JEWELLER, OPTICIAN]) {
      const {outDir} = site(retailer);
      const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'});
      const markup = files
        .filter((file) => /(\.html|page-data\.json)$/.test(file))
        .filter((file) => statSync(path.join(outDir, file)).isFile())
        .map((file) => {
          const text = readFileSync(path.join(outDir, file), 'utf8');
          // Page data carries the main region's HTML that navigation swaps in.
          return file.endsWith('.json') ? String(JSON.parse(text).mainHtml ?? '') : text;
        });
      expect(markup.length, retailer).toBeGreaterThan(20);
      const scripts = new Set<string>();
      for (const html of markup) {
        for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
          scripts.add(tag.replace(/(id|data-island-props|src)="[^"]*"/g, '$1="…"'));
        }
        expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
        expect(html).not.toMatch(/(href|src|action)\s*=\s*["']?\s*javascript:/i);
      }
      // Only data (JSON, JSON-LD) and module files: nothing the browser runs inline.
      expect([...scripts].sort(), retailer).toEqual(
        expect.arrayContaining(['<script type="module" src="…">']),
      );
      for (const tag of scripts) {
        expect(tag).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
        if (tag.includes('type="module"')) expect(tag).toContain('src=');
      }
    }
  });
});
