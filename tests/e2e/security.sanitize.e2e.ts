// Security: CMS HTML with scripts, event handlers, javascript: URLs, style injection, iframes and
// SVG renders inert. The jeweller's content is poisoned in every CMS HTML field, the real page
// templates render it the way the build does (RichText, legal blocks, the item page's description
// sanitized in the build, the shop's global_footer in the page frame), and Chromium counts what the
// payloads manage to do.
import {createElement, type ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ratingsOf, type Lang, type SiteData} from '@schaufenster/core';
import {LanguageProvider, SiteProvider} from '@schaufenster/ui';
import {
  AccessibilityTemplate,
  BrandTemplate,
  ImprintTemplate,
  ItemTemplate,
  LegalPageTemplate,
  IslandsInPlace,
  PageLayout,
  PrivacyTemplate,
  loadIslandComponents,
  shopIslandConfig,
  type PageExtra,
  type SiteSettings,
} from '@schaufenster/templates';
import {launchChromium} from './support/browser.ts';
import {loadRetailer} from './support/expectedPages.ts';
import {JEWELLER} from './support/sites.ts';
import {PAYLOADS, marker, poisoned, runPayloads} from './securityPayloads.ts';

const LANG: Lang = 'de';
const SETTINGS: SiteSettings = {
  siteUrl: 'https://www.juwelier-morgenstern.example',
  host: 'www.juwelier-morgenstern.example',
  contactFormUrl: '/forms/contact',
  newsletterUrl: '/newsletter/subscribe',
  orderApiUrl: null,
  contentApiUrl: null,
  matomoOptOutUrl: 'about:blank',
  clockScriptUrl: null,
};

// Every CMS HTML field a page renders, by the label its payloads report with.
const LEGAL_FIELDS = [
  'privacy',
  'insurance',
  'image_sources',
  'additional_top_info',
  'additional_bottom_info',
  'rolex',
  'accessibility',
] as const;
// The shop's global_footer (decision 009i) is HTML in every page's footer. (Its
// call_to_action_text is plain text: React escapes it, so its "javascript:" would stay as text.)
const SHOP_TEXT_FIELDS = ['global_footer'] as const;
const FIELDS = [
  ...LEGAL_FIELDS,
  'legal_authority',
  'brand',
  'legal_page',
  'product',
  ...SHOP_TEXT_FIELDS,
] as const;

let browser: Browser;
let data: SiteData;
let components: Awaited<ReturnType<typeof loadIslandComponents>>;

beforeAll(async () => {
  browser = await launchChromium();
  data = poison(await loadRetailer(JEWELLER));
  components = await loadIslandComponents();
});
afterAll(async () => {
  await browser.close();
});

// The content as a CMS could deliver it: strings pass the content model's validation.
function poison(site: SiteData): SiteData {
  const legalTexts = Object.fromEntries(LEGAL_FIELDS.map((field) => [field, poisoned(field)]));
  const [brand, ...brands] = site.brands;
  const [product, ...products] = site.products;
  const settings = site.shopSettings;
  if (!brand || !product || !settings) throw new Error('the jeweller has brands, products, a shop');
  return {
    ...site,
    legal: {
      ...site.legal,
      rolex_area: true,
      translations: site.legal.translations.map((texts) => ({...texts, ...legalTexts})),
    },
    company: {...site.company, legal_authority: poisoned('legal_authority')},
    project: {...site.project, show_accessibility: true},
    brands: [
      {
        ...brand,
        translations: brand.translations.map((texts) => ({
          ...texts,
          description: poisoned('brand'),
        })),
      },
      ...brands,
    ],
    products: [
      {
        ...product,
        description: poisoned('product'),
        translations: product.translations.map((texts) => ({
          ...texts,
          description: poisoned('product'),
        })),
      },
      ...products,
    ],
    shopSettings: {
      ...settings,
      ...Object.fromEntries(SHOP_TEXT_FIELDS.map((field) => [field, poisoned(field)])),
      translations: settings.translations.map((texts) => ({
        ...texts,
        ...Object.fromEntries(SHOP_TEXT_FIELDS.map((field) => [field, poisoned(field)])),
      })),
      legal_pages: settings.legal_pages.map((page) => ({
        ...page,
        content: poisoned('legal_page'),
        translations: page.translations.map((texts) => ({
          ...texts,
          content: poisoned('legal_page'),
        })),
      })),
    },
  };
}

function render(element: ReactElement): string {
  const shop = shopIslandConfig(data, LANG, SETTINGS);
  const islands = createElement(IslandsInPlace, {components, shop, children: element});
  const site = createElement(SiteProvider, {host: SETTINGS.host, children: islands});
  return renderToString(
    createElement(LanguageProvider, {
      lang: LANG,
      available: data.project.languages,
      children: site,
    }),
  );
}

// The pages that carry CMS HTML, rendered by their templates (islands render in place).
function renderedPages(): string {
  const extra = (path: string): PageExtra => ({path, settings: SETTINGS, images: () => null});
  const brand = data.brands[0];
  const product = data.products[0];
  const legalPage = data.shopSettings?.legal_pages[0];
  if (!brand || !product || !legalPage) throw new Error('poisoned content missing');
  const pages = [
    PrivacyTemplate(data, LANG, extra('/datenschutz')),
    ImprintTemplate(data, LANG, extra('/impressum')),
    AccessibilityTemplate(data, LANG, extra('/barrierefreiheit')),
    BrandTemplate(data, LANG, {...extra('/uhren/x'), brand, category: 'watches'}),
    LegalPageTemplate(data, LANG, {...extra('/agb'), legalPage}),
    ItemTemplate(data, LANG, {
      ...extra('/shop/artikel/x'),
      product,
      ratings: ratingsOf(data.ratings, product.id),
    }),
  ];
  // The page frame too: its footer carries the shop's global_footer.
  const frame = createElement(PageLayout, {data, images: () => null, mainHtml: ''});
  return [...pages.map((page) => render(page.element)), render(frame)].join('\n');
}

describe('CMS HTML', () => {
  it('payloads are live: unsanitized, each one runs script or makes a request', async () => {
    const raw = await runPayloads(browser, poisoned('raw'));
    expect(raw.hits).toEqual(
      Object.keys(PAYLOADS)
        .map((id) => `raw:${id}`)
        .sort(),
    );
  });

  it('renders inert through the real templates: zero script executions, zero requests', async () => {
    const html = renderedPages();
    const run = await runPayloads(browser, html);
    // None of the payloads did anything…
    expect(run.hits).toEqual([]);
    // …and every poisoned field was rendered (its marker is on the page).
    for (const field of FIELDS) expect(run.text, field).toContain(marker(field));
    expect(html).not.toMatch(/javascript:/i);
  });
});
