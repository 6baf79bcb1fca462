import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent} from 'storybook/test';
import {contactPhoneBook, isLang, type Company, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {ContactInfo} from './ContactInfo.tsx';

// The numbers are formatted as the build formats them, in the story's language (decision 031).
function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

/** A company whose only primary number is a mobile, with a non-primary e-mail (not in the fixtures). */
const MOBILE_ONLY: Company = {
  company_name: 'Goldschmiede Lindner',
  display_name: 'Goldschmiede Lindner',
  legal_form: 'single',
  legal_authority: null,
  logo: null,
  addresses: [],
  emails: [{email: 'werkstatt@goldschmiede-lindner.example', primary: false}],
  numbers: [
    {number: '0171 2345678', type: 'mobile', primary: true},
    {number: '0221 123456', type: 'phone', primary: false},
  ],
  executives: [],
  registers: [],
  ust_id: null,
  vat_number: null,
};

const meta = {
  title: 'Components/Contact/ContactInfo',
  component: ContactInfo,
  args: {company: MOBILE_ONLY, phones: {}, showFax: true},
  // The toolbar retailer's company, unless a story passes its own.
  render: (args, {loaded, globals}) => {
    const {company} = siteOf(loaded);
    return (
      <ContactInfo
        {...args}
        company={company}
        phones={contactPhoneBook(company, [], langOf(globals))}
      />
    );
  },
} satisfies Meta<typeof ContactInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar retailer's primary phone, fax and e-mail. */
export const Default: Story = {
  play: async ({canvas}) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Try the fax option on the toolbar retailer. */
export const Playground: Story = {args: {showFax: false}};

/**
 * The jeweller (spec §5): only the primary landline (the primary mobile and the second
 * landline are not shown), the primary fax as text, the primary e-mail (not shop@…).
 */
export const Jeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  play: async ({canvas}) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Telefon +49 69 90009100 (öffnet in einem neuen Tab)',
      'Fax +49 69 90009199',
      'E-Mail info@juwelier-morgenstern.example (öffnet in einem neuen Tab)',
    ]);
    await expect(
      canvas.getByRole('link', {name: 'Telefon +49 69 90009100 (öffnet in einem neuen Tab)'}),
    ).toHaveAttribute('href', 'tel:+496990009100');
    await expect(
      canvas.getByRole('link', {
        name: 'E-Mail info@juwelier-morgenstern.example (öffnet in einem neuen Tab)',
      }),
    ).toHaveAttribute('href', 'mailto:info@juwelier-morgenstern.example');
    // Fax is not callable: no tel: link to it.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', {name: /^Telefon/})).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', {name: /^E-Mail/})).toHaveFocus();
  },
};

/** The footer's contact widget leaves the fax out (spec §2: phone, mobile, email). */
export const WithoutFax: Story = {
  args: {showFax: false},
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvas}) => {
    await expect(canvas.queryByText(/99998199/)).toBeNull();
    await expect(canvas.getByRole('link', {name: /^Telefon \+49 89 99998100/})).toHaveAttribute(
      'href',
      'tel:+498999998100',
    );
    await expect(canvas.getByRole('link', {name: /^E-Mail/})).toHaveAttribute(
      'href',
      'mailto:hallo@optik-klarblick.example',
    );
  },
};

/** Without a primary landline the primary mobile is shown, labelled "Mobil"; no primary e-mail. */
export const MobileOnly: Story = {
  globals: {lang: 'de'},
  render: (args, {globals}) => (
    <ContactInfo {...args} phones={contactPhoneBook(args.company, [], langOf(globals))} />
  ),
  play: async ({canvas}) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', {name: /^Mobil \+49 171 2345678 /})).toHaveAttribute(
      'href',
      'tel:+491712345678',
    );
    await expect(canvas.queryByText(/werkstatt@/)).toBeNull();
  },
};

/** English labels. */
export const English: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('link', {name: /^Phone \+49 69 90009100 /})).toBeVisible();
    await expect(canvas.getByRole('link', {name: /^Email info@/})).toBeVisible();
    await expect(canvas.getByText('Fax')).toBeVisible();
  },
};
