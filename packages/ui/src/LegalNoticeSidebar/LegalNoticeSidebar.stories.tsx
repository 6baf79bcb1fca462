import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {localizedPath, t} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {collapse, langOf, literal, text} from '../stories/storyText.ts';
import {LegalNoticeSidebar} from './LegalNoticeSidebar.tsx';

const meta = {
  title: 'Components/Legal/LegalNoticeSidebar',
  component: LegalNoticeSidebar,
  // Filled from the loaded retailer by the render function.
  args: {company: {}, headingLevel: 2, overview: []},
  argTypes: {
    company: {control: false},
    periods: {control: false},
    legacyOpeningHours: {control: false},
    headingLevel: {control: 'inline-radio', options: [2, 3, 4]},
  },
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    return (
      <LegalNoticeSidebar
        {...args}
        company={site.company}
        periods={site.branches[0]?.opening_periods}
        legacyOpeningHours={site.openingHours}
      />
    );
  },
} satisfies Meta<typeof LegalNoticeSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term of the sidebar with its text, in order, whitespace collapsed. */
function facts(canvasElement: HTMLElement): [string, string][] {
  return within(canvasElement)
    .getAllByRole('term')
    .map((term) => [
      collapse(term.textContent ?? ''),
      collapse(term.nextElementSibling?.textContent ?? ''),
    ]);
}

/** Phone links labelled in the story's language (in contact and call to action). */
const phoneName = (globals: Record<string, unknown>, number: string) =>
  new RegExp(`^${literal(t(langOf(globals), 'phoneLabel'))} ${literal(number)}`);

/**
 * The toolbar retailer: its display name, registered name and first address, the contact
 * heading, the call to action with the primary landline, the contact form link and the hours.
 */
export const Default: Story = {
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const {company} = siteOf(loaded);
    await expect(canvas.getByRole('heading', {name: company.display_name})).toBeVisible();
    await expect(canvasElement.querySelector('address')?.textContent).toMatch(
      new RegExp(`^${literal(company.company_name)}`),
    );
    await expect(canvas.getByRole('heading', {name: t(lang, 'legalNoticeContact')})).toBeVisible();
    await expect(canvas.getByText(text(lang, 'legalNoticeCallToAction'))).toBeVisible();
    const phone = company.numbers.find((entry) => entry.primary && entry.type === 'phone');
    if (!phone) throw new Error('the fixture company has no primary phone');
    await expect(
      canvas.getAllByRole('link', {name: phoneName(globals, phone.number)}),
    ).toHaveLength(2);
    await expect(
      canvas.getByRole('link', {name: text(lang, 'legalNoticeContactForm')}),
    ).toHaveAttribute('href', localizedPath('contact', lang));
    await expect(canvas.getByRole('heading', {name: t(lang, 'openingHoursHeading')})).toBeVisible();
  },
};

/** Try heading levels and overview links on the toolbar retailer. */
export const Playground: Story = {
  args: {
    headingLevel: 3,
    overview: [
      {label: 'Berufshaftpflichtversicherung', to: {page: 'imprint', anchor: 'insurance'}},
      {label: 'Bildquellen', to: {page: 'imprint', anchor: 'image_sources'}},
    ],
  },
};

/**
 * The jeweller (fixed retailer, legal form single): "Inhaber:" with the owner, the legal form
 * named, the register entry, primary contacts only, VAT id and tax number.
 */
export const Jeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, canvasElement, globals}) => {
    const lang = langOf(globals);
    await expect(canvas.getByRole('heading', {name: 'Juwelier Morgenstern'})).toBeVisible();
    // The registered name and the first address only, with its type (spec §5).
    const address = canvasElement.querySelector('address');
    await expect(collapse(address?.textContent ?? '')).toBe(
      collapse(
        `Juwelier Morgenstern e.K.${t(lang, 'companyAddressTypeHq')}Goethestraße 1260313 Frankfurt am Main`,
      ),
    );
    await expect(facts(canvasElement).slice(0, 5)).toEqual([
      [text(lang, 'companyLegalFormOwner'), 'Clara Morgenstern'],
      [text(lang, 'legalNoticeLegalForm'), text(lang, 'legalNoticeLegalFormSingle')],
      [
        text(lang, 'legalNoticeRegisters'),
        text(lang, 'legalNoticeRegisterEntry', {
          registerType: 'Handelsregister',
          number: 'HRA 45123',
          registrar: 'Amtsgericht Frankfurt am Main',
        }),
      ],
      [text(lang, 'legalNoticeVatId'), 'DE123456789'],
      [text(lang, 'legalNoticeTaxNumber'), '045 234 56789'],
    ]);
    await expect(canvas.getByText('+49 69 90009199')).toBeVisible();
    await expect(
      canvas.getByRole('link', {name: /info@juwelier-morgenstern\.example/}),
    ).toHaveAttribute('href', 'mailto:info@juwelier-morgenstern.example');
    // The primary landline, not the primary mobile (decision 004); in contact and call to action.
    const phones = canvas.getAllByRole('link', {name: phoneName(globals, '+49 69 90009100')});
    await expect(phones).toHaveLength(2);
    for (const phone of phones) await expect(phone).toHaveAttribute('href', 'tel:+496990009100');
  },
};

/**
 * The optician (fixed retailer, legal form other, a GmbH): "Vertreten durch:" with both managing
 * directors and no legal-form row, since the company name already says it.
 */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvas, canvasElement, globals}) => {
    const lang = langOf(globals);
    await expect(canvas.getByRole('heading', {name: 'Optik Klarblick'})).toBeVisible();
    const all = facts(canvasElement);
    await expect(all[0]).toEqual([
      text(lang, 'companyLegalFormOther'),
      'Katharina Brenner, Yusuf Demir',
    ]);
    await expect(all.map(([term]) => term)).not.toContain(text(lang, 'legalNoticeLegalForm'));
    await expect(
      canvas.getAllByRole('link', {name: phoneName(globals, '+49 89 99998100')}),
    ).toHaveLength(2);
  },
};

/** Fixed to English: labels; the contact form link goes to the English contact page. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByText('questions? call us')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'or use our contact form'})).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};

/** Fixed to French: the French contact page. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByRole('link', {name: 'ou utilisez notre formulaire de contact'}),
    ).toHaveAttribute('href', '/fr/contact');
  },
};

/** Legal form ev: "Vertretungsberechtigte Vorstände:" and the form named (spec §5). */
export const RegisteredAssociation: Story = {
  render: (args, {loaded}) => {
    const company = {...siteOf(loaded).company, legal_form: 'ev' as const};
    return <LegalNoticeSidebar {...args} company={company} />;
  },
  play: async ({canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const all = facts(canvasElement);
    await expect(all[0]).toEqual([
      text(lang, 'companyLegalFormEv'),
      siteOf(loaded)
        .company.executives.map((executive) => executive.name)
        .join(', '),
    ]);
    await expect(Object.fromEntries(all)[text(lang, 'legalNoticeLegalForm')]).toBe(
      text(lang, 'legalNoticeLegalFormEv'),
    );
  },
};

/** Legal form bag: its label names the form, so there is no separate legal-form row. */
export const JointPractice: Story = {
  render: (args, {loaded}) => {
    const company = {...siteOf(loaded).company, legal_form: 'bag' as const};
    return <LegalNoticeSidebar {...args} company={company} />;
  },
  play: async ({canvasElement, globals}) => {
    const lang = langOf(globals);
    const all = facts(canvasElement);
    await expect(all[0]?.[0]).toBe(text(lang, 'companyLegalFormBag'));
    await expect(all.map(([term]) => term)).not.toContain(text(lang, 'legalNoticeLegalForm'));
  },
};

/** The subnavigation "Übersicht": a navigation landmark with links to the imprint's blocks. */
export const WithOverview: Story = {
  args: {
    overview: [
      {label: 'Professional liability insurance', to: {page: 'imprint', anchor: 'insurance'}},
      {label: 'Image sources', to: {page: 'imprint', anchor: 'image_sources'}},
    ],
  },
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const nav = canvas.getByRole('navigation', {name: text(lang, 'legalNoticeOverview')});
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${localizedPath('imprint', lang)}#insurance`,
      `${localizedPath('imprint', lang)}#image_sources`,
    ]);
  },
};

/** A company without numbers and VAT id: no call to action, no empty labels. */
export const WithoutPhone: Story = {
  render: (args, {loaded}) => {
    const company = {...siteOf(loaded).company, numbers: [], ust_id: null};
    return <LegalNoticeSidebar {...args} company={company} />;
  },
  play: async ({canvas, canvasElement, globals}) => {
    const lang = langOf(globals);
    await expect(canvas.queryByText(text(lang, 'legalNoticeCallToAction'))).toBeNull();
    await expect(
      canvas.queryByRole('link', {name: new RegExp(`^${literal(t(lang, 'phoneLabel'))}`)}),
    ).toBeNull();
    await expect(facts(canvasElement).map(([term]) => term)).not.toContain(
      text(lang, 'legalNoticeVatId'),
    );
  },
};
