import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {isLang, localizedPath, t, type Lang} from '@schaufenster/core';
import {ThanksContent} from './ThanksContent.tsx';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

const meta = {
  title: 'Components/Contact/ThanksContent',
  component: ThanksContent,
} satisfies Meta<typeof ThanksContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a sender (e.g. the page opened directly): the plain confirmation. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    // Collapsed like the matcher collapses the text: French puts a no-break space before "!".
    await expect(canvas.getByRole('heading', {level: 1})).toHaveTextContent(
      t(lang, 'thanksHeading').replace(/\s+/g, ' '),
    );
    await expect(canvas.getByText(t(lang, 'thanksMessage'))).toBeVisible();
    await expect(canvas.getByRole('link', {name: t(lang, 'thanksBackHome')})).toHaveAttribute(
      'href',
      localizedPath('home', lang),
    );
  },
};

/** Props to try any name and e-mail. */
export const Playground: Story = {args: {name: 'Anna Muster', email: 'anna@example.com'}};

/** With the sender the contact form handed over (characters that need escaping in a URL). */
export const WithSender: Story = {
  args: {name: 'Müller & Söhne', email: 'x@y.de'},
  play: async ({canvas, globals}) => {
    const message = t(langOf(globals), 'thanksMessageWithSender', {
      name: 'Müller & Söhne',
      email: 'x@y.de',
    });
    await expect(canvas.getByText(message.replace(/\s+/g, ' '))).toBeVisible();
  },
};

/** Only a name, no e-mail: the plain confirmation, never "we will reply to ". */
export const NameOnly: Story = {
  args: {name: 'Anna Muster'},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByText(t(langOf(globals), 'thanksMessage'))).toBeVisible();
    await expect(canvas.queryByText(/Anna Muster/)).toBeNull();
  },
};

/** English wording with the sender. */
export const English: Story = {
  args: {name: 'Anna', email: 'anna@example.com'},
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByText(
        'Thank you, Anna. Your message has been sent. We will reply to anna@example.com as soon as possible.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Back to the home page'})).toHaveAttribute(
      'href',
      '/en/',
    );
  },
};
