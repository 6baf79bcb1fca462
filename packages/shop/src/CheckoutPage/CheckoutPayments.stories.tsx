import type {Meta, StoryObj} from '@storybook/react-vite';
import {http, HttpResponse} from 'msw';
import {expect, waitFor} from 'storybook/test';
import {STORAGE_KEYS} from '@schaufenster/core';
import {cartStore} from '../cart/cartStore.ts';
import {
  forgetPaymentSdks,
  klarnaSdkUrl,
  paypalSdkUrl,
  recordPosts,
} from '../payments/stories/paymentStories.ts';
import {seedCart} from '../stories/cartSeed.ts';
import {
  acceptTermsAndPlace,
  m,
  stored,
  type Canvas,
  type Clicker,
  type Globals,
} from '../stories/checkoutPlay.ts';
import {FILLED_CHECKOUT, freshCheckout, seedCheckout} from '../stories/checkoutSeed.ts';
import {withShop} from '../stories/withShop.tsx';
import {CheckoutPage} from './CheckoutPage.tsx';
import {loadAllSteps} from './lazySteps.ts';

// Paying a created order with PayPal or Klarna in the checkout, against local stand-ins of both
// SDKs (fixtures/src/handlers.ts `payments`). seedCart + DHL Standard: 6.574,80 € in all.

const meta = {
  title: 'Shop/Checkout/CheckoutPayments',
  component: CheckoutPage,
  decorators: [withShop],
  args: {initialStep: 'review'},
  // Stores and SDK globals are shared by all stories in the file: start each one afresh.
  // The steps after the address load on demand (decision 035): a story opening at a later step
  // shows that step, not its loading note.
  beforeEach: async () => {
    await loadAllSteps();
    forgetPaymentSdks();
    await seedCart();
    freshCheckout();
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The order requests of a story, with their idempotency keys.
const orderRequests: {key: string | null; uuid: unknown}[] = [];

// Answers the order with `answer` and records its idempotency key and order_uuid.
const orderCreated = (answer: Record<string, unknown>) =>
  http.post('*/ecom/order', async ({request}) => {
    const body = (await request.json()) as Record<string, unknown>;
    orderRequests.push({key: request.headers.get('Idempotency-Key'), uuid: body.order_uuid});
    return HttpResponse.json({status: 'ok', ...answer});
  });

// Places the order in the review step and waits for the payment step of the created order.
async function placeAndWaitForPayment(canvas: Canvas, globals: Globals, user: Clicker) {
  await acceptTermsAndPlace(canvas, globals, user);
  const heading = await canvas.findByRole('heading', {
    level: 2,
    name: m(globals, 'checkoutPaymentHeading'),
  });
  await waitFor(() => expect(heading).toHaveFocus());
}

/**
 * PayPal chosen, order not yet placed: no payment SDK is loaded before the order exists, so nothing
 * of PayPal shows and no script was requested (a payment script loads only when needed).
 */
export const Default: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-default')},
  beforeEach: () => seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4}),
  play: async ({canvas, globals}) => {
    await canvas.findByRole('button', {name: m(globals, 'checkoutPlaceOrder')});
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    await expect(document.querySelector('script[src*="/paypal-sdk/"]')).toBeNull();
  },
};

const paypalPaid = recordPosts('/ecom/order/paypal_transaction', 200, {status: 'ok'});

/**
 * PayPal (payment id 4): the order is posted first, then PayPal's button (a local stand-in of the
 * SDK) approves, the capture goes to /ecom/order/paypal_transaction with the order's number and
 * uuid (decision 010f), and the confirmation follows; cart and checkout are emptied only then.
 */
export const PayPalSuccess: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-success')},
  beforeEach: () => {
    paypalPaid.reset();
    orderRequests.length = 0;
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {
    msw: {handlers: {orders: [orderCreated({order_id: 'SF-1001'}), ...paypalPaid.handlers]}},
  },
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderCreated', {orderId: 'SF-1001'})),
    ).toBeVisible();
    await expect(cartStore.getState().totalCount).toBe(3);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(paypalPaid.bodies).toEqual([
      expect.objectContaining({
        order_id: 'SF-1001',
        order_uuid: orderRequests[0]?.uuid,
        paypal: expect.objectContaining({
          purchase_units: [
            expect.objectContaining({amount: {currency_code: 'EUR', value: '6574.80'}}),
          ],
        }),
      }),
    ]);
    await expect(cartStore.getState().totalCount).toBe(0);
    await expect(localStorage.getItem(STORAGE_KEYS.checkout)).toBeNull();
  },
};

const paypalRejected = recordPosts('/ecom/order/paypal_transaction', 500, {status: 'error'});

/** The PayPal transaction cannot be posted: its error shows, the order waits for payment, the cart stays. */
export const PayPalTransactionFails: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-fails')},
  beforeEach: () => {
    paypalRejected.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {
    msw: {handlers: {orders: [orderCreated({order_id: 'SF-1001'}), ...paypalRejected.handlers]}},
  },
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() =>
      expect(canvas.getByText(m(globals, 'orderErrorPaypalTransaction'))).toBeVisible(),
    );
    await expect(paypalRejected.bodies).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', {name: m(globals, 'checkoutPaymentHeading')}),
    ).toBeVisible();
    await expect(canvas.getByRole('button', {name: 'PayPal'})).toBeVisible();
    await expect(cartStore.getState().totalCount).toBe(3);
    await expect(stored(STORAGE_KEYS.checkout)).toMatchObject({paymentMethod: 4});
  },
};

const klarnaPlaced = recordPosts('/ecom/klarna/order', 200, {message: 'ok'});

/**
 * Klarna: the order answer opens a Klarna session (its client token); Klarna's SDK (a local
 * stand-in) authorizes, the order is placed at /ecom/klarna/order with the token and the order's
 * uuid, and the confirmation follows.
 */
export const KlarnaSuccess: Story = {
  args: {klarnaSdkUrl: klarnaSdkUrl('checkout-klarna-success')},
  beforeEach: () => {
    klarnaPlaced.reset();
    orderRequests.length = 0;
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 7});
  },
  parameters: {
    msw: {
      handlers: {
        orders: [
          orderCreated({order_id: 'SF-1003', klarna_client_token: 'STANDIN-CLIENT'}),
          ...klarnaPlaced.handlers,
        ],
      },
    },
  },
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    const pay = await canvas.findByRole('button', {name: m(globals, 'checkoutPayWithKlarna')});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1003'})),
    ).toBeVisible();
    await expect(klarnaPlaced.bodies).toEqual([
      expect.objectContaining({
        authorization_token: 'STANDIN-AUTH-STANDIN-CLIENT',
        order_uuid: orderRequests[0]?.uuid,
      }),
    ]);
    await expect(cartStore.getState().totalCount).toBe(0);
  },
};

const klarnaRejected = recordPosts('/ecom/klarna/order', 500, {message: 'error'});

/** The Klarna order cannot be placed: "Could not place klarna order", the cart stays. */
export const KlarnaOrderFails: Story = {
  args: {klarnaSdkUrl: klarnaSdkUrl('checkout-klarna-fails')},
  beforeEach: () => {
    klarnaRejected.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 7});
  },
  parameters: {
    msw: {
      handlers: {
        orders: [
          orderCreated({order_id: 'SF-1003', klarna_client_token: 'STANDIN-CLIENT'}),
          ...klarnaRejected.handlers,
        ],
      },
    },
  },
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    const pay = await canvas.findByRole('button', {name: m(globals, 'checkoutPayWithKlarna')});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() =>
      expect(canvas.getByText(m(globals, 'orderErrorKlarnaOrder'))).toBeVisible(),
    );
    await expect(klarnaRejected.bodies).toHaveLength(1);
    await expect(cartStore.getState().totalCount).toBe(3);
  },
};

/** The order answer opened no Klarna session: Klarna is unavailable for this order. */
export const KlarnaWithoutSession: Story = {
  args: {klarnaSdkUrl: klarnaSdkUrl('checkout-klarna-no-session')},
  beforeEach: () => {
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 7});
  },
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await expect(canvas.getByText(m(globals, 'paymentUnavailable'))).toBeVisible();
    await expect(cartStore.getState().totalCount).toBe(3);
  },
};
