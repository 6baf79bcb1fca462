import type {Meta, StoryObj} from '@storybook/react-vite';
import type {FormEvent, ReactNode} from 'react';
import {Form} from 'react-aria-components';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {
  emailRule,
  isLang,
  mustAccept,
  t,
  type MessageKey,
  type MessageValues,
} from '@schaufenster/core';
import {useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {ActionButton} from './ActionButton.tsx';
import {CheckboxField} from './CheckboxField.tsx';
import {EmailField} from './EmailField.tsx';
import {FormStatus} from './FormStatus.tsx';
import {PrivacyConsentField} from './PrivacyConsentField.tsx';
import {SubmitButton} from './SubmitButton.tsx';
import {TextAreaField} from './TextAreaField.tsx';
import {TextInputField} from './TextInputField.tsx';

type Globals = Record<string, unknown>;

// Expected texts in the story's language, so the plays hold under any toolbar language.
function message(globals: Globals, key: MessageKey, values?: MessageValues): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key, values);
}

// Records submits that native validation let through, and presses of the action buttons.
const submitted = fn();
const pressed = fn();

/** A form with native validation around the field, as the site's forms use them. */
function DemoForm({globals, children}: {globals: Globals; children: ReactNode}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
  };
  return (
    <Form validationBehavior="native" onSubmit={submit} style={{display: 'grid', gap: '1rem'}}>
      {children}
      <SubmitButton>{message(globals, 'contactFormSubmit')}</SubmitButton>
    </Form>
  );
}

/** The privacy sentence with its link, as the contact and request forms show it. */
function PrivacyAgreement() {
  const rich = useRichMessages();
  return rich('contactFormPrivacyAgreement', {
    privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
  });
}

const meta = {
  title: 'Components/Forms/FormField',
  component: TextInputField,
  args: {label: '', name: 'email', type: 'email', autoComplete: 'email'},
  // The label comes from the catalogue in the story's language.
  argTypes: {label: {control: false}},
  render: (args, {globals}) => (
    <DemoForm globals={globals}>
      <TextInputField {...args} label={message(globals, 'newsletterEmailLabel')} />
    </DemoForm>
  ),
  beforeEach: () => {
    submitted.mockClear();
    pressed.mockClear();
  },
} satisfies Meta<typeof TextInputField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled one-line field: named by its label, optional, valid, typing goes in. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const field = canvas.getByRole('textbox', {name: message(globals, 'newsletterEmailLabel')});
    await expect(field).not.toBeRequired();
    await expect(field).not.toBeInvalid();
    await userEvent.click(field);
    await userEvent.keyboard('anna@example.com');
    await expect(field).toHaveValue('anna@example.com');
  },
};

/** Props to try: required, disabled, input type, a description. */
export const Playground: Story = {
  args: {isRequired: true, isDisabled: false, description: 'anna@example.com'},
};

/**
 * Required: submitting empty with Enter keeps the form from sending, marks the field invalid,
 * focuses it and reads the catalogue's error as its description.
 */
export const Required: Story = {
  render: (args, {globals}) => (
    <DemoForm globals={globals}>
      <TextInputField
        {...args}
        label={message(globals, 'newsletterEmailLabel')}
        isRequired
        validate={(value) =>
          value.trim() === '' ? message(globals, 'contactFormEmailRequired') : null
        }
      />
    </DemoForm>
  ),
  play: async ({canvas, globals}) => {
    const field = canvas.getByRole('textbox', {name: message(globals, 'newsletterEmailLabel')});
    await expect(field).toBeRequired();
    canvas.getByRole('button', {name: message(globals, 'contactFormSubmit')}).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(message(globals, 'contactFormEmailRequired'));
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.keyboard('anna@example.com{Enter}');
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  },
};

/** Invalid at once (aria validation): the error stays under the field until the value is fixed. */
export const Invalid: Story = {
  render: (args, {globals}) => (
    <TextInputField
      {...args}
      label={message(globals, 'newsletterEmailLabel')}
      defaultValue="anna@example"
      validationBehavior="aria"
      validate={(value) =>
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
          ? null
          : message(globals, 'contactFormEmailInvalid')
      }
    />
  ),
  play: async ({canvas, globals}) => {
    const field = canvas.getByRole('textbox', {name: message(globals, 'newsletterEmailLabel')});
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(message(globals, 'contactFormEmailInvalid'));
    await userEvent.type(field, '.de');
    await expect(field).not.toBeInvalid();
    await expect(field).not.toHaveAccessibleDescription();
  },
};

/** A description under the field is read with it. */
export const WithDescription: Story = {
  render: (args, {globals}) => (
    <TextInputField
      {...args}
      type="text"
      label={message(globals, 'itemPageCount')}
      description={message(globals, 'itemPageCountMax', {count: 3})}
    />
  ),
  play: async ({canvas, globals}) => {
    await expect(
      canvas.getByRole('textbox', {name: message(globals, 'itemPageCount')}),
    ).toHaveAccessibleDescription(message(globals, 'itemPageCountMax', {count: 3}));
  },
};

/** The multi-line field: Enter starts a new line instead of sending the form. */
export const TextArea: Story = {
  render: (_args, {globals}) => (
    <DemoForm globals={globals}>
      <TextAreaField name="message" rows={6} label={message(globals, 'contactFormMessage')} />
    </DemoForm>
  ),
  play: async ({canvas, globals}) => {
    const field = canvas.getByRole('textbox', {name: message(globals, 'contactFormMessage')});
    await expect(field).toHaveAttribute('rows', '6');
    await userEvent.click(field);
    await userEvent.keyboard('Hallo{Enter}Welt');
    await expect(field).toHaveValue('Hallo\nWelt');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** A checkbox labelled inside its target: clicking the text ticks it, Space unticks it. */
export const Checkbox: Story = {
  render: (_args, {globals}) => (
    <CheckboxField name="present_wrap">{message(globals, 'checkoutPresentWrap')}</CheckboxField>
  ),
  play: async ({canvas, globals}) => {
    const box = canvas.getByRole('checkbox', {name: message(globals, 'checkoutPresentWrap')});
    await userEvent.click(canvas.getByText(message(globals, 'checkoutPresentWrap')));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/**
 * A required agreement whose sentence holds a link: the sentence names the checkbox, the link
 * stays its own tab stop, and submitting unticked shows the error as the checkbox's description.
 */
export const RequiredAgreement: Story = {
  render: (_args, {globals}) => (
    <DemoForm globals={globals}>
      <CheckboxField
        name="privacy_accepted"
        hasInteractiveLabel
        isRequired
        validate={(selected) => (selected ? null : message(globals, 'contactFormPrivacyRequired'))}
      >
        <PrivacyAgreement />
      </CheckboxField>
    </DemoForm>
  ),
  play: async ({canvas, globals}) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAccessibleName(/./);
    await expect(box).toBeRequired();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAccessibleDescription(message(globals, 'contactFormPrivacyRequired'));
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

/** The status and alert regions under a form, both rendered from the start. */
export const Status: Story = {
  render: (_args, {globals}) => (
    <FormStatus
      status={message(globals, 'contactFormSending')}
      alert={message(globals, 'contactFormError')}
    />
  ),
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      message(globals, 'contactFormSending'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(message(globals, 'contactFormError'));
  },
};

/**
 * The e-mail field with a core rule: a malformed address keeps the form from sending and reads
 * the form's own error (not the browser's) as the field's description.
 */
export const Email: Story = {
  render: (_args, {globals}) => (
    <DemoForm globals={globals}>
      <EmailField
        label={message(globals, 'contactFormEmail')}
        isRequired
        rule={emailRule({missing: 'contactFormEmailRequired', invalid: 'contactFormEmailInvalid'})}
      />
    </DemoForm>
  ),
  play: async ({canvas, globals}) => {
    const field = canvas.getByRole('textbox', {name: message(globals, 'contactFormEmail')});
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'anna@example{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(message(globals, 'contactFormEmailInvalid')),
    );
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(field, '.de{Enter}');
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  },
};

/** The privacy agreement: required, its sentence links the privacy page, the rule's error. */
export const PrivacyConsent: Story = {
  render: (_args, {globals}) => (
    <DemoForm globals={globals}>
      <PrivacyConsentField
        agreement="contactFormPrivacyAgreement"
        rule={mustAccept('contactFormPrivacyRequired')}
      />
    </DemoForm>
  ),
  play: async ({canvas, globals}) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleName(/./);
    await expect(canvas.getByRole('link')).toBeVisible();
    canvas.getByRole('button', {name: message(globals, 'contactFormSubmit')}).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAccessibleDescription(message(globals, 'contactFormPrivacyRequired'));
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** The action buttons: primary (brand) and secondary (outlined); a disabled one ignores presses. */
export const Actions: Story = {
  render: (_args, {globals}) => (
    <div style={{display: 'flex', gap: '1rem'}}>
      <ActionButton variant="secondary" onPress={pressed}>
        {message(globals, 'checkoutBack')}
      </ActionButton>
      <ActionButton onPress={pressed}>{message(globals, 'checkoutNext')}</ActionButton>
      <ActionButton isDisabled onPress={pressed}>
        {message(globals, 'checkoutPlaceOrder')}
      </ActionButton>
    </div>
  ),
  play: async ({canvas, globals}) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {name: message(globals, 'checkoutBack')}),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(pressed).toHaveBeenCalledTimes(2);
    await userEvent.click(
      canvas.getByRole('button', {name: message(globals, 'checkoutPlaceOrder')}),
    );
    await expect(pressed).toHaveBeenCalledTimes(2);
  },
};
