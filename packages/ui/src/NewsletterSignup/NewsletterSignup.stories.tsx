import type {Meta, StoryObj} from '@storybook/react-vite';
import {http, HttpResponse} from 'msw';
import type {within} from 'storybook/test';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type MessageKey} from '@schaufenster/core';
import {NEWSLETTER_DUPLICATE_EMAIL, newsletterFailures} from '@schaufenster/fixtures/handlers';
import {NewsletterSignup} from './NewsletterSignup.tsx';

const ENDPOINT = 'https://forms.example.test/newsletter/subscribe';
// Records whether a request went out (EmailMissing must not send one).
const requested = fn();

type Globals = Record<string, unknown>;
type Canvas = ReturnType<typeof within>;

function message(globals: Globals, key: MessageKey): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key);
}

// Text matchers collapse the page's whitespace: French puts a no-break space before "!".
function messageText(globals: Globals, key: MessageKey): string {
  return message(globals, key).replace(/\s+/g, ' ');
}

function field(canvas: Canvas, globals: Globals) {
  return canvas.getByRole('textbox', {name: message(globals, 'newsletterEmailLabel')});
}

// Keyboard only: Tab into the field, type, Enter submits.
async function subscribe(canvas: Canvas, globals: Globals, email: string) {
  await userEvent.tab();
  await expect(field(canvas, globals)).toHaveFocus();
  if (email !== '') await userEvent.keyboard(email);
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Components/Forms/NewsletterSignup',
  component: NewsletterSignup,
  args: {endpoint: ENDPOINT},
  beforeEach: () => {
    requested.mockClear();
  },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named form with the e-mail field and the subscribe button; nothing announced yet. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    await expect(
      canvas.getByRole('form', {name: message(globals, 'newsletterHeading')}),
    ).toBeVisible();
    await expect(field(canvas, globals)).not.toBeInvalid();
    await expect(
      canvas.getByRole('button', {name: message(globals, 'newsletterSubmit')}),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Props to try another endpoint or heading level. */
export const Playground: Story = {args: {headingLevel: 3}};

/**
 * Under a heading of its own (the footer's newsletterTeaser column): no "Newsletter" heading and
 * no named form landmark, the field and button as before, and subscribing still works.
 */
export const WithoutHeading: Story = {
  args: {showHeading: false},
  play: async ({canvas, globals}) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
    await subscribe(canvas, globals, 'fusszeile@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        messageText(globals, 'newsletterSuccess'),
      ),
    );
  },
};

/**
 * Success: "Thank you for subscribing!" in the status region, then the request to confirm the
 * address through the link in the e-mail (double opt-in).
 */
export const Success: Story = {
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, 'neu@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        messageText(globals, 'newsletterSuccess'),
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      messageText(globals, 'newsletterSuccessConfirmHint'),
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** An empty address: "Email missing" at once, the field marked invalid, no request sent. */
export const EmailMissing: Story = {
  parameters: {
    msw: {
      handlers: {
        forms: [
          http.post('*/newsletter/subscribe', () => {
            requested();
            return HttpResponse.json({status: 'ok'});
          }),
        ],
      },
    },
  },
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, '');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(message(globals, 'newsletterEmailMissing'));
    const input = field(canvas, globals);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(message(globals, 'newsletterEmailMissing'));
    await expect(requested).not.toHaveBeenCalled();
  },
};

/** While the service has not answered: "Sending...". */
export const Sending: Story = {
  parameters: {msw: {handlers: {forms: newsletterFailures.pending}}},
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, 'neu@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(message(globals, 'newsletterSending')),
    );
  },
};

/** The shared handlers answer 409 for bereits@example.com: already registered. */
export const Duplicate: Story = {
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, NEWSLETTER_DUPLICATE_EMAIL);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        message(globals, 'newsletterAlreadyRegistered'),
      ),
    );
    await expect(field(canvas, globals)).toHaveValue(NEWSLETTER_DUPLICATE_EMAIL);
  },
};

/** A service that answers 200 with `{code: 'duplicate'}` is recognised too. */
export const DuplicateByBody: Story = {
  parameters: {
    msw: {
      handlers: {
        forms: [http.post('*/newsletter/subscribe', () => HttpResponse.json({code: 'duplicate'}))],
      },
    },
  },
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, 'x@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        message(globals, 'newsletterAlreadyRegistered'),
      ),
    );
  },
};

/** A server error: "An unexpected error occurred". */
export const ServerError: Story = {
  parameters: {msw: {handlers: {forms: newsletterFailures.serverError}}},
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, 'neu@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        message(globals, 'newsletterUnexpectedError'),
      ),
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The network is down: also "An unexpected error occurred". */
export const NetworkDown: Story = {
  parameters: {msw: {handlers: {forms: newsletterFailures.networkDown}}},
  play: async ({canvas, globals}) => {
    await subscribe(canvas, globals, 'neu@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        message(globals, 'newsletterUnexpectedError'),
      ),
    );
  },
};

/** The spec's English wording (spec §5). */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await userEvent.click(canvas.getByRole('button', {name: 'Subscribe'}));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email missing');
    await userEvent.type(canvas.getByRole('textbox', {name: 'Email address'}), 'neu@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Thank you for subscribing!'),
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
