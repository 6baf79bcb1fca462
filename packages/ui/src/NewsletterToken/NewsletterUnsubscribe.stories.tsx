import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type MessageKey} from '@schaufenster/core';
import {NEWSLETTER_INVALID_TOKEN, newsletterTokenFailures} from '@schaufenster/fixtures/handlers';
import {NewsletterUnsubscribe} from './NewsletterUnsubscribe.tsx';

const ENDPOINT = 'https://forms.example.test/newsletter/unsubscribe';

// Text matchers collapse the page's whitespace: French puts a no-break space before "?" and ":".
function text(globals: Record<string, unknown>, key: MessageKey): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key).replace(/\s+/g, ' ');
}

const meta = {
  title: 'Components/Forms/NewsletterUnsubscribe',
  component: NewsletterUnsubscribe,
  args: {endpoint: ENDPOINT, token: 'gueltig'},
} satisfies Meta<typeof NewsletterUnsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the press: the question and the one button; opening the link changes nothing. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    await expect(canvas.getByText(text(globals, 'newsletterUnsubscribeIntro'))).toBeVisible();
    await expect(
      canvas.getByRole('button', {name: text(globals, 'newsletterUnsubscribeButton')}),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Pressed with the keyboard: unsubscribed, the button gone. */
export const Unsubscribed: Story = {
  play: async ({canvas, globals}) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        text(globals, 'newsletterUnsubscribeDone'),
      ),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** While the service answers: "sending". */
export const Sending: Story = {
  parameters: {msw: {handlers: {forms: newsletterTokenFailures.pending}}},
  play: async ({canvas, globals}) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'newsletterUnsubscribeSending'),
    );
  },
};

/** A token the service does not know: the alert asks for the complete link. */
export const Invalid: Story = {
  args: {token: NEWSLETTER_INVALID_TOKEN},
  play: async ({canvas, globals}) => {
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'newsletterUnsubscribeInvalid'),
      ),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A link without a token: not valid, no button. */
export const NoToken: Story = {
  args: {token: null},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(globals, 'newsletterUnsubscribeInvalid'),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The service not reachable: the alert asks to try again later; the button stays. */
export const NetworkDown: Story = {
  parameters: {msw: {handlers: {forms: newsletterTokenFailures.networkDown}}},
  play: async ({canvas, globals}) => {
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'newsletterPageNetworkError'),
      ),
    );
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

/** English wording. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await userEvent.click(canvas.getByRole('button', {name: 'Unsubscribe'}));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'You are unsubscribed and will receive no further newsletter emails.',
      ),
    );
  },
};
