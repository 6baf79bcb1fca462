import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {expect, fn, spyOn, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type Lang} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {paymentFailures} from '@schaufenster/fixtures/handlers';
import {ActionButton, useMessages} from '@schaufenster/ui';
import {withShop} from '../stories/withShop.tsx';
import {PayPalPayment, type PayPalPaymentProps} from './PayPalPayment.tsx';
import {
  forgetPaymentSdks,
  jewellerSettings,
  paypalSdkUrl,
  recordPosts,
  recordRequests,
} from './stories/paymentStories.ts';

const SETTINGS = jewellerSettings();
const ORDER_ID = 'SF-1001';
const ORDER_UUID = '5b7f2f4e-3f8e-4d0a-9a55-0f7a4cf1e001';
const TRANSACTION = '/ecom/order/paypal_transaction';
// The stand-in's PayPal order (fixtures/src/handlers.ts `paypalStandIn`).
const STAND_IN_ORDER = 'STANDIN-PAYPAL-ORDER';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// What the order service must receive for the 2490 € order (spec §3 Payloads, §7; the
// order_uuid proves the order, decision 010f): PayPal's capture of exactly that amount.
function expectedTransaction(project: string) {
  const amount = {currency_code: 'EUR', value: '2490.00'};
  return {
    project,
    order_id: ORDER_ID,
    order_uuid: ORDER_UUID,
    paypal: expect.objectContaining({
      id: STAND_IN_ORDER,
      status: 'COMPLETED',
      purchase_units: [
        {
          custom_id: ORDER_ID,
          amount,
          payments: {captures: [expect.objectContaining({status: 'COMPLETED', amount})]},
        },
      ],
    }),
  };
}

const meta = {
  title: 'Shop/Payments/PayPalPayment',
  component: PayPalPayment,
  decorators: [withShop],
  args: {
    amount: 2490,
    currency: 'EUR',
    orderId: ORDER_ID,
    orderUuid: ORDER_UUID,
    settings: SETTINGS,
    sdkBaseUrl: paypalSdkUrl('default'),
    onPaid: fn(),
    onCancel: fn(),
    onError: fn(),
  },
  beforeEach: forgetPaymentSdks,
} satisfies Meta<typeof PayPalPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PayPal chosen: the SDK (here its stand-in) loads and renders the PayPal button. */
export const Default: Story = {
  play: async ({canvas}) => {
    await expect(await canvas.findByRole('button', {name: 'PayPal'})).toBeVisible();
  },
};

/** Any amount, order id and uuid, settings and SDK URL. */
export const Playground: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('playground')},
};

const success = recordPosts(TRANSACTION, 200, {status: 'ok'});

/**
 * The buyer approves: the capture is posted as `{project, order_id, order_uuid, paypal}` to
 * /ecom/order/paypal_transaction, `onPaid` gets the result and the buttons give way to a
 * success status.
 */
export const PayPalSuccess: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('success')},
  parameters: {msw: {handlers: {orders: success.handlers}}},
  beforeEach: success.reset,
  play: async ({canvas, args, globals, loaded}) => {
    const lang = langOf(globals);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(success.bodies).toEqual([expectedTransaction(shopSiteOf(loaded).project.domain)]);
    await expect(args.onPaid).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'paypal',
        orderId: ORDER_ID,
        orderUuid: ORDER_UUID,
        response: {status: 'ok'},
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(t(lang, 'paymentSucceeded'));
    await expect(canvas.queryByRole('button', {name: 'PayPal'})).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

const cancelled = recordPosts(TRANSACTION, 200, {status: 'ok'});

/** The buyer cancels in PayPal's window (keyboard): `onCancel`, nothing posted, PayPal stays. */
export const PayPalCancel: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('cancel')},
  parameters: {
    msw: {handlers: {payments: paymentFailures.paypalCancel, orders: cancelled.handlers}},
  },
  beforeEach: cancelled.reset,
  play: async ({canvas, args}) => {
    const paypal = await canvas.findByRole('button', {name: 'PayPal'});
    await userEvent.tab();
    await expect(paypal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(cancelled.bodies).toEqual([]);
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(paypal).toHaveFocus();
  },
};

const failing = recordPosts(TRANSACTION, 500, {status: 'error'});

/**
 * Approved, but the order service answers 500: "Could not post PayPal Transaction" is shown
 * (spec §8), `onError` gets the error, the button stays for another try.
 */
export const PayPalFails: Story = {
  args: {sdkBaseUrl: paypalSdkUrl('fails')},
  parameters: {msw: {handlers: {orders: failing.handlers}}},
  beforeEach: failing.reset,
  play: async ({canvas, args, globals, loaded}) => {
    const lang = langOf(globals);
    await userEvent.click(await canvas.findByRole('button', {name: 'PayPal'}));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t(lang, 'orderErrorPaypalTransaction')),
    );
    await expect(failing.bodies).toEqual([expectedTransaction(shopSiteOf(loaded).project.domain)]);
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({message: 'Could not post PayPal Transaction'}),
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', {name: 'PayPal'})).toBeVisible();
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
