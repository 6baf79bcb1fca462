import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {expect, fn, spyOn, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type Lang} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {paymentFailures, paymentServiceStandIn} from '@schaufenster/fixtures/handlers';
import {ActionButton, useMessages} from '@schaufenster/ui';
import {withShop} from '../stories/withShop.tsx';
import {PayPalPayment, type PayPalPaymentProps} from './PayPalPayment.tsx';
import {
  forgetPaymentSdks,
  jewellerSettings,
  paypalSdkUrl,
  recordRequests,
} from './stories/paymentStories.ts';

const SETTINGS = jewellerSettings();
const ORDER_ID = 'SF-1001';
const ORDER_UUID = '5b7f2f4e-3f8e-4d0a-9a55-0f7a4cf1e001';
// The PayPal order the service stand-in creates for the shop order (fixtures/src/handlers.ts).
const PAYPAL_ORDER = `STANDIN-PAYPAL-${ORDER_ID}`;

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// The order service with server-side payments (decision 072): one order, its PayPal order, one
// capture at most. Each story starts with the order placed and nothing paid.
const service = paymentServiceStandIn();
function freshService() {
  service.reset();
  service.addOrder({orderId: ORDER_ID, orderUuid: ORDER_UUID, total: 2490});
}

// What the order service must receive (spec §3 Payloads, §7; decisions 010f and 072): the
// order's number and uuid and PayPal's order id the buyer approved, no capture and no amount.
function expectedTransaction(project: string) {
  return {project, order_id: ORDER_ID, order_uuid: ORDER_UUID, paypal: {orderID: PAYPAL_ORDER}};
}

const meta = {
  title: 'Shop/Payments/PayPalPayment',
  component: PayPalPayment,
  decorators: [withShop],
  args: {
    currency: 'EUR',
    orderId: ORDER_ID,
    orderUuid: ORDER_UUID,
    settings: SETTINGS,
    sdkBaseUrl: paypalSdkUrl('default'),
    onPaid: fn(),
    onCancel: fn(),
    onError: fn(),
  },
  parameters: {msw: {handlers: {orders: service.handlers}}},
  beforeEach: () => {
    forgetPaymentSdks();
    freshService();
  },
} satisfies Meta<typeof PayPalPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PayPal chosen: the SDK (here its stand-in) loads and renders the PayPal button. */
export const Default: Story = {
  play: async ({canvas}) => {
    await expect(await canvas.findByRole('button', {name: 'PayPal'})).toBeVisible();
  },
};

/** Any order id and uuid, settings and SDK URL. */
export const Playground: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('playground')},
};

/**
 * The buyer presses PayPal: the order service creates the PayPal order, the buyer approves, and
 * `{project, order_id, order_uuid, paypal: {orderID}}` goes to /ecom/order/paypal_transaction,
 * where the service captures. `onPaid` gets the result, the button gives way to a success status
 * and exactly one charge was made.
 */
export const PayPalSuccess: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('success')},
  play: async ({canvas, args, globals, loaded}) => {
    const lang = langOf(globals);
    const project = shopSiteOf(loaded).project.domain;
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(service.paypalOrders).toEqual([{project, order_uuid: ORDER_UUID}]);
    await expect(service.transactions).toEqual([expectedTransaction(project)]);
    await expect(service.charges).toHaveLength(1);
    await expect(args.onPaid).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'paypal',
        orderId: ORDER_ID,
        orderUuid: ORDER_UUID,
        paypalOrderId: PAYPAL_ORDER,
        paymentState: 'paid',
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(t(lang, 'paymentSucceeded'));
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The buyer cancels in PayPal's window (keyboard): `onCancel`, nothing posted, PayPal stays. */
export const PayPalCancel: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('cancel')},
  parameters: {msw: {handlers: {payments: paymentFailures.paypalCancel}}},
  play: async ({canvas, args}) => {
    const paypal = await canvas.findByRole('button', {name: 'PayPal'});
    await userEvent.tab();
    await expect(paypal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(service.transactions).toEqual([]);
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(paypal).toHaveFocus();
  },
};

/**
 * Double charge, path 1: a second press after the approval. While the approval is being
 * confirmed the PayPal button is gone; a press that got in before reaches the same PayPal order,
 * and its approval is not posted again. One transaction, one charge.
 */
export const PayPalSecondPress: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('second-press')},
  play: async ({canvas, args, globals}) => {
    const release = service.holdTransactions();
    const paypal = await canvas.findByRole('button', {name: 'PayPal'});
    await userEvent.click(paypal);
    await userEvent.click(paypal);
    await waitFor(() => expect(service.transactions).toHaveLength(1));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t(langOf(globals), 'paymentProcessing')),
    );
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    release();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(service.transactions).toHaveLength(1);
    await expect(service.charges).toHaveLength(1);
    await expect(new Set(service.paypalOrders.map((body) => JSON.stringify(body))).size).toBe(1);
  },
};

/**
 * Double charge, path 2: the approval's post fails (no answer). "Could not post PayPal
 * Transaction" is shown (spec §8), `onError` gets the error, and the PayPal button is NOT offered
 * again: only a retry of the same post, which the service captures once. One charge.
 */
export const PayPalTransactionFails: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('fails')},
  play: async ({canvas, args, globals, loaded}) => {
    const lang = langOf(globals);
    service.failNextTransaction('network');
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t(lang, 'orderErrorPaypalTransaction')),
    );
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({message: 'Could not post PayPal Transaction'}),
    );
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    // Text matchers collapse French no-break spaces.
    const hint = t(lang, 'paymentRetryHint').replace(/\s+/g, ' ');
    await expect(canvas.getByText(hint)).toBeVisible();
    await expect(service.charges).toEqual([]);

    await userEvent.click(canvas.getByRole('button', {name: t(lang, 'paymentRetry')}));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    const transaction = expectedTransaction(shopSiteOf(loaded).project.domain);
    await expect(service.transactions).toEqual([transaction, transaction]);
    await expect(service.charges).toHaveLength(1);
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
  },
};

/**
 * The service captured but its answer was lost (500): the component asks how the payment stands,
 * learns it is paid and says so. No retry, no second button, one charge.
 */
export const PayPalAnswerLost: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('answer-lost')},
  play: async ({canvas, args, globals}) => {
    service.failNextTransaction('afterCapture');
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(service.statusReads).toEqual([ORDER_UUID]);
    await expect(service.charges).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t(langOf(globals), 'paymentSucceeded'),
    );
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** PayPal's own flow fails (the SDK calls `onError`): a payment error, nothing posted. */
export const PayPalSdkError: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('sdk-error')},
  parameters: {msw: {handlers: {payments: paymentFailures.paypalError}}},
  play: async ({canvas, args, globals}) => {
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t(langOf(globals), 'paymentFailed')),
    );
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** The SDK does not load (404): the method is unavailable, `onError` is told. */
export const PayPalUnavailable: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('unavailable')},
  parameters: {msw: {handlers: {payments: paymentFailures.paypalNotFound}}},
  // react-paypal-js logs the failed load itself.
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({canvas, args, globals}) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t(langOf(globals), 'paymentUnavailable')),
    );
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const notConfiguredSdk = recordRequests('*/paypal-sdk/js');

/**
 * Two payment methods carry payment id 4, so no client id is taken (spec §4): nothing is
 * rendered, no SDK is requested, and the reason is logged.
 */
export const PayPalNotConfigured: Story = {
  args: {
    sdkBaseUrl: paypalSdkUrl('not-configured'),
    settings: {
      ...SETTINGS,
      payment_methods: [
        ...SETTINGS.payment_methods,
        {id: 4, display_name: 'PayPal Express', method: 'paypal', translations: []},
      ],
    },
  },
  parameters: {msw: {handlers: {paypalSdkSpy: notConfiguredSdk.handlers}}},
  beforeEach: () => {
    notConfiguredSdk.reset();
    const spy = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({canvas}) => {
    await waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(notConfiguredSdk.urls).toEqual([]);
    await expect(document.querySelector('script[src*="/paypal-sdk/js"]')).toBeNull();
  },
};

// A minimal payment choice: PayPal renders only once chosen, as in the checkout.
function ChoosePayPal(props: PayPalPaymentProps) {
  const translate = useMessages();
  const [chosen, setChosen] = useState(false);
  if (chosen) return <PayPalPayment {...props} />;
  return (
    <ActionButton onPress={() => setChosen(true)}>
      {translate('checkoutPayWithPaypal')}
    </ActionButton>
  );
}

const chosenSdk = recordRequests('*/paypal-sdk/js');

/**
 * The page with the choice renders, and no request goes to the PayPal SDK; choosing PayPal
 * requests it once, with the client id from the settings and EUR.
 */
export const NoScriptBeforeChosen: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('chosen')},
  parameters: {msw: {handlers: {paypalSdkSpy: chosenSdk.handlers}}},
  beforeEach: chosenSdk.reset,
  render: (args) => <ChoosePayPal {...args} />,
  play: async ({canvas, globals}) => {
    const choose = canvas.getByRole('button', {name: t(langOf(globals), 'checkoutPayWithPaypal')});
    await expect(choose).toBeVisible();
    await expect(chosenSdk.urls).toEqual([]);
    await expect(document.querySelector('script[src*="/paypal-sdk/js"]')).toBeNull();

    await userEvent.click(choose);
    await expect(await canvas.findByRole('button', {name: 'PayPal'})).toBeVisible();
    await expect(chosenSdk.urls).toHaveLength(1);
    const url = new URL(chosenSdk.urls[0]!);
    await expect(url.pathname).toBe('/chosen/paypal-sdk/js');
    await expect(url.searchParams.get('client-id')).toBe('sb-test');
    await expect(url.searchParams.get('currency')).toBe('EUR');
  },
};
