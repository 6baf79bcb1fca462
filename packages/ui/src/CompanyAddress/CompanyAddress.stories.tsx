import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import type {Company} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
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

/**
 * The jeweller: display name, first address only (the second, Zeil 85, is never shown),
 * labelled "Hauptgeschäftsstelle" (spec §5 Address type labels).
 */
export const HeadOffice: Story = {
  args: {showType: true},
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  play: async ({canvasElement, canvas}) => {
    await expect(linesOf(canvasElement)).toEqual([
      'Juwelier Morgenstern',
      'Hauptgeschäftsstelle',
      'Goethestraße 12',
      '60313 Frankfurt am Main',
    ]);
    await expect(canvas.queryByText(/Zeil/)).toBeNull();
  },
};

/** A federal office is labelled "Bundesgeschäftsstelle". */
export const FederalOffice: Story = {
  args: {showType: true},
  globals: {lang: 'de'},
  render: (args) => <CompanyAddress {...args} />,
  play: async ({canvasElement}) => {
    await expect(linesOf(canvasElement)).toEqual([
      'Bundesverband Augenoptik',
      'Bundesgeschäftsstelle',
      'Friedrichstraße 95',
      '10117 Berlin',
    ]);
  },
};

/** The legal notice shows the registered name; without showType there is no type line. */
export const LegalName: Story = {
  args: {showLegalName: true},
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvasElement}) => {
    await expect(linesOf(canvasElement)).toEqual([
      'Optik Klarblick GmbH',
      'Leopoldstraße 140',
      '80804 München',
    ]);
  },
};

/** The type label follows the page language. */
export const English: Story = {
  args: {showType: true},
  globals: {retailer: 'juwelier-morgenstern', lang: 'en'},
  play: async ({canvasElement}) => {
    const lines = linesOf(canvasElement);
    await expect(lines[1]).toBe('Head office');
    await expect(lines.slice(2)).toEqual(['Goethestraße 12', '60313 Frankfurt am Main']);
  },
};
