import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent} from 'storybook/test';
import {contactPhoneBook, t, type Company} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {langOf, literal, text} from '../stories/storyText.ts';
import {ContactInfo} from './ContactInfo.tsx';

// The numbers are formatted as the build formats them, in the story's language (decision 031).

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
 * The jeweller, fixed for its numbers (spec §5): only the primary landline (the primary mobile
 * and the second landline are not shown), the primary fax as text, the primary e-mail (not
 * shop@…); labels in the page language.
 */
export const Jeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const newTab = text(lang, 'externalLinkNewTab');
    const phone = `${t(lang, 'phoneLabel')} +49 69 90009100 ${newTab}`;
    const email = `${t(lang, 'contactEmailLabel')} info@juwelier-morgenstern.example ${newTab}`;
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      phone,
      `${t(lang, 'phoneFaxLabel')} +49 69 90009199`,
      email,
    ]);
    await expect(canvas.getByRole('link', {name: phone})).toHaveAttribute(
      'href',
      'tel:+496990009100',
    );
    await expect(canvas.getByRole('link', {name: email})).toHaveAttribute(
      'href',
      'mailto:info@juwelier-morgenstern.example',
    );
    // Fax is not callable: no tel: link to it.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', {name: phone})).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', {name: email})).toHaveFocus();
  },
};

/** The footer's contact widget leaves the fax out (spec §2: phone, mobile, email). */
export const WithoutFax: Story = {
  args: {showFax: false},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const {company} = siteOf(loaded);
    const primary = (type: string) =>
      company.numbers.find((entry) => entry.primary && entry.type === type)?.number;
    const fax = primary('fax');
    if (fax) await expect(canvas.queryByText(new RegExp(fax.slice(-6)))).toBeNull();
    await expect(canvas.queryByText(t(lang, 'phoneFaxLabel'))).toBeNull();
    const phone = primary('phone');
    if (!phone) throw new Error('the fixture company has no primary phone');
    await expect(
      canvas.getByRole('link', {name: new RegExp(`^${literal(t(lang, 'phoneLabel'))} `)}),
    ).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`);
    const email = company.emails.find((entry) => entry.primary)?.email;
    await expect(
      canvas.getByRole('link', {name: new RegExp(`^${literal(t(lang, 'contactEmailLabel'))} `)}),
    ).toHaveAttribute('href', `mailto:${email}`);
  },
};

/** Without a primary landline the primary mobile is shown, labelled "Mobil"; no primary e-mail. */
export const MobileOnly: Story = {
  render: (args, {globals}) => (
    <ContactInfo {...args} phones={contactPhoneBook(args.company, [], langOf(globals))} />
  ),
  play: async ({canvas, globals}) => {
    const label = literal(t(langOf(globals), 'phoneMobileLabel'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(
      canvas.getByRole('link', {name: new RegExp(`^${label} \\+49 171 2345678 `)}),
    ).toHaveAttribute('href', 'tel:+491712345678');
    await expect(canvas.queryByText(/werkstatt@/)).toBeNull();
  },
};

/** Fixed to English: English labels. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('link', {name: /^Phone \+\d/})).toBeVisible();
    await expect(canvas.getByRole('link', {name: /^Email \S+@/})).toBeVisible();
    await expect(canvas.getByText('Fax')).toBeVisible();
  },
};
