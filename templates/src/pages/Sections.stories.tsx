import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {
  LANGUAGES,
  localizedPath,
  pickTranslation,
  sectionsOf,
  t,
  type Lang,
  type PageSection,
  type SiteData,
} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {Page} from '../common/Page.tsx';
import {PageSections} from '../sections/PageSections.tsx';
import {langOf, pageMeta, pinned} from '../stories/pageStories.tsx';
import {text} from '../stories/pagePlay.ts';
import type {PageExtra} from '../types.ts';

/** A section of the retailer's own (fixtures' page_section.json) by id, moved to one page. */
function fixtureSection(site: SiteData, id: number): PageSection {
  const found = site.sections.find((section) => section.id === id);
  if (!found) throw new Error(`No fixture section ${id}`);
  return {...found, page: 'watches', brand: null, status: 'published'};
}

/** A section the fixtures lack, from a fixture one of the same retailer. */
function madeSection(site: SiteData, id: number, changes: Partial<PageSection>): PageSection {
  return {...fixtureSection(site, 4), id: 900 + id, ...changes};
}

/**
 * The jeweller's sections, one of each of the ten kinds in a row: the fixtures' hero, teaser,
 * brand grid, rich text, video, image + text and map, plus an image, a contact call to action and
 * a branch's opening hours made from them.
 */
function everyKind(site: SiteData): PageSection[] {
  const [nomos] = site.brands.filter((brand) => brand.logo !== null);
  const [row] = fixtureSection(site, 4).translations;
  if (!nomos || !row) throw new Error('The jeweller has a brand picture and texts');
  return [
    ...[1, 4, 7, 3, 2, 5, 8].map((id) => fixtureSection(site, id)),
    madeSection(site, 1, {
      kind: 'image',
      image: nomos.logo,
      translations: [{...row, text: null, caption: nomos.display_name, alt: ''}],
    }),
    madeSection(site, 2, {kind: 'opening_hours', branch: 2, translations: []}),
    madeSection(site, 3, {kind: 'contact_cta', translations: []}),
  ];
}

/** A fixture section's text in the story's language (plays hold under any toolbar language). */
function sectionText(
  site: SiteData,
  id: number,
  lang: Lang,
  field: 'heading' | 'caption' | 'link_label',
): string {
  const row = pickTranslation(fixtureSection(site, id).translations, lang, LANGUAGES);
  const value = row?.[field];
  if (!value) throw new Error(`Fixture section ${id} has no ${field}`);
  return value;
}

/** The heading, in `lang`, of the retailer's section whose German heading is `german`. */
function headingOf(site: SiteData, german: string, lang: Lang): string {
  const section = site.sections.find((candidate) =>
    candidate.translations.some((row) => row.language === 'de' && row.heading === german),
  );
  const heading = section && pickTranslation(section.translations, lang, LANGUAGES)?.heading;
  if (!heading) throw new Error(`No fixture section is headed "${german}"`);
  return heading;
}

function sectionsPage(sections: (site: SiteData) => PageSection[]) {
  return (site: SiteData, lang: Lang, extra: PageExtra) => {
    const title = t(lang, 'pageTitleWatches');
    return {
      element: (
        <Page title={title}>
          <PageSections sections={sections(site)} data={site} images={extra.images} />
        </Page>
      ),
      head: {title},
    };
  };
}

const base = pageMeta({
  path: (_site, lang) => localizedPath('watches', lang),
  template: sectionsPage(everyKind),
});
const desktop = pinned('desktop', ['juwelier-morgenstern']);

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...base,
  globals: desktop.globals,
  parameters: {...base.parameters, ...desktop.parameters},
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind of page section (decision 030) on one page: hero, rich text, image + text, brand
 * grid, product teaser, video, map, image, opening hours and contact call to action. Nothing is
 * requested from YouTube or Google: both embeds are placeholders until "Inhalt laden".
 */
export const EveryKind: Story = {
  play: async ({canvasElement, globals, loaded}) => {
    const site = siteOf(loaded);
    const lang = langOf(globals);
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    await expect(
      main.getByRole('heading', {level: 2, name: sectionText(site, 1, lang, 'heading')}),
    ).toBeVisible();
    await expect(
      main.getByRole('link', {name: sectionText(site, 1, lang, 'link_label')}),
    ).toHaveAttribute('href', localizedPath('watches', lang));
    await expect(
      main.getByRole('heading', {level: 2, name: sectionText(site, 7, lang, 'heading')}),
    ).toBeVisible();
    await expect(main.getByText(sectionText(site, 7, lang, 'caption'))).toBeVisible();
    // The product teaser needs the shop: with the Shop toolbar off the site leaves it out.
    const teaser = main.queryByRole('list', {name: sectionText(site, 2, lang, 'heading')});
    const more = main.queryByRole('link', {name: text(globals, 'productTeaserMore')});
    if (globals.shop === 'off') {
      await expect(teaser).toBeNull();
      await expect(more).toBeNull();
    } else {
      await expect(teaser).toBeVisible();
      await expect(more).toBeVisible();
    }
    // Two embeds, two placeholders; no frame before consent.
    await expect(
      main.getAllByRole('button', {name: text(globals, 'consentEmbedLoad')}),
    ).toHaveLength(2);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    // External: it opens in a new tab and says so in its name.
    const route = main.getByText(text(globals, 'contactPanelRoute')).closest('a');
    await expect(route?.href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    await expect(
      main.getByRole('heading', {level: 2, name: text(globals, 'openingHoursHeading')}),
    ).toBeVisible();
    await expect(main.getByRole('link', {name: text(globals, 'pageContactLink')})).toBeVisible();
  },
};

/** The same sections on a phone: pictures on top, one column, finger-sized links. */
export const EveryKindOnPhone: Story = pinned('phone', ['juwelier-morgenstern']);

/** In English: the sections' own translations and the kit's texts. */
export const EveryKindEnglish: Story = {
  globals: {lang: 'en'},
  play: async ({canvasElement}) => {
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    await expect(
      main.getByRole('heading', {level: 2, name: 'Time for something special'}),
    ).toBeVisible();
    await expect(main.getByRole('link', {name: 'See our watches'})).toHaveAttribute(
      'href',
      '/en/watches',
    );
  },
};

/** The optician's sections: kids' hero (a drawing), rich text, hours, image + text, brand grid. */
export const Optician: Story = {
  ...pinned('desktop', ['optik-klarblick']),
  render: (args, context) =>
    pageMeta({
      path: (_site, lang) => localizedPath('for_kids', lang),
      template: sectionsPage((site) => [
        ...sectionsOf(site.sections, {page: 'for_kids'}),
        ...sectionsOf(site.sections, {page: 'optics'}),
      ]),
    }).render(args, context),
  play: async ({canvasElement, globals, loaded}) => {
    const site = siteOf(loaded);
    const lang = langOf(globals);
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    for (const german of ['Brillen, die mitspielen', 'Titan aus Dänemark']) {
      await expect(
        main.getByRole('heading', {level: 2, name: headingOf(site, german, lang)}),
      ).toBeVisible();
    }
    await expect(main.getByRole('link', {name: 'LINDBERG'})).toBeVisible();
  },
};
