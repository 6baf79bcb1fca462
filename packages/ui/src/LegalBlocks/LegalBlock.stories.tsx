import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {LEGAL_BLOCK_IDS, t, type Legal} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {LegalBlock} from './LegalBlock.tsx';
import {LegalBlocks} from './LegalBlocks.tsx';
import {rolexLinks} from './rolexLinks.ts';

// Filled from the loaded retailer by the render function.
const NO_LEGAL: Legal = {rolex_area: false, translations: [], data_protection_commissioner: []};

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
  globals: {retailer: 'juwelier-morgenstern'},
} satisfies Meta<typeof LegalBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** insurance: heading "Berufshaftpflichtversicherung" (spec §2) over the CMS text. */
export const Default: Story = {
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(
      canvas.getByRole('heading', {level: 2, name: 'Berufshaftpflichtversicherung'}),
    ).toBeVisible();
    await expect(canvas.getByText(/Allianz Versicherungs-AG/)).toBeVisible();
    await expect(canvasElement.querySelector('section#insurance')).not.toBeNull();
  },
};

/** Any block of the toolbar retailer. */
export const Playground: Story = {args: {blockId: 'data_protection', headingLevel: 3}};

/** legal_authority: the company's supervisory authority, heading from the catalogue. */
export const LegalAuthority: Story = {
  args: {blockId: 'legal_authority'},
  globals: {lang: 'en'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByRole('heading', {name: 'Supervisory authority'})).toBeVisible();
    await expect(canvas.getByText(/Handwerkskammer Frankfurt-Rhein-Main/)).toBeVisible();
    await expect(canvasElement.querySelector('section#legal_authority')).not.toBeNull();
  },
};

/** insurance in French: the French CMS text under the French heading. */
export const Insurance: Story = {
  args: {blockId: 'insurance'},
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByRole('heading', {name: t('fr', 'legalInsuranceHeading')}),
    ).toBeVisible();
    await expect(canvas.getByText(/Champ d’application/)).toBeVisible();
  },
};

/** image_sources. */
export const ImageSources: Story = {
  args: {blockId: 'image_sources'},
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByRole('heading', {name: 'Bildquellen'})).toBeVisible();
    await expect(canvas.getByText(/Atelier Morgenstern/)).toBeVisible();
    await expect(canvasElement.querySelector('section#image_sources')).not.toBeNull();
  },
};

/** additional_top_info: the CMS text only, no heading. */
export const AdditionalTopInfo: Story = {
  args: {blockId: 'additional_top_info'},
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByText(/Offizieller Rolex Fachhändler/)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('section#additional_top_info')).not.toBeNull();
  },
};

/** additional_bottom_info. */
export const AdditionalBottomInfo: Story = {
  args: {blockId: 'additional_bottom_info'},
  globals: {lang: 'en'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByText(/Online dispute resolution/)).toBeVisible();
    await expect(canvasElement.querySelector('section#additional_bottom_info')).not.toBeNull();
  },
};

/** data_protection: the named officer with address, a callable phone and a mailto link. */
export const DataProtection: Story = {
  args: {blockId: 'data_protection'},
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {name: 'Datenschutzbeauftragter'})).toBeVisible();
    await expect(canvas.getByText('Dr. Jonas Feldmann')).toBeVisible();
    await expect(canvas.getByText('Mainzer Landstraße 50')).toBeVisible();
    await expect(canvas.getByText('60325 Frankfurt am Main')).toBeVisible();
    await expect(canvas.getByRole('link', {name: /^Telefon \+49 69 90009300/})).toHaveAttribute(
      'href',
      'tel:+496990009300',
    );
    await expect(
      canvas.getByRole('link', {name: /datenschutz@juwelier-morgenstern\.example/}),
    ).toHaveAttribute('href', 'mailto:datenschutz@juwelier-morgenstern.example');
  },
};

/** The optician names no officer: the block renders nothing. */
export const DataProtectionNone: Story = {
  args: {blockId: 'data_protection'},
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** rolex: the jeweller has a Rolex area, the notice links Rolex's terms, privacy and cookies. */
export const Rolex: Story = {
  args: {blockId: 'rolex'},
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvasElement.querySelector('section#rolex')).not.toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.rolex.com/de/legal-notices/terms-of-use',
      'https://www.rolex.com/de/legal-notices/privacy-notice',
      'https://www.rolex.com/de/legal-notices/cookies',
    ]);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** rolex without a CMS text in the language: the catalogue's notice with Rolex's own pages. */
export const RolexFromCatalogue: Story = {
  args: {blockId: 'rolex'},
  globals: {lang: 'en'},
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    const translations = site.legal.translations.map((entry) => ({...entry, rolex: null}));
    return <LegalBlock {...args} legal={{...site.legal, translations}} company={site.company} />;
  },
  play: async ({canvas}) => {
    const links = rolexLinks('en');
    await expect(canvas.getByRole('link', {name: /^terms of use/})).toHaveAttribute(
      'href',
      links.terms,
    );
    await expect(canvas.getByRole('link', {name: /^privacy notice/})).toHaveAttribute(
      'href',
      links.privacy,
    );
    await expect(canvas.getByRole('link', {name: /^cookie policy/})).toHaveAttribute(
      'href',
      links.cookies,
    );
  },
};

/** The optician has no Rolex area (rolex_area false): the rolex block renders nothing. */
export const RolexHiddenForOptician: Story = {
  args: {blockId: 'rolex'},
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelector('#rolex')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** consentmanager: the ConsentManager island goes into the slot, inside the anchored section. */
export const ConsentManagerSlot: Story = {
  args: {
    blockId: 'consentmanager',
    consentManager: <h2>{t('de', 'consentManagerHeading')}</h2>,
  },
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByRole('heading', {name: 'Zustimmungen verwalten'})).toBeVisible();
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

/** Every block of the jeweller in the spec's order, as an imprint page shows them. */
export const AllBlocks: Story = {
  globals: {lang: 'de'},
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    return (
      <LegalBlocks legal={site.legal} company={site.company} headingLevel={args.headingLevel} />
    );
  },
  play: async ({canvasElement}) => {
    const ids = [...canvasElement.querySelectorAll('section')].map((section) => section.id);
    await expect(ids).toEqual([
      'legal_authority',
      'insurance',
      'image_sources',
      'additional_top_info',
      'additional_bottom_info',
      'data_protection',
      'rolex',
    ]);
  },
};

/** The optician's blocks: no top info, no officer, no Rolex area. */
export const AllBlocksOptician: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  render: AllBlocks.render,
  play: async ({canvasElement}) => {
    const ids = [...canvasElement.querySelectorAll('section')].map((section) => section.id);
    await expect(ids).toEqual([
      'legal_authority',
      'insurance',
      'image_sources',
      'additional_bottom_info',
    ]);
  },
};
