import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor} from 'storybook/test';
import {isLang, localizedPath, t, type MessageKey} from '@schaufenster/core';
import {
  NEWSLETTER_EXPIRED_TOKEN,
  NEWSLETTER_INVALID_TOKEN,
  newsletterTokenFailures,
} from '@schaufenster/fixtures/handlers';
import {NewsletterConfirm} from './NewsletterConfirm.tsx';

const ENDPOINT = 'https://forms.example.test/newsletter/confirm';

// Text matchers collapse the page's whitespace: French puts a no-break space before "!".
function text(globals: Record<string, unknown>, key: MessageKey): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key).replace(/\s+/g, ' ');
}

const meta = {
  title: 'Components/Forms/NewsletterConfirm',
  component: NewsletterConfirm,
  args: {endpoint: ENDPOINT, token: 'gueltig'},
} satisfies Meta<typeof NewsletterConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link's token confirmed: the thanks in the status region, no alert. */
export const Confirmed: Story = {
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        text(globals, 'newsletterConfirmConfirmed'),
      ),
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** While the service answers (and on the prerendered page): "confirming …". */
export const Pending: Story = {
  parameters: {msw: {handlers: {forms: newsletterTokenFailures.pending}}},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'newsletterConfirmPending'),
    );
  },
};

/** A link older than 7 days: the alert says so and links to the home page's sign-up. */
export const Expired: Story = {
  args: {token: NEWSLETTER_EXPIRED_TOKEN},
  play: async ({canvas, globals}) => {
    const lang = isLang(globals.lang) ? globals.lang : 'de';
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement());
    const link = canvas.getByRole('link', {name: /.+/});
    await expect(link).toHaveAttribute('href', localizedPath('home', lang));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A token the service does not know: the alert asks for the complete link. */
export const Invalid: Story = {
  args: {token: NEWSLETTER_INVALID_TOKEN},
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'newsletterConfirmInvalid'),
      ),
    );
  },
};

/** A link without a token: not valid, and no request is made. */
export const NoToken: Story = {
  args: {token: null},
  parameters: {msw: {handlers: {forms: newsletterTokenFailures.networkDown}}},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(globals, 'newsletterConfirmInvalid'),
    );
  },
};

/** The service not reachable: the alert asks to try again later. */
export const NetworkDown: Story = {
  parameters: {msw: {handlers: {forms: newsletterTokenFailures.networkDown}}},
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'newsletterPageNetworkError'),
      ),
    );
  },
};

/** English wording. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Thank you! Your newsletter subscription is confirmed.',
      ),
    );
  },
};
