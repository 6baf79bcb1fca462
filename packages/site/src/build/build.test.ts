// Builds the jeweller once into a temp folder with the real CLI and checks the output (decision
// 011). About 20 s on two cores.
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PAGE_PATHS, parseShopContent, parseStaticCatalogue, t} from '@schaufenster/core';
import {ISLANDS, isIslandName} from '@schaufenster/templates/islands';
import {pictureInfo} from './images/testImages.ts';
import {staticClosure} from './chunkImports.testing.ts';
import {buildWithCli, type CliRun} from './cliBuild.testing.ts';
import {
  EMPTY_CATEGORIES,
  JEWELLER_PAGES,
  expectedPages,
  htmlFile,
  pageDataFile,
} from './jewellerPages.testing.ts';

const SITE_URL = 'https://shop.example.de';
const ADMIN = 'https://admin.example.com/portal';

let tmp = '';
let dist = '';
let run: CliRun;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-site-build-'));
  dist = path.join(tmp, 'dist');
  run = await buildWithCli({
    RETAILER: 'juwelier-morgenstern',
    OUT_DIR: dist,
    SITE_URL,
    ADMIN_PORTAL_URL: ADMIN,
    BUILD_WORKERS: '2',
  });
}, 180_000);

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

const read = (file: string) => readFile(path.join(dist, file), 'utf8');

function canonicalOf(pagePath: string): string {
  return `${SITE_URL}${pagePath === '/' ? '/' : pagePath.replace(/\/+$/, '')}`;
}

describe('npm run build (jeweller)', () => {
  it('succeeds and prints the time per page', () => {
    expect(run.stderr).not.toMatch(/Build failed/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ms {2}\/kontakt\n/);
    expect(run.stdout).toMatch(/pages rendered on 2 worker threads/);
  });

  it('writes every route × language with its h1, <html lang> and canonical link', async () => {
    // spec §2: 20 table rows + 5 other paths + 5 decided ones + the withdrawal form and the
    // newsletter's two pages, less the 4 above and 9 empty category pages.
    expect(JEWELLER_PAGES).toHaveLength(20);
    for (const [pagePath, lang] of expectedPages()) {
      const html = await read(htmlFile(pagePath));
      expect(html, pagePath).toContain(`<html lang="${lang}"`);
      expect(html, pagePath).toMatch(/<h1[\s>]/);
      expect(html, pagePath).toContain(`<link rel="canonical" href="${canonicalOf(pagePath)}">`);
    }
  });

  it('builds no page for a blank cell of the route table, nor pages the retailer lacks', () => {
    // fr watches falls back to /uhren (spec §2 table): no French copy of it.
    for (const file of ['fr/uhren', 'fr/watches', 'barrierefreiheit', 'terminvereinbarung']) {
      expect(existsSync(path.join(dist, file)), file).toBe(false);
    }
  });

  it('builds no empty category page and names none in the sitemap (decision 027)', async () => {
    const sitemap = await read('sitemap.xml');
    for (const page of EMPTY_CATEGORIES) {
      for (const cell of Object.values(PAGE_PATHS[page])) {
        expect(existsSync(path.join(dist, htmlFile(cell))), cell).toBe(false);
        expect(sitemap, cell).not.toContain(`${SITE_URL}${cell}"`);
        expect(sitemap, cell).not.toContain(`${SITE_URL}${cell}<`);
      }
    }
  });

  it('shows the spec texts on the contact, privacy and 404 pages', async () => {
    expect(await read('kontakt/index.html')).toContain('>Kontakt</h1>');
    expect(await read('en/contact/index.html')).toContain('>Contact</h1>');
    const privacy = await read('datenschutz/index.html');
    expect(privacy).toContain('id="cookies"');
    expect(privacy).toContain('id="matomo-ehemals-piwik"');
    expect(privacy).toContain('data-island="ConsentManager"');
    expect(privacy).toContain('Zustimmungen verwalten');
    // spec §2: the brand page's "more" button: the brand's products in the shop, else its category.
    expect(await read('uhren/tudor/index.html')).toMatch(
      // The item list's manufacturer query holds the id (Tudor is manufacturer 1).
      /<a class="[^"]*" href="\/shop\?manufacturer=1">mehr<\/a>/,
    );
    expect(await read('uhren/rolex/index.html')).toMatch(
      /<a class="[^"]*" href="\/uhren">mehr<\/a>/,
    );
    const notFound = await read('404.html');
    expect(notFound).toContain('Diese Seite existiert nicht.');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    // A 404 page per language, so a visitor stays in theirs, reached through _redirects' 404 rules.
    const english = await read('en/404.html');
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('This page does not exist.');
    expect(english).toContain('href="/en/">Back Home.</a>');
    expect(await read('_redirects')).toContain(
      '/en/*  /en/404.html  404\n/fr/*  /fr/404.html  404\n',
    );
  });

  it('writes page-data.json per page per the island contract', async () => {
    for (const [pagePath, lang] of expectedPages()) {
      const data = JSON.parse(await read(pageDataFile(pagePath))) as Record<string, unknown>;
      // `embeds` only on a page with a two-click embed in main (the router reads it, decision 025).
      const embedded = String(data.mainHtml).includes('data-sf-embed=');
      expect('embeds' in data, pagePath).toBe(embedded);
      if (embedded)
        expect(data.embeds, pagePath).toEqual(expect.arrayContaining([expect.any(String)]));
      const keys = Object.keys(data).filter((key) => key !== 'embeds');
      expect(keys.sort(), pagePath).toEqual(
        [
          'head',
          'islands',
          'jsonLd',
          'lang',
          'languageLinksHtml',
          'mainHtml',
          'noindex',
          'path',
          'staticQueryHashes',
        ].sort(),
      );
      expect(data.path).toBe(pagePath);
      expect(data.lang).toBe(lang);
      expect(data.head).toMatchObject({lang, meta: expect.any(Array), links: expect.any(Array)});
      expect(data.mainHtml).toMatch(/<h1[\s>]/);
      // The business JSON-LD on every page, swapped on client-side navigation (decision 014).
      expect(data.jsonLd, pagePath).toEqual(expect.any(Array));
      // The HTML's main region is exactly the page data's.
      const html = await read(htmlFile(pagePath));
      const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
      expect(main, pagePath).toBe(data.mainHtml);
    }
    const contact = JSON.parse(await read('page-data/kontakt/page-data.json')) as {
      islands: {id: string; name: string; props: {endpoint: string}}[];
      staticQueryHashes: string[];
      embeds?: string[];
    };
    expect(contact.islands).toEqual([
      {id: 'm0', name: 'Contact', props: expect.objectContaining({endpoint: '/forms/contact'})},
    ]);
    // Its map: the router loads it as a document when the map would show at once.
    expect(contact.embeds).toEqual(['google_maps']);
    const [hash] = contact.staticQueryHashes;
    const shared = JSON.parse(await read(`page-data/sq/d/${hash}.json`)) as object;
    expect(Object.keys(shared).sort()).toEqual(['company', 'menus', 'siteConfig', 'widgets']);
    expect(existsSync(path.join(dist, 'page-data/index/page-data.json'))).toBe(true);
    const app = JSON.parse(await read('page-data/app-data.json')) as {buildId: string};
    expect(app.buildId).toMatch(/^[0-9a-f]{20}$/);
  });

  it('marks islands with their props script, `<` escaped', async () => {
    const html = await read('index.html');
    const islands = [
      ...html.matchAll(
        /<div data-island="(\w+)" data-island-id="(\w+)">[\s\S]*?<script type="application\/json" data-island-props="(\w+)">([^<]*)<\/script>/g,
      ),
    ];
    // Leaf islands: header, footer and bottom bar are static HTML around their live parts.
    const names = islands.map((match) => match[1]);
    expect(names).toEqual(
      expect.arrayContaining([
        'DrawerButton',
        'CookieSettingsButton',
        'CartWidget',
        'ShopMenu',
        'SiteDrawer',
        'CookieBanner',
      ]),
    );
    expect(names.filter((name) => name === 'DrawerButton')).toHaveLength(4);
    for (const whole of ['Header', 'Footer', 'BottomBar']) expect(names).not.toContain(whole);
    for (const [, , id, propsId, json] of islands) {
      expect(propsId).toBe(id);
      expect(() => JSON.parse(json ?? '')).not.toThrow();
    }
  });

  it('places only islands of the table, each with a loader, once per id', async () => {
    // Documents only: page-data/404.html/ is a folder.
    const files = (await readdir(dist, {recursive: true})).filter(
      (file) => file.endsWith('.html') && !file.startsWith('page-data'),
    );
    expect(files.length).toBeGreaterThan(50);
    const seen = new Set<string>();
    for (const file of files) {
      const html = await read(file);
      const ids = new Set<string>();
      for (const [, name, id] of html.matchAll(/data-island="([^"]*)" data-island-id="([^"]*)"/g)) {
        expect(isIslandName(name), `${file}: ${name}`).toBe(true);
        expect(ids.has(id ?? ''), `${file}: ${id}`).toBe(false);
        ids.add(id ?? '');
        seen.add(name ?? '');
      }
    }
    for (const name of seen) {
      if (isIslandName(name)) expect(typeof (await ISLANDS[name].load()), name).toBe('function');
    }
    // Loading every island module the first time takes a few seconds on two cores.
  }, 60_000);

  it('writes a sitemap with hreflang alternates and x-default', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE_URL}/kontakt</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/en/contact"/>`,
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/kontakt"/>`,
    );
    expect(sitemap).not.toContain('/danke<');
    // Pages only the footer and the e-mails' links lead to stay out, and ask not to be indexed.
    for (const page of ['/vertrag-widerrufen', '/newsletter-bestaetigen', '/newsletter-abmelden']) {
      expect(sitemap, page).not.toContain(`${page}<`);
      expect(await read(htmlFile(page)), page).toContain('<meta name="robots" content="noindex');
    }
    expect(await read('robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('writes the static host redirects', async () => {
    expect(await read('_redirects')).toBe(
      `/login  ${ADMIN}  301\n/schaufenster  /  302\n` +
        '/en/*  /en/404.html  404\n/fr/*  /fr/404.html  404\n',
    );
  });

  it('never ships the msw worker', async () => {
    const files = await readdir(dist, {recursive: true});
    expect(files.map(String).filter((file) => file.endsWith('mockServiceWorker.js'))).toEqual([]);
  });

  it('asks consent only for the tools the build has (decision 076)', async () => {
    // No MATOMO_URL and no CLOCK_SCRIPT_URL here, though the jeweller's site turns its clock on.
    expect(run.stdout).toContain(
      'Consent: left out Matomo (no MATOMO_URL and MATOMO_SITE_ID), Rolex Uhr (no CLOCK_SCRIPT_URL)',
    );
    const privacy = await read('datenschutz/index.html');
    // The consent entries' anchors stay; the Matomo opt-out frame and its heading do not.
    expect(privacy).toContain('id="matomo-ehemals-piwik"');
    expect(privacy).not.toContain('about:blank');
    expect(privacy).not.toContain('<iframe');
    expect(privacy).not.toContain('Matomo Tracking');
    const html = await read('index.html');
    const config = /<script type="application\/json" id="sf-runtime">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(config?.[1] ?? '{}')).toMatchObject({
      matomo: null,
      consents: {tools: {analytics: false, clock: false, booking: false}},
    });
    // The prerendered banner: YouTube and Google Maps, but neither Matomo nor the clock.
    expect(html).toContain('YouTube erlauben');
    expect(html).not.toContain('Matomo erlauben');
    expect(html).not.toContain('Rolex Uhr erlauben');
  });

  it('gives the runtime its config, language nav and service worker (decision 012)', async () => {
    const {buildId} = JSON.parse(await read('page-data/app-data.json')) as {buildId: string};
    const html = await read('kontakt/index.html');
    const config = /<script type="application\/json" id="sf-runtime">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(config?.[1] ?? '{}')).toMatchObject({
      buildId,
      adminPortalUrl: ADMIN,
      matomo: null,
      messages: {en: {navigated: 'Navigated to {title}'}},
    });
    // The language nav right before main is what page data hands the runtime for a swap.
    const data = JSON.parse(await read('page-data/kontakt/page-data.json')) as {
      languageLinksHtml: string;
      noindex: boolean;
    };
    expect(data.languageLinksHtml).toContain('href="/en/contact"');
    expect(html).toContain(`${data.languageLinksHtml}<main id="main"`);
    expect(data.noindex).toBe(false);
    const sw = await read('sw.js');
    const entry = /<script type="module" src="\/(assets\/[^"]+)"/.exec(html)?.[1] ?? 'missing';
    expect(sw).toContain(`/${entry}`);
  });

  it('lists the chunks a page loads at start after its entry, with all they import (decision 062)', async () => {
    const listed = async (page: string) => {
      const html = await read(page);
      const entry = /<script type="module" src="([^"]+)"/.exec(html);
      const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)];
      for (const link of links) expect(link.index, page).toBeGreaterThan(entry?.index ?? Infinity);
      return {entry: entry?.[1] ?? 'missing', files: links.map((link) => link[1] ?? '')};
    };
    const home = await listed('index.html');
    const cart = await listed('shop/warenkorb/index.html');
    const name = (file: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1];
    // Every page: the consent store. A page whose islands all wait: nothing else.
    expect(home.files.map(name)).toContain('consent');
    expect(home.files.map(name)).not.toContain('hydrateIslands');
    // The cart hydrates at once: its island, React and the German messages (both scopes) too.
    expect(cart.files.map(name)).toEqual(
      expect.arrayContaining([
        'consent',
        'CartPage',
        'hydrateIslands',
        'messages-de',
        'messages-de-consent',
      ]),
    );
    expect(cart.files.map(name)).not.toContain('messages-en');
    // Nothing is missing: what the listed chunks import, the entry has or the page lists.
    const entryHas = await staticClosure(read, [cart.entry]);
    for (const file of await staticClosure(read, cart.files)) {
      expect(entryHas.has(file) || cart.files.includes(file), file).toBe(true);
    }
  });

  it('paints the checkout before its code: first screen prerendered, chunks after the paint', async () => {
    const name = (file: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1];
    for (const [file, lang] of [
      ['shop/kasse/index.html', 'de'],
      ['en/shop/kasse/index.html', 'en'],
      ['fr/boutique/kasse/index.html', 'fr'],
    ] as const) {
      const html = await read(file);
      // The first screen is in the HTML: heading, steps and the address step's heading.
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, file).toMatch(new RegExp(`<h1[^>]*>${t(lang, 'checkoutTitle')}</h1>`));
      expect(main, file).toContain(`aria-label="${t(lang, 'checkoutStepsLabel')}"`);
      const step = t(lang, 'checkoutStepHeading', {
        number: 1,
        total: 4,
        name: t(lang, 'checkoutStepAddress'),
      });
      expect(main, file).toContain(`>${step}</h2>`);
      // Its code is not fetched as the page parses, but listed inert for after the first paint.
      const head = html.slice(0, html.indexOf('</head>'));
      const template = /<template data-sf-after-paint>(.*?)<\/template>/.exec(head)?.[1] ?? '';
      const now = [
        ...head.replace(template, '').matchAll(/<link rel="modulepreload" href="([^"]+)">/g),
      ];
      const later = [...template.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)];
      expect(
        now.map((link) => name(link[1] ?? '')),
        file,
      ).not.toContain('CheckoutPage');
      expect(
        now.map((link) => name(link[1] ?? '')),
        file,
      ).not.toContain('hydrateIslands');
      expect(
        later.map((link) => name(link[1] ?? '')),
        file,
      ).toEqual(expect.arrayContaining(['CheckoutPage', 'hydrateIslands', `messages-${lang}`]));
      // Between the two lists nothing is missing.
      const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? 'missing';
      const listed = [...now, ...later].map((link) => link[1] ?? '');
      const entryHas = await staticClosure(read, [entry]);
      for (const chunk of await staticClosure(read, listed)) {
        expect(entryHas.has(chunk) || listed.includes(chunk), chunk).toBe(true);
      }
    }
  });

  it('sets theme tokens once, links one stylesheet whose classes the HTML uses', async () => {
    const html = await read('index.html');
    expect(html.match(/<style data-sf-theme>:root\{--sf-color-brand:#8a6d3b;/g)).toHaveLength(1);
    const href = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)">/.exec(html)?.[1];
    expect(href).toBeDefined();
    const css = await read(href ?? '');
    const headerClass = /<header class="([^"]+)"/.exec(html)?.[1] ?? 'missing';
    expect(css.includes(`.${headerClass}{`), headerClass).toBe(true);
    // Self-hosted Source Sans Pro (spec §9), no font host.
    expect(/@font-face\{font-family:['"]?Source Sans Pro/.test(css)).toBe(true);
    expect(/url\((?:https?:)?\/\//.test(css)).toBe(false);
  });

  it('copies images under lower-case names and sets their size', async () => {
    expect(existsSync(path.join(dist, 'images/logo.svg'))).toBe(true);
    expect(await read('index.html')).toMatch(
      /<img [^>]*src="\/images\/logo.svg"[^>]*width="240" height="80"/,
    );
  });

  it('resizes raster images: srcset, sizes, size from the file, at most 1980 px (decision 013)', async () => {
    const html = await read('uhren/nomos-glashuette/index.html');
    const img = /<img [^>]*alt="Eine Uhr von Nomos Glashütte im Schaufenster"[^>]*>/.exec(
      html,
    )?.[0];
    // The fixture file is 2800×1867: the page shows the 1980 px version, eagerly (main image).
    expect(img).toMatch(/ width="1980" height="1320"/);
    expect(img).toMatch(/ sizes="[^"]+"/);
    expect(img).toMatch(/ loading="eager"/);
    const srcSet = / srcSet="([^"]+)"/i.exec(img ?? '')?.[1] ?? '';
    const candidates = srcSet.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['480w', '960w', '1440w', '1980w']);
    for (const [url = '', width = ''] of candidates) {
      const info = await pictureInfo(await readFile(path.join(dist, url)));
      expect(`${info.width}w`).toBe(width);
      expect(info.format).toBe('webp');
    }
    const src = / src="(\/images\/[^"]+)"/.exec(img ?? '')?.[1] ?? '';
    expect(await pictureInfo(await readFile(path.join(dist, src)))).toMatchObject({
      format: 'jpeg',
      width: 1980,
      height: 1320,
    });
    // Looked up by lower-cased name (the record says "Gellner-Perlen.jpg"), lazy on the home page.
    const home = await read('index.html');
    expect(home).toMatch(
      /<img [^>]*src="\/images\/gellner-perlen-[0-9a-f]{16}-1980\.jpg"[^>]*loading="lazy" decoding="async"/,
    );
    const named = await pictureInfo(await readFile(path.join(dist, 'images/gellner-perlen.jpg')));
    expect(named.width).toBe(1980);
  });

  it('adds the business JSON-LD with opening hours', async () => {
    const html = await read('index.html');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data['@type']).toBe('JewelryStore');
    expect(data.openingHoursSpecification).toEqual(
      expect.arrayContaining([expect.objectContaining({'@type': 'OpeningHoursSpecification'})]),
    );
  });

  it('writes the static shop catalogue and the shop content', async () => {
    const catalogue = parseStaticCatalogue(JSON.parse(await read('shop-catalogue.json')));
    expect(catalogue.products.length).toBeGreaterThan(0);
    // And beside it what the order service's mails show of the shop (ssr/shopContentFile.test.ts).
    const {name, legal} = parseShopContent(JSON.parse(await read('shop-content.json')));
    expect([name, legal?.terms]).toEqual(['Juwelier Morgenstern', expect.stringContaining('AGB')]);
  });

  it('builds the shop pages: item JSON-LD, list paging links, noindex cart and checkout', async () => {
    const item = await read('shop/artikel/tudor-black-bay-58/index.html');
    expect(item).toContain('data-island="ItemPage"');
    expect(item).toContain('ab 3.850,00');
    const jsonLd = [...item.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(jsonLd.map(([, json]) => JSON.parse(json ?? '{}') as object)).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        offers: expect.objectContaining({lowPrice: 3850}),
      }),
    );
    expect(await read('en/shop/artikel/wellendorff-ring-sonnenglanz/index.html')).toContain(
      'on request',
    );
    expect(await read('shop/index.html')).toContain('href="/shop/seite/2">Seite 2</a>');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE_URL}/shop/artikel/tudor-black-bay-58</loc>`);
    for (const page of ['shop/warenkorb', 'shop/kasse', 'en/shop/kasse']) {
      expect(await read(htmlFile(page)), page).toContain('<meta name="robots" content="noindex">');
      expect(sitemap).not.toContain(`${SITE_URL}/${page}<`);
    }
  });
});

describe('the content report (decision 029)', () => {
  it('is printed and written beside the output folder, not into it', async () => {
    expect(run.stdout).toContain('Content: read site_config 1, project 1');
    expect(run.stdout).toContain('Content: 0 record(s) skipped, 0 ignored, fallbacks none');
    const report = JSON.parse(
      await readFile(path.join(tmp, 'dist-content-report.json'), 'utf8'),
    ) as {read: Record<string, number>; skipped: unknown[]; danglingLinks: unknown[]};
    expect(report.read.ecommerce_product).toBeGreaterThan(30);
    expect(report.skipped).toEqual([]);
    // The link check found every internal link and anchor of the jeweller's pages.
    expect(run.stdout).toMatch(/Links: 0 dangling on \d+ pages/);
    expect(report.danglingLinks).toEqual([]);
    expect(await readdir(dist)).not.toContain('content-report.json');
  });
});
