import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {siteOf} from '@schaufenster/fixtures';
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
  globals: {retailer: 'juwelier-morgenstern'},
} satisfies Meta<typeof LegalNoticeSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term of the sidebar with its text, in order. */
function facts(canvasElement: HTMLElement): [string, string][] {
  return within(canvasElement)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/**
 * The jeweller (legal form single): "Inhaber:" with the owner, the legal form named, the
 * register entry, primary contacts only, VAT id and tax number.
 */
export const Default: Story = {
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByRole('heading', {name: 'Juwelier Morgenstern'})).toBeVisible();
    // The registered name and the first address only, with its type (spec §5).
    const address = canvasElement.querySelector('address');
    await expect(address?.textContent).toBe(
      'Juwelier Morgenstern e.K.HauptgeschäftsstelleGoethestraße 1260313 Frankfurt am Main',
    );
    await expect(facts(canvasElement).slice(0, 5)).toEqual([
      ['Inhaber:', 'Clara Morgenstern'],
      ['Rechtsform', 'Einzelunternehmen'],
      [
        'Registereintrag',
        'Handelsregister HRA 45123, Registergericht: Amtsgericht Frankfurt am Main',
      ],
      ['USt-IdNr.', 'DE123456789'],
      ['Steuernummer', '045 234 56789'],
    ]);
    await expect(canvas.getByRole('heading', {name: 'Kontakt'})).toBeVisible();
    await expect(canvas.getByText('+49 69 90009199')).toBeVisible();
    await expect(
      canvas.getByRole('link', {name: /info@juwelier-morgenstern\.example/}),
    ).toHaveAttribute('href', 'mailto:info@juwelier-morgenstern.example');
    // The primary landline, not the primary mobile (decision 004); in contact and call to action.
    const phones = canvas.getAllByRole('link', {name: /^Telefon \+49 69 90009100/});
    await expect(phones).toHaveLength(2);
    for (const phone of phones) await expect(phone).toHaveAttribute('href', 'tel:+496990009100');
    await expect(canvas.getByText('Fragen? Rufen Sie uns an')).toBeVisible();
    await expect(
      canvas.getByRole('link', {name: 'oder nutzen Sie unser Kontaktformular'}),
    ).toHaveAttribute('href', '/kontakt');
    await expect(canvas.getByRole('heading', {name: 'Öffnungszeiten'})).toBeVisible();
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
 * The optician (legal form other, a GmbH): "Vertreten durch:" with both managing directors and
 * no legal-form row, since the company name already says it.
 */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByRole('heading', {name: 'Optik Klarblick'})).toBeVisible();
    const all = facts(canvasElement);
    await expect(all[0]).toEqual(['Vertreten durch:', 'Katharina Brenner, Yusuf Demir']);
    await expect(all.map(([term]) => term)).not.toContain('Rechtsform');
    await expect(canvas.getAllByRole('link', {name: /^Telefon \+49 89 99998100/})).toHaveLength(2);
  },
};

/** English labels; the contact form link goes to the English contact page. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas, canvasElement}) => {
    await expect(facts(canvasElement)[0]).toEqual(['Owner:', 'Clara Morgenstern']);
    await expect(canvas.getByText('questions? call us')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'or use our contact form'})).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};

/** French: the optician's representatives and the French contact page. */
export const French: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'fr'},
  play: async ({canvas, canvasElement}) => {
    await expect(facts(canvasElement)[0]?.[0]).toBe('Représenté par :');
    await expect(
      canvas.getByRole('link', {name: 'ou utilisez notre formulaire de contact'}),
    ).toHaveAttribute('href', '/fr/contact');
  },
};

/** Legal form ev: "Vertretungsberechtigte Vorstände:" and the form named (spec §5). */
export const RegisteredAssociation: Story = {
  globals: {lang: 'de'},
  render: (args, {loaded}) => {
    const company = {...siteOf(loaded).company, legal_form: 'ev' as const};
    return <LegalNoticeSidebar {...args} company={company} />;
  },
  play: async ({canvasElement}) => {
    const all = facts(canvasElement);
    await expect(all[0]).toEqual(['Vertretungsberechtigte Vorstände:', 'Clara Morgenstern']);
    await expect(Object.fromEntries(all)['Rechtsform']).toBe('Eingetragener Verein (e. V.)');
  },
};

/** Legal form bag: its label names the form, so there is no separate legal-form row. */
export const JointPractice: Story = {
  globals: {lang: 'de'},
  render: (args, {loaded}) => {
    const company = {...siteOf(loaded).company, legal_form: 'bag' as const};
    return <LegalNoticeSidebar {...args} company={company} />;
  },
  play: async ({canvasElement}) => {
    const all = facts(canvasElement);
    await expect(all[0]?.[0]).toBe('Berufsausübungsgemeinschaft der Vertragsärzte');
    await expect(all.map(([term]) => term)).not.toContain('Rechtsform');
  },
};

/** The subnavigation "Übersicht": a navigation landmark with links to the imprint's blocks. */
export const WithOverview: Story = {
  globals: {lang: 'en'},
  args: {
    overview: [
      {label: 'Professional liability insurance', to: {page: 'imprint', anchor: 'insurance'}},
      {label: 'Image sources', to: {page: 'imprint', anchor: 'image_sources'}},
    ],
  },
  play: async ({canvas}) => {
    const nav = canvas.getByRole('navigation', {name: 'overview'});
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/imprint#insurance',
      '/en/imprint#image_sources',
    ]);
  },
};

/** A company without numbers and VAT id: no call to action, no empty labels. */
export const WithoutPhone: Story = {
  globals: {lang: 'de'},
  render: (args, {loaded}) => {
    const company = {...siteOf(loaded).company, numbers: [], ust_id: null};
    return <LegalNoticeSidebar {...args} company={company} />;
  },
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.queryByText('Fragen? Rufen Sie uns an')).toBeNull();
    await expect(canvas.queryByRole('link', {name: /^Telefon/})).toBeNull();
    await expect(facts(canvasElement).map(([term]) => term)).not.toContain('USt-IdNr.');
  },
};
