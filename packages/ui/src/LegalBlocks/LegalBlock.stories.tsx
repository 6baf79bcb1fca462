import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {LEGAL_BLOCK_IDS, t, type Lang, type Legal, type SiteData} from '@schaufenster/core';
import {DEFAULT_RETAILER, siteOf} from '@schaufenster/fixtures';
import {collapse, langOf, literal, text, translationOf} from '../stories/storyText.ts';
import {LegalBlock} from './LegalBlock.tsx';
import {LegalBlocks} from './LegalBlocks.tsx';
import {rolexLinks} from './rolexLinks.ts';

// Filled from the loaded retailer by the render function.
const NO_LEGAL: Legal = {rolex_area: false, translations: [], data_protection_commissioner: []};

/** The blocks a retailer's imprint shows, in the spec's order (fixture facts, decision 050). */
const IMPRINT_BLOCKS: Record<string, string[]> = {
  'juwelier-morgenstern': [
    'legal_authority',
    'insurance',
    'image_sources',
    'additional_top_info',
    'additional_bottom_info',
    'data_protection',
    'rolex',
  ],
  'optik-klarblick': ['legal_authority', 'insurance', 'image_sources', 'additional_bottom_info'],
};

type TextField = 'insurance' | 'image_sources' | 'additional_top_info' | 'additional_bottom_info';

/** The CMS text a block shows in `lang`: the translation's field (spec §4 fallback). */
function legalText(site: SiteData, lang: Lang, field: TextField): string | null | undefined {
  return translationOf(site.legal.translations, lang, site)?.[field];
}

/** An HTML text's first text node, as a pattern Testing Library's text query finds. */
function opening(html: string): RegExp {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode();
  while (node && collapse(node.textContent ?? '') === '') node = walker.nextNode();
  return new RegExp(`^${literal(collapse(node?.textContent ?? ''))}`);
}

const meta = {
  title: 'Components/Legal/LegalBlock',
  component: LegalBlock,
  args: {blockId: 'insurance', legal: NO_LEGAL, company: {legal_authority: null}, headingLevel: 2},
  argTypes: {
    blockId: {control: 'select', options: LEGAL_BLOCK_IDS},
    headingLevel: {control: 'inline-radio', options: [2, 3, 4]},
    legal: {control: false},
    company: {control: false},
    consentManager: {control: false},
  },
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    return <LegalBlock {...args} legal={site.legal} company={site.company} />;
  },
} satisfies Meta<typeof LegalBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text block of the toolbar retailer: its catalogue heading over the CMS text, or nothing. */
function textBlockStory(field: TextField, headingKey?: Parameters<typeof t>[1]): Story {
  return {
    args: {blockId: field},
    play: async ({canvas, canvasElement, globals, loaded}) => {
      const lang = langOf(globals);
      const html = legalText(siteOf(loaded), lang, field);
      const section = canvasElement.querySelector(`section#${field}`);
      if (!html) {
        await expect(section).toBeNull();
        return;
      }
      await expect(section).not.toBeNull();
      await expect(canvas.getByText(opening(html))).toBeVisible();
      if (headingKey === undefined) await expect(canvas.queryByRole('heading')).toBeNull();
      else
        await expect(
          canvas.getByRole('heading', {level: 2, name: text(lang, headingKey)}),
        ).toBeVisible();
    },
  };
}

/** insurance: heading "Berufshaftpflichtversicherung" (spec §2) over the CMS text. */
export const Default: Story = textBlockStory('insurance', 'legalInsuranceHeading');

/** Any block of the toolbar retailer. */
export const Playground: Story = {args: {blockId: 'data_protection', headingLevel: 3}};

/** legal_authority: the company's supervisory authority, heading from the catalogue. */
export const LegalAuthority: Story = {
  args: {blockId: 'legal_authority'},
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    await expect(
      canvas.getByRole('heading', {name: text(lang, 'legalAuthorityHeading')}),
    ).toBeVisible();
    const html = siteOf(loaded).company.legal_authority ?? '';
    await expect(canvas.getByText(opening(html))).toBeVisible();
    await expect(canvasElement.querySelector('section#legal_authority')).not.toBeNull();
  },
};

/** insurance in French: the French CMS text under the French heading. */
export const InsuranceFrench: Story = {
  ...textBlockStory('insurance', 'legalInsuranceHeading'),
  globals: {lang: 'fr'},
};

/** image_sources. */
export const ImageSources: Story = textBlockStory('image_sources', 'legalImageSourcesHeading');

/** additional_top_info: the CMS text only, no heading (the optician has none: nothing). */
export const AdditionalTopInfo: Story = textBlockStory('additional_top_info');

/** additional_bottom_info: the CMS text only, no heading. */
export const AdditionalBottomInfo: Story = textBlockStory('additional_bottom_info');

/**
 * data_protection: each named officer with address, a callable phone and a mailto link; a
 * retailer without one (the optician) renders nothing.
 */
export const DataProtection: Story = {
  args: {blockId: 'data_protection'},
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const officers = siteOf(loaded).legal.data_protection_commissioner;
    if (officers.length === 0) {
      await expect(canvasElement.querySelector('section')).toBeNull();
      return;
    }
    await expect(
      canvas.getByRole('heading', {name: text(langOf(globals), 'legalDataProtectionHeading')}),
    ).toBeVisible();
    for (const officer of officers) {
      await expect(canvas.getByText(officer.name)).toBeVisible();
      if (officer.email)
        await expect(
          canvas.getByRole('link', {name: new RegExp(literal(officer.email))}),
        ).toHaveAttribute('href', `mailto:${officer.email}`);
    }
    const phones = canvas.getAllByRole('link').filter((link) => link.matches('[href^="tel:+"]'));
    await expect(phones).toHaveLength(officers.filter((officer) => officer.phone_number).length);
  },
};

/** The optician names no officer: the block renders nothing. */
export const DataProtectionNoneOptician: Story = {
  args: {blockId: 'data_protection'},
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/**
 * rolex: with a Rolex area the notice links Rolex's terms, privacy and cookies in a new tab (the
 * CMS text's links, or the catalogue's notice with Rolex's pages); without one, nothing.
 */
export const Rolex: Story = {
  args: {blockId: 'rolex'},
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const site = siteOf(loaded);
    const section = canvasElement.querySelector('section#rolex');
    if (!site.legal.rolex_area) {
      await expect(section).toBeNull();
      return;
    }
    await expect(section).not.toBeNull();
    const lang = langOf(globals);
    const cms = translationOf(site.legal.translations, lang, site)?.rolex;
    const expected = cms
      ? [...new DOMParser().parseFromString(cms, 'text/html').querySelectorAll('a')].map((a) =>
          a.getAttribute('href'),
        )
      : Object.values(rolexLinks(lang));
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(expected);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** rolex without a CMS text in the language: the catalogue's notice with Rolex's own pages. */
export const RolexFromCatalogue: Story = {
  args: {blockId: 'rolex'},
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    const translations = site.legal.translations.map((entry) => ({...entry, rolex: null}));
    const legal = {...site.legal, rolex_area: true, translations};
    return <LegalBlock {...args} legal={legal} company={site.company} />;
  },
  play: async ({canvas, globals}) => {
    const links = rolexLinks(langOf(globals));
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([links.terms, links.privacy, links.cookies]);
  },
};

/** The optician has no Rolex area (rolex_area false): the rolex block renders nothing. */
export const RolexHiddenForOptician: Story = {
  args: {blockId: 'rolex'},
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelector('#rolex')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** consentmanager: the ConsentManager island goes into the slot, inside the anchored section. */
export const ConsentManagerSlot: Story = {
  args: {blockId: 'consentmanager'},
  render: (args, {loaded, globals}) => {
    const site = siteOf(loaded);
    const heading = <h2>{t(langOf(globals), 'consentManagerHeading')}</h2>;
    return (
      <LegalBlock {...args} legal={site.legal} company={site.company} consentManager={heading} />
    );
  },
  play: async ({canvas, canvasElement, globals}) => {
    await expect(
      canvas.getByRole('heading', {name: text(langOf(globals), 'consentManagerHeading')}),
    ).toBeVisible();
    await expect(canvasElement.querySelector('section#consentmanager')).not.toBeNull();
  },
};

/** consentmanager without a consent manager renders nothing. */
export const ConsentManagerEmpty: Story = {
  args: {blockId: 'consentmanager'},
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Every block of the toolbar retailer in the spec's order, as an imprint page shows them. */
export const AllBlocks: Story = {
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    return (
      <LegalBlocks legal={site.legal} company={site.company} headingLevel={args.headingLevel} />
    );
  },
  play: async ({canvasElement, globals}) => {
    const ids = [...canvasElement.querySelectorAll('section')].map((section) => section.id);
    const retailer = typeof globals.retailer === 'string' ? globals.retailer : DEFAULT_RETAILER;
    await expect(ids).toEqual(IMPRINT_BLOCKS[retailer]);
  },
};

/** The optician's blocks: no top info, no officer, no Rolex area. */
export const AllBlocksOptician: Story = {
  globals: {retailer: 'optik-klarblick'},
  render: AllBlocks.render,
  play: async ({canvasElement}) => {
    const ids = [...canvasElement.querySelectorAll('section')].map((section) => section.id);
    await expect(ids).toEqual(IMPRINT_BLOCKS['optik-klarblick']);
  },
};
