import type {Meta, StoryObj} from '@storybook/react-vite';
import type {within} from 'storybook/test';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, localizedPath, t, type MessageKey} from '@schaufenster/core';
import {contactFormFailures} from '@schaufenster/fixtures/handlers';
import {ContactForm} from './ContactForm.tsx';

const ENDPOINT = 'https://forms.example.test/forms/contact';

// Expected texts in the story's language, so the plays hold under any toolbar language.
function message(globals: Record<string, unknown>, key: MessageKey): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key);
}

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

function fields(canvas: Canvas, globals: Globals) {
  return {
    name: canvas.getByRole('textbox', {name: message(globals, 'contactFormName')}),
    email: canvas.getByRole('textbox', {name: message(globals, 'contactFormEmail')}),
    message: canvas.getByRole('textbox', {name: message(globals, 'contactFormMessage')}),
    privacy: canvas.getByRole('checkbox'),
    submit: canvas.getByRole('button', {name: message(globals, 'contactFormSubmit')}),
  };
}

// Fills the form with the keyboard alone: Tab through the fields, Space ticks the agreement.
async function fillWithKeyboard(canvas: Canvas, globals: Globals) {
  const form = fields(canvas, globals);
  await userEvent.click(form.name);
  await userEvent.keyboard('Anna Muster');
  await userEvent.tab();
  await userEvent.keyboard('anna@example.com');
  await userEvent.tab();
  await userEvent.keyboard('Ist die Uhr noch da?');
  await userEvent.tab();
  await expect(form.privacy).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(form.privacy).toBeChecked();
  return form;
}

const meta = {
  title: 'Components/Forms/ContactForm',
  component: ContactForm,
  args: {endpoint: ENDPOINT, onSuccess: fn()},
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, e-mail, message, the privacy agreement with its link, and the send button. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const form = fields(canvas, globals);
    for (const field of [form.name, form.email, form.message, form.privacy]) {
      await expect(field).toBeRequired();
    }
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      localizedPath('privacy', isLang(globals.lang) ? globals.lang : 'de'),
    );
    await expect(form.privacy).toHaveAccessibleName(/./);
  },
};

/** Props to try any endpoint. */
export const Playground: Story = {};

/** Sent successfully: `onSuccess` gets the trimmed name and e-mail for the thanks page. */
export const SubmitSuccess: Story = {
  play: async ({canvas, globals, args}) => {
    const form = await fillWithKeyboard(canvas, globals);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({name: 'Anna Muster', email: 'anna@example.com'}),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(message(globals, 'contactFormSent'));
  },
};

/**
 * Submitting empty with Enter: every field shows its error as its description, and the first
 * invalid field (name) takes focus; nothing is sent.
 */
export const FieldErrors: Story = {
  play: async ({canvas, globals, args}) => {
    const form = fields(canvas, globals);
    form.submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form.name).toHaveFocus());
    await expect(form.name).toHaveAccessibleDescription(
      message(globals, 'contactFormNameRequired'),
    );
    await expect(form.name).toBeInvalid();
    await expect(form.email).toHaveAccessibleDescription(
      message(globals, 'contactFormEmailRequired'),
    );
    await expect(form.message).toHaveAccessibleDescription(
      message(globals, 'contactFormMessageRequired'),
    );
    await expect(form.privacy).toHaveAccessibleDescription(
      message(globals, 'contactFormPrivacyRequired'),
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** A malformed e-mail: after fixing the name, focus lands on the e-mail field with its error. */
export const InvalidEmail: Story = {
  play: async ({canvas, globals, args}) => {
    const form = fields(canvas, globals);
    await userEvent.type(form.name, 'Anna');
    await userEvent.type(form.email, 'anna@example');
    await userEvent.type(form.message, 'Hallo');
    await userEvent.click(form.privacy);
    form.submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form.email).toHaveFocus());
    await expect(form.email).toHaveAccessibleDescription(
      message(globals, 'contactFormEmailInvalid'),
    );
    await expect(form.name).not.toBeInvalid();
    await userEvent.type(form.email, '.de');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** While the service has not answered, the status region says it is sending. */
export const Sending: Story = {
  parameters: {msw: {handlers: {forms: contactFormFailures.pending}}},
  play: async ({canvas, globals, args}) => {
    const form = await fillWithKeyboard(canvas, globals);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(message(globals, 'contactFormSending')),
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The service answers 500: the alert explains, everything typed stays, nothing navigates. */
export const ServerError: Story = {
  parameters: {msw: {handlers: {forms: contactFormFailures.serverError}}},
  play: async ({canvas, globals, args}) => {
    const form = await fillWithKeyboard(canvas, globals);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(message(globals, 'contactFormError')),
    );
    await expect(form.name).toHaveValue('Anna Muster');
    await expect(form.email).toHaveValue('anna@example.com');
    await expect(form.message).toHaveValue('Ist die Uhr noch da?');
    await expect(form.privacy).toBeChecked();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The network is down: same as a server error, the visitor can simply send again. */
export const NetworkDown: Story = {
  parameters: {msw: {handlers: {forms: contactFormFailures.networkDown}}},
  play: async ({canvas, globals, args}) => {
    const form = await fillWithKeyboard(canvas, globals);
    await userEvent.tab(); // the privacy link
    await userEvent.tab();
    await expect(form.submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(message(globals, 'contactFormError')),
    );
    await expect(form.message).toHaveValue('Ist die Uhr noch da?');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** English labels and the English privacy path. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('textbox', {name: 'Email'})).toBeRequired();
    await expect(canvas.getByRole('link', {name: 'privacy policy'})).toHaveAttribute(
      'href',
      '/en/privacy',
    );
  },
};
