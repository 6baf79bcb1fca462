import type {Meta, StoryObj} from '@storybook/react-vite';
import {http, HttpResponse} from 'msw';
import {expect, waitFor, within} from 'storybook/test';
import {STORAGE_KEYS} from '@schaufenster/core';
import {orderFailures} from '@schaufenster/fixtures/handlers';
import {cartStore} from '../cart/cartStore.ts';
import {checkoutStore} from '../checkout/checkoutStore.ts';
import {freshCart, seedCart} from '../stories/cartSeed.ts';
import {
  acceptTermsAndPlace,
  m,
  stepHeading,
  stored,
  type Canvas,
  type Globals,
} from '../stories/checkoutPlay.ts';
import {
  ANNA_ADDRESS,
  FILLED_CHECKOUT,
  freshCheckout,
  seedCheckout,
} from '../stories/checkoutSeed.ts';
import {settingsFailures, settingsWith} from '../stories/settingsHandlers.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {CheckoutPage} from './CheckoutPage.tsx';
import {loadAllSteps} from './lazySteps.ts';

// seedCart: Tudor Black Bay 58 (4.050,00 €), Solitärring Aurora (2.490,00 €), Schmuckpflege-Set
// (24,90 €): 6.564,90 €; with DHL Standard (9,90 €) the total is 6.574,80 €.

// A failed post: the alert says "Could not post order"; cart, checkout and form are untouched.
async function expectFailureKeepsEverything(canvas: Canvas, globals: Globals) {
  const alert = canvas.getByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(m(globals, 'orderErrorPostOrder')));
  await waitFor(() => expect(alert).toHaveFocus());
  await expect(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')})).toBeEnabled();
  await expect(canvas.getByRole('checkbox', {name: /AGB|terms|conditions/})).toBeChecked();
  await expect(cartStore.getState().totalCount).toBe(3);
  await expect(stored(STORAGE_KEYS.cart)).toMatchObject({totalCount: 3});
  await expect(checkoutStore.getState().customerEmail).toBe('anna@example.com');
  await expect(stored(STORAGE_KEYS.checkout)).toMatchObject({
    customerEmail: 'anna@example.com',
    paymentMethod: 1,
  });
}

const meta = {
  title: 'Checkout/CheckoutPage',
  component: CheckoutPage,
  decorators: [withShop, stayOnPage],
  // The jeweller has the shop; cart and checkout stores are shared by all stories in the file.
  globals: {retailer: 'juwelier-morgenstern'},
  // The steps after the address load on demand (decision 035): a story opening at a later step
  // shows that step, not its loading note.
  beforeEach: async () => {
    await loadAllSteps();
    await seedCart();
    freshCheckout();
  },
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
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(3);
    await expect(summary).toHaveTextContent('6.564,90 €');
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
    await userEvent.click(within(group).getByRole('radio', {name: /Express/}));
    const summary = canvas.getByRole('region', {name: m(globals, 'checkoutOrderSummary')});
    await expect(summary).toHaveTextContent('19,90 €');
    await expect(summary).toHaveTextContent('6.584,80 €');
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
    await expect(radios[0]).toHaveAccessibleName(/International/);
    await expect(radios[0]).toHaveAccessibleName(/24,90/);
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
    await expect(radios[0]).toHaveAccessibleName(/DHL Standard.*9,90/);
    await expect(radios[3]).toHaveAccessibleName(new RegExp(m(globals, 'checkoutShippingFree')));
    await userEvent.click(radios[2]!);
    const summary = canvas.getByRole('region', {name: m(globals, 'checkoutOrderSummary')});
    await expect(summary).toHaveTextContent('6.574,80 €');
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
    await expect(summary).toHaveTextContent('9,90 €');
    await expect(summary).toHaveTextContent('6.574,80 €');
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
 * The whole flow by keyboard: type the address, pick DHL Standard and present wrapping, pay by
 * prepayment, accept the terms, place the order. The confirmation shows the order number and
 * how to pay by transfer, and takes focus; cart and checkout are emptied and their storage
 * entries removed.
 */
export const PlaceOrderSuccess: Story = {
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 1);
    await userEvent.click(canvas.getByRole('textbox', {name: m(globals, 'checkoutEmail')}));
    for (const text of ['anna@example.com', 'Anna', 'Muster', 'Goethestraße', '12', '60313']) {
      await userEvent.keyboard(text);
      await userEvent.tab();
    }
    await userEvent.keyboard('Frankfurt am Main');
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutNext')}));

    const shipping = await stepHeading(canvas, globals, 2);
    await waitFor(() => expect(shipping).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', {name: /DHL Standard/})).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('checkbox', {name: m(globals, 'checkoutPresentWrap')}),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Bitte klingeln');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');

    const payment = await stepHeading(canvas, globals, 3);
    await waitFor(() => expect(payment).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', {name: /Vorkasse|Prepayment|anticipé/})).toBeChecked();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');

    await stepHeading(canvas, globals, 4);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')}));

    const thanks = await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    // Prepayment: how to pay, with the total and the order number as reference (decision 009i).
    const transfer = canvas.getByRole('region', {name: m(globals, 'checkoutTransferHeading')});
    await expect(transfer).toHaveTextContent('6.574,80 €');
    await expect(transfer).toHaveTextContent('DE02 1203 0000 0000 2020 51');
    await expect(transfer).toHaveTextContent('SF-1001');
    await expect(cartStore.getState().totalCount).toBe(0);
    await expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.checkout)).toBeNull();
    await expect(checkoutStore.getState()).toMatchObject({customerEmail: null, shippingCost: 0});
  },
};

/** The order service answers 500: "Could not post order", cart and form stay for a retry. */
export const PlaceOrderFails500: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {orders: orderFailures.serverError}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
  },
};

/** The network is down: the same alert, nothing lost. */
export const PlaceOrderNetworkDown: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {orders: orderFailures.networkDown}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
  },
};

/** The service answers 200 with a body that is not JSON: the same alert, nothing lost. */
export const PlaceOrderInvalidJson: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {orders: orderFailures.invalidJson}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
  },
};

// Requests that reached the story's order handler, with their idempotency keys.
const orderRequests: {key: string | null; uuid: unknown}[] = [];
let failFirst = false;

const countingOrderHandler = http.post('*/ecom/order', async ({request}) => {
  const body = (await request.json()) as Record<string, unknown>;
  orderRequests.push({key: request.headers.get('Idempotency-Key'), uuid: body.order_uuid});
  if (failFirst && orderRequests.length === 1) {
    return HttpResponse.json({status: 'error'}, {status: 500});
  }
  return HttpResponse.json({status: 'ok', order_id: 'SF-1002'});
});

/** A double click on "place order" sends exactly one request: one order, one confirmation. */
export const DoubleClick: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => {
    orderRequests.length = 0;
    failFirst = false;
    seedCheckout();
  },
  parameters: {msw: {handlers: {orders: [countingOrderHandler]}}},
  play: async ({canvas, globals, userEvent}) => {
    await userEvent.click(await canvas.findByRole('checkbox', {name: /AGB|terms|conditions/}));
    await userEvent.dblClick(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1002'})),
    ).toBeVisible();
    await expect(orderRequests).toHaveLength(1);
  },
};

/** Prepayment in a shop without bank details: the confirmation says they follow by e-mail. */
export const PrepaymentWithoutBankDetails: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {shop: settingsWith({bank_details: null})}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    const transfer = await canvas.findByRole('region', {
      name: m(globals, 'checkoutTransferHeading'),
    });
    await expect(transfer).toHaveTextContent(m(globals, 'checkoutTransferByEmail'));
    await expect(transfer).toHaveTextContent('SF-1001');
    await expect(transfer).not.toHaveTextContent(m(globals, 'checkoutTransferIban'));
  },
};

/** A retry after a failure reuses the idempotency key, so the service can drop a repeat. */
export const RetryKeepsIdempotencyKey: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => {
    orderRequests.length = 0;
    failFirst = true;
    seedCheckout();
  },
  parameters: {msw: {handlers: {orders: [countingOrderHandler]}}},
  play: async ({canvas, globals, userEvent}) => {
    const place = await acceptTermsAndPlace(canvas, globals, userEvent);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(m(globals, 'orderErrorPostOrder')),
    );
    await userEvent.click(place);
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(orderRequests).toHaveLength(2);
    const [first, second] = orderRequests;
    await expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(second?.key).toBe(first?.key);
    await expect(first?.uuid).toBe(first?.key);
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
    await expect(canvas.getByRole('radio', {name: /Express/})).toBeChecked();
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
    ).toHaveAttribute('href', '/shop');
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
