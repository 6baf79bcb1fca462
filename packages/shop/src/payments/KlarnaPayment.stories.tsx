import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type Lang} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {paymentFailures} from '@schaufenster/fixtures/handlers';
import {withShop} from '../stories/withShop.tsx';
import {KlarnaPayment} from './KlarnaPayment.tsx';
import {
  forgetPaymentSdks,
  klarnaSdkUrl,
  recordPosts,
  recordRequests,
} from './stories/paymentStories.ts';

const ORDER_UUID = '3f2b8c1e-6d4a-4e2b-9c7f-1a2b3c4d5e6f';
const CLIENT_TOKEN = 'STANDIN-CLIENT-TOKEN';
// The stand-in approves with `STANDIN-AUTH-<client_token>` (fixtures/src/handlers.ts).
const AUTHORIZATION_TOKEN = `STANDIN-AUTH-${CLIENT_TOKEN}`;
const KLARNA_ORDER = '/ecom/klarna/order';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

function payButtonName(globals: Record<string, unknown>): string {
  return t(langOf(globals), 'checkoutPayWithKlarna');
}

const meta = {
  title: 'Shop/Payments/KlarnaPayment',
  component: KlarnaPayment,
  decorators: [withShop],
  args: {
    amount: 2490,
    currency: 'EUR',
    orderUuid: ORDER_UUID,
    clientToken: CLIENT_TOKEN,
    sdkUrl: klarnaSdkUrl('default'),
    onPaid: fn(),
    onCancel: fn(),
    onError: fn(),
  },
  beforeEach: forgetPaymentSdks,
} satisfies Meta<typeof KlarnaPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultSdk = recordRequests('*/klarna/api.js');

/** Klarna chosen: its SDK (here the stand-in) loads once, shows its widget, paying is enabled. */
export const Default: Story = {
  parameters: {msw: {handlers: {klarnaSdkSpy: defaultSdk.handlers}}},
  beforeEach: defaultSdk.reset,
  play: async ({canvas, globals}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await expect(canvas.getByText('Klarna')).toBeVisible();
    await expect(defaultSdk.urls).toEqual([klarnaSdkUrl('default')]);
  },
};

/** Any amount, order uuid, client token and SDK URL. */
export const Playground: Story = {
  args: {sdkUrl: klarnaSdkUrl('playground')},
};

const success = recordPosts(KLARNA_ORDER, 200, {message: 'ok'});

/**
 * Approved: `{project, authorization_token, order_uuid}` goes to /ecom/klarna/order (spec §7),
 * `onPaid` gets the result and a success status replaces the pay button.
 */
export const KlarnaSuccess: Story = {
  args: {sdkUrl: klarnaSdkUrl('success')},
  parameters: {msw: {handlers: {orders: success.handlers}}},
  beforeEach: success.reset,
  play: async ({canvas, args, globals, loaded}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(success.bodies).toEqual([
      {
        project: shopSiteOf(loaded).project.domain,
        authorization_token: AUTHORIZATION_TOKEN,
        order_uuid: ORDER_UUID,
      },
    ]);
    await expect(args.onPaid).toHaveBeenCalledWith({
      method: 'klarna',
      orderUuid: ORDER_UUID,
      authorizationToken: AUTHORIZATION_TOKEN,
      pending: false,
      response: {message: 'ok'},
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t(langOf(globals), 'paymentSucceeded'),
    );
    await expect(canvas.queryByRole('button', {name: payButtonName(globals)})).toBeNull();
  },
};

const pending = recordPosts(KLARNA_ORDER, 202, {message: 'pending'});

/**
 * Klarna places the order but still reviews the payment (202 `pending`): the order is placed all
 * the same, `onPaid` says it is pending, and the owner is told once Klarna decides.
 */
export const KlarnaPending: Story = {
  args: {sdkUrl: klarnaSdkUrl('pending')},
  parameters: {msw: {handlers: {orders: pending.handlers}}},
  beforeEach: pending.reset,
  play: async ({canvas, args, globals}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(args.onPaid).toHaveBeenCalledWith(
      expect.objectContaining({method: 'klarna', pending: true}),
    );
    await expect(pending.bodies).toHaveLength(1);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

const rejected = recordPosts(KLARNA_ORDER, 402, {status: 'error', code: 'klarna_rejected'});

/**
 * Klarna rejects the order (402 `klarna_rejected`; the service cancelled it and released its
 * stock): "Could not place klarna order" is shown (spec §8) and `onError` is told.
 */
export const KlarnaRejected: Story = {
  args: {sdkUrl: klarnaSdkUrl('rejected')},
  parameters: {msw: {handlers: {orders: rejected.handlers}}},
  beforeEach: rejected.reset,
  play: async ({canvas, args, globals}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(
      await canvas.findByText(t(langOf(globals), 'orderErrorKlarnaOrder')),
    ).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({message: 'Could not place klarna order'}),
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

const notApproved = recordPosts(KLARNA_ORDER, 200, {message: 'ok'});

/** Klarna does not approve (keyboard): `onCancel`, nothing posted, the button keeps focus. */
export const KlarnaNotApproved: Story = {
  args: {sdkUrl: klarnaSdkUrl('not-approved')},
  parameters: {
    msw: {handlers: {payments: paymentFailures.klarnaNotApproved, orders: notApproved.handlers}},
  },
  beforeEach: notApproved.reset,
  play: async ({canvas, args, globals}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(notApproved.bodies).toEqual([]);
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await waitFor(() => expect(pay).toBeEnabled());
    await expect(pay).toHaveFocus();
  },
};

const failing = recordPosts(KLARNA_ORDER, 500, {message: 'error'});

/**
 * Approved, but the order service fails: "Could not place klarna order" is shown (spec §8),
 * `onError` gets the error, paying can be tried again.
 */
export const KlarnaOrderFails: Story = {
  args: {sdkUrl: klarnaSdkUrl('order-fails')},
  parameters: {msw: {handlers: {orders: failing.handlers}}},
  beforeEach: failing.reset,
  play: async ({canvas, args, globals, loaded}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(
      await canvas.findByText(t(langOf(globals), 'orderErrorKlarnaOrder')),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(langOf(globals), 'orderErrorKlarnaOrder'),
    );
    await expect(failing.bodies).toEqual([
      {
        project: shopSiteOf(loaded).project.domain,
        authorization_token: AUTHORIZATION_TOKEN,
        order_uuid: ORDER_UUID,
      },
    ]);
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({message: 'Could not place klarna order'}),
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(pay).toBeEnabled();
  },
};

/** Klarna names invalid fields: the buyer is asked to check their details; nothing posted. */
export const KlarnaInvalidDetails: Story = {
  args: {sdkUrl: klarnaSdkUrl('invalid-details')},
  parameters: {msw: {handlers: {payments: paymentFailures.klarnaError}}},
  play: async ({canvas, args, globals}) => {
    const pay = canvas.getByRole('button', {name: payButtonName(globals)});
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(await canvas.findByText(t(langOf(globals), 'paymentNotAuthorized'))).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({message: expect.stringContaining('billing_address.email')}),
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Klarna cannot offer the method for this session (`show_form` false): unavailable. */
export const KlarnaUnavailable: Story = {
  args: {sdkUrl: klarnaSdkUrl('unavailable')},
  parameters: {msw: {handlers: {payments: paymentFailures.klarnaUnavailable}}},
  play: async ({canvas, args, globals}) => {
    await expect(await canvas.findByText(t(langOf(globals), 'paymentUnavailable'))).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The SDK script does not load (404): unavailable, `onError` is told. */
export const KlarnaScriptFails: Story = {
  args: {sdkUrl: klarnaSdkUrl('script-fails')},
  parameters: {msw: {handlers: {payments: paymentFailures.klarnaNotFound}}},
  play: async ({canvas, args, globals}) => {
    await expect(await canvas.findByText(t(langOf(globals), 'paymentUnavailable'))).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: `Could not load the script ${klarnaSdkUrl('script-fails')}`,
      }),
    );
  },
};
