import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor, within} from 'storybook/test';
import {STORAGE_KEYS} from '@schaufenster/core';
import {checkoutStore} from '../checkout/checkoutStore.ts';
import {freshCart} from '../stories/cartSeed.ts';
import {eur, eurPattern, m, mText, shopPath, stepHeading, stored} from '../stories/checkoutPlay.ts';
import {ANNA_ADDRESS, FILLED_CHECKOUT, seedCheckout} from '../stories/checkoutSeed.ts';
import {settingsFailures, settingsWith} from '../stories/settingsHandlers.ts';
import {CHECKOUT_STORIES} from '../stories/checkoutMeta.ts';
import type {CheckoutPage} from './CheckoutPage.tsx';

const meta = {
  title: 'Shop/Checkout/CheckoutPage',
  ...CHECKOUT_STORIES,
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, address: e-mail and shipping address, the step list and the order summary. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const heading = await stepHeading(canvas, globals, 1);
    await expect(heading).toBeVisible();
    const steps = canvas.getByRole('navigation', {name: m(globals, 'checkoutStepsLabel')});
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(steps).getByText(m(globals, 'checkoutStepAddress'))).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('textbox', {name: m(globals, 'checkoutEmail')})).toBeRequired();
    const summary = canvas.getByRole('region', {name: m(globals, 'checkoutOrderSummary')});
    // The stored cart follows the prerendered (empty) one in a transition (decision 057).
    await waitFor(() => expect(within(summary).getAllByRole('listitem')).toHaveLength(3));
    await expect(summary).toHaveTextContent(eur(globals, 6564.9));
  },
};

/**
 * Test mode (build `PAYMENTS_MODE=test` or the payment stand-ins): a notice above every step says
 * no real money moves. It has no close button and stays through the steps; without test mode
 * there is none.
 */
export const TestMode: Story = {
  args: {testMode: true, initialStep: 'review'},
  beforeEach: () => seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4}),
  play: async ({canvas, globals, userEvent}) => {
    const notice = await canvas.findByRole('note');
    await expect(notice).toHaveTextContent(mText(globals, 'checkoutTestMode'));
    await expect(notice).toBeVisible();
    await expect(within(notice).queryByRole('button')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', {name: m(globals, 'checkoutBack')}));
    await stepHeading(canvas, globals, 3);
    await expect(canvas.getByRole('note')).toHaveTextContent(mText(globals, 'checkoutTestMode'));
  },
};

/** Live mode (the default of the component): no test-mode notice. */
export const LiveMode: Story = {
  play: async ({canvas, globals}) => {
    await stepHeading(canvas, globals, 1);
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** Props to try: open at any form step. */
export const Playground: Story = {args: {initialStep: 'address'}};

/** Step 2, shipping: the options for Germany with price or "free", present wrapping, a comment. */
export const ShippingStep: Story = {
  args: {initialStep: 'shipping'},
  beforeEach: () =>
    seedCheckout({customerEmail: 'anna@example.com', shippingAddress: ANNA_ADDRESS}),
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 2);
    const group = canvas.getByRole('radiogroup', {name: m(globals, 'checkoutShippingMethod')});
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[2]).toHaveAccessibleName(new RegExp(m(globals, 'checkoutShippingFree')));
    await userEvent.click(within(group).getByRole('radio', {name: /express/i}));
    const summary = canvas.getByRole('region', {name: m(globals, 'checkoutOrderSummary')});
    await expect(summary).toHaveTextContent(eur(globals, 19.9));
    await expect(summary).toHaveTextContent(eur(globals, 6584.8));
    await expect(checkoutStore.getState()).toMatchObject({shippingMethod: 3, shippingCost: 19.9});
  },
};

/** Austria: only DHL International, with its price and three extra delivery days. */
export const ShippingToAustria: Story = {
  args: {initialStep: 'shipping'},
  beforeEach: () =>
    seedCheckout({
      customerEmail: 'anna@example.com',
      shippingAddress: {...ANNA_ADDRESS, country_code: 'AT', zip_code: '1010', city: 'Wien'},
    }),
  play: async ({canvas, globals}) => {
    await stepHeading(canvas, globals, 2);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(1);
    await expect(radios[0]).toHaveAccessibleName(/international/i);
    await expect(radios[0]).toHaveAccessibleName(eurPattern(globals, 24.9));
    await expect(radios[0]).toHaveAccessibleName(
      new RegExp(m(globals, 'checkoutAdditionalDays', {days: 3})),
    );
  },
};

/**
 * A shop without a shipping config: its plain shipping methods at the flat shipping_cost (9,90 €),
 * pick-up free, as the order service charges them (decision 009i "Flat shipping").
 */
export const FlatShipping: Story = {
  args: {initialStep: 'shipping'},
  beforeEach: () =>
    seedCheckout({customerEmail: 'anna@example.com', shippingAddress: ANNA_ADDRESS}),
  parameters: {msw: {handlers: {shop: settingsWith({shipping_methods_config: []})}}},
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 2);
    const group = canvas.getByRole('radiogroup', {name: m(globals, 'checkoutShippingMethod')});
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(radios[0]).toHaveAccessibleName(/DHL Standard/i);
    await expect(radios[0]).toHaveAccessibleName(eurPattern(globals, 9.9));
    await expect(radios[3]).toHaveAccessibleName(new RegExp(m(globals, 'checkoutShippingFree')));
    await userEvent.click(radios[2]!);
    const summary = canvas.getByRole('region', {name: m(globals, 'checkoutOrderSummary')});
    await expect(summary).toHaveTextContent(eur(globals, 6574.8));
    await expect(checkoutStore.getState()).toMatchObject({shippingMethod: 3, shippingCost: 9.9});
  },
};

/** Step 3, payment: the methods DHL Standard allows, PayPal, Klarna and prepayment. */
export const PaymentStep: Story = {
  args: {initialStep: 'payment'},
  beforeEach: () => seedCheckout({...FILLED_CHECKOUT, paymentMethod: null}),
  play: async ({canvas, globals}) => {
    await stepHeading(canvas, globals, 3);
    const group = canvas.getByRole('radiogroup', {name: m(globals, 'checkoutPaymentMethod')});
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    await expect(names).toEqual(['4', '7', '1']);
    await expect(within(group).getByRole('radio', {name: 'PayPal'})).not.toBeChecked();
  },
};

/** Step 4, review: what was entered, the terms, and the place-order button. */
export const ReviewStep: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  play: async ({canvas, globals}) => {
    await stepHeading(canvas, globals, 4);
    await expect(canvas.getByText('anna@example.com')).toBeVisible();
    await expect(canvas.getByText('Goethestraße 12')).toBeVisible();
    await expect(canvas.getByText(m(globals, 'checkoutInvoiceSameAsShipping'))).toBeVisible();
    await expect(canvas.getByRole('checkbox', {name: /AGB|terms|conditions/})).toBeRequired();
    const summary = canvas.getByRole('region', {name: m(globals, 'checkoutOrderSummary')});
    await expect(summary).toHaveTextContent(eur(globals, 9.9));
    await expect(summary).toHaveTextContent(eur(globals, 6574.8));
  },
};

/**
 * Continuing with an empty address step: every required field shows its error as its
 * description, the first invalid field (e-mail) takes focus, and the step does not change.
 */
export const ValidationErrors: Story = {
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 1);
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutNext')}));
    const email = canvas.getByRole('textbox', {name: m(globals, 'checkoutEmail')});
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(m(globals, 'checkoutFieldRequired'));
    for (const label of ['addressFormFirstName', 'addressFormZip', 'addressFormCity'] as const) {
      const field = canvas.getByRole('textbox', {name: m(globals, label)});
      await expect(field).toBeInvalid();
      await expect(field).toHaveAccessibleDescription(m(globals, 'checkoutFieldRequired'));
    }
    // A malformed address gets its own message once the field is filled.
    await userEvent.type(email, 'anna@');
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutNext')}));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(m(globals, 'checkoutEmailInvalid')),
    );
    await expect(await stepHeading(canvas, globals, 1)).toBeVisible();
  },
};

/**
 * The country is a native select named "Land", required, set to the stored address's country,
 * listing the shop's shipping countries; a choice is saved with the address as it is made.
 */
export const CountryChoice: Story = {
  beforeEach: () =>
    seedCheckout({customerEmail: 'anna@example.com', shippingAddress: ANNA_ADDRESS}),
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 1);
    const country = canvas.getByRole('combobox', {name: m(globals, 'addressFormCountry')});
    await expect(country).toBeRequired();
    await expect(country).toHaveValue(ANNA_ADDRESS.country_code);
    const options = within(country).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(0);
    const last = options.at(-1) as HTMLOptionElement;
    await userEvent.selectOptions(country, last);
    await expect(country).toHaveValue(last.value);
    await expect(stored(STORAGE_KEYS.checkout)?.shippingAddress).toMatchObject({
      country_code: last.value,
    });
  },
};

/** A returning shopper: int-checkout is restored at start-up and fills every field. */
export const RestoredFromStorage: Story = {
  beforeEach: () => seedCheckout({...FILLED_CHECKOUT, shippingMethod: 3, shippingCost: 19.9}),
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 1);
    await expect(canvas.getByRole('textbox', {name: m(globals, 'checkoutEmail')})).toHaveValue(
      'anna@example.com',
    );
    await expect(canvas.getByRole('textbox', {name: m(globals, 'addressFormStreet')})).toHaveValue(
      'Goethestraße',
    );
    await expect(
      canvas.getByRole('checkbox', {name: m(globals, 'checkoutDifferentInvoiceAddress')}),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutNext')}));
    await stepHeading(canvas, globals, 2);
    await expect(canvas.getByRole('radio', {name: /express/i})).toBeChecked();
  },
};

/** A different invoice address: the checkbox reveals a second address group, saved as typed. */
export const DifferentInvoiceAddress: Story = {
  beforeEach: () =>
    seedCheckout({customerEmail: 'anna@example.com', shippingAddress: ANNA_ADDRESS}),
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 1);
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('checkbox', {name: m(globals, 'checkoutDifferentInvoiceAddress')}),
    );
    const invoice = canvas.getByRole('group', {name: m(globals, 'checkoutInvoiceAddress')});
    await userEvent.type(
      within(invoice).getByRole('textbox', {name: m(globals, 'addressFormFirstName')}),
      'Bernd',
    );
    await expect(stored(STORAGE_KEYS.checkout)?.invoiceAddress).toMatchObject({
      first_name: 'Bernd',
    });
  },
};

/** The shop offers present wrapping: the checkbox shows in the shipping step. */
export const PresentWrapOffered: Story = {
  args: {initialStep: 'shipping'},
  beforeEach: () =>
    seedCheckout({customerEmail: 'anna@example.com', shippingAddress: ANNA_ADDRESS}),
  play: async ({canvas, globals, userEvent}) => {
    const wrap = await canvas.findByRole('checkbox', {name: m(globals, 'checkoutPresentWrap')});
    await userEvent.click(wrap);
    await expect(stored(STORAGE_KEYS.checkout)).toMatchObject({presentWrap: true});
  },
};

/** The shop does not offer present wrapping: no checkbox. */
export const PresentWrapNotOffered: Story = {
  args: {initialStep: 'shipping'},
  beforeEach: () =>
    seedCheckout({customerEmail: 'anna@example.com', shippingAddress: ANNA_ADDRESS}),
  parameters: {msw: {handlers: {shop: settingsWith({present_wrapping: false})}}},
  play: async ({canvas, globals}) => {
    await stepHeading(canvas, globals, 2);
    await expect(
      canvas.queryByRole('checkbox', {name: m(globals, 'checkoutPresentWrap')}),
    ).toBeNull();
  },
};

/** Nothing in the cart: nothing to order, a link back to the shop. */
export const EmptyCart: Story = {
  beforeEach: freshCart,
  play: async ({canvas, globals}) => {
    await expect(await canvas.findByText(m(globals, 'cartEmpty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', {name: m(globals, 'cartContinueShopping')}),
    ).toHaveAttribute('href', shopPath(globals));
  },
};

/** Settings still loading. */
export const SettingsLoading: Story = {
  parameters: {msw: {handlers: {shop: settingsFailures.pending}}},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m(globals, 'statusLoading'));
  },
};

/** Settings failed to load: "Could not load settings". */
export const SettingsError: Story = {
  parameters: {msw: {handlers: {shop: settingsFailures.serverError}}},
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(m(globals, 'settingsLoadError')),
    );
  },
};

/** English labels and prices. */
export const English: Story = {
  globals: {lang: 'en'},
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  play: async ({canvas}) => {
    await canvas.findByRole('heading', {name: 'Step 4 of 4: Review and order'});
    await expect(canvas.getByRole('button', {name: 'Place order'})).toBeVisible();
    await expect(canvas.getByText('Same as shipping address')).toBeVisible();
  },
};
