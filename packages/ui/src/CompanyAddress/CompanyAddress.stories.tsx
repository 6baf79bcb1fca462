import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {t, type Company, type SiteData} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {langOf} from '../stories/storyText.ts';
import {CompanyAddress} from './CompanyAddress.tsx';

/** A federal association's record, for the federal_office label (not in the fixtures). */
const FEDERAL_ASSOCIATION: Company = {
  company_name: 'Bundesverband der Augenoptiker e.V.',
  display_name: 'Bundesverband Augenoptik',
  legal_form: 'ev',
  legal_authority: null,
  logo: null,
  addresses: [
    {
      street: 'Friedrichstraße',
      number: '95',
      zip_code: '10117',
      city: 'Berlin',
      address_type: 'federal_office',
    },
  ],
  emails: [],
  numbers: [],
  executives: [],
  registers: [],
  ust_id: null,
  vat_number: null,
};

const meta = {
  title: 'Components/Contact/CompanyAddress',
  component: CompanyAddress,
  args: {company: FEDERAL_ASSOCIATION, showType: false, showLegalName: false},
  // The toolbar retailer's company, unless a story passes its own.
  render: (args, {loaded}) => <CompanyAddress {...args} company={siteOf(loaded).company} />,
} satisfies Meta<typeof CompanyAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lines of the rendered address, in order. */
function linesOf(canvasElement: HTMLElement): string[] {
  const address = canvasElement.querySelector('address');
  return [...(address?.children ?? [])].map((line) => line.textContent ?? '');
}

/** The toolbar retailer's display name and first address. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    await expect(linesOf(canvasElement)).toHaveLength(3);
  },
};

/** Try the options on the toolbar retailer. */
export const Playground: Story = {args: {showType: true}};

/** The street and town lines of the toolbar retailer's first address. */
function firstAddressLines(site: SiteData): string[] {
  const address = site.company.addresses[0];
  if (!address) throw new Error('the fixture company has no address');
  return [`${address.street} ${address.number}`, `${address.zip_code} ${address.city}`];
}

/**
 * Display name, first address only (the jeweller's second, Zeil 85, is never shown), labelled
 * "Hauptgeschäftsstelle" in the page language (spec §5 Address type labels).
 */
export const HeadOffice: Story = {
  args: {showType: true},
  play: async ({canvasElement, canvas, globals, loaded}) => {
    const site = siteOf(loaded);
    await expect(site.company.addresses[0]?.address_type).toBe('hq');
    await expect(linesOf(canvasElement)).toEqual([
      site.company.display_name,
      t(langOf(globals), 'companyAddressTypeHq'),
      ...firstAddressLines(site),
    ]);
    for (const other of site.company.addresses.slice(1)) {
      await expect(canvas.queryByText(new RegExp(other.street))).toBeNull();
    }
  },
};

/** A federal office is labelled "Bundesgeschäftsstelle" (in the page language). */
export const FederalOffice: Story = {
  args: {showType: true},
  render: (args) => <CompanyAddress {...args} />,
  play: async ({canvasElement, globals}) => {
    await expect(linesOf(canvasElement)).toEqual([
      'Bundesverband Augenoptik',
      t(langOf(globals), 'companyAddressTypeFederalOffice'),
      'Friedrichstraße 95',
      '10117 Berlin',
    ]);
  },
};

/** The legal notice shows the registered name; without showType there is no type line. */
export const LegalName: Story = {
  args: {showLegalName: true},
  play: async ({canvasElement, loaded}) => {
    const site = siteOf(loaded);
    await expect(linesOf(canvasElement)).toEqual([
      site.company.company_name,
      ...firstAddressLines(site),
    ]);
  },
};

/** Fixed to English: the type label follows the page language. */
export const English: Story = {
  args: {showType: true},
  globals: {lang: 'en'},
  play: async ({canvasElement, loaded}) => {
    const lines = linesOf(canvasElement);
    await expect(lines[1]).toBe('Head office');
    await expect(lines.slice(2)).toEqual(firstAddressLines(siteOf(loaded)));
  },
};
