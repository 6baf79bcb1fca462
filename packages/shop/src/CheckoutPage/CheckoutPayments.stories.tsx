import type {Meta, StoryObj} from '@storybook/react-vite';
import {http, HttpResponse} from 'msw';
import {useState} from 'react';
import {paymentServiceStandIn} from '@schaufenster/fixtures/handlers';
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
import {CheckoutPage, type CheckoutPageProps} from './CheckoutPage.tsx';
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

// The order's payment as the service reports it before anything was paid.
const paymentOpen = http.get('*/ecom/order/payment', () =>
  HttpResponse.json({
    status: 'ok',
    order_id: 'SF-1003',
    payment_state: 'none',
    fulfilment_state: 'awaiting_payment',
    method: 'klarna',
    can_pay: true,
  }),
);

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

// The order service with server-side payments (decision 072): places once per key (a reload
// finds the same order), one PayPal order per order, one capture at most; `charges` counts them.
const service = paymentServiceStandIn();

/**
 * PayPal (payment id 4): the order is posted first; PayPal's button (a local stand-in of the SDK)
 * asks the order service for the PayPal order, the buyer approves, the approval goes to
 * /ecom/order/paypal_transaction with the order's number and uuid (decision 010f) and the
 * service captures; the confirmation follows, and cart and checkout are emptied only then.
 */
export const PayPalSuccess: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-success')},
  beforeEach: () => {
    service.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {msw: {handlers: {orders: service.handlers}}},
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderCreated', {orderId: 'SF-1001'})),
    ).toBeVisible();
    await expect(cartStore.getState().totalCount).toBe(3);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(service.transactions).toEqual([
      expect.objectContaining({
        order_id: 'SF-1001',
        order_uuid: service.charges[0]?.orderUuid,
        paypal: {orderID: 'STANDIN-PAYPAL-SF-1001'},
      }),
    ]);
    await expect(service.charges).toEqual([expect.objectContaining({amount: 6574.8})]);
    await expect(cartStore.getState().totalCount).toBe(0);
    await expect(localStorage.getItem(STORAGE_KEYS.checkout)).toBeNull();
  },
};

/**
 * The PayPal transaction cannot be posted: its error shows, the order waits for payment, the cart
 * stays, and PayPal's button is not offered again; the retry posts the same approval and the
 * order is paid with one charge (double charge, path 2).
 */
export const PayPalTransactionFails: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-fails')},
  beforeEach: () => {
    service.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {msw: {handlers: {orders: service.handlers}}},
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    service.failNextTransaction('network');
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() =>
      expect(canvas.getByText(m(globals, 'orderErrorPaypalTransaction'))).toBeVisible(),
    );
    await expect(service.transactions).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', {name: m(globals, 'checkoutPaymentHeading')}),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    await expect(cartStore.getState().totalCount).toBe(3);
    await expect(stored(STORAGE_KEYS.checkout)).toMatchObject({paymentMethod: 4});

    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'paymentRetry')}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(service.transactions).toHaveLength(2);
    await expect(service.charges).toHaveLength(1);
    await expect(cartStore.getState().totalCount).toBe(0);
  },
};

// Everything the page keeps in local and session storage, as text.
function browserStorage() {
  const copy = (storage: Storage) =>
    Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
  return {local: copy(localStorage), session: copy(sessionStorage)};
}

// The checkout with a "reload" that starts it afresh: a new flow, the stores as they are saved.
function Reloadable(args: CheckoutPageProps) {
  const [life, setLife] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setLife((count) => count + 1)}>
        Reload
      </button>
      <CheckoutPage key={life} {...args} />
    </>
  );
}

/**
 * Double charge, path 3: the buyer approved, the service captured, and the page was reloaded
 * before its answer came. Nothing about the payment was stored in the browser; placing the same
 * cart again finds the same order (its key is derived from the stored cart and form), the
 * checkout asks how its payment stands and, paid, shows the confirmation: no PayPal button, one
 * charge.
 */
export const PayPalReloadAfterApproval: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-reload')},
  beforeEach: () => {
    service.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {msw: {handlers: {orders: service.handlers}}},
  render: (args) => <Reloadable {...args} />,
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    const before = browserStorage();
    service.failNextTransaction('hangAfterCapture');
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() => expect(service.charges).toHaveLength(1));
    // Nothing about the payment was stored: local and session storage are as before it.
    await expect(browserStorage()).toEqual(before);

    await userEvent.click(canvas.getByRole('button', {name: 'Reload'}));
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    await expect(service.paypalOrders).toHaveLength(1);
    // Each placement asks first (is there an earlier order of this cart?), then the pay slot.
    await expect(service.statusReads).toHaveLength(4);
    await expect(service.charges).toHaveLength(1);
  },
};

/** After a reload an unpaid order is found again and PayPal is offered: paying charges once. */
export const PayPalReloadBeforeApproval: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-reload-unpaid')},
  beforeEach: () => {
    service.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {msw: {handlers: {orders: service.handlers}}},
  render: (args) => <Reloadable {...args} />,
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await canvas.findByRole('button', {name: 'PayPal'});
    await userEvent.click(canvas.getByRole('button', {name: 'Reload'}));
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    await expect(service.charges).toHaveLength(1);
  },
};

/**
 * The first order of this cart expired unpaid; after a reload the same cart is ordered again: it
 * becomes a new order with its own PayPal payment, never the dead one.
 */
export const PayPalReorderAfterExpiry: Story = {
  args: {paypalSdkBaseUrl: paypalSdkUrl('checkout-paypal-reorder')},
  beforeEach: () => {
    service.reset();
    seedCheckout({...FILLED_CHECKOUT, paymentMethod: 4});
  },
  parameters: {msw: {handlers: {orders: service.handlers}}},
  render: (args) => <Reloadable {...args} />,
  play: async ({canvas, globals, userEvent}) => {
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await canvas.findByRole('button', {name: 'PayPal'});
    service.expireOrders();
    await userEvent.click(canvas.getByRole('button', {name: 'Reload'}));
    await placeAndWaitForPayment(canvas, globals, userEvent);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1002'})),
    ).toBeVisible();
    await expect(service.charges.map((charge) => charge.amount > 0)).toEqual([true]);
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
          paymentOpen,
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
          paymentOpen,
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
    await expect(await canvas.findByText(m(globals, 'paymentUnavailable'))).toBeVisible();
    await expect(cartStore.getState().totalCount).toBe(3);
  },
};
