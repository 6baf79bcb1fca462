import type {Meta, StoryContext, StoryObj} from '@storybook/react-vite';
import {expect, fn, userEvent, waitFor, within} from 'storybook/test';
import {LANGUAGES, localizedPath, t, type MessageKey} from '@schaufenster/core';
import {orderFailures} from '@schaufenster/fixtures/handlers';
import {localName} from '../ItemPage/itemTexts.ts';
import {langOf, pick} from '../stories/itemPageStoryKit.tsx';
import {withShop} from '../stories/withShop.tsx';
import {
  defaultRequestMessage,
  type RequestProduct,
  type RequestVariant,
} from './requestFormRules.ts';
import {RequestAvailability, type RequestAvailabilityProps} from './RequestAvailability.tsx';

// The form is its own chunk: on a busy machine it may take a few seconds to arrive.
const FORM_SOON = {timeout: 8000};

// Stand-ins the render replaces (decision 051): a product with variants from the shop the
// stories show (shopSiteOf: the toolbar retailer's, or the one msw serves) and its first active
// variant, named in the toolbar language as the item page names them. Other values are shown as
// given (Playground).
const SHOP_PRODUCT: RequestProduct = {id: 0, display_name: ''};
const SHOP_VARIANT: RequestVariant = {id: 0, display_name: ''};

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The product and variant a story shows, stand-ins replaced. */
function shown(
  args: RequestAvailabilityProps,
  {loaded, globals}: Pick<StoryContext, 'loaded' | 'globals'>,
): {product: RequestProduct; variant: RequestVariant | null} {
  const lang = langOf(globals);
  const fixture = pick(loaded, 'withVariants');
  const product =
    args.product.id === SHOP_PRODUCT.id
      ? {id: fixture.id, display_name: localName(fixture, lang, LANGUAGES)}
      : args.product;
  const chosen = fixture.variants.find((variant) => variant.active);
  if (!chosen) throw new Error('The fixture product has no active variant');
  const variant =
    args.variant?.id === SHOP_VARIANT.id
      ? {id: chosen.id, display_name: localName(chosen, lang, LANGUAGES)}
      : (args.variant ?? null);
  return {product, variant};
}

// Expected texts in the story's language, so the plays hold under any toolbar language.
function message(globals: Globals, key: MessageKey): string {
  return t(langOf(globals), key);
}

function trigger(canvas: Canvas, globals: Globals) {
  return canvas.getByRole('button', {name: message(globals, 'itemPageRequestAvailability')});
}

function dialogFields(canvas: Canvas, globals: Globals) {
  const dialog = canvas.getByRole('dialog', {name: message(globals, 'requestFormHeading')});
  const inside = within(dialog);
  return {
    dialog,
    name: inside.getByRole('textbox', {name: message(globals, 'requestFormName')}),
    email: inside.getByRole('textbox', {name: message(globals, 'requestFormEmail')}),
    phone: inside.getByRole('textbox', {name: message(globals, 'requestFormPhone')}),
    message: inside.getByRole('textbox', {name: message(globals, 'requestFormMessage')}),
    privacy: inside.getByRole('checkbox'),
    submit: inside.getByRole('button', {name: message(globals, 'requestFormSubmit')}),
    close: inside.getByRole('button', {name: message(globals, 'requestFormClose')}),
  };
}

// Opens the dialog from the keyboard and fills it: Tab through, Space ticks the agreement.
async function openAndFill(canvas: Canvas, globals: Globals) {
  await userEvent.tab();
  await expect(trigger(canvas, globals)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const form = await waitFor(() => dialogFields(canvas, globals), FORM_SOON);
  await waitFor(() => expect(form.name).toHaveFocus());
  await userEvent.keyboard('Anna Muster');
  await userEvent.tab();
  await userEvent.keyboard('anna@example.com');
  await userEvent.tab();
  await userEvent.keyboard('0221 123456');
  await userEvent.tab();
  await expect(form.message).toHaveFocus();
  await userEvent.tab();
  await expect(form.privacy).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(form.privacy).toBeChecked();
  return form;
}

const meta = {
  title: 'Shop/Item/RequestAvailability',
  component: RequestAvailability,
  decorators: [withShop],
  args: {product: SHOP_PRODUCT, variant: null, onSent: fn()},
  render: (args, context) => <RequestAvailability {...args} {...shown(args, context)} />,
} satisfies Meta<typeof RequestAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The action on the item page. Enter opens the dialog on the name field with the message
 * prefilled; Escape closes it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({canvas, globals, args, loaded}) => {
    const {product} = shown(args, {loaded, globals});
    const button = trigger(canvas, globals);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const form = await waitFor(() => dialogFields(canvas, globals), FORM_SOON);
    await waitFor(() => expect(form.name).toHaveFocus());
    await expect(form.message).toHaveValue(defaultRequestMessage(langOf(globals), product, null));
    for (const field of [form.name, form.email, form.message, form.privacy]) {
      await expect(field).toBeRequired();
    }
    await expect(form.phone).not.toBeRequired();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // RAC restores focus once the overlay has left.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Try any product and variant. */
export const Playground: Story = {args: {defaultOpen: true, variant: SHOP_VARIANT}};

/** Open from the start: heading, product name, the fields and the privacy link. */
export const Open: Story = {
  args: {defaultOpen: true},
  play: async ({canvas, globals, args, loaded}) => {
    const {product} = shown(args, {loaded, globals});
    const form = await waitFor(() => dialogFields(canvas, globals), FORM_SOON);
    // waitFor: the overlay fades in.
    await waitFor(() => expect(within(form.dialog).getByText(product.display_name)).toBeVisible());
    await expect(within(form.dialog).getByRole('link')).toHaveAttribute(
      'href',
      localizedPath('privacy', langOf(globals)),
    );
  },
};

/**
 * With a chosen variant, the prefilled message names product and variant in the toolbar language
 * (the exact wording per language: requestFormRules.test.ts).
 */
export const WithVariant: Story = {
  args: {defaultOpen: true, variant: SHOP_VARIANT},
  play: async ({canvas, globals, args, loaded}) => {
    const {product, variant} = shown(args, {loaded, globals});
    const lang = langOf(globals);
    const form = await waitFor(() => dialogFields(canvas, globals), FORM_SOON);
    await expect(form.message).toHaveValue(defaultRequestMessage(lang, product, variant));
    await expect(form.message).not.toHaveValue(defaultRequestMessage(lang, product, null));
    await expect((form.message as HTMLTextAreaElement).value).toContain(variant!.display_name);
    await waitFor(() => expect(within(form.dialog).getByText(variant!.display_name)).toBeVisible());
  },
};

/**
 * Sent: `{product, variant, name, email, phone, message}` is posted, the confirmation takes
 * focus, and closing returns focus to the button.
 */
export const SubmitSuccess: Story = {
  args: {variant: SHOP_VARIANT},
  play: async ({canvas, globals, args, loaded}) => {
    const {product, variant} = shown(args, {loaded, globals});
    const form = await openAndFill(canvas, globals);
    await userEvent.click(form.submit);
    const sent = await within(form.dialog).findByText(
      // Collapsed like the page's text: French puts a no-break space before "!".
      message(globals, 'requestFormSent').replace(/\s+/g, ' '),
    );
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(args.onSent).toHaveBeenCalledWith({
      product: product.id,
      variant: variant!.id,
      name: 'Anna Muster',
      email: 'anna@example.com',
      phone: '0221 123456',
      message: defaultRequestMessage(langOf(globals), product, variant),
    });
    await userEvent.click(
      within(form.dialog).getByRole('button', {name: message(globals, 'requestFormClose')}),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger(canvas, globals)).toHaveFocus());
  },
};

/**
 * The order service answers 500: the alert says the request could not be posted, everything
 * typed stays, also after closing and reopening the dialog.
 */
export const SubmitFailure: Story = {
  parameters: {msw: {handlers: {orders: orderFailures.serverError}}},
  play: async ({canvas, globals, args}) => {
    const form = await openAndFill(canvas, globals);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(within(form.dialog).getByRole('alert')).toHaveTextContent(
        message(globals, 'orderErrorPostRequest'),
      ),
    );
    await expect(form.name).toHaveValue('Anna Muster');
    await expect(form.email).toHaveValue('anna@example.com');
    await expect(form.privacy).toBeChecked();
    await expect(args.onSent).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger(canvas, globals)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await waitFor(() => dialogFields(canvas, globals), FORM_SOON);
    await expect(again.name).toHaveValue('Anna Muster');
    await expect(again.phone).toHaveValue('0221 123456');
  },
};

/**
 * Sent empty (message cleared): each field shows its error as its description, the first
 * invalid field takes focus, nothing is posted; a malformed e-mail gets its own error.
 */
export const ValidationErrors: Story = {
  args: {defaultOpen: true},
  play: async ({canvas, globals, args}) => {
    const form = await waitFor(() => dialogFields(canvas, globals), FORM_SOON);
    await userEvent.clear(form.message);
    await userEvent.type(form.email, 'anna@example');
    form.submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form.name).toHaveFocus());
    await expect(form.name).toBeInvalid();
    await expect(form.name).toHaveAccessibleDescription(
      message(globals, 'requestFormNameRequired'),
    );
    await expect(form.email).toHaveAccessibleDescription(
      message(globals, 'requestFormEmailInvalid'),
    );
    await expect(form.message).toHaveAccessibleDescription(
      message(globals, 'requestFormMessageRequired'),
    );
    await expect(form.privacy).toHaveAccessibleDescription(
      message(globals, 'requestFormPrivacyRequired'),
    );
    await expect(form.phone).not.toBeInvalid();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** While the service has not answered, the status region says the request is being sent. */
export const Sending: Story = {
  parameters: {msw: {handlers: {orders: orderFailures.pending}}},
  play: async ({canvas, globals}) => {
    const form = await openAndFill(canvas, globals);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(within(form.dialog).getByRole('status')).toHaveTextContent(
        message(globals, 'requestFormSending'),
      ),
    );
  },
};

/** English (pinned): the spec's "request availability" label, English prefilled message. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas, globals, args, loaded}) => {
    const {product} = shown(args, {loaded, globals});
    await userEvent.click(canvas.getByRole('button', {name: 'request availability'}));
    const dialog = await canvas.findByRole('dialog', {name: 'Request availability'});
    await expect(within(dialog).getByRole('textbox', {name: 'Message'})).toHaveValue(
      `Hello, is “${product.display_name}” available? Please let me know.`,
    );
  },
};
