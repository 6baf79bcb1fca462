import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, localizedPath, t, type Company, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {goToThanks, takeSender} from '../ContactForm/thanksSender.ts';
import {ContactContent} from './ContactContent.tsx';

const ENDPOINT = 'https://forms.example.test/forms/contact';
// Stands in for the site's navigation in NavigatesToThanks.
const navigate = fn();

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Story stand-in for the ContactInfo component (built separately): the company's first address.
function InfoStandIn({company}: {company: Company}) {
  const address = company.addresses[0];
  return (
    <address>
      <strong>{company.display_name}</strong>
      {address ? (
        <>
          <br />
          {`${address.street} ${address.number}`}
          <br />
          {`${address.zip_code} ${address.city}`}
        </>
      ) : null}
    </address>
  );
}

const meta = {
  title: 'Components/Contact/ContactContent',
  component: ContactContent,
  args: {endpoint: ENDPOINT, onSuccess: fn()},
  render: (args, {loaded}) => (
    <ContactContent {...args} contactInfo={<InfoStandIn company={siteOf(loaded).company} />} />
  ),
} satisfies Meta<typeof ContactContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, contact info, privacy sentence with its link, map heading and the form. */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    await expect(
      canvas.getByRole('heading', {level: 1, name: t(lang, 'contactPageHeading')}),
    ).toBeVisible();
    await expect(canvas.getByText(siteOf(loaded).company.display_name)).toBeVisible();
    await expect(
      canvas.getByRole('region', {name: t(lang, 'contactPageMapHeading')}),
    ).toBeVisible();
    // Two privacy links: the page's consent sentence and the form's agreement.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', localizedPath('privacy', lang));
    }
    await expect(canvas.getByRole('button', {name: t(lang, 'contactFormSubmit')})).toBeVisible();
  },
};

/** Props to try any endpoint, contact info or map. */
export const Playground: Story = {
  render: (args) => <ContactContent {...args} />,
  args: {contactInfo: 'Contact info', map: 'Map'},
};

/** French has no privacy page of its own (spec §2 table), so the link goes to the German one. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByRole('heading', {level: 2, name: t('fr', 'contactPageMapHeading')}),
    ).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).toHaveAttribute('href', '/datenschutz');
    }
  },
};

/**
 * How the site wires it: on success the sender is handed over in session storage and the plain
 * thanks path opens; name and e-mail never enter the URL (decision 007d).
 */
export const NavigatesToThanks: Story = {
  args: {onSuccess: undefined},
  render: (args, {loaded, globals}) => {
    const lang = langOf(globals);
    return (
      <ContactContent
        {...args}
        contactInfo={<InfoStandIn company={siteOf(loaded).company} />}
        onSuccess={(sender) => goToThanks(lang, sender, navigate)}
      />
    );
  },
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    navigate.mockClear();
    await userEvent.type(canvas.getByRole('textbox', {name: t(lang, 'contactFormName')}), 'Anna');
    await userEvent.type(
      canvas.getByRole('textbox', {name: t(lang, 'contactFormEmail')}),
      'anna@example.com',
    );
    await userEvent.type(
      canvas.getByRole('textbox', {name: t(lang, 'contactFormMessage')}),
      'Hallo',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', {name: t(lang, 'contactFormSubmit')}));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(localizedPath('thanks', lang)));
    // What the thanks page will take: once, then it is gone.
    await expect(takeSender()).toEqual({name: 'Anna', email: 'anna@example.com'});
    await expect(takeSender()).toEqual({});
  },
};
