// Page sections rendered as the build renders them (decision 030): each kind's output, what is
// left out, and that no embed requests anything before consent.
import {fileURLToPath} from 'node:url';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeAll, describe, expect, it} from 'vitest';
import {sectionsOf, type Lang, type PageSection, type SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {LanguageProvider, SiteProvider} from '@schaufenster/ui';
import {IslandsInPlace} from '../islands/IslandsInPlace.tsx';
import {loadIslandComponents} from '../islands/islandTable.ts';
import {shopIslandConfig} from '../shop/shopPages.ts';
import type {ImageResolver, SiteSettings} from '../types.ts';
import {PageSections} from './PageSections.tsx';
import {sectionTeaser} from './sectionTeaser.ts';

const retailer = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/retailers/${name}`, import.meta.url));

const SETTINGS = {host: 'shop.example.de'} as SiteSettings;

let jeweller: SiteData;
let optician: SiteData;
let components: Awaited<ReturnType<typeof loadIslandComponents>>;
beforeAll(async () => {
  const load = (name: string) => createFixtureSource(retailer(name)).load();
  [jeweller, optician] = await Promise.all([load('juwelier-morgenstern'), load('optik-klarblick')]);
  components = await loadIslandComponents();
}, 30_000);

/** Every file exists, at /images/<name>. */
const allImages: ImageResolver = (image) =>
  image
    ? {
        src: `/images/${image.filename_download.toLowerCase()}`,
        srcSet: '',
        width: image.width,
        height: image.height,
        title: image.title ?? '',
      }
    : null;
const noImages: ImageResolver = () => null;

function render(
  data: SiteData,
  sections: readonly PageSection[],
  {lang = 'de', images = allImages}: {lang?: Lang; images?: ImageResolver} = {},
): string {
  const shop = data.shopSettings ? shopIslandConfig(data, lang, SETTINGS) : null;
  const element = createElement(PageSections, {sections, data, images});
  const marked = createElement(IslandsInPlace, {components, shop, children: element});
  const site = createElement(SiteProvider, {host: SETTINGS.host, children: marked});
  return renderToString(
    createElement(LanguageProvider, {lang, available: data.project.languages, children: site}),
  );
}

/** A fixture section with changes. */
function section(data: SiteData, id: number, changes: Partial<PageSection> = {}): PageSection {
  const found = data.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`fixture section ${id}`);
  return {...found, ...changes};
}

describe('page sections', () => {
  it('renders the jeweller’s home: hero with its link, bestsellers teaser, brand grid', () => {
    const html = render(jeweller, sectionsOf(jeweller.sections, {page: 'home'}));
    expect(html).toMatch(/<h2[^>]*>Zeit für das Besondere<\/h2>/);
    expect(html).toContain('href="/uhren"');
    expect(html).toContain('Zu unseren Uhren');
    // The hero is the first paint: its picture loads at once.
    expect(html).toMatch(/<img[^>]*nomos-schaufenster\.jpg[^>]*loading="eager"/);
    // Prerendered cards with links, no island (decision 034): the page stays one that is only read.
    expect(html).not.toContain('data-island="ProductTeaser"');
    expect(html).toContain('Unsere Bestseller');
    expect(html).toMatch(/href="\/shop\/artikel\/[^"]+"/);
    expect(html).toContain('href="/shop?tag=bestseller"');
    for (const brand of jeweller.brands) expect(html).toContain(brand.display_name);
  });

  it('speaks the page language and follows links into it', () => {
    const html = render(jeweller, [section(jeweller, 1)], {lang: 'en'});
    expect(html).toContain('Time for something special');
    expect(html).toContain('href="/en/watches"');
  });

  it('falls back to German where a language has no text', () => {
    const german = section(jeweller, 4);
    const onlyGerman = {...german, translations: german.translations.slice(0, 1)};
    expect(render(jeweller, [onlyGerman], {lang: 'fr'})).toContain('Vom Klassiker');
  });

  it('sanitises rich text', () => {
    const [row] = section(jeweller, 4).translations;
    if (!row) throw new Error('fixture translation');
    const hostile = section(jeweller, 4, {
      translations: [{...row, text: '<p onclick="x()">Hallo<script>alert(1)</script></p>'}],
    });
    const html = render(jeweller, [hostile]);
    expect(html).toContain('Hallo');
    expect(html).not.toMatch(/<script|onclick/);
  });

  it('shows an image with caption as a figure, and leaves out a missing file', () => {
    const figure = render(optician, [section(optician, 1)]);
    expect(figure).toMatch(/<figure[\s\S]*<img[^>]*alt="Randlose Brille auf hellem Grund"/);
    expect(figure).toContain('<figcaption');
    expect(render(optician, [section(optician, 1)], {images: noImages})).not.toContain('<img');
    // Image + text without its file still shows the text.
    const text = render(optician, [section(optician, 3)], {images: noImages});
    expect(text).toContain('Titan aus Dänemark');
  });

  it('limits a brand grid to its category', () => {
    const html = render(jeweller, [section(jeweller, 3, {brand_category: 'jewelry'})]);
    expect(html).toContain('Wellendorff');
    expect(html).not.toContain('Rolex');
    expect(render(jeweller, [section(jeweller, 3, {brand_category: 'bicycles'})])).toBe(
      render(jeweller, []),
    );
  });

  it('shows a product teaser only with the shop and with matching products', () => {
    const teaser = section(jeweller, 6);
    expect(render(jeweller, [teaser])).toContain('Uhren im Shop');
    expect(render(optician, [{...teaser, page: 'optics'}])).not.toContain('Uhren im Shop');
    const unknown = {...teaser, product_manufacturer: 'no-such-maker'};
    expect(render(jeweller, [unknown])).not.toContain('Uhren im Shop');
  });

  it('renders videos and maps as placeholders that request nothing before consent', () => {
    const html = render(jeweller, [section(jeweller, 5), section(jeweller, 8)]);
    expect(html).toContain('data-sf-embed="youtube"');
    expect(html).toContain('data-sf-embed="google_maps"');
    expect(html).not.toMatch(/<iframe|youtube-nocookie|maps\?q=/);
    // The map's route link works without the map and without JavaScript: the Zeil branch.
    expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/dir\/[^"]*Zeil/);
  });

  it('links a caption that is an address (spec §2: starts with http:// or the host)', () => {
    const video = section(jeweller, 5);
    const withCaption = (caption: string) => ({
      ...video,
      translations: video.translations.map((row) => ({...row, caption})),
    });
    const own = render(jeweller, [withCaption('shop.example.de/kontakt')], {lang: 'en'});
    expect(own).toMatch(/<a [^>]*href="\/en\/contact"[^>]*>shop\.example\.de\/kontakt<\/a>/);
    const other = render(jeweller, [withCaption('https://www.youtube.com/@morgenstern')]);
    expect(other).toMatch(
      /<a [^>]*href="https:\/\/www\.youtube\.com\/@morgenstern" target="_blank" rel="nofollow noopener noreferrer external"/,
    );
    expect(render(jeweller, [withCaption('Film: Max Muster')])).not.toMatch(/<a [^>]*>Film:/);
  });

  it("shows a branch's opening hours, the head office's without a branch", () => {
    const hours = section(optician, 8);
    expect(render(optician, [hours])).toContain('Wann wir für Sie da sind');
    const zeil = render(jeweller, [{...hours, branch: 2}]);
    expect(zeil).toContain('Filiale Zeil');
  });
});

describe('sectionTeaser', () => {
  it('resolves slugs to ids and links "show all" to the list with the same filters', () => {
    const teaser = sectionTeaser(jeweller, section(jeweller, 6), 'en');
    expect(teaser?.query.category).toBeDefined();
    expect(teaser?.moreHref).toBe(`/en/shop?category=${String(teaser?.query.category)}`);
    expect(teaser?.initialProducts.length).toBe(4);
    for (const product of teaser?.initialProducts ?? []) {
      expect(product.category?.slug).toBe('uhren');
    }
  });

  it('takes at most product_limit products', () => {
    const two = sectionTeaser(jeweller, section(jeweller, 2, {product_limit: 2}), 'de');
    expect(two?.initialProducts.length).toBe(2);
  });
});
